// The caller's calendar by day of their zone (issue 31: an institution has ~70 sessions a day at size): the API's
// wall-clock start of each day of the zone, so a range filters on `fecha_inicio` and sessions are counted and
// capped per day with string comparisons (Bogota wall-clock strings sort like the instants).
import { Temporal } from "@js-temporal/polyfill";
import { and, asc, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { type FieldErrors, ApiError, addFieldError } from "../http";
import { AVAILABILITY_MESSAGES, AVAILABILITY_ZONES } from "./availability";
import { slices } from "./programs";
import type { SessionRow } from "./session-access";
import { SESSION_MESSAGES, userSessionsWhere } from "./sessions";
import { API_ZONE, parseDate, toApiWallClock } from "./slots";

/** The most days `por_dia` and `/calendario/dias` take: a month grid is 42. */
export const MAX_RANGE_DAYS = 62;
export const MAX_PER_DAY = 100;

export const CALENDAR_DAY_MESSAGES = {
  required: "Este campo es requerido.",
  range: `El rango de fechas no puede superar ${MAX_RANGE_DAYS} días.`,
  perDay: `Asegúrese de que este valor sea un entero entre 1 y ${MAX_PER_DAY}.`,
};

export type DayQuery = {
  /** The days of the range, `YYYY-MM-DD` in `zone` (empty when the range is open). */
  days: string[];
  /** `starts[i]`: the API wall-clock at which `days[i]` begins; one more entry, the end of the last day. */
  starts: string[];
  /** SQL condition on `fecha_inicio`, or undefined for an open range. */
  where: SQL | undefined;
};

/**
 * Reads `desde`, `hasta` (days in `zona`, inclusive) and `zona` (IANA, one of the spec's 30; default Bogota).
 * `bounded`: both dates are required and at most MAX_RANGE_DAYS apart. 400 with every field's error.
 */
export function readDayQuery(query: (name: string) => string | undefined, bounded: boolean): DayQuery {
  const errors: FieldErrors = {};
  const zone = query("zona") || API_ZONE;
  if (!AVAILABILITY_ZONES.includes(zone)) addFieldError(errors, "zona", AVAILABILITY_MESSAGES.zone);
  const dates: Record<"desde" | "hasta", Temporal.PlainDate | null> = { desde: null, hasta: null };
  for (const field of ["desde", "hasta"] as const) {
    const value = query(field) || undefined;
    if (value === undefined) {
      if (bounded) addFieldError(errors, field, CALENDAR_DAY_MESSAGES.required);
    } else if (!(dates[field] = parseDate(value))) addFieldError(errors, field, SESSION_MESSAGES.invalidDay);
  }
  const { desde, hasta } = dates;
  if (bounded && desde && hasta && desde.until(hasta).days >= MAX_RANGE_DAYS) {
    addFieldError(errors, "hasta", CALENDAR_DAY_MESSAGES.range);
  }
  if (Object.keys(errors).length) throw new ApiError(400, errors);
  const startOf = (day: Temporal.PlainDate) => toApiWallClock(day.toZonedDateTime({ timeZone: zone }).toInstant());
  const parts: SQL[] = [];
  if (desde) parts.push(sql`${sessions.fecha_inicio} >= ${startOf(desde)}`);
  if (hasta) parts.push(sql`${sessions.fecha_inicio} < ${startOf(hasta.add({ days: 1 }))}`);
  const days: string[] = [];
  const starts: string[] = [];
  if (desde && hasta) {
    for (let d = desde; Temporal.PlainDate.compare(d, hasta) <= 0; d = d.add({ days: 1 })) {
      days.push(d.toString());
      starts.push(startOf(d));
    }
    starts.push(startOf(hasta.add({ days: 1 })));
  }
  return { days, starts, where: parts.length ? and(...parts) : undefined };
}

/** `por_dia`: a whole number from 1 to MAX_PER_DAY, or undefined when absent. */
export function readPerDay(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PER_DAY) {
    throw new ApiError(400, { por_dia: [CALENDAR_DAY_MESSAGES.perDay] });
  }
  return Number(value);
}

/** The ids and starts of the caller's sessions in the range, in start order: a light read of every one. */
function startsOfUser(db: Db, userId: number, range: DayQuery) {
  return db
    .select({ id: sessions.id, fecha_inicio: sessions.fecha_inicio })
    .from(sessions)
    .where(userSessionsWhere(userId, range.where))
    .orderBy(asc(sessions.fecha_inicio), asc(sessions.id));
}

/** Rows sorted by start, grouped per day of the range (rows outside it are dropped). */
function byDay<R extends { fecha_inicio: string }>(range: DayQuery, rows: readonly R[]): R[][] {
  const groups: R[][] = range.days.map(() => []);
  let day = 0;
  for (const row of rows) {
    while (day < range.days.length && row.fecha_inicio >= range.starts[day + 1]!) day++;
    if (day === range.days.length) break;
    if (row.fecha_inicio >= range.starts[day]!) groups[day]!.push(row);
  }
  return groups;
}

/** How many sessions each day of the range has, days with none left out. */
export async function dayCountsOfUser(db: Db, userId: number, range: DayQuery) {
  const groups = byDay(range, await startsOfUser(db, userId, range));
  return range.days.map((fecha, i) => ({ fecha, total: groups[i]!.length })).filter((d) => d.total > 0);
}

/** The caller's sessions of the range in start order: how many, and the `offset`…`offset + limit` ones. */
export async function pageOfUser(db: Db, userId: number, range: DayQuery, offset: number, limit: number) {
  const all = await startsOfUser(db, userId, range);
  return {
    count: all.length,
    rows: await rowsByIds(
      db,
      all.slice(offset, offset + limit).map((r) => r.id),
    ),
  };
}

/** The first `perDay` sessions of each day of the range, in start order. */
export async function firstOfEachDay(db: Db, userId: number, range: DayQuery, perDay: number): Promise<SessionRow[]> {
  const ids = byDay(range, await startsOfUser(db, userId, range)).flatMap((day) =>
    day.slice(0, perDay).map((r) => r.id),
  );
  return rowsByIds(db, ids);
}

/** Whole rows by id, in start order. */
async function rowsByIds(db: Db, ids: readonly number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  // One round trip for every slice (D1 binds at most 100 parameters a statement).
  const [first, ...rest] = slices(ids).map((slice) => db.select().from(sessions).where(inArray(sessions.id, slice)));
  const parts = await db.batch([first!, ...rest]);
  return parts.flat().sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio) || a.id - b.id);
}
