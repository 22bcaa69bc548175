// Flash messages (the spec's toasts): set by an action before its redirect, shown once by the root.
import { z } from "zod";
import { readCookie, serializeCookie } from "./session.server";

const FLASH_COOKIE = "flash";

export const flashSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  /** An i18n key, e.g. "auth:login.success". */
  key: z.string().max(200),
  values: z.record(z.union([z.string().max(500), z.number()])).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

function encode(flash: Flash): string {
  return encodeURIComponent(JSON.stringify(flash));
}

export function flashCookie(flash: Flash, secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, encode(flash), { secure, maxAge: 60 });
}

export function readFlash(request: Request, secure: boolean): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  let value: unknown = null;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    value = null;
  }
  const parsed = flashSchema.safeParse(value);
  return {
    flash: parsed.success ? parsed.data : null,
    clear: serializeCookie(FLASH_COOKIE, "", { secure, maxAge: 0 }),
  };
}

/** Headers for a redirect that carries a flash message, plus any other cookies. */
export function withFlash(flash: Flash, secure: boolean, extra: string[] = []): Headers {
  const headers = new Headers();
  for (const cookie of extra) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie(flash, secure));
  return headers;
}
