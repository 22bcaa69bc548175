// 'Mi Calendario' data: the caller's sessions of the visible range, in the user's zone, grouped for the
// server-rendered views (month grid, week and day lists, agenda) and for the interactive calendar.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSessionCell } from "~/api/contract/calendario";
import { dateTimeFormat } from "~/lib/intl";
import { PlainDay } from "~/lib/plain-day";
import { capitalizeFirst } from "~/lib/text";
import { apiToUserZone } from "~/lib/time.server";
import { pageOrFirst } from "~/lib/pagination.server";
import { PAGE_SIZE } from "~/ui";
import { daysOf, monthGrid, shiftDay, viewRange, type CalendarView, type DayRange } from "./calendar-dates.server";
import { CALENDAR_PAGE_PARAM } from "~/paths";

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
  /** The sessions shown (the first few of the day in the month and week views). */
  entries: CalendarEntry[];
  /** Sessions of the day not shown: the "+N más" link to the day view. */
  more: number;
};

/** Formats plain days (midnight UTC of each), with the isolate's formatter for the locale and options. */
function dayFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = dateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (d: PlainDay) => format.format(d.toUtcMillis());
}

/** Sessions of the API converted to the user's zone, in order; those whose times do not parse are left out. */
export function toEntries(sessions: readonly ApiSessionCell[], zone: string): CalendarEntry[] {
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

/** The month grid shows this many sessions a day, then "+N más" (issue 31: ~70 a day at size). */
export const MONTH_PER_DAY = 3;
/** The week view's lists: this many a day, then "+N más". */
export const WEEK_PER_DAY = 5;

type Fetched = { sessions: readonly ApiSessionCell[]; totals: Map<string, number>; count: number; complete: boolean };

/** The view's sessions, bounded by the API: a few per day (month, week) or a page (day, agenda). */
async function fetchView(
  context: AppLoadContext,
  view: CalendarView,
  range: DayRange,
  zone: string,
  page: number,
  url: URL,
): Promise<Fetched> {
  const query = { desde: range.start.toString(), hasta: range.end.toString(), zona: zone };
  if (view === "mes" || view === "semana") {
    const perDay = view === "mes" ? MONTH_PER_DAY : WEEK_PER_DAY;
    // One call: each day's count and its first sessions (issue 31: two calls each read the range's ~2,900 starts).
    const days = await context.api.calendario.days(query, perDay);
    const sessions = days.flatMap((d) => d.sesiones);
    const totals = new Map(days.map((d) => [d.fecha, d.total]));
    return { sessions, totals, count: sessions.length, complete: days.every((d) => d.total <= perDay) };
  }
  const result = await pageOrFirst(url, page, () => context.api.calendario.minePage(query, page), CALENDAR_PAGE_PARAM);
  return {
    sessions: result.results,
    totals: new Map(),
    count: result.count,
    complete: result.next === null && result.previous === null,
  };
}

export async function loadCalendar(
  context: AppLoadContext,
  options: { view: CalendarView; day: PlainDay; today: PlainDay; zone: string; locale: string; page: number; url: URL },
) {
  // `today`: the loader's, read once (the zone's date costs an Intl formatToParts).
  const { view, day, today, zone, locale, page, url } = options;
  const range = viewRange(view, day);
  const grid = monthGrid(day);
  const fullDate = dayFormatter(locale, { dateStyle: "full" });
  let failed = false;
  let fetched: Fetched = { sessions: [], totals: new Map(), count: 0, complete: true };
  try {
    fetched = await fetchView(context, view, range, zone, page, url);
  } catch (error) {
    // A redirect (a page past the end goes back to page 1) is the answer; an API error is a message on the page.
    if (!(error instanceof Response) || (error.status >= 300 && error.status < 400)) throw error;
    failed = true;
  }
  const entries = toEntries(fetched.sessions, zone).filter((e) => within(range, e.day));
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);

  const dayOf = (d: PlainDay, inPeriod: boolean): CalendarDay => {
    const shown = byDay.get(d.toString()) ?? [];
    return {
      date: d.toString(),
      number: d.day,
      label: fullDate(d),
      inPeriod,
      today: d.equals(today),
      entries: shown,
      more: view === "dia" ? 0 : Math.max(0, (fetched.totals.get(d.toString()) ?? 0) - shown.length),
    };
  };

  const weeks = view === "mes" ? grid.map((w) => w.map((d) => dayOf(d, d.month === day.month))) : [];
  const days = view === "semana" || view === "dia" ? daysOf(range).map((d) => dayOf(d, true)) : [];
  const agenda = view === "agenda" ? entries : [];
  const short = dayFormatter(locale, { weekday: "short" });
  const long = dayFormatter(locale, { weekday: "long" });
  const weekdays = grid[0]!.map((d) => ({ short: short(d), long: long(d) }));
  const mediumDate = dayFormatter(locale, { dateStyle: "medium" });
  const paged = view === "dia" || view === "agenda";

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
    /** The day view and the agenda: the page shown and how many there are (1 for the month and the week). */
    page: paged ? page : 1,
    totalPages: paged ? Math.max(1, Math.ceil(fetched.count / PAGE_SIZE)) : 1,
    // The widget draws what it is given: only a whole period (no "+N más", one page), else the server's views stay.
    widgetEntries: fetched.complete ? entries : null,
    failed,
  };
}
