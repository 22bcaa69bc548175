// Token authentication (DRF TokenAuthentication: `Authorization: Token <token>`) and token lifecycle.
import { and, eq, isNull, ne } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { generateToken, sha256Hex } from "./crypto";
import type { Db } from "./db/client";
import { tokens, users } from "./db/schema";
import type { AppEnv } from "./env";
import { ApiError, nowIso } from "./http";
import { memoized } from "./request-memo";

export const AUTH_MESSAGES = {
  missing: "Las credenciales de autenticación no se proveyeron.",
  invalid: "Token inválido.",
  inactive: "Usuario inactivo o borrado.",
} as const;

// last_used_at is refreshed at most once a minute, so reads do not all become writes.
const LAST_USED_RESOLUTION_MS = 60_000;

function unauthorized(detail: string): ApiError {
  return new ApiError(401, { detail }, { "WWW-Authenticate": "Token" });
}

/** The token of an `Authorization: Token <token>` header; undefined when absent, null when malformed. */
function readToken(header: string | undefined): string | null | undefined {
  if (!header) return undefined;
  const [scheme, value, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== "token") return undefined;
  if (!value || rest.length > 0 || !/^[0-9a-f]{64}$/i.test(value)) return null;
  return value.toLowerCase();
}

/** Requires a valid, unrevoked token of an active user; sets `user` and `tokenId`. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = readToken(c.req.header("authorization"));
  if (token === undefined) throw unauthorized(AUTH_MESSAGES.missing);
  if (token === null) throw unauthorized(AUTH_MESSAGES.invalid);
  const db = c.get("db");
  // Once per app request: its other calls carry the same token (request-memo.ts).
  const row = await memoized(db, `auth ${token}`, async () => {
    const [found] = await db
      .select({ token: tokens, user: users })
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.user_id))
      .where(and(eq(tokens.token_hash, await sha256Hex(token)), isNull(tokens.revoked_at)))
      .limit(1);
    if (found) {
      const lastUsed = found.token.last_used_at ? Date.parse(found.token.last_used_at) : 0;
      if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
        await db.update(tokens).set({ last_used_at: nowIso() }).where(eq(tokens.id, found.token.id));
      }
    }
    return found ?? null;
  });
  if (!row) throw unauthorized(AUTH_MESSAGES.invalid);
  if (!row.user.is_active) throw unauthorized(AUTH_MESSAGES.inactive);
  c.set("user", row.user);
  c.set("tokenId", row.token.id);
  await next();
});

/** A new token for the user and the insert that stores its hash (run it alone or in a batch). */
export async function prepareToken(db: Db, userId: number) {
  const token = generateToken();
  const insert = db.insert(tokens).values({ token_hash: await sha256Hex(token), user_id: userId });
  return { token, insert };
}

export async function issueToken(db: Db, userId: number): Promise<string> {
  const { token, insert } = await prepareToken(db, userId);
  await insert;
  return token;
}

export function revokeToken(db: Db, tokenId: number) {
  return db
    .update(tokens)
    .set({ revoked_at: nowIso() })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revoked_at)));
}

/** Revokes every live token of the user, except `keepTokenId` (the session that made the change). */
export function revokeUserTokens(db: Db, userId: number, keepTokenId?: number) {
  const conditions = [eq(tokens.user_id, userId), isNull(tokens.revoked_at)];
  if (keepTokenId !== undefined) conditions.push(ne(tokens.id, keepTokenId));
  return db
    .update(tokens)
    .set({ revoked_at: nowIso() })
    .where(and(...conditions));
}
