// The caller's calendar by day of their zone (issue 31: an institution has ~70 sessions a day at size): the API's
// wall-clock start of each day of the zone, so a range filters on `fecha_inicio` and SQLite counts and caps the
// sessions per day with string comparisons (Bogota wall-clock strings sort like the instants).
import { Temporal } from "@js-temporal/polyfill";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { ApiSessionCell } from "../../app/api/contract/calendario";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { type FieldErrors, ApiError, addFieldError } from "../http";
import { AVAILABILITY_MESSAGES, AVAILABILITY_ZONES } from "./availability";
import { slices } from "./programs";
import type { SessionRow } from "./session-access";
import { SESSION_MESSAGES, liveSessionSql, userSessionBranches } from "./sessions";
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

/**
 * SQL: the ids and starts of the caller's live sessions in the range (a bounded or open one), one index walk per
 * branch of userSessionBranches; the institution's is covered by eventos_entidad_idx, so no row is fetched.
 */
function startsOfUserSql(userId: number, range: DayQuery): SQL {
  const live = liveSessionSql("eventos");
  const branches = userSessionBranches(userId).map(
    (branch) =>
      sql`SELECT ${sessions.id} AS id, ${sessions.fecha_inicio} AS fecha_inicio FROM ${sessions}
        WHERE ${and(branch, live, range.where)}`,
  );
  return sql.join(branches, sql` UNION `);
}

/** The ids and starts of the caller's sessions in the range, in start order: a light read of every one. */
function startsOfUser(db: Db, userId: number, range: DayQuery) {
  return db.all<{ id: number; fecha_inicio: string }>(
    sql`SELECT id, fecha_inicio FROM (${startsOfUserSql(userId, range)}) ORDER BY fecha_inicio, id`,
  );
}

/** SQL: the caller's live sessions starting on the day `d` of `daysCte` (its bounds `d.lo`, `d.hi`), one branch. */
function onDay(branch: SQL): SQL {
  return sql`${branch} AND ${liveSessionSql("eventos")} AND ${sessions.fecha_inicio} >= d.lo AND ${sessions.fecha_inicio} < d.hi`;
}

/**
 * SQL (a WITH clause's tables): `t(i, lo, hi, total)`, each day of the range (index in `range.days`, bounds) with how
 * many of the caller's live sessions start on it. Each day is counted by index searches of its own bounds, so no
 * session is given a day by comparisons and no window sorts the month (issue 31: a window over an institution's ~2,200
 * sessions of a month was nine tenths of the statement). A session of the institution is counted by the staff
 * branch, one as mentor or participant only when it is not one: the same as counting the branches' UNION.
 */
function dayTotalsCte(userId: number, range: DayQuery): SQL {
  const bounds = sql.join(
    // The indexes are ours (integers), written out: D1 binds at most 100 parameters, and 62 days bind 63 bounds.
    range.starts.map((start, i) => sql`(${sql.raw(String(i))}, ${start})`),
    sql`, `,
  );
  const [staff, ...others] = userSessionBranches(userId);
  const notStaff = sql`NOT coalesce(${staff}, 0)`;
  const othersOnDay = sql.join(
    others.map((branch) => sql`SELECT ${sessions.id} FROM ${sessions} WHERE ${onDay(sql`${branch} AND ${notStaff}`)}`),
    sql` UNION `,
  );
  return sql`b(i, s) AS (VALUES ${bounds}),
    d AS (SELECT b.i AS i, b.s AS lo, n.s AS hi FROM b JOIN b n ON n.i = b.i + 1),
    t AS MATERIALIZED (SELECT d.i AS i, d.lo AS lo, d.hi AS hi,
      (SELECT count(*) FROM ${sessions} WHERE ${onDay(staff!)}) + (SELECT count(*) FROM (${othersOnDay})) AS total
      FROM d)`;
}

/**
 * SQL: the ids of the first `perDay` of the caller's sessions (by start, then id) on the day `d`: the first of each
 * branch, then the first of those (the first of the union are among them).
 */
function firstsOfDay(userId: number, perDay: number): SQL {
  const branches = userSessionBranches(userId).map(
    (branch) => sql`SELECT * FROM (SELECT ${sessions.id} AS id, ${sessions.fecha_inicio} AS fecha_inicio
      FROM ${sessions} WHERE ${onDay(branch)} ORDER BY 2, 1 LIMIT ${perDay})`,
  );
  return sql`SELECT id FROM (${sql.join(branches, sql` UNION `)}) ORDER BY fecha_inicio, id LIMIT ${perDay}`;
}

type DayFirst = { day: number; total: number; id: number };

/**
 * In one statement, per day of the range with sessions: how many of the caller's sessions start on it and the first
 * `perDay` (by start, then id), with `columns` of each (issue 31: an institution's ~70 a day at size stay in SQLite).
 */
function firstsPerDaySql(userId: number, range: DayQuery, perDay: number, columns: SQL): SQL {
  return sql`WITH ${dayTotalsCte(userId, range)}
    SELECT d.i AS day, d.total AS total, ${columns}
    FROM t d JOIN ${sessions} e ON e.id IN (${firstsOfDay(userId, perDay)})
    WHERE d.total > 0 ORDER BY d.i, e.fecha_inicio, e.id`;
}

function firstsPerDay(db: Db, userId: number, range: DayQuery, perDay: number) {
  return db.all<DayFirst>(firstsPerDaySql(userId, range, perDay, sql`e.id`));
}

/**
 * Each day of the range with sessions: its date, how many, and its first `perDay` sessions as calendar cells (id,
 * slug, name, start, end), counted, capped and read in one statement.
 */
export async function daysOfUser(db: Db, userId: number, range: DayQuery, perDay: number) {
  const rows = await db.all<DayFirst & Omit<ApiSessionCell, "id">>(
    firstsPerDaySql(userId, range, perDay, sql`e.id, e.slug, e.nombre, e.fecha_inicio, e.fecha_fin`),
  );
  const days: { fecha: string; total: number; sesiones: ApiSessionCell[] }[] = [];
  for (const { day, total, ...cell } of rows) {
    const fecha = range.days[day]!;
    if (days.at(-1)?.fecha !== fecha) days.push({ fecha, total, sesiones: [] });
    days.at(-1)!.sesiones.push(cell);
  }
  return days;
}

/** How many sessions each day of the range has, days with none left out. */
export async function dayCountsOfUser(db: Db, userId: number, range: DayQuery) {
  const totals = await db.all<{ day: number; total: number }>(
    sql`WITH ${dayTotalsCte(userId, range)} SELECT i AS day, total FROM t WHERE total > 0 ORDER BY i`,
  );
  return totals.map(({ day, total }) => ({ fecha: range.days[day]!, total }));
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
  return rowsByIds(
    db,
    (await firstsPerDay(db, userId, range, perDay)).map((f) => f.id),
  );
}

/** Whole rows by id, in start order. */
async function rowsByIds(db: Db, ids: readonly number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  // One round trip for every slice (D1 binds at most 100 parameters a statement).
  const [first, ...rest] = slices(ids).map((slice) => db.select().from(sessions).where(inArray(sessions.id, slice)));
  const parts = await db.batch([first!, ...rest]);
  return parts.flat().sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio) || a.id - b.id);
}
