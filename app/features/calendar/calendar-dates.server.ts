// Date math of 'Mi Calendario' (core spec › Business constants and limits: week starts Monday): plain days only (PlainDay, the integer
// counterpart of Temporal.PlainDate), so there is no daylight-saving arithmetic here; times are converted to
// the user's zone before they meet these days.
import { PlainDay } from "~/lib/plain-day";

export const CALENDAR_VIEWS = ["mes", "semana", "dia", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** The agenda lists this many days from `fecha`. */
export const AGENDA_DAYS = 30;

export type DayRange = { start: PlainDay; end: PlainDay };

export function parseView(value: string | null): CalendarView {
  return CALENDAR_VIEWS.find((v) => v === value) ?? "mes";
}

/** `YYYY-MM-DD` as a real date, else `fallback` (e.g. today in the user's zone). */
export function parseDay(value: string | null, fallback: PlainDay): PlainDay {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!m) return fallback;
  try {
    return PlainDay.from({ year: +m[1]!, month: +m[2]!, day: +m[3]! });
  } catch {
    return fallback;
  }
}

/** The Monday on or before `day`. */
export function startOfWeek(day: PlainDay): PlainDay {
  return day.subtract({ days: day.dayOfWeek - 1 });
}

/** The Sunday on or after `day`. */
export function endOfWeek(day: PlainDay): PlainDay {
  return day.add({ days: 7 - day.dayOfWeek });
}

export function daysOf(range: DayRange): PlainDay[] {
  const days: PlainDay[] = [];
  for (let n = range.start.epochDay; n <= range.end.epochDay; n++) days.push(PlainDay.fromEpochDay(n));
  return days;
}

/** The month of `day` as whole weeks, Monday to Sunday (4 to 6 rows of 7 days). */
export function monthGrid(day: PlainDay): PlainDay[][] {
  const first = day.with({ day: 1 });
  const last = day.with({ day: day.daysInMonth });
  const days = daysOf({ start: startOfWeek(first), end: endOfWeek(last) });
  const weeks: PlainDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The days a view shows (inclusive). */
export function viewRange(view: CalendarView, day: PlainDay): DayRange {
  switch (view) {
    case "mes": {
      const weeks = monthGrid(day);
      return { start: weeks[0]![0]!, end: weeks[weeks.length - 1]![6]! };
    }
    case "semana":
      return { start: startOfWeek(day), end: endOfWeek(day) };
    case "dia":
      return { start: day, end: day };
    case "agenda":
      return { start: day, end: day.add({ days: AGENDA_DAYS - 1 }) };
  }
}

/** The same view one period earlier (-1) or later (+1). Months clamp the day (31 Jan + 1 month = 28/29 Feb). */
export function shiftDay(view: CalendarView, day: PlainDay, direction: 1 | -1): PlainDay {
  switch (view) {
    case "mes":
      return day.add({ months: direction });
    case "semana":
      return day.add({ days: 7 * direction });
    case "dia":
      return day.add({ days: direction });
    case "agenda":
      return day.add({ days: AGENDA_DAYS * direction });
  }
}

/** The smallest range covering both. */
export function union(a: DayRange, b: DayRange): DayRange {
  return {
    start: PlainDay.compare(a.start, b.start) <= 0 ? a.start : b.start,
    end: PlainDay.compare(a.end, b.end) >= 0 ? a.end : b.end,
  };
}

export function contains(range: DayRange, day: PlainDay): boolean {
  return PlainDay.compare(range.start, day) <= 0 && PlainDay.compare(day, range.end) <= 0;
}
