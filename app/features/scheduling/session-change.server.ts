// Server helpers of the cancel and move screens (issue 29 §2): the session and what the API says the user may do
// with it now (its notice policy), the move's slot choices (the booking's, keeping the session's length), and
// how a refusal of the API comes back to the user (the spec's flash on the session's details).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession, ApiSessionPolicy } from "~/api/contract/calendario";
import type { ApiFailure } from "~/api/client.server";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import {
  addMinutes,
  apiToUserZone,
  formatApiDateTime,
  minutesBetween,
  userHour,
  userTimeZone,
} from "~/lib/time.server";
import { sessionPath } from "~/paths";

/** The session of the URL, its policy for the user and the user's zone; 404 for a bad slug, the API's 403/404. */
export async function loadChange(context: AppLoadContext, request: Request, slug: string | undefined) {
  const user = await requireUser(context, request);
  if (!slug || slug.length > 200) throw new Response("Not Found", { status: 404 });
  const [session, policy, locale] = await Promise.all([
    context.api.calendario.session(slug),
    context.api.calendario.policy(slug),
    i18nServer.getLocale(request),
  ]);
  const zone = userTimeZone(request).zone;
  const when = (value: string) => formatApiDateTime(value, zone, locale) ?? value;
  return { user, session, policy, zone, when };
}

/** What the pages show of the session and its notice period. */
export function describe(session: ApiSession, policy: ApiSessionPolicy, when: (value: string) => string) {
  return {
    slug: session.slug,
    name: session.nombre,
    when: when(session.fecha_inicio),
    hours: policy.horas_aviso,
    limit: when(policy.limite),
    inTime: policy.a_tiempo,
    reason: policy.motivo,
  };
}

/**
 * A change the moment refuses (409: too late, started, cancelled) goes back to the session's details with the
 * API's Spanish reason as an error flash (403/404 are error pages: throwIfRefused). Null for the form's own failures.
 */
export function refusal(failure: ApiFailure, slug: string, secure: boolean): Response | null {
  if (failure.kind !== "conflict" || failure.formErrors.length === 0) return null;
  const detail = failure.formErrors.join(" ").slice(0, 500);
  return redirect(sessionPath(slug), {
    headers: withFlash({ type: "error", key: "scheduling:change.refused", values: { detail } }, secure),
  });
}

export type MoveSlot = { value: string; label: string };

/**
 * The starts the session can move to on `fecha` (a day of the user's zone): the mentor's free slots, with the
 * session's own half-hours counted free (it will leave them), where its whole length fits; its current start left out.
 */
export async function moveSlots(
  context: AppLoadContext,
  session: ApiSession,
  fecha: string,
  zone: string,
): Promise<MoveSlot[]> {
  const fresh = (await context.api.calendario.slots(session.mentor, fecha, zone)).map((s) => s.inicio);
  const free = new Set(fresh);
  const own: string[] = [];
  for (let t = session.fecha_inicio; t < session.fecha_fin; t = addMinutes(t, 30)) {
    free.add(t);
    if (apiToUserZone(t, zone)?.startsWith(fecha)) own.push(t);
  }
  const minutes = minutesBetween(session.fecha_inicio, session.fecha_fin);
  const steps = Math.max(1, Math.ceil(minutes / 30));
  return [...new Set([...fresh, ...own])]
    .filter((start) => start !== session.fecha_inicio)
    .filter((start) => Array.from({ length: steps }, (_, k) => addMinutes(start, 30 * k)).every((t) => free.has(t)))
    .sort()
    .map((start) => ({
      value: start,
      label: `${userHour(start, zone)} – ${userHour(addMinutes(start, minutes), zone)}`,
    }));
}
