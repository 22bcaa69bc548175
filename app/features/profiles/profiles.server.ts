// Loaders' helpers of the profile area: the profile of the URL (canonical username, the API's 403/404 as the
// error pages), the owner guard, and the availability panel in the viewer's time zone.
import { Temporal } from "@js-temporal/polyfill";
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiAvailability, ApiSession } from "~/api/contract/calendario";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { formatApiDateTime, parseApiDateTime } from "~/lib/time.server";
import { nowInstant, todayIn } from "~/shared/clock-temporal";
import { profilePath } from "~/paths";

export type ProfileContext = { viewer: ApiUser; user: ApiUser; own: boolean };

/**
 * The signed-in viewer and the profile of `/user/{ref}`. A numeric id or a username in another case
 * redirects to the canonical `/user/{username}` (keeping `suffix`, e.g. "/edit").
 */
export async function requireProfile(
  context: AppLoadContext,
  request: Request,
  ref: string | undefined,
  suffix = "",
): Promise<ProfileContext> {
  const viewer = await requireUser(context, request);
  if (!ref) throw new Response("Not Found", { status: 404 });
  const own = ref.toLowerCase() === viewer.username.toLowerCase() || ref === String(viewer.id);
  const user = own ? viewer : await context.api.usuario.byIdOrUsername(ref);
  if (ref !== user.username) {
    const url = new URL(request.url);
    throw redirect(`${profilePath(user.username)}${suffix}${url.search}`);
  }
  return { viewer, user, own };
}

/** The profile's owner only: anyone else gets 403 (they may see the profile, never edit it). */
export async function requireOwnProfile(
  context: AppLoadContext,
  request: Request,
  ref: string | undefined,
  suffix: string,
) {
  const profile = await requireProfile(context, request, ref, suffix);
  if (!profile.own) throw new Response("Forbidden", { status: 403 });
  return profile;
}

/** A profile is shown as a mentor's when the user is a mentor (flag or membership) and not an institution user. */
export function isMentorProfile(user: ApiUser): boolean {
  return userTypeOf(user) === "mentor";
}

export type WeeklyHours = { weekday: number; hours: string[] };
export type DatedHours = { date: string; hours: string[] };

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The mentor's availability in the viewer's zone: weekly ranges by weekday (Monday = 1) and the ranges of
 * dates from today on. Each range is converted at its first date, so a weekly range crossing midnight in the
 * viewer's zone moves to the next weekday.
 */
export function availabilityInZone(
  rows: ApiAvailability[],
  zone: string,
  today: string,
): { weekly: WeeklyHours[]; dated: DatedHours[] } {
  const weekly = new Map<number, string[]>();
  const dated = new Map<string, string[]>();
  for (const row of rows) {
    for (const range of row.string_availability) {
      let start: Temporal.ZonedDateTime;
      let end: Temporal.ZonedDateTime;
      try {
        const date = Temporal.PlainDate.from(row.date);
        start = date.toZonedDateTime({ timeZone: row.zona, plainTime: Temporal.PlainTime.from(range.start_hour) });
        end = date.toZonedDateTime({ timeZone: row.zona, plainTime: Temporal.PlainTime.from(range.end_hour) });
      } catch {
        continue;
      }
      const from = start.withTimeZone(zone);
      const to = end.withTimeZone(zone);
      const label = `${pad(from.hour)}:${pad(from.minute)}–${pad(to.hour)}:${pad(to.minute)}`;
      if (row.semanal) {
        const list = weekly.get(from.dayOfWeek) ?? [];
        list.push(label);
        weekly.set(from.dayOfWeek, list);
      } else {
        const day = from.toPlainDate().toString();
        if (day < today) continue;
        const list = dated.get(day) ?? [];
        list.push(label);
        dated.set(day, list);
      }
    }
  }
  return {
    weekly: [...weekly.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([weekday, hours]) => ({ weekday, hours: hours.sort() })),
    dated: [...dated.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([date, hours]) => ({ date, hours: hours.sort() })),
  };
}

/** The first `count` sessions that have not started yet, as `{ slug, nombre, when }` in the viewer's zone. */
export function upcomingSessions(sessions: ApiSession[], zone: string, locale: string, count: number) {
  const now = nowInstant();
  return sessions
    .filter((s) => {
      const start = parseApiDateTime(s.fecha_inicio);
      return start !== null && Temporal.Instant.compare(start.toInstant(), now) >= 0;
    })
    .sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio))
    .slice(0, count)
    .map((s) => ({
      slug: s.slug,
      nombre: s.nombre,
      when: formatApiDateTime(s.fecha_inicio, zone, locale) ?? s.fecha_inicio,
    }));
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayInZone(zone: string): string {
  return todayIn(zone).toString();
}
