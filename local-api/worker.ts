// The local API as its own Worker (wrangler.api.toml), next to the app exactly as the existing API is:
// the app reaches it over HTTP (API_URL) or a service binding (API). D1, R2, the outbox, the test checkout.
import { setClockOffset } from "../app/shared/clock";
import { isRefusedApiMutation, REFUSED_MESSAGE } from "./guard";
import { provideImageWasm } from "./images/codecs";
import { imageWasm } from "./images/wasm.workerd";
import { createLocalApi } from "./index";

provideImageWasm(imageWasm);

export interface ApiWorkerEnv {
  DB: D1Database;
  FILES: R2Bucket;
  /** JSON of the RSA-OAEP private key (JWK) whose public half the app encrypts logins with. */
  LOGIN_PRIVATE_KEY?: string;
  /** Public origin of the app, for links in e-mails and the checkout's way back. */
  APP_URL?: string;
  /** "true" turns the outbox viewer (GET /dev/correos) on: a local setting, never deployed. */
  DEV_OUTBOX?: string;
  /** The scheduler's service token (issue 29 §1): it may run POST /calendario/recordatorios/enviar. */
  CRON_TOKEN?: string;
  /** Test servers only: milliseconds added to the real clock (app/shared/clock.ts). */
  CLOCK_OFFSET_MS?: string;
}

let app: ReturnType<typeof createLocalApi> | null = null;

/** Headers of every answer; the CSP fits the checkout pages (own stylesheet, forms back to itself or the app). */
function applyHeaders(headers: Headers, appUrl: string): void {
  let appOrigin = "";
  try {
    appOrigin = new URL(appUrl).origin;
  } catch {
    // An invalid APP_URL only narrows the checkout's form-action to the API itself.
  }
  const formAction = ["'self'", appOrigin].filter(Boolean).join(" ");
  headers.set(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

export default {
  async fetch(request: Request, env: ApiWorkerEnv, ctx: ExecutionContext): Promise<Response> {
    setClockOffset(env.CLOCK_OFFSET_MS); // test servers only (app/shared/clock.ts)
    const appUrl = env.APP_URL ?? "http://localhost:8787";
    let response: Response;
    if (isRefusedApiMutation(request, new URL(request.url).pathname)) {
      response = new Response(REFUSED_MESSAGE, {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    } else {
      app ??= createLocalApi();
      const answer = await app.fetch(
        request,
        {
          DB: env.DB,
          FILES: env.FILES,
          LOGIN_PRIVATE_KEY: env.LOGIN_PRIVATE_KEY ?? "",
          APP_URL: appUrl,
          DEV_OUTBOX: env.DEV_OUTBOX?.trim().toLowerCase() === "true",
          CRON_TOKEN: env.CRON_TOKEN,
        },
        ctx,
      );
      response = new Response(answer.body, answer); // a mutable copy for the headers below
    }
    applyHeaders(response.headers, appUrl);
    return response;
  },
} satisfies ExportedHandler<ApiWorkerEnv>;
