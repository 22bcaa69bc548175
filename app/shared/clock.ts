// The one clock of the app and the local API (issue 34 §0). Everything that asks "what time is it" for the
// product (has a session ended, what is today, when does a hold lapse, where the demo's sessions go) reads
// it here, so a test can set the clock to any instant: the Worker gets CLOCK_OFFSET_MS (milliseconds added
// to the real clock, test servers only), Node tests call setClockOffset. No Temporal here: browser bundles
// import this file (plain-day.ts); the Temporal forms are in clock-temporal.ts. Infrastructure timing (request
// durations in logs, rate-limit windows kept by Cloudflare) stays on the real clock.
// On globalThis, not in a module variable: the Worker bundles this file twice (the Remix build the routes use,
// and server.ts with the local API beside it), and both copies must read the offset server.ts sets.
const state = globalThis as typeof globalThis & { __clockOffsetMs?: number };

/** Milliseconds added to the real clock from now on; 0 (or an empty or invalid value) is the real clock. */
export function setClockOffset(ms: number | string | undefined | null): void {
  const value = typeof ms === "string" ? Number(ms.trim() || 0) : (ms ?? 0);
  state.__clockOffsetMs = Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** The current offset (for tests and the scheduled handler's logs). */
export const clockOffset = (): number => state.__clockOffsetMs ?? 0;

/** Epoch milliseconds now. */
export const nowMs = (): number => Date.now() + (state.__clockOffsetMs ?? 0);

/** Now as a Date (for `toISOString()` timestamps). */
export const nowDate = (): Date => new Date(nowMs());
