// The signed-in session: an AES-GCM encrypted cookie holding the API token (docs/decisions/003).
import { z } from "zod";

const sessionDataSchema = z.object({
  token: z.string().min(1),
  userId: z.number().int(),
  username: z.string(),
  // Seconds since epoch.
  issuedAt: z.number(),
  lastSeen: z.number(),
  // Set after registration; login routing sends such users to the marketplace once.
  isNew: z.boolean().optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** Absolute lifetime of a session, whatever the activity. */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;
/** A session unused for this long ends. */
export const SESSION_IDLE_S = 7 * 24 * 3600;
/** lastSeen is rewritten at most this often, to keep Set-Cookie off most responses. */
const TOUCH_EVERY_S = 3600;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function aesKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", encoder.encode(`session-v1:${secret}`))
      .then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    keyCache.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  try {
    const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
    // A plain loop: Uint8Array.from with a mapping function calls it, and boxes a string, per byte.
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export async function seal(data: unknown, secrets: string[]): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(secrets[0]!);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, encoder.encode(JSON.stringify(data))),
  );
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64Url(out);
}

export async function unseal(value: string, secrets: string[]): Promise<unknown> {
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length < 13) return null;
  for (const secret of secrets) {
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.subarray(0, 12) },
        await aesKey(secret),
        bytes.subarray(12),
      );
      return JSON.parse(decoder.decode(plain));
    } catch {
      // Wrong key or tampered: try the next secret.
    }
  }
  return null;
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-sesion" : "sesion";
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const idx = part.indexOf("=");
    if (idx === -1) continue;
    if (part.slice(0, idx).trim() === name) return part.slice(idx + 1).trim();
  }
  return null;
}

export function serializeCookie(
  name: string,
  value: string,
  opts: { secure: boolean; maxAge?: number; httpOnly?: boolean; path?: string },
): string {
  const parts = [`${name}=${value}`, `Path=${opts.path ?? "/"}`, "SameSite=Lax"];
  if (opts.httpOnly !== false) parts.push("HttpOnly");
  if (opts.secure) parts.push("Secure");
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  return parts.join("; ");
}

export interface SessionState {
  data: SessionData | null;
  /** True when the cookie was present but unreadable, expired or idle: it must be cleared. */
  stale: boolean;
  /** True when lastSeen should be rewritten on this response. */
  touch: boolean;
}

export async function readSession(request: Request, secrets: string[], now = Date.now() / 1000): Promise<SessionState> {
  const raw = readCookie(request, sessionCookieName(isSecureRequest(request)));
  if (!raw) return { data: null, stale: false, touch: false };
  const parsed = sessionDataSchema.safeParse(await unseal(raw, secrets));
  if (!parsed.success) return { data: null, stale: true, touch: false };
  const data = parsed.data;
  if (now - data.issuedAt > SESSION_MAX_AGE_S || now - data.lastSeen > SESSION_IDLE_S || data.issuedAt > now + 60) {
    return { data: null, stale: true, touch: false };
  }
  return { data, stale: false, touch: now - data.lastSeen > TOUCH_EVERY_S };
}

export async function commitSession(data: SessionData, secrets: string[], secure: boolean): Promise<string> {
  return serializeCookie(sessionCookieName(secure), await seal(data, secrets), {
    secure,
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function destroySession(secure: boolean): string {
  return serializeCookie(sessionCookieName(secure), "", { secure, maxAge: 0 });
}
