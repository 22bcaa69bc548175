// Reports (issue 13): the program summary, a mentor's summary and the exports, computed with SQL from sessions,
// attendance, ratings, programs and companies (nothing stored twice).
//
// Definitions (docs/api.md "Reports"): an event run ("mentoría dictada") is a past session of the program with at
// least one attendee (a mentoring is confirmed by attendance, second spec FAQ); its hours are its length; trained
// founders are distinct attendees. Days are the institution's time zone; a range `inicio`..`fin` (both
// `YYYY-MM-DD`, inclusive, in that zone) selects sessions by their start.
import { Temporal } from "@js-temporal/polyfill";
import { type SQL, sql } from "drizzle-orm";
import {
  ISO_DATE,
  MAX_DAILY_POINTS,
  SERIES_GROUPINGS,
  type ApiMentorSummary,
  type ApiProgramSummary,
  type ApiSeriesPoint,
  type SeriesGrouping,
} from "../../app/api/contract/reportes";
import { timeZoneByCode } from "../../app/api/contract/time-zones";
import { toXlsx } from "../../app/shared/xlsx";
import type { Db } from "../db/client";
import type { UserRow } from "../env";
import { ApiError, forbidden, notFound } from "../http";
import { programWithRole, type ProgramRow } from "./programs";
import { API_ZONE, toApiWallClock } from "./slots";
import { noShows } from "./no-shows";
import { nowInstant } from "../../app/shared/clock-temporal";

export const REPORT_MESSAGES = {
  date: "Ingrese una fecha válida con el formato AAAA-MM-DD.",
  endBeforeStart: "La fecha final no puede ser anterior a la fecha inicial.",
  bothDates: "Se requieren la fecha inicial y la fecha final.",
  choice: (value: string) => `"${value}" no es una elección válida.`,
} as const;

/** `agrupar` of the program summary: absent is `dia`; anything else but its values is a 400 field error. */
export function seriesGrouping(value: string | undefined): SeriesGrouping {
  if (value === undefined) return "dia";
  if ((SERIES_GROUPINGS as readonly string[]).includes(value)) return value as SeriesGrouping;
  throw new ApiError(400, { agrupar: [REPORT_MESSAGES.choice(value)] });
}

/** Bogota wall-clock bounds [desde, hasta) of a range of the institution's days. */
export type Bounds = { desde: string; hasta: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The program, for an official of its institution only (404 unknown, 403 anyone else). */
export async function requireProgramOfficial(db: Db, user: UserRow, id: number) {
  const found = await programWithRole(db, user.id, id);
  if (!found.role.official) throw forbidden();
  return found.program;
}

/** The institution's IANA time zone. */
export async function zoneOf(db: Db, program: ProgramRow): Promise<string> {
  const [row] = await db.all<{ time_zone: string }>(
    sql`SELECT time_zone FROM entidades WHERE id = ${program.entidad_id}`,
  );
  return timeZoneByCode(row?.time_zone).zone;
}

function plainDate(value: string): Temporal.PlainDate | null {
  if (!ISO_DATE.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: "reject" });
  } catch {
    return null;
  }
}

/**
 * The range of a request as Bogota bounds: both dates or none (undefined); 400 with field errors for a bad
 * date, a single date, or an end before the start.
 */
export function rangeBounds(inicio: string | undefined, fin: string | undefined, zone: string): Bounds | undefined {
  if (!inicio && !fin) return undefined;
  const errors: Record<string, string[]> = {};
  const start = inicio ? plainDate(inicio) : null;
  const end = fin ? plainDate(fin) : null;
  if (!inicio) errors.inicio = [REPORT_MESSAGES.bothDates];
  else if (!start) errors.inicio = [REPORT_MESSAGES.date];
  if (!fin) errors.fin = [REPORT_MESSAGES.bothDates];
  else if (!end) errors.fin = [REPORT_MESSAGES.date];
  if (start && end && Temporal.PlainDate.compare(end, start) < 0) errors.fin = [REPORT_MESSAGES.endBeforeStart];
  if (Object.keys(errors).length > 0 || !start || !end) throw new ApiError(400, errors);
  const edge = (d: Temporal.PlainDate) => toApiWallClock(d.toZonedDateTime({ timeZone: zone }).toInstant());
  return { desde: edge(start), hasta: edge(end.add({ days: 1 })) };
}

// Every session query of the reports goes through here: a cancelled session (issue 29 §2) never counts.
const inRange = (bounds?: Bounds): SQL =>
  bounds
    ? sql`AND e.cancelado_at IS NULL AND e.fecha_inicio >= ${bounds.desde} AND e.fecha_inicio < ${bounds.hasta}`
    : sql`AND e.cancelado_at IS NULL`;

/**
 * Bogota wall-clock `YYYY-MM-DD HH:mm` → the institution's date. The offset between the zones is read once per
 * Bogota date (at noon), so thousands of sessions cost a few Temporal conversions.
 */
export function dayInZone(zone: string): (wallClock: string) => string {
  if (zone === API_ZONE) return (value) => value.slice(0, 10);
  const offsets = new Map<string, number>();
  return (value) => {
    const date = value.slice(0, 10);
    let offset = offsets.get(date);
    if (offset === undefined) {
      const noon = Temporal.PlainDateTime.from(`${date}T12:00`).toZonedDateTime(API_ZONE);
      offset = (noon.withTimeZone(zone).offsetNanoseconds - noon.offsetNanoseconds) / 60e9;
      offsets.set(date, offset);
    }
    const ms = Date.parse(`${value.replace(" ", "T")}:00Z`) + offset * 60_000;
    return Number.isNaN(ms) ? date : new Date(ms).toISOString().slice(0, 10);
  };
}

type Series = ApiSeriesPoint[];
/** What a measurement needs of a series: the sum of its days, how many days, the last day's value. */
type Tally = { sum: number; days: number; last: number };

function measurement(tally: Tally, total?: number) {
  return {
    total: round2(total ?? tally.sum),
    promedio: tally.days ? round2(tally.sum / tally.days) : 0,
    ultima_medicion: round2(tally.last),
  };
}

function toSeries(byDay: Map<string, number>): Series {
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fecha, valor]) => ({ fecha, valor: round2(valor) }));
}

const tallyOfDays = (days: Series): Tally => ({
  sum: days.reduce((acc, p) => acc + p.valor, 0),
  days: days.length,
  last: days.at(-1)?.valor ?? 0,
});

/** Days (in order) summed per month, each with its days with events, for a zone whose days SQL cannot group. */
function monthsOfDays(days: Series): Series {
  const months: Series = [];
  for (const p of days) {
    const month = months.at(-1);
    if (month?.fecha === p.fecha.slice(0, 7)) {
      month.valor = round2(month.valor + p.valor);
      month.dias! += 1;
      month.ultimo_dia = p.fecha;
    } else {
      months.push({ fecha: p.fecha.slice(0, 7), valor: p.valor, dias: 1, primer_dia: p.fecha, ultimo_dia: p.fecha });
    }
  }
  return months;
}

/** A month row of `monthlySql`. */
type MonthRow = {
  k: string;
  n: number;
  horas: number;
  dias: number;
  primer_dia: string;
  ultimo_dia: string;
  ultimo_n: number | null;
  ultimo_horas: number | null;
};

/**
 * Day rows `(k, n, horas)`, horas rounded per day as the daily series rounds them, summed per month in SQL: each
 * month with its days with events and, on the last month, the last day's values (for `ultima_medicion`).
 */
const monthlySql = (days: SQL): SQL => sql`
  WITH d AS (${days}), r AS (SELECT d.*, row_number() OVER (ORDER BY k DESC) AS desde_el_final FROM d)
  SELECT substr(k, 1, 7) AS k, SUM(n) AS n, SUM(horas) AS horas, COUNT(*) AS dias, MIN(k) AS primer_dia,
    MAX(k) AS ultimo_dia, MAX(CASE WHEN desde_el_final = 1 THEN n END) AS ultimo_n,
    MAX(CASE WHEN desde_el_final = 1 THEN horas END) AS ultimo_horas
  FROM r GROUP BY 1 ORDER BY 1`;

function monthSeries(rows: readonly MonthRow[], value: "n" | "horas"): { series: Series; tally: Tally } {
  const last = rows.at(-1);
  return {
    series: rows.map((r) => ({
      fecha: r.k,
      valor: round2(r[value]),
      dias: r.dias,
      primer_dia: r.primer_dia,
      ultimo_dia: r.ultimo_dia,
    })),
    tally: {
      sum: rows.reduce((acc, r) => acc + r[value], 0),
      days: rows.reduce((acc, r) => acc + r.dias, 0),
      last: (value === "n" ? last?.ultimo_n : last?.ultimo_horas) ?? 0,
    },
  };
}

/** Past sessions of the program with an attendee (events run), in the range. */
const confirmed = (programId: number, now: string, bounds?: Bounds): SQL => sql`
  e.programa_id = ${programId} AND e.fecha_fin <= ${now} ${inRange(bounds)}
  AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)`;

/**
 * The SQL key that groups sessions by the institution's day: the Bogota date itself, the date shifted by a
 * constant offset when the zone keeps one for these three years, else the Bogota hour (mapped in JS by dayInZone).
 */
export function dayKey(zone: string): { sql: SQL; exact: boolean } {
  if (zone === API_ZONE) return { sql: sql`substr(e.fecha_inicio, 1, 10)`, exact: true };
  const now = nowInstant().toZonedDateTimeISO(API_ZONE);
  const offsets = new Set(
    Array.from({ length: 13 }, (_, i) => {
      const at = now.subtract({ months: 24 }).add({ months: 3 * i });
      return (at.withTimeZone(zone).offsetNanoseconds - at.offsetNanoseconds) / 60e9;
    }),
  );
  if (offsets.size === 1) {
    const [minutes] = [...offsets] as [number];
    return { sql: sql`date(e.fecha_inicio, ${`${minutes >= 0 ? "+" : ""}${minutes} minutes`})`, exact: true };
  }
  return { sql: sql`substr(e.fecha_inicio, 1, 13) || ':00'`, exact: false };
}

/**
 * The stored days a summary may read (programa_dias: Bogota days, whatever the time): in the API's zone with a range
 * of whole days, those before the first day of the program with a session not over at `now` (so every stored session
 * has run by then, as `confirmed` asks). `until` is that day; `from`, the FROM and WHERE of the stored rows.
 */
function storedDays(programId: number, zone: string, now: string, bounds?: Bounds) {
  if (zone !== API_ZONE || (bounds && !(bounds.desde.endsWith(" 00:00") && bounds.hasta.endsWith(" 00:00"))))
    return null;
  const until = sql`(SELECT coalesce(min(substr(fecha_inicio, 1, 10)), '9999') FROM eventos
    WHERE programa_id = ${programId} AND fecha_fin || '' > ${now})`;
  const range = bounds ? sql`AND dia >= ${bounds.desde.slice(0, 10)} AND dia < ${bounds.hasta.slice(0, 10)}` : sql``;
  const where = sql`WHERE programa_id = ${programId} AND dia < ${until} ${range}`;
  return { until, from: sql`FROM programa_dias ${where}`, noShows: sql`FROM programa_dias_asistencia ${where}` };
}

/** The three series of the summary and what their measurements need. */
type SummarySeries = {
  agrupacion: "dia" | "mes";
  run: Series;
  hours: Series;
  founders: Series;
  tallies: { run: Tally; hours: Tally; founders: Tally };
};

/**
 * The series by day, or by month (`mes`, or `auto` past MAX_DAILY_POINTS days with events): grouped in SQL when
 * the zone's days are a SQL expression, so two years are 24 rows read rather than 730.
 */
async function summarySeries(
  db: Db,
  programId: number,
  zone: string,
  now: string,
  bounds: Bounds | undefined,
  grouping: SeriesGrouping,
): Promise<SummarySeries> {
  const key = dayKey(zone);
  const attended = sql`FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
      WHERE e.programa_id = ${programId} AND e.fecha_fin <= ${now} ${inRange(bounds)}`;
  const hoursSql = sql`SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24)`;
  if (key.exact && grouping !== "dia") {
    // The days before the program's first session not over yet come stored (programa_dias), the rest live: the same
    // figures, without reading the program's ~2,500 sessions and their attendees (issue 31).
    const stored = storedDays(programId, zone, now, bounds);
    const live = stored ? sql`AND e.fecha_inicio >= ${stored.until}` : sql``;
    const [events, attendees] = await Promise.all([
      db.all<MonthRow>(
        monthlySql(sql`${stored ? sql`SELECT dia AS k, sesiones AS n, ROUND(horas, 2) AS horas ${stored.from} UNION ALL ` : sql``}
          SELECT ${key.sql} AS k, COUNT(*) AS n, ROUND(${hoursSql}, 2) AS horas
          FROM eventos e WHERE ${confirmed(programId, now, bounds)} ${live} GROUP BY k`),
      ),
      db.all<MonthRow>(
        monthlySql(sql`${stored ? sql`SELECT dia AS k, fundadores AS n, 0 AS horas ${stored.from} UNION ALL ` : sql``}
          SELECT ${key.sql} AS k, COUNT(DISTINCT p.user_id) AS n, 0 AS horas ${attended} ${live} GROUP BY k`),
      ),
    ]);
    const days = events.reduce((acc, r) => acc + r.dias, 0);
    if (grouping === "mes" || days > MAX_DAILY_POINTS) {
      const run = monthSeries(events, "n");
      const hours = monthSeries(events, "horas");
      const founders = monthSeries(attendees, "n");
      return {
        agrupacion: "mes",
        run: run.series,
        hours: hours.series,
        founders: founders.series,
        tallies: { run: run.tally, hours: hours.tally, founders: founders.tally },
      };
    }
  }
  const day = key.exact ? (k: string) => k : dayInZone(zone);
  const [events, attendees] = await Promise.all([
    db.all<{ k: string; n: number; horas: number }>(sql`
      SELECT ${key.sql} AS k, COUNT(*) AS n, ${hoursSql} AS horas
      FROM eventos e WHERE ${confirmed(programId, now, bounds)} GROUP BY k`),
    key.exact
      ? db.all<{ k: string; usuario: number; n: number }>(
          sql`SELECT ${key.sql} AS k, 0 AS usuario, COUNT(DISTINCT p.user_id) AS n ${attended} GROUP BY k`,
        )
      : db.all<{ k: string; usuario: number; n: number }>(
          sql`SELECT DISTINCT ${key.sql} AS k, p.user_id AS usuario, 1 AS n ${attended}`,
        ),
  ]);
  const runByDay = new Map<string, number>();
  const hoursByDay = new Map<string, number>();
  for (const row of events) {
    const d = day(row.k);
    runByDay.set(d, (runByDay.get(d) ?? 0) + row.n);
    hoursByDay.set(d, (hoursByDay.get(d) ?? 0) + row.horas);
  }
  const trainedByDay = new Map<string, number>();
  if (key.exact) {
    for (const row of attendees) trainedByDay.set(row.k, row.n);
  } else {
    const sets = new Map<string, Set<number>>();
    for (const row of attendees) {
      const d = day(row.k);
      let set = sets.get(d);
      if (!set) sets.set(d, (set = new Set()));
      set.add(row.usuario);
    }
    for (const [d, set] of sets) trainedByDay.set(d, set.size);
  }
  const run = toSeries(runByDay);
  const hours = toSeries(hoursByDay);
  const founders = toSeries(trainedByDay);
  const tallies = { run: tallyOfDays(run), hours: tallyOfDays(hours), founders: tallyOfDays(founders) };
  if (grouping === "mes" || (grouping === "auto" && run.length > MAX_DAILY_POINTS)) {
    return {
      agrupacion: "mes",
      run: monthsOfDays(run),
      hours: monthsOfDays(hours),
      founders: monthsOfDays(founders),
      tallies,
    };
  }
  return { agrupacion: "dia", run, hours, founders, tallies };
}

/**
 * The program's no-shows: the stored days (programa_dias_asistencia) before its first session not over yet, the rest
 * live. The sums do not depend on the zone, only the range's being whole Bogota days does (issue 31).
 */
function programNoShows(db: Db, programId: number, now: string, bounds?: Bounds) {
  const stored = storedDays(programId, API_ZONE, now, bounds);
  const scope = sql`e.programa_id = ${programId} ${inRange(bounds)}`;
  return stored
    ? noShows(db, sql`${scope} AND e.fecha_inicio >= ${stored.until}`, now, stored.noShows)
    : noShows(db, scope, now);
}

/**
 * The distinct attendees of the program's sessions run by now (in the range): without a range, the stored first ends
 * (programa_fundadores, migration 0019) that are ≤ now, a range count (issue 31: 33,015 → 340 VM steps at scale).
 */
function activeFounders(programId: number, now: string, bounds: Bounds | undefined, attended: SQL): SQL {
  return bounds
    ? sql`(SELECT COUNT(DISTINCT p.user_id) ${attended})`
    : sql`(SELECT COUNT(*) FROM programa_fundadores WHERE programa_id = ${programId} AND primera_fin <= ${now})`;
}

/** GET /programa/resumen/{program}. Aggregated in SQL per day (or month), so the rows read are days, not sessions. */
export async function programSummary(
  db: Db,
  program: ProgramRow,
  zone: string,
  now: string,
  bounds?: Bounds,
  grouping: SeriesGrouping = "dia",
): Promise<ApiProgramSummary> {
  const attended = sql`FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
      WHERE e.programa_id = ${program.id} AND e.fecha_fin <= ${now} ${inRange(bounds)}`;
  const [cards, series, best, inasistencias] = await Promise.all([
    db.all<Record<string, number>>(sql`
      SELECT
        (SELECT COUNT(*) FROM programa_emprendedores WHERE programa_id = ${program.id}) AS total_emprendedores,
        (SELECT COUNT(DISTINCT mm.user_id) FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id
          WHERE m.programa_id = ${program.id}) AS total_mentores,
        ${activeFounders(program.id, now, bounds, attended)} AS activos,
        (SELECT COUNT(*) FROM empresas c JOIN programa_emprendedores pe ON pe.user_id = c.creator_id
          WHERE pe.programa_id = ${program.id}) AS empresas,
        (SELECT COALESCE(SUM(c.n_employees), 0) FROM empresas c JOIN programa_emprendedores pe ON pe.user_id = c.creator_id
          WHERE pe.programa_id = ${program.id}) AS empleados`),
    summarySeries(db, program.id, zone, now, bounds, grouping),
    // The stored counts and sums per mentor (programa_calificaciones, migration 0019): the average AVG() gave, from a
    // row per rated mentor instead of a pass over every session of the program (15,214 → 34 VM steps at scale).
    db.all<{ id: number; first_name: string; last_name: string; promedio: number }>(sql`
      SELECT u.id, u.first_name, u.last_name, CAST(pc.suma AS REAL) / pc.calificaciones AS promedio
      FROM programa_calificaciones pc JOIN usuarios u ON u.id = pc.mentor_id
      WHERE pc.programa_id = ${program.id}
      ORDER BY promedio DESC, pc.calificaciones DESC, u.id LIMIT 1`),
    programNoShows(db, program.id, now, bounds),
  ]);
  const card = cards[0] ?? {};
  const mentor = best[0];
  const companies = Number(card.empresas ?? 0);
  const employees = Number(card.empleados ?? 0);
  const active = Number(card.activos ?? 0);
  return {
    total_emprendedores: Number(card.total_emprendedores ?? 0),
    total_mentores: Number(card.total_mentores ?? 0),
    emprendedores_activos: active,
    suma_empleados_totales_empresas: employees,
    promedio_empleados_totales_empresas: companies ? round2(employees / companies) : 0,
    mejor_mentor: mentor ? { ...mentor, promedio: round2(mentor.promedio) } : null,
    herramientas_dictadas: measurement(series.tallies.run),
    horas_dictadas: measurement(series.tallies.hours),
    fundadores_capacitados: measurement(series.tallies.founders, active),
    mentorias_dictadas_grafico: series.run,
    horas_dictadas_grafico: series.hours,
    emprendedores_capacitados_grafico: series.founders,
    agrupacion: series.agrupacion,
    inasistencias,
  };
}

/**
 * A mentor's summary in a program: for an official of its institution, or the mentor themself. 404 when the
 * user is not a mentor of the program's tools.
 */
export async function requireMentorSummaryAccess(db: Db, user: UserRow, programId: number, mentorId: number) {
  const { program, role } = await programWithRole(db, user.id, programId);
  const self = user.id === mentorId && role.mentor;
  if (!role.official && !self) throw forbidden();
  const [row] = await db.all<{ ok: number }>(sql`
    SELECT 1 AS ok FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id
    WHERE m.programa_id = ${program.id} AND mm.user_id = ${mentorId} LIMIT 1`);
  if (!row) throw notFound();
  return program;
}

/** GET /programa/{program}/resumen/mentor/{mentor}. */
export async function mentorSummary(
  db: Db,
  programId: number,
  mentorId: number,
  now: string,
): Promise<ApiMentorSummary> {
  const [sessionsRow, counts, last, inasistencias] = await Promise.all([
    db.all<{ sesiones: number; horas: number }>(sql`
      SELECT COUNT(*) AS sesiones, COALESCE(SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24), 0) AS horas
      FROM eventos e
      WHERE +e.programa_id = ${programId} AND e.fecha_fin <= ${now} ${inRange()}
        AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
        -- Their sessions as a list first (a UNION of two index searches): with the OR, every session of the
        -- program had its attendance looked up (3-4 ms at scale, issue 31); now only theirs. The unary + keeps
        -- SQLite off the program's index, which it otherwise walks whole (45,042 → 8,697 steps at scale).
        AND e.id IN (SELECT id FROM eventos WHERE +programa_id = ${programId} AND mentor_id = ${mentorId}
          UNION SELECT evento_id FROM evento_mentores WHERE user_id = ${mentorId})`),
    db.all<{ puntaje: number; cantidad: number }>(sql`
      SELECT r.puntaje, COUNT(*) AS cantidad FROM calificaciones r JOIN eventos e ON e.id = r.evento_id
      WHERE e.programa_id = ${programId} AND r.mentor_id = ${mentorId} GROUP BY r.puntaje`),
    db.all<ApiMentorSummary["ultimas_calificaciones"][number]>(sql`
      SELECT r.puntaje, r.comentario, r.created_at AS fecha,
        COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.username, '') AS autor
      FROM calificaciones r JOIN eventos e ON e.id = r.evento_id LEFT JOIN usuarios u ON u.id = r.autor_id
      WHERE e.programa_id = ${programId} AND r.mentor_id = ${mentorId}
      ORDER BY r.created_at DESC, r.id DESC LIMIT 4`),
    // The no-shows of the sessions they are the mentor of (their own absence is recorded for those).
    // By the mentor's index (+: not the program's, walked whole otherwise; 46,470 → 20,174 steps at scale).
    noShows(db, sql`+e.programa_id = ${programId} AND e.mentor_id = ${mentorId}`, now),
  ]);
  const totals = sessionsRow[0] ?? { sesiones: 0, horas: 0 };
  const byScore = new Map(counts.map((r) => [r.puntaje, r.cantidad]));
  const puntajes = [1, 2, 3, 4, 5].map((puntaje) => ({ puntaje, cantidad: byScore.get(puntaje) ?? 0 }));
  const n = puntajes.reduce((acc, p) => acc + p.cantidad, 0);
  const sum = puntajes.reduce((acc, p) => acc + p.puntaje * p.cantidad, 0);
  // The mode; a tie goes to the higher score.
  const mode = n ? puntajes.reduce((best, p) => (p.cantidad >= best.cantidad ? p : best)).puntaje : null;
  return {
    horas_dictadas: round2(totals.horas),
    sesiones: totals.sesiones,
    moda_calificacion: mode,
    promedio: n ? round2(sum / n) : 0,
    puntajes_finales: puntajes,
    ultimas_calificaciones: last,
    inasistencias,
  };
}

/** GET programa/descargar/reporte-programas/...: the program's sessions in the range (resumen_eventos). */
export async function programReport(db: Db, programId: number, zone: string, bounds: Bounds) {
  const day = dayInZone(zone);
  const rows = await db.all<{
    inicio: string;
    fin: string;
    nombre: string;
    tipo: string;
    mentoria: string | null;
    mentor: string;
    horas: number;
    participantes: number;
    asistentes: number | null;
    calificacion: number | null;
  }>(sql`
    SELECT e.fecha_inicio AS inicio, e.fecha_fin AS fin, e.nombre, e.tipo, m.nombre AS mentoria,
      TRIM(u.first_name || ' ' || u.last_name) AS mentor,
      (julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24 AS horas,
      COUNT(p.user_id) AS participantes, SUM(p.asistencia = 1) AS asistentes,
      (SELECT AVG(r.puntaje) FROM calificaciones r WHERE r.evento_id = e.id) AS calificacion
    FROM eventos e JOIN usuarios u ON u.id = e.mentor_id LEFT JOIN mentorias m ON m.id = e.mentoria_id
      LEFT JOIN evento_participantes p ON p.evento_id = e.id
    WHERE e.programa_id = ${programId} ${inRange(bounds)}
    GROUP BY e.id
    ORDER BY e.fecha_inicio, e.id`);
  return {
    resumen_eventos: rows.map((r) => ({
      fecha: day(r.inicio),
      nombre: r.nombre,
      tipo: r.tipo,
      mentoria: r.mentoria ?? "",
      mentor: r.mentor,
      inicio: r.inicio,
      fin: r.fin,
      horas: round2(r.horas),
      participantes: r.participantes,
      asistentes: r.asistentes ?? 0,
      calificacion_promedio: r.calificacion === null ? null : round2(r.calificacion),
    })),
  };
}

/** GET programa/descargar/reporte/encuestas/...: the ratings of the program's sessions in the range. */
export async function surveyReport(db: Db, programId: number, zone: string, bounds: Bounds) {
  const day = dayInZone(zone);
  const rows = await db.all<{
    inicio: string;
    evento: string;
    mentor: string;
    emprendedor: string | null;
    puntaje: number;
    comentario: string;
    goal: number | null;
  }>(sql`
    SELECT e.fecha_inicio AS inicio, e.nombre AS evento, TRIM(m.first_name || ' ' || m.last_name) AS mentor,
      TRIM(a.first_name || ' ' || a.last_name) AS emprendedor, r.puntaje, r.comentario, r.goal_reached AS goal
    FROM calificaciones r JOIN eventos e ON e.id = r.evento_id JOIN usuarios m ON m.id = r.mentor_id
      LEFT JOIN usuarios a ON a.id = r.autor_id
    WHERE e.programa_id = ${programId} ${inRange(bounds)}
    ORDER BY e.fecha_inicio, r.id`);
  return rows.map((r) => ({
    fecha: day(r.inicio),
    evento: r.evento,
    mentor: r.mentor,
    emprendedor: r.emprendedor ?? "",
    puntaje: r.puntaje,
    comentario: r.comentario,
    objetivo_cumplido: r.goal === null ? null : Boolean(r.goal),
  }));
}

export const ENTREPRENEURS_REPORT_HEADER = [
  "Nombre",
  "Apellido",
  "Usuario",
  "Email",
  "Empresa",
  "Empleados",
  "Sesiones",
  "Sesiones asistidas",
  "Asistencia (%)",
  "Horas recibidas",
  "Inasistencias",
  "Tasa de inasistencia (%)",
] as const;

/** GET programa/descargar/reporte-emprendedores/{program}/: an .xlsx of the program's entrepreneurs. */
export async function entrepreneursReport(db: Db, programId: number, now: string, bounds?: Bounds) {
  const rows = await db.all<{
    first_name: string;
    last_name: string;
    username: string;
    email: string;
    empresa: string | null;
    empleados: number | null;
    sesiones: number;
    asistidas: number | null;
    horas: number | null;
    inasistencias: number | null;
    registros: number | null;
  }>(sql`
    SELECT u.first_name, u.last_name, u.username, u.email, c.name AS empresa, c.n_employees AS empleados,
      COALESCE(s.sesiones, 0) AS sesiones, s.asistidas, s.horas, s.inasistencias, s.registros
    FROM programa_emprendedores pe JOIN usuarios u ON u.id = pe.user_id
      LEFT JOIN empresas c ON c.creator_id = u.id
      LEFT JOIN (
        SELECT p.user_id, COUNT(*) AS sesiones, SUM(p.asistencia = 1) AS asistidas,
          SUM(CASE WHEN p.asistencia = 1 THEN (julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24 ELSE 0 END) AS horas,
          -- No-shows (issue 29 §3): in held sessions (mentor not absent), 'canceló a tiempo' left out.
          SUM(e.mentor_ausente_at IS NULL AND p.asistencia = 0 AND p.cancelo_a_tiempo = 0) AS inasistencias,
          SUM(e.mentor_ausente_at IS NULL AND (p.asistencia = 1 OR (p.asistencia = 0 AND p.cancelo_a_tiempo = 0))) AS registros
        FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id
        WHERE e.programa_id = ${programId} AND e.fecha_fin <= ${now} ${inRange(bounds)}
        GROUP BY p.user_id
      ) s ON s.user_id = u.id
    WHERE pe.programa_id = ${programId}
    ORDER BY u.first_name, u.last_name, u.id`);
  // The API's own export, like the Django one, through the app's writer: bold header, cells neutralised.
  const data = rows.map((r) => [
    r.first_name,
    r.last_name,
    r.username,
    r.email,
    r.empresa,
    r.empleados,
    r.sesiones,
    r.asistidas ?? 0,
    r.sesiones ? round2(((r.asistidas ?? 0) / r.sesiones) * 100) : 0,
    round2(r.horas ?? 0),
    r.inasistencias ?? 0,
    r.registros ? round2(((r.inasistencias ?? 0) / r.registros) * 100) : null,
  ]);
  return toXlsx([{ name: "emprendedores", header: ENTREPRENEURS_REPORT_HEADER, rows: data }]);
}

export const ENTREPRENEUR_REPORT_HEADER = [
  "Fecha",
  "Sesión",
  "Programa",
  "Herramienta",
  "Mentor",
  "Inicio",
  "Fin",
  "Horas",
  "Asistencia",
] as const;

/**
 * GET programa/descargar/reporte-emprendedor/{id}/: an .xlsx of one entrepreneur's sessions, in the programs of
 * the caller's institutions that the entrepreneur belongs to (second spec › The calls it makes). 404 for an unknown user; 403 when
 * the caller administers none of their programs.
 */
export async function entrepreneurReport(db: Db, caller: UserRow, entrepreneurId: number) {
  const [person] = await db.all<{ id: number; username: string }>(
    sql`SELECT id, username FROM usuarios WHERE id = ${entrepreneurId}`,
  );
  if (!person) throw notFound();
  const programIds = (
    await db.all<{ id: number }>(sql`
      SELECT p.id FROM programas p
        JOIN programa_emprendedores pe ON pe.programa_id = p.id AND pe.user_id = ${person.id}
        JOIN funcionarios f ON f.entidad_id = p.entidad_id AND f.user_id = ${caller.id}`)
  ).map((r) => r.id);
  if (programIds.length === 0) throw forbidden();
  const rows = await db.all<{
    fecha_inicio: string;
    fecha_fin: string;
    nombre: string;
    programa: string | null;
    herramienta: string | null;
    mentor: string | null;
    asistencia: number | null;
    cancelo_a_tiempo: number;
  }>(sql`
    SELECT e.fecha_inicio, e.fecha_fin, e.nombre, p.nombre AS programa, t.nombre AS herramienta,
      TRIM(m.first_name || ' ' || m.last_name) AS mentor, ep.asistencia, ep.cancelo_a_tiempo
    FROM evento_participantes ep JOIN eventos e ON e.id = ep.evento_id
      LEFT JOIN programas p ON p.id = e.programa_id
      LEFT JOIN mentorias t ON t.id = e.mentoria_id
      LEFT JOIN usuarios m ON m.id = e.mentor_id
    WHERE ep.user_id = ${person.id} AND e.cancelado_at IS NULL AND e.programa_id IN (${sql.join(
      programIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY e.fecha_inicio, e.id`);
  const hours = (from: string, to: string) =>
    round2((Date.parse(`${to.replace(" ", "T")}Z`) - Date.parse(`${from.replace(" ", "T")}Z`)) / 3_600_000);
  const data = rows.map((r) => [
    r.fecha_inicio.slice(0, 10),
    r.nombre,
    r.programa,
    r.herramienta,
    r.mentor,
    r.fecha_inicio.slice(11, 16),
    r.fecha_fin.slice(11, 16),
    hours(r.fecha_inicio, r.fecha_fin),
    r.asistencia === null ? "Sin registrar" : r.asistencia ? "Sí" : r.cancelo_a_tiempo ? "Canceló a tiempo" : "No",
  ]);
  const bytes = await toXlsx([{ name: "sesiones", header: ENTREPRENEUR_REPORT_HEADER, rows: data }]);
  return { username: person.username, bytes };
}
