// Who is signed in, and the guards every loader and action uses (docs/house-rules.md#small-named-helpers).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiUser } from "~/api/contract/usuario";
import { apiFailureOf } from "~/api/client.server";
import { commitSession, destroySession, type SessionData } from "./session.server";
import { loginRedirectPath } from "./redirect";
import { homePathFor, userTypeOf, type UserType } from "./user-type";

export { homePathFor, userTypeOf, type UserType };

const userCache = new WeakMap<AppLoadContext, Promise<ApiUser | null>>();

/** The signed-in user, loaded once per request; null when signed out. */
export function getUser(context: AppLoadContext): Promise<ApiUser | null> {
  let pending = userCache.get(context);
  if (!pending) {
    pending = context.session.data
      ? context.api.usuario.me().catch((error: unknown) => {
          const failure = apiFailureOf(error);
          if (failure && failure.kind === "unavailable") {
            // 'Error al traer la información del usuario' with a retry link (core spec › Error catalogue).
            throw new Response(JSON.stringify({ kind: "user_load_failed" }), {
              status: 503,
              headers: { "Content-Type": "application/json", "X-Api-Failure": "user_load_failed" },
            });
          }
          throw error;
        })
      : Promise.resolve(null);
    userCache.set(context, pending);
  }
  return pending;
}

/** The signed-in user, or a redirect to /login?redirectTo=… ; a 403 when the role does not match. */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
  opts: { role?: UserType | UserType[] } = {},
): Promise<ApiUser> {
  const user = await getUser(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginRedirectPath(url.pathname + url.search), {
      headers: context.session.stale ? { "Set-Cookie": destroySession(context.session.secure) } : undefined,
    });
  }
  if (opts.role) {
    const allowed = Array.isArray(opts.role) ? opts.role : [opts.role];
    if (!allowed.includes(userTypeOf(user))) throw new Response("Forbidden", { status: 403 });
  }
  return user;
}

/** For pages only signed-out visitors need (login, sign-up): signed-in users go home. */
export async function requireAnonymous(context: AppLoadContext): Promise<void> {
  const user = await getUser(context);
  if (user) throw redirect(homePathFor(user));
}

export async function startSession(
  context: AppLoadContext,
  token: string,
  user: ApiUser,
  isNew = false,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const data: SessionData = { token, userId: user.id, username: user.username, issuedAt: now, lastSeen: now, isNew };
  return commitSession(data, context.session.secrets, context.session.secure);
}

export function endSession(context: AppLoadContext): string {
  return destroySession(context.session.secure);
}
