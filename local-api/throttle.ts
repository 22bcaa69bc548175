// The API's own throttles (issue 34 §2): counters in D1, so every isolate and both topologies (in the app's
// Worker or a Worker of its own) count the same attempts; docs/decisions/1xx-abuse34-throttles-in-d1.md.
import { eq, sql } from "drizzle-orm";
import { nowMs } from "../app/shared/clock";
import type { Db } from "./db/client";
import { throttles } from "./db/schema";

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** Login: failed attempts per account and per client address (the app's own, shorter limit stays). */
export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
export const LOGIN_IP_LIMIT: Limit = { max: 100, windowMs: 15 * 60_000 };
/** Password recovery requests per e-mail and per client address. */
export const RECOVERY_EMAIL_LIMIT: Limit = { max: 3, windowMs: 60 * 60_000 };
export const RECOVERY_IP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
/** Sign-up attempts with an address that has an account: the owner gets at most this many warnings. */
export const SIGNUP_NOTICE_LIMIT: Limit = { max: 1, windowMs: 60 * 60_000 };

/**
 * The client's address: the edge's CF-Connecting-IP when the browser calls the API itself (it cannot be
 * forged there), else the first X-Forwarded-For the app sends for its user, else 'local'.
 */
export function clientAddress(headers: Headers): string {
  const edge = headers.get("CF-Connecting-IP");
  if (edge) return edge.slice(0, 64);
  const forwarded = headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : "local";
}

/** Counts one attempt under `key` and says whether it is within the limit (one atomic upsert). */
export async function hit(db: Db, key: string, limit: Limit): Promise<boolean> {
  const at = nowMs();
  const expired = at - limit.windowMs;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, window_start: at })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`CASE WHEN ${throttles.window_start} <= ${expired} THEN 1 ELSE ${throttles.hits} + 1 END`,
        window_start: sql`CASE WHEN ${throttles.window_start} <= ${expired} THEN ${at} ELSE ${throttles.window_start} END`,
      },
    })
    .returning({ hits: throttles.hits });
  return (row?.hits ?? 1) <= limit.max;
}

/** Whether `key` has used up its attempts in the current window, without counting one. */
export async function exhausted(db: Db, key: string, limit: Limit): Promise<boolean> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1);
  return Boolean(row && row.window_start > nowMs() - limit.windowMs && row.hits >= limit.max);
}
