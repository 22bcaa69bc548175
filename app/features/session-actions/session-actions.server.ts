// Server helpers of the session-action screens (rating, acta, attendance, registration link, starting the
// call): the session of the URL, the caller's role on it (403 for roles the screen is not for; the API
// decides again on every call), and its times in the user's zone.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession } from "~/api/contract/calendario";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { apiToUserZone, formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { sessionRoleOf, type SessionRole } from "~/lib/session-role";
import { zoneCountry } from "~/lib/intl";

/** The signed-in user, the session of `slug` and their role on it, when the role is one of `allowed`. */
export async function requireSessionAction(
  context: AppLoadContext,
  request: Request,
  slug: string | undefined,
  allowed: readonly SessionRole[],
): Promise<{ user: ApiUser; session: ApiSession; role: SessionRole }> {
  const user = await requireUser(context, request);
  if (!slug || slug.length > 200) throw new Response("Not Found", { status: 404 });
  const session = await context.api.calendario.session(slug);
  const role = sessionRoleOf(user, session);
  if (!role || !allowed.includes(role)) throw new Response("Forbidden", { status: 403 });
  return { user, session, role };
}

/** What every session-action screen shows of the session: its name and times in the user's zone. */
export async function sessionHeading(request: Request, session: ApiSession) {
  const [locale, zone] = [await i18nServer.getLocale(request), userTimeZone(request)];
  return {
    slug: session.slug,
    name: session.nombre,
    start: formatApiDateTime(session.fecha_inicio, zone.zone, locale) ?? session.fecha_inicio,
    end: formatApiDateTime(session.fecha_fin, zone.zone, locale) ?? session.fecha_fin,
    zone: zoneCountry(zone, locale),
  };
}
export type SessionHeading = Awaited<ReturnType<typeof sessionHeading>>;

/** An API wall-clock as a `datetime-local` value in the user's zone ("" when it is not one). */
export function toLocalInput(value: string, zone: string): string {
  return apiToUserZone(value, zone)?.replace(" ", "T") ?? "";
}
