// Server helpers of the scheduling screens: the pickers' options (tools by program, the institution's mentors
// and entrepreneurs), the conversions between the API's Bogota wall-clock and the form's datetime-local
// values in the user's zone, the session a change is about, and a conflict's suggestions.
import { Temporal } from "@js-temporal/polyfill";
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { suggestionSchema, type ApiAvailability, type ApiSession, type ApiSuggestion } from "~/api/contract/calendario";
import type { ApiProgram, ApiTool } from "~/api/contract/programa";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { apiToUserZone, userHour, userZoneToApi } from "~/lib/time.server";
import { fullName } from "~/lib/person-name";
import { sessionRoleOf } from "~/lib/session-role";
import { calendarViewPath } from "~/paths";
import { wholeListIfSmall } from "~/lib/people-picker.server";

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: Option[] };
export type Person = { id: number; name: string; email: string | null };
/** A tool with the program it belongs to (for the default name and the mentor step of a booking). */
export type ToolInfo = { id: number; nombre: string; programa: number; programName: string; mentor: number[] };

/** The tools of some programs, grouped by program (the `<optgroup>`s of 'Herramienta'). */
async function toolsOfPrograms(
  context: AppLoadContext,
  programs: ApiProgram[],
  keep: (tool: ApiTool) => boolean = () => true,
): Promise<{ groups: OptionGroup[]; tools: ToolInfo[] }> {
  const lists = await Promise.all(programs.map((p) => context.api.programa.tools(p.id)));
  const tools: ToolInfo[] = [];
  const groups: OptionGroup[] = [];
  programs.forEach((program, i) => {
    const mine = lists[i]!.filter(keep);
    if (mine.length === 0) return;
    groups.push({ label: program.nombre, options: mine.map((t) => ({ value: String(t.id), label: t.nombre })) });
    for (const t of mine) {
      tools.push({ id: t.id, nombre: t.nombre, programa: program.id, programName: program.nombre, mentor: t.mentor });
    }
  });
  return { groups, tools };
}

export async function institutionTools(context: AppLoadContext, entidadId: number) {
  return toolsOfPrograms(context, await context.api.programa.byInstitution(entidadId));
}

export async function entrepreneurTools(context: AppLoadContext, userId: number) {
  return toolsOfPrograms(context, await context.api.programa.byEntrepreneur(userId));
}

/** The tools a mentor mentors (the mentor edit's 'Herramienta'). */
export async function mentorTools(context: AppLoadContext, userId: number) {
  return toolsOfPrograms(context, await context.api.programa.byMentor(userId), (t) => t.mentor.includes(userId));
}

/** The institution's mentors for the 'Mentor' select when they are few, else null (the mentor is typed by name). */
export async function institutionMentors(context: AppLoadContext, entidadId: number): Promise<Person[] | null> {
  const { all } = await wholeListIfSmall((page) => context.api.people.mentors(entidadId, { page }));
  return all?.map((m) => ({ id: m.id, name: fullName(m), email: m.email })) ?? null;
}

/** Every entrepreneur of the institution when they are few (the pickers' checkboxes), else null. */
export async function institutionEntrepreneurs(context: AppLoadContext, entidadId: number): Promise<Person[] | null> {
  const { all } = await wholeListIfSmall((page) => context.api.people.entrepreneurs(entidadId, { page }));
  return all?.map((p) => ({ id: p.id, name: fullName(p), email: p.email })) ?? null;
}

/** The session's own entrepreneurs (participants and mentee), for a form over a long list. */
export function sessionEntrepreneurs(session: ApiSession | null): Person[] {
  if (!session) return [];
  const people: Person[] = session.sub_grupo.map((p) => ({ id: p.id, name: fullName(p), email: p.email }));
  if (session.usuario_individual && !people.some((p) => p.id === session.usuario_individual)) {
    people.push({ id: session.usuario_individual, name: session.nombre_usuario_individual ?? "", email: null });
  }
  return people;
}

// --- Time ---

/** API wall-clock → a datetime-local value in the user's zone ('' when it is not one). */
export function toLocalInput(apiValue: string, zone: string): string {
  return apiToUserZone(apiValue, zone)?.replace(" ", "T") ?? "";
}

/** A datetime-local value in the user's zone → API wall-clock; null for times a DST jump skips. */
export function fromLocalInput(value: string, zone: string): string | null {
  return userZoneToApi(value.slice(0, 16), zone);
}

/** The calendar's week of a session, in the user's zone ('back to /calendar at the session's week'). */
export function weekOf(apiStart: string, zone: string): string {
  const local = apiToUserZone(apiStart, zone);
  return calendarViewPath({ vista: "semana", fecha: local?.slice(0, 10) });
}

// --- Sessions ---

/**
 * The session of the URL and what the user is to it: staff or its mentor may change it (403 otherwise). With
 * `marketplaceTo`, a marketplace session goes there instead (its own edit screen, its own rules).
 */
export async function requireSessionEditor(
  context: AppLoadContext,
  request: Request,
  slug: string | undefined,
  options: { marketplaceTo?: (slug: string) => string } = {},
) {
  const user = await requireUser(context, request);
  if (!slug || slug.length > 200) throw new Response("Not Found", { status: 404 });
  const session: ApiSession = await context.api.calendario.session(slug);
  if (session.marketplace && options.marketplaceTo) throw redirect(options.marketplaceTo(session.slug));
  const role = sessionRoleOf(user, session);
  if (role === "staff") return { user, session, role } as const;
  if (role === "mentor" && session.mentor === user.id) return { user, session, role } as const;
  throw new Response("Forbidden", { status: 403 });
}

/** The suggestions of a 409 (core spec › Entities and their fields "Session suggestion options"), or null when the body has none. */
export function suggestionsOf(error: unknown): ApiSuggestion | null {
  const body = (error as { body?: unknown } | null)?.body;
  const parsed = suggestionSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export type Alternative = { inicio: string; fin: string; label: string };

/** Up to two alternatives of a conflict, labelled in the user's zone. */
export function alternativesOf(s: ApiSuggestion, zone: string): Alternative[] {
  const pairs: [string | null, string | null][] = [
    [s.hora1_inicio, s.hora1_fin],
    [s.hora2_inicio, s.hora2_fin],
  ];
  return pairs.flatMap(([inicio, fin]) =>
    inicio && fin ? [{ inicio, fin, label: `${apiToUserZone(inicio, zone) ?? inicio} – ${userHour(fin, zone)}` }] : [],
  );
}

export type { ApiUser };

export type AvailabilityRow = { id: number; semanal: boolean; when: string; hours: string; zona: string };

/** Availability rows as read by people: weekly ones by weekday name ('Todos los lunes'), others by date. */
export function describeAvailability(
  rows: ApiAvailability[],
  t: (key: string, options?: Record<string, unknown>) => string,
): AvailabilityRow[] {
  const described = rows.map((row) => {
    // Monday = 1 … Sunday = 7 (core spec › Business constants and limits: the week starts on Monday).
    const weekday = Temporal.PlainDate.from(row.date).dayOfWeek;
    return {
      id: row.id,
      semanal: row.semanal,
      when: row.semanal
        ? t("scheduling:availability.everyWeekday", { weekday: t(`scheduling:availability.weekdays.${weekday}`) })
        : row.date,
      hours: row.string_availability.map((h) => `${h.start_hour}–${h.end_hour}`).join(", "),
      zona: row.zona,
      order: row.semanal ? `0${weekday}` : `1${row.date}`,
    };
  });
  return described.sort((a, b) => a.order.localeCompare(b.order)).map(({ order: _order, ...row }) => row);
}
