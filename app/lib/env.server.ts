// Environment values of the Worker, validated once per env object (docs/house-rules.md#decisions-already-taken).
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalDate = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().date().optional())
  .optional();

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const hostnameOf = (url: string) => (URL.canParse(url) ? new URL(url).hostname : "");

export const envSchema = z
  .object({
    API_URL: optionalUrl,
    // The API's Worker through a service binding (wrangler.toml [[services]]), when API_URL is unset.
    API: z.custom<Fetcher>((v) => typeof v === "object" && v !== null && "fetch" in v).optional(),
    // Required (issue 34 §5): payment returns and e-mail links point here; a localhost origin only locally.
    APP_URL: z.string({ required_error: "APP_URL (the app's public origin) is required" }).trim().url(),
    MARKETING_SITE_URL: optionalUrl,
    HELP_DESK_URL: optionalUrl,
    // Issue 33 §4: the spec's other external links (app/lib/external-links.server.ts); unset → not shown.
    MENTOR_LANDING_URL: optionalUrl,
    CONTENT_FOLDER_URL: optionalUrl,
    MARKETPLACE_VIDEO_URL: optionalUrl,
    SOCIAL_LINKS: optionalText,
    // One or more secrets, comma separated; the first encrypts, all decrypt (rotation).
    SESSION_SECRETS: z
      .string()
      .min(32, "SESSION_SECRETS must be at least 32 characters")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    LOGIN_PUBLIC_KEY: z.string().min(1, "LOGIN_PUBLIC_KEY (RSA-OAEP public JWK) is required"),
    LOGIN_PRIVATE_KEY: z.string().optional(),
    // The outbox viewer (/dev/correos, /api/dev/correos) lists recovery codes: on only by this explicit
    // local setting (.dev.vars, test servers), never in wrangler.toml (docs/decisions/010).
    DEV_OUTBOX: z
      .string()
      .optional()
      .transform((v) => v?.trim().toLowerCase() === "true"),
    // Issue 15, public pages: landing dates (YYYY-MM-DD, Bogotá), external links, contact data, help videos.
    ESCUELA_JUNTAS_PREVENTA_HASTA: optionalDate,
    BOOTCAMP_INICIO: optionalDate,
    DEMO_URL: optionalUrl,
    PAGO_ESCUELA_JUNTAS_URL: optionalUrl,
    PAGO_BOOTCAMP_URL: optionalUrl,
    CONTACT_EMAIL: optionalText,
    CONTACT_PHONE: optionalText,
    HELP_VIDEOS: optionalText,
    DIRECTORS_SCHOOL_SUBDOMAIN: optionalText,
    // Issue 29 §1: the scheduler's service token; the Cron Trigger's run sends it as `Authorization: Token …`.
    CRON_TOKEN: optionalText,
  })
  .superRefine((env, ctx) => {
    // DEV_OUTBOX is the explicit local setting (.dev.vars, test servers); a deployment has none.
    if (!env.DEV_OUTBOX && LOCAL_HOSTS.has(hostnameOf(env.APP_URL))) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["APP_URL"],
        message: "APP_URL points at this machine; set it to the deployed origin (localhost only with DEV_OUTBOX=true)",
      });
    }
    if (!env.API_URL && !env.API && !env.LOGIN_PRIVATE_KEY) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["LOGIN_PRIVATE_KEY"],
        message:
          "LOGIN_PRIVATE_KEY is required when neither API_URL nor the API binding is set (the local API decrypts logins)",
      });
    }
  });

export type AppEnv = z.infer<typeof envSchema>;

/** Bindings and raw vars as the Worker receives them. */
export interface WorkerEnv {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS?: Fetcher;
  /** The API's Worker (service binding); used when API_URL is unset. */
  API?: Fetcher;
  LOGIN_IP_LIMITER?: RateLimit;
  LOGIN_EMAIL_LIMITER?: RateLimit;
  API_URL?: string;
  APP_URL?: string;
  /** Test servers only: milliseconds added to the real clock (app/shared/clock.ts). */
  CLOCK_OFFSET_MS?: string;
  /** Test servers only: the request deadline in milliseconds (app/lib/deadline.server.ts). */
  REQUEST_DEADLINE_MS?: string;
  MARKETING_SITE_URL?: string;
  HELP_DESK_URL?: string;
  MENTOR_LANDING_URL?: string;
  CONTENT_FOLDER_URL?: string;
  MARKETPLACE_VIDEO_URL?: string;
  SOCIAL_LINKS?: string;
  SESSION_SECRETS?: string;
  LOGIN_PUBLIC_KEY?: string;
  LOGIN_PRIVATE_KEY?: string;
  DEV_OUTBOX?: string;
  ESCUELA_JUNTAS_PREVENTA_HASTA?: string;
  BOOTCAMP_INICIO?: string;
  DEMO_URL?: string;
  PAGO_ESCUELA_JUNTAS_URL?: string;
  PAGO_BOOTCAMP_URL?: string;
  CONTACT_EMAIL?: string;
  CONTACT_PHONE?: string;
  HELP_VIDEOS?: string;
  DIRECTORS_SCHOOL_SUBDOMAIN?: string;
  CRON_TOKEN?: string;
}

export interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

const cache = new WeakMap<object, AppEnv>();

export function parseEnv(raw: WorkerEnv): AppEnv {
  const hit = cache.get(raw);
  if (hit) return hit;
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cache.set(raw, result.data);
  return result.data;
}
