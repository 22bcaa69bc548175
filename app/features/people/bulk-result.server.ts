// The result of a bulk invite, kept for a few minutes in a cookie so the result page survives a reload
// without sending the file again (post/redirect/get; core spec › Business constants and limits bulk invite).
import { z } from "zod";
import { bulkInviteResponseSchema, type ApiBulkInviteResponse } from "~/api/contract/people";
import { readCookie, serializeCookie } from "~/lib/session.server";
import type { PeopleKind } from "./kinds";

const COOKIE = "invitaciones";
const MAX_AGE = 10 * 60;
// Browsers keep cookies up to about 4 KB; a larger result is shown straight from the action instead.
const MAX_COOKIE_VALUE = 3800;

const storedSchema = z.object({ kind: z.string(), userId: z.number(), result: bulkInviteResponseSchema });

/** The Set-Cookie header with the result, or null when it is too large for a cookie. */
export function resultCookie(
  kind: PeopleKind,
  userId: number,
  result: ApiBulkInviteResponse,
  secure: boolean,
): string | null {
  const value = encodeURIComponent(JSON.stringify({ kind, userId, result }));
  if (value.length > MAX_COOKIE_VALUE) return null;
  return serializeCookie(COOKIE, value, { secure, maxAge: MAX_AGE });
}

/** The stored result of this kind and user, if any. */
export function readResult(request: Request, kind: PeopleKind, userId: number): ApiBulkInviteResponse | null {
  const raw = readCookie(request, COOKIE);
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success && parsed.data.kind === kind && parsed.data.userId === userId ? parsed.data.result : null;
  } catch {
    return null;
  }
}
