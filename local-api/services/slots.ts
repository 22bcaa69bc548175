// THE slot function of the scheduler (core spec › Entities and their fields "Availability", core spec › Business constants and limits "30-minute steps"): a mentor's free
// 30-minute slots on one day of a zone. The slot lookup (GET /scheduler/mentor/{mentor}/{date}/30), the
// booking check and its suggestions (POST /calendario/crear/evento/dispo) and the double-booking
// suggestions of institution and mentor writes all call it. Pure: no database, "now" is an argument.
//
// Rules (docs/api/sessions.md "Slots"):
// - Availability hours are wall-clock `HH:mm` in the row's `zona` (the mentor's zone when they entered it).
//   A weekly row (semanal) applies on its date's weekday, from its date on. A date-specific row applies on
//   its date only and REPLACES the weekly hours of that date (a mentor can shorten or move one day).
// - Hours become instants with Temporal in the row's zone, `disambiguation: "compatible"`: an hour skipped
//   by a daylight-saving jump moves forward by the jump (02:30 → 03:30 in Madrid on 2026-03-29), an hour
//   that happens twice takes its first occurrence. So 09:00 in Madrid stays 09:00 Madrid all year while
//   the Bogota strings shift by an hour.
// - The requested day is a calendar day in the caller's zone: [its 00:00, the next day's 00:00). It can
//   span two Bogota dates (e.g. a day in Madrid is 18:00 to 17:00/18:00 in Bogota).
// - Slots start on 30-minute boundaries of Bogota time (all 30 zones have whole-hour offsets), lie
//   entirely inside the availability, start at or after "now", and do not overlap a busy session: a
//   session touching a slot's edge (ending when it starts) leaves it free, one overlapping it by a
//   minute makes it busy.
// - The output is Bogota wall-clock `YYYY-MM-DD HH:mm`, in order, without duplicates.
import { Temporal } from "@js-temporal/polyfill";

export const API_ZONE = "America/Bogota";
export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;

export type AvailabilityHours = { start_hour: string; end_hour: string };
export type AvailabilityInput = {
  date: string;
  semanal: boolean;
  string_availability: readonly AvailabilityHours[];
  zona: string;
};
export type BusyInput = { fecha_inicio: string; fecha_fin: string };
export type Slot = { inicio: string; fin: string };

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = /^(\d{2}):(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A real calendar date `YYYY-MM-DD`, or null. */
export function parseDate(value: string): Temporal.PlainDate | null {
  const m = DATE.exec(value);
  if (!m) return null;
  try {
    return Temporal.PlainDate.from({ year: +m[1]!, month: +m[2]!, day: +m[3]! }, { overflow: "reject" });
  } catch {
    return null;
  }
}

/** `HH:mm` as minutes since midnight (00:00 to 24:00), or null. */
export function parseHour(value: string): number | null {
  const m = HOUR.exec(value);
  if (!m) return null;
  const hours = +m[1]!;
  const minutes = +m[2]!;
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

// Bogota has kept UTC-05:00 all year since 1993 (its last daylight-saving time ended that February), so from
// 1994 on a wall-clock is that offset away from UTC, and the Temporal polyfill's zone lookups (a quarter of the
// local Worker's CPU on /calendar before, decision 019) are needed only for older dates.
const FIXED_OFFSET_SINCE = 1994;
const API_OFFSET_MS = 5 * 3_600_000;
const API_OFFSET = "-05:00";
/** 1994-01-01 00:00 as a Bogota wall-clock read as UTC. */
const FIXED_OFFSET_FROM_MS = Date.UTC(FIXED_OFFSET_SINCE, 0, 1);

/** The parts of a real wall-clock `YYYY-MM-DD HH:mm` from 1994 on (its offset fixed), or null otherwise. */
function fixedOffsetWallClock(value: string): RegExpExecArray | null {
  const m = WALL_CLOCK.exec(value);
  if (!m) return null;
  const year = +m[1]!;
  const month = +m[2]!;
  const day = +m[3]!;
  if (year < FIXED_OFFSET_SINCE || month < 1 || month > 12 || day < 1 || +m[4]! > 23 || +m[5]! > 59) return null;
  // Day 0 of the next month is the month's last day.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? m : null;
}

/** The API's Bogota wall-clock `YYYY-MM-DD HH:mm` as an instant, or null when it is not a real one. */
export function parseApiWallClock(value: string): Temporal.Instant | null {
  const fixed = fixedOffsetWallClock(value);
  if (fixed) {
    const [, y, mo, d, h, mi] = fixed.map(Number) as number[];
    return Temporal.Instant.fromEpochMilliseconds(Date.UTC(y!, mo! - 1, d!, h!, mi!) + API_OFFSET_MS);
  }
  const m = WALL_CLOCK.exec(value);
  if (!m) return null;
  try {
    const pdt = Temporal.PlainDateTime.from(
      { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! },
      { overflow: "reject" },
    );
    return pdt.toZonedDateTime(API_ZONE, { disambiguation: "compatible" }).toInstant();
  } catch {
    return null;
  }
}

/** An instant as the API's Bogota wall-clock. */
export function toApiWallClock(instant: Temporal.Instant): string {
  const wall = instant.epochMilliseconds - API_OFFSET_MS;
  if (wall >= FIXED_OFFSET_FROM_MS) {
    const d = new Date(wall);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  }
  const t = instant.toZonedDateTimeISO(API_ZONE);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

/** The same instant as ISO 8601 with Bogota's offset ("2026-11-23T09:00:00-05:00"). */
export function toApiIso(value: string): string {
  const fixed = fixedOffsetWallClock(value);
  if (fixed) return `${fixed[1]}-${fixed[2]}-${fixed[3]}T${fixed[4]}:${fixed[5]}:00${API_OFFSET}`;
  const instant = parseApiWallClock(value);
  if (!instant) return value;
  const t = instant.toZonedDateTimeISO(API_ZONE);
  return `${t.toPlainDateTime().toString({ smallestUnit: "second" })}${t.offset}`;
}

/** True when the value is a wall-clock on a 30-minute boundary (:00 or :30). */
export function onSlotBoundary(value: string): boolean {
  return /:(00|30)$/.test(value);
}

function wallToInstant(date: Temporal.PlainDate, minutes: number, zone: string): Temporal.Instant {
  const day = minutes >= 24 * 60 ? date.add({ days: 1 }) : date;
  const rest = minutes % (24 * 60);
  return day
    .toPlainDateTime({ hour: Math.floor(rest / 60), minute: rest % 60 })
    .toZonedDateTime(zone, { disambiguation: "compatible" })
    .toInstant();
}

/** The availability rows that apply on `date` (a wall-clock date): date-specific ones replace weekly ones. */
export function rowsForDate<R extends AvailabilityInput>(rows: readonly R[], date: Temporal.PlainDate): R[] {
  const iso = date.toString();
  const specific = rows.filter((row) => !row.semanal && row.date === iso);
  if (specific.length > 0) return specific;
  return rows.filter((row) => {
    if (!row.semanal) return false;
    const from = parseDate(row.date);
    return from !== null && Temporal.PlainDate.compare(from, date) <= 0 && from.dayOfWeek === date.dayOfWeek;
  });
}

type Interval = [start: number, end: number]; // epoch milliseconds, [start, end)

function merge(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

export type SlotQuery = {
  availability: readonly AvailabilityInput[];
  busy: readonly BusyInput[];
  /** The requested day, `YYYY-MM-DD`, a calendar day in `zone`. */
  date: string;
  /** The caller's IANA zone (default America/Bogota). */
  zone?: string;
  /** Slots starting before this instant are left out. */
  now: Temporal.Instant;
};

/** The mentor's free 30-minute slots on a day of `zone`, as Bogota wall-clock values; [] for a bad date. */
export function freeSlots(query: SlotQuery): Slot[] {
  const zone = query.zone ?? API_ZONE;
  const day = parseDate(query.date);
  if (!day) return [];
  const dayStart = day.toZonedDateTime({ timeZone: zone }).toInstant().epochMilliseconds;
  const dayEnd = day.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant().epochMilliseconds;

  // Every wall-clock date, in each availability zone, that overlaps the requested day.
  const windows: Interval[] = [];
  const zones = new Set(query.availability.map((row) => row.zona));
  const dates = new Map<string, Temporal.PlainDate>();
  for (const rowZone of zones) {
    const first = Temporal.Instant.fromEpochMilliseconds(dayStart).toZonedDateTimeISO(rowZone).toPlainDate();
    const last = Temporal.Instant.fromEpochMilliseconds(dayEnd - 1)
      .toZonedDateTimeISO(rowZone)
      .toPlainDate();
    for (let d = first; Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) dates.set(d.toString(), d);
  }
  for (const date of dates.values()) {
    for (const row of rowsForDate(query.availability, date)) {
      for (const hours of row.string_availability) {
        const start = parseHour(hours.start_hour);
        const end = parseHour(hours.end_hour);
        if (start === null || end === null || end <= start) continue;
        windows.push([
          wallToInstant(date, start, row.zona).epochMilliseconds,
          wallToInstant(date, end, row.zona).epochMilliseconds,
        ]);
      }
    }
  }

  const busy: Interval[] = [];
  for (const session of query.busy) {
    const start = parseApiWallClock(session.fecha_inicio);
    const end = parseApiWallClock(session.fecha_fin);
    if (start && end) busy.push([start.epochMilliseconds, end.epochMilliseconds]);
  }

  const from = Math.max(dayStart, query.now.epochMilliseconds);
  const slots: Slot[] = [];
  for (const [windowStart, windowEnd] of merge(windows)) {
    const end = Math.min(windowEnd, dayEnd);
    let t = Math.ceil(Math.max(windowStart, from) / SLOT_MS) * SLOT_MS;
    for (; t + SLOT_MS <= end; t += SLOT_MS) {
      const slotEnd = t + SLOT_MS;
      if (busy.some(([s, e]) => t < e && s < slotEnd)) continue;
      slots.push({
        inicio: toApiWallClock(Temporal.Instant.fromEpochMilliseconds(t)),
        fin: toApiWallClock(Temporal.Instant.fromEpochMilliseconds(slotEnd)),
      });
    }
  }
  return slots;
}

/** The Bogota dates `[fecha_inicio, fecha_fin)` touches (a session may cross midnight). */
function apiDatesOf(start: Temporal.Instant, end: Temporal.Instant): string[] {
  const first = start.toZonedDateTimeISO(API_ZONE).toPlainDate();
  const last = end.subtract({ nanoseconds: 1 }).toZonedDateTimeISO(API_ZONE).toPlainDate();
  const dates: string[] = [];
  for (let d = first; Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) dates.push(d.toString());
  return dates;
}

/** Whether [fecha_inicio, fecha_fin) lies entirely inside the free slots (same inputs as freeSlots). */
export function isFree(
  input: Omit<SlotQuery, "date" | "zone">,
  request: { fecha_inicio: string; fecha_fin: string },
): boolean {
  const start = parseApiWallClock(request.fecha_inicio);
  const end = parseApiWallClock(request.fecha_fin);
  if (!start || !end || Temporal.Instant.compare(start, end) >= 0) return false;
  if (!onSlotBoundary(request.fecha_inicio) || !onSlotBoundary(request.fecha_fin)) return false;
  const free = new Set<string>();
  for (const date of apiDatesOf(start, end)) {
    for (const slot of freeSlots({ ...input, date, zone: API_ZONE })) free.add(slot.inicio);
  }
  for (let t = start; Temporal.Instant.compare(t, end) < 0; t = t.add({ minutes: SLOT_MINUTES })) {
    if (!free.has(toApiWallClock(t))) return false;
  }
  return true;
}

/**
 * Up to `count` alternatives of the request's duration on the request's Bogota date: runs of consecutive
 * free slots, the starts nearest to the requested start first (earlier first on a tie).
 */
export function alternatives(
  input: Omit<SlotQuery, "date" | "zone">,
  request: { fecha_inicio: string; fecha_fin: string },
  count = 2,
): Slot[] {
  const start = parseApiWallClock(request.fecha_inicio);
  const end = parseApiWallClock(request.fecha_fin);
  if (!start || !end || Temporal.Instant.compare(start, end) >= 0) return [];
  const duration = end.epochMilliseconds - start.epochMilliseconds;
  const steps = Math.max(1, Math.ceil(duration / SLOT_MS));
  const date = request.fecha_inicio.slice(0, 10);
  const nextDate = parseDate(date)?.add({ days: 1 }).toString() ?? date;
  // The day's slots plus the next day's, so a run may end after midnight.
  const slots = [
    ...freeSlots({ ...input, date, zone: API_ZONE }),
    ...freeSlots({ ...input, date: nextDate, zone: API_ZONE }),
  ];
  const starts = new Set(slots.map((slot) => slot.inicio));
  const candidates: { slot: Slot; distance: number }[] = [];
  for (const slot of slots) {
    if (!slot.inicio.startsWith(date) || slot.inicio === request.fecha_inicio) continue;
    const first = parseApiWallClock(slot.inicio)!;
    let ok = true;
    for (let i = 1; i < steps && ok; i++) ok = starts.has(toApiWallClock(first.add({ minutes: i * SLOT_MINUTES })));
    if (!ok) continue;
    candidates.push({
      slot: { inicio: slot.inicio, fin: toApiWallClock(first.add({ milliseconds: duration })) },
      distance: Math.abs(first.epochMilliseconds - start.epochMilliseconds),
    });
  }
  candidates.sort((a, b) => a.distance - b.distance || a.slot.inicio.localeCompare(b.slot.inicio));
  return candidates.slice(0, count).map((candidate) => candidate.slot);
}

/** A whole Bogota day of availability: institution and mentor writes are not bound to availability. */
export function wholeDays(dates: readonly string[]): AvailabilityInput[] {
  return dates.map((date) => ({
    date,
    semanal: false,
    string_availability: [{ start_hour: "00:00", end_hour: "24:00" }],
    zona: API_ZONE,
  }));
}
