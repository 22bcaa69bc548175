// Response headers and the same-origin guard applied by the Worker to every request (docs/house-rules.md#decisions-already-taken).

const NONCE_BYTES = 16;
// One call of the random source for 64 nonces: each call has a fixed cost (about 0.1 ms in Node) whatever its
// size. Every byte is used once, so each nonce is as unpredictable as one drawn alone.
const NONCE_POOL_BYTES = NONCE_BYTES * 64;
let noncePool = new Uint8Array(0);
let noncePoolUsed = 0;

export function createNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    noncePool = crypto.getRandomValues(new Uint8Array(NONCE_POOL_BYTES));
    noncePoolUsed = 0;
  }
  let s = "";
  for (let i = noncePoolUsed; i < noncePoolUsed + NONCE_BYTES; i++) s += String.fromCharCode(noncePool[i]!);
  noncePoolUsed += NONCE_BYTES;
  return btoa(s);
}

// The policy around the nonce, joined once.
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = [
  "default-src 'self'",
  "script-src 'nonce-\0' 'strict-dynamic'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
]
  .join("; ")
  .split("\0") as [string, string];

export function contentSecurityPolicy(nonce: string): string {
  return CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** True when a mutating request is not proven to come from the app's own pages. */
export function isCrossSiteMutation(request: Request): boolean {
  if (!MUTATING.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site !== "same-origin";
  const origin = request.headers.get("Origin");
  return origin === null || origin !== new URL(request.url).origin;
}

export function applySecurityHeaders(
  headers: Headers,
  opts: { nonce: string; secure: boolean; signedIn: boolean; requestId: string },
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(opts.nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("X-Request-Id", opts.requestId);
  if (opts.signedIn) headers.set("Cache-Control", "no-store");
}

/** A path safe to log: secret-bearing segments (confirmation codes) are redacted. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/^\/(user_confirmation|salesforce|confirmation\/users|link|ical)\/[^/]+/, "/$1/[redacted]");
}
