// Login attempts limited per IP and per e-mail with the Workers rate-limit bindings (docs/decisions/003).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RateLimit } from "./env.server";

/** Stand-in when a binding is absent (vite dev): a fixed window per key in this isolate. */
function memoryLimiter(limit: number, periodMs: number): RateLimit {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    async limit({ key }) {
      const now = Date.now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + periodMs });
        return { success: true };
      }
      entry.count += 1;
      return { success: entry.count <= limit };
    },
  };
}

const fallbackIp = memoryLimiter(60, 60_000);
const fallbackEmail = memoryLimiter(10, 60_000);

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** True when this login attempt may go on. Each call counts as one attempt. */
export async function allowLoginAttempt(context: AppLoadContext, request: Request, email: string): Promise<boolean> {
  const env = context.cloudflare.env;
  const byIp = env.LOGIN_IP_LIMITER ?? fallbackIp;
  const byEmail = env.LOGIN_EMAIL_LIMITER ?? fallbackEmail;
  const [ip, mail] = await Promise.all([
    byIp.limit({ key: `ip:${clientIp(request)}` }),
    byEmail.limit({ key: `email:${email.toLowerCase()}` }),
  ]);
  return ip.success && mail.success;
}
