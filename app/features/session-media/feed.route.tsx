// `/ical/{token}` (beyond the spec, issue 5): a user's private calendar feed for Google Calendar or Outlook.
// No sign-in: the unguessable token is the credential; 404 when it is unknown or was revoked.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { i18nServer } from "~/lib/i18n.server";
import { sessionsCalendar } from "./session-media.server";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  // Calendar clients send no session: the call carries no user token either.
  const sessions = /^[\w-]{1,200}$/.test(token) ? await context.anonymousApi.calendario.feedSessions(token) : null;
  if (!sessions) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const t = await i18nServer.getFixedT(request, "session");
  const body = await sessionsCalendar(request, sessions, { name: t("session:feed.calendarName") });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="sesiones.ics"',
      "Cache-Control": "private, max-age=300",
    },
  });
}
