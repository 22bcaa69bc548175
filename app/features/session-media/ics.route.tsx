// `/calendar/evento/{slug}/ics` (beyond the spec, issue 5): one session as an iCalendar file `sesion_{id}.ics`.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { termsOf } from "~/lib/terms";
import { attachment, requireDownloadSession, sessionsCalendar } from "./session-media.server";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, session } = await requireDownloadSession(context, request, params.slug);
  // A cancelled session's file cancels the event it added (RFC 5546 METHOD:CANCEL, same UID, higher SEQUENCE).
  const body = await sessionsCalendar(request, [session], {
    terms: termsOf(user),
    method: session.cancelada ? "CANCEL" : undefined,
  });
  return attachment(body, `sesion_${session.id}.ics`, "text/calendar; charset=utf-8");
}
