// 'Mi Calendario' data: the caller's sessions of the visible range, in the user's zone, grouped for the
// server-rendered views (month grid, week and day lists, agenda) and for the interactive calendar.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession } from "~/api/contract/calendario";
import { dateTimeFormat } from "~/lib/intl";
import { PlainDay, todayInZone } from "~/lib/plain-day";
import { capitalizeFirst } from "~/lib/text";
import { apiToUserZone } from "~/lib/time.server";
import {
  daysOf,
  monthGrid,
  shiftDay,
  union,
  viewRange,
  type CalendarView,
  type DayRange,
} from "./calendar-dates.server";

/** One session as the browser receives it: wall-clock strings already in the user's zone. */
export type CalendarEntry = {
  slug: string;
  name: string;
  /** `YYYY-MM-DD HH:mm` in the user's zone. */
  start: string;
  end: string;
  day: string;
  /** `HH:mm` – `HH:mm`. */
  hours: string;
  time: string;
};

export type CalendarDay = {
  date: string;
  number: number;
  /** Full date for screen readers and headings, e.g. "lunes, 16 de noviembre de 2026". */
  label: string;
  inPeriod: boolean;
  today: boolean;
  entries: CalendarEntry[];
};

/** Formats plain days (midnight UTC of each), with the isolate's formatter for the locale and options. */
function dayFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = dateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (d: PlainDay) => format.format(d.toUtcMillis());
}

/** Sessions of the API converted to the user's zone, in order; those whose times do not parse are left out. */
export function toEntries(sessions: readonly ApiSession[], zone: string): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const s of sessions) {
    const start = apiToUserZone(s.fecha_inicio, zone);
    const end = apiToUserZone(s.fecha_fin, zone);
    if (!start || !end) continue;
    const time = start.slice(11);
    entries.push({
      slug: s.slug,
      name: s.nombre,
      start,
      end,
      day: start.slice(0, 10),
      time,
      hours: `${time} – ${end.slice(11)}`,
    });
  }
  return entries.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}

/** The API's `desde`/`hasta` (Bogota dates) for a range of the user's days, widened by a day each side. */
export function apiQueryRange(range: DayRange): { desde: string; hasta: string } {
  return { desde: range.start.subtract({ days: 1 }).toString(), hasta: range.end.add({ days: 1 }).toString() };
}

/** `YYYY-MM-DD` strings compare as dates. */
function within(range: DayRange, day: string): boolean {
  return range.start.toString() <= day && day <= range.end.toString();
}

/** The period's heading, first letter only in upper case: 'Noviembre de 2026', 'Lunes, 16 de noviembre de 2026'. */
export function periodTitle(view: CalendarView, day: PlainDay, range: DayRange, locale: string): string {
  if (view === "mes") return capitalizeFirst(dayFormatter(locale, { month: "long", year: "numeric" })(day), locale);
  if (view === "dia") return capitalizeFirst(dayFormatter(locale, { dateStyle: "full" })(day), locale);
  const start = dayFormatter(locale, { day: "numeric", month: "short" })(range.start);
  const end = dayFormatter(locale, { day: "numeric", month: "short", year: "numeric" })(range.end);
  return `${start} – ${end}`;
}

export async function loadCalendar(
  context: AppLoadContext,
  options: { view: CalendarView; day: PlainDay; zone: string; locale: string },
) {
  const { view, day, zone, locale } = options;
  const range = viewRange(view, day);
  const grid = monthGrid(day);
  const fullDate = dayFormatter(locale, { dateStyle: "full" });
  // The interactive calendar may show any view of the month around `day`: fetch that too.
  const fetched = union(range, { start: grid[0]![0]!, end: grid[grid.length - 1]![6]! });
  let failed = false;
  let entries: CalendarEntry[] = [];
  try {
    const sessions = await context.api.calendario.mine(apiQueryRange(fetched));
    entries = toEntries(sessions, zone).filter((e) => within(fetched, e.day));
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    failed = true;
  }
  const today = todayInZone(zone);
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);

  const dayOf = (d: PlainDay, inPeriod: boolean): CalendarDay => ({
    date: d.toString(),
    number: d.day,
    label: fullDate(d),
    inPeriod,
    today: d.equals(today),
    entries: byDay.get(d.toString()) ?? [],
  });

  const weeks = view === "mes" ? grid.map((w) => w.map((d) => dayOf(d, d.month === day.month))) : [];
  const days = view === "semana" || view === "dia" ? daysOf(range).map((d) => dayOf(d, true)) : [];
  const agenda = view === "agenda" ? entries.filter((e) => within(range, e.day)) : [];
  const short = dayFormatter(locale, { weekday: "short" });
  const long = dayFormatter(locale, { weekday: "long" });
  const weekdays = grid[0]!.map((d) => ({ short: short(d), long: long(d) }));
  const mediumDate = dayFormatter(locale, { dateStyle: "medium" });

  return {
    view,
    fecha: day.toString(),
    today: today.toString(),
    previous: shiftDay(view, day, -1).toString(),
    next: shiftDay(view, day, 1).toString(),
    period: periodTitle(view, day, range, locale),
    weeks,
    weekdays,
    days,
    agenda: agenda.map((e) => ({
      ...e,
      dayLabel: mediumDate(PlainDay.from(e.day)),
    })),
    entries,
    failed,
  };
}
