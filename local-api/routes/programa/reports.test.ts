import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  MAX_DAILY_POINTS,
  mentorSummarySchema,
  type ApiSeriesPoint,
  programReportSchema,
  programSummarySchema,
  surveyReportSchema,
} from "../../../app/api/contract/reportes";
import { dayInZone } from "../../services/reports";
import { toApiWallClock } from "../../services/slots";
import { nowInstant } from "../../../app/shared/clock-temporal";
import { bogotaWallClock } from "../../services/session-docs";
// The seed module first: seeds/reports imports it back (a cycle that must start there).
import { count, demoCast, programId, userId } from "../../services/programs.test-helper";
import { SEED_EMPTY_PROGRAM, SEED_REPORT_SESSIONS } from "../../seeds/reports";
import { type Harness, createHarness } from "../../testing/harness";
import { SEED_MENTORS, demoPersonEmail } from "../../seeds/people";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;
let empty: number;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
  empty = await programId(h, SEED_EMPTY_PROGRAM);
});
afterAll(() => h.dispose());

const WIDE = "inicio=2000-01-01&fin=2100-12-31";

describe("GET /programa/resumen/{program}", () => {
  test("the seeded program's cards and series are computed from sessions, attendance, ratings and companies", async () => {
    const res = await h.call("GET", `/programa/resumen/${cast.incubation}`, { token: cast.tokens.official });
    expect(res.status).toBe(200);
    const s = programSummarySchema.parse(res.body);
    expect(s.total_emprendedores).toBe(9);
    expect(s.total_mentores).toBe(
      await count(
        h,
        "(SELECT DISTINCT mm.user_id FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id WHERE m.programa_id = ?)",
        cast.incubation,
      ),
    );
    expect(s.suma_empleados_totales_empresas).toBeGreaterThan(0);
    expect(s.emprendedores_activos).toBeGreaterThan(0);
    const run = await count(
      h,
      `eventos e WHERE e.programa_id = ? AND e.fecha_fin <= ?
       AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)`,
      cast.incubation,
      bogotaWallClock(),
    );
    expect(s.herramientas_dictadas.total).toBe(run);
    expect(s.mentorias_dictadas_grafico.reduce((a, p) => a + p.valor, 0)).toBe(run);
    expect(s.horas_dictadas.total).toBeCloseTo(
      s.horas_dictadas_grafico.reduce((a, p) => a + p.valor, 0),
      2,
    );
    expect(s.fundadores_capacitados.total).toBe(s.emprendedores_activos);
    expect(s.horas_dictadas.ultima_medicion).toBe(s.horas_dictadas_grafico.at(-1)!.valor);
    const days = s.mentorias_dictadas_grafico.map((p) => p.fecha);
    expect(days).toEqual([...days].sort());
    expect(s.mejor_mentor).not.toBeNull();
    expect(s.mejor_mentor!.promedio).toBeGreaterThanOrEqual(4);
  });

  test("a range narrows the series; an end before the start and a bad date are 400 field errors", async () => {
    const token = cast.tokens.official;
    const all = programSummarySchema.parse(
      (await h.call("GET", `/programa/resumen/${cast.incubation}`, { token })).body,
    );
    const wide = programSummarySchema.parse(
      (await h.call("GET", `/programa/resumen/${cast.incubation}?${WIDE}`, { token })).body,
    );
    expect(wide).toEqual(all);
    const none = programSummarySchema.parse(
      (await h.call("GET", `/programa/resumen/${cast.incubation}?inicio=2001-01-01&fin=2001-01-31`, { token })).body,
    );
    expect(none.herramientas_dictadas).toEqual({ total: 0, promedio: 0, ultima_medicion: 0 });
    expect(none.total_emprendedores).toBe(9);
    const backwards = await h.call("GET", `/programa/resumen/${cast.incubation}?inicio=2026-02-10&fin=2026-02-01`, {
      token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({ fin: ["La fecha final no puede ser anterior a la fecha inicial."] });
    for (const query of ["inicio=2026-02-30&fin=2026-03-01", "inicio=hoy&fin=2026-03-01", "inicio=2026-02-01"]) {
      expect((await h.call("GET", `/programa/resumen/${cast.incubation}?${query}`, { token })).status).toBe(400);
    }
  });

  test("the program with no events has zero series and no best mentor", async () => {
    const s = programSummarySchema.parse(
      (await h.call("GET", `/programa/resumen/${empty}`, { token: cast.tokens.official })).body,
    );
    expect(s.total_emprendedores).toBe(2);
    expect(s.total_mentores).toBe(1);
    expect(s.mentorias_dictadas_grafico).toEqual([]);
    expect(s.mejor_mentor).toBeNull();
  });

  test("only officials of the program's institution; 404 for an unknown program; 401 without a token", async () => {
    const path = `/programa/resumen/${cast.incubation}`;
    for (const role of ["mentor", "entrepreneur", "bank"] as const) {
      expect((await h.call("GET", path, { token: cast.tokens[role] })).status).toBe(403);
    }
    expect((await h.call("GET", path, { token: cast.tokens.staff })).status).toBe(200);
    expect((await h.call("GET", "/programa/resumen/999999", { token: cast.tokens.official })).status).toBe(404);
    expect((await h.call("GET", path)).status).toBe(401);
  });
});

describe("GET /programa/resumen/{program}?agrupar= (issue 31: long series by month)", () => {
  type Point = ApiSeriesPoint;
  /** The daily points summed per month as the API must give them. */
  const byMonth = (days: Point[]) =>
    Object.values(
      days.reduce<Record<string, Point[]>>((acc, p) => ((acc[p.fecha.slice(0, 7)] ??= []).push(p), acc), {}),
    ).map((ds) => ({
      fecha: ds[0]!.fecha.slice(0, 7),
      valor: ds.reduce((a, p) => a + p.valor, 0),
      dias: ds.length,
      primer_dia: ds[0]!.fecha,
      ultimo_dia: ds.at(-1)!.fecha,
    }));
  const SERIES = ["mentorias_dictadas_grafico", "horas_dictadas_grafico", "emprendedores_capacitados_grafico"] as const;

  async function compare(token: string) {
    const get = async (query: string) => {
      const res = await h.call("GET", `/programa/resumen/${cast.incubation}${query}`, { token });
      expect(res.status).toBe(200);
      return programSummarySchema.parse(res.body);
    };
    const daily = await get("");
    const monthly = await get("?agrupar=mes");
    expect(daily.agrupacion).toBe("dia");
    expect(monthly.agrupacion).toBe("mes");
    expect(daily.mentorias_dictadas_grafico.length).toBeGreaterThan(1);
    for (const key of SERIES) {
      const expected = byMonth(daily[key]);
      expect(monthly[key].map(({ valor: _, ...rest }) => rest)).toEqual(expected.map(({ valor: _, ...rest }) => rest));
      monthly[key].forEach((p, i) => expect(p.valor).toBeCloseTo(expected[i]!.valor, 2));
    }
    // The measurements stay per day whatever the grouping.
    for (const key of ["herramientas_dictadas", "horas_dictadas", "fundadores_capacitados"] as const) {
      expect(monthly[key].total).toBeCloseTo(daily[key].total, 2);
      expect(monthly[key].promedio).toBeCloseTo(daily[key].promedio, 2);
      expect(monthly[key].ultima_medicion).toBe(daily[key].ultima_medicion);
    }
    const { agrupacion: _d, ...dailyRest } = daily;
    const auto = await get("?agrupar=auto");
    expect(auto).toEqual(
      daily.mentorias_dictadas_grafico.length > MAX_DAILY_POINTS ? monthly : { ...dailyRest, agrupacion: "dia" },
    );
    expect(await get(`?${WIDE}&agrupar=dia`)).toEqual(daily);
  }

  test("mes: each series summed per month in SQL, with its days with events; the measurements unchanged", async () => {
    await compare(cast.tokens.official);
    const bad = await h.call("GET", `/programa/resumen/${cast.incubation}?agrupar=semana`, {
      token: cast.tokens.official,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ agrupar: ['"semana" no es una elección válida.'] });
  });

  test("mes in a zone with daylight saving (days mapped in JS, then summed per month)", async () => {
    const entidad = await h.db
      .prepare("SELECT entidad_id AS id FROM programas WHERE id = ?")
      .bind(cast.incubation)
      .first<{ id: number }>();
    const before = await h.db
      .prepare("SELECT time_zone FROM entidades WHERE id = ?")
      .bind(entidad!.id)
      .first<{ time_zone: string }>();
    await h.db.prepare("UPDATE entidades SET time_zone = 'ES' WHERE id = ?").bind(entidad!.id).run();
    try {
      await compare(cast.tokens.official);
    } finally {
      await h.db.prepare("UPDATE entidades SET time_zone = ? WHERE id = ?").bind(before!.time_zone, entidad!.id).run();
    }
  });
});

describe("GET /programa/{program}/resumen/mentor/{mentor}", () => {
  test("counts of each score, the mode (ties to the higher score), the average with two decimals, the last 4", async () => {
    const workshopMentor = await userId(h, demoPersonEmail(SEED_MENTORS[3]!));
    const res = await h.call("GET", `/programa/${cast.incubation}/resumen/mentor/${workshopMentor}`, {
      token: cast.tokens.official,
    });
    expect(res.status).toBe(200);
    const s = mentorSummarySchema.parse(res.body);
    const ratings = SEED_REPORT_SESSIONS.filter(
      (x) => x.program === "Programa de Incubación 2026" && x.tool === "Taller de ventas",
    ).flatMap((x) => x.ratings);
    expect(s.puntajes_finales.map((p) => p.puntaje)).toEqual([1, 2, 3, 4, 5]);
    const counts = [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length);
    expect(s.puntajes_finales.map((p) => p.cantidad)).toEqual(counts);
    expect(s.promedio).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100);
    expect(s.moda_calificacion).toBe(5); // 4 and 5 tie at three each
    // Their workshop sessions here plus the sessions step's, where they are the second mentor.
    const mine = await count(
      h,
      `eventos e WHERE e.programa_id = ? AND e.fecha_fin <= ?
       AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
       AND (e.mentor_id = ? OR EXISTS (SELECT 1 FROM evento_mentores em WHERE em.evento_id = e.id AND em.user_id = ?))`,
      cast.incubation,
      bogotaWallClock(),
      workshopMentor,
      workshopMentor,
    );
    expect(s.sesiones).toBe(mine);
    expect(s.horas_dictadas).toBeGreaterThanOrEqual(6);
    expect(s.ultimas_calificaciones).toHaveLength(4);
  });

  test("the mentor reads their own; another mentor, entrepreneurs and other institutions get 403", async () => {
    const own = await h.call("GET", `/programa/${cast.incubation}/resumen/mentor/${cast.ids.mentor}`, {
      token: cast.tokens.mentor,
    });
    expect(own.status).toBe(200);
    expect(mentorSummarySchema.parse(own.body).sesiones).toBeGreaterThan(0);
    const other = await userId(h, demoPersonEmail(SEED_MENTORS[3]!));
    for (const role of ["mentor", "entrepreneur", "bank"] as const) {
      expect(
        (await h.call("GET", `/programa/${cast.incubation}/resumen/mentor/${other}`, { token: cast.tokens[role] }))
          .status,
      ).toBe(403);
    }
    // Not a mentor of the program: 404.
    expect(
      (
        await h.call("GET", `/programa/${cast.incubation}/resumen/mentor/${cast.ids.entrepreneur}`, {
          token: cast.tokens.official,
        })
      ).status,
    ).toBe(404);
  });
});

describe("exports", () => {
  test("program report, survey report and the entrepreneurs' xlsx for officials; dates checked", async () => {
    const token = cast.tokens.official;
    const report = await h.call(
      "GET",
      `/programa/descargar/reporte-programas/${cast.incubation}/2000-01-01/2100-12-31`,
      { token },
    );
    expect(report.status).toBe(200);
    const events = programReportSchema.parse(report.body).resumen_eventos;
    expect(events.length).toBe(await count(h, "eventos WHERE programa_id = ?", cast.incubation));
    const surveys = await h.call(
      "GET",
      `/programa/descargar/reporte/encuestas/${cast.incubation}/2000-01-01/2100-12-31`,
      { token },
    );
    expect(surveys.status).toBe(200);
    expect(surveyReportSchema.parse(surveys.body).length).toBe(
      await count(h, "calificaciones r JOIN eventos e ON e.id = r.evento_id WHERE e.programa_id = ?", cast.incubation),
    );
    const bad = await h.call("GET", `/programa/descargar/reporte-programas/${cast.incubation}/2026-03-01/2026-02-01`, {
      token,
    });
    expect(bad.status).toBe(400);
    const xlsx = await h.call("GET", `/programa/descargar/reporte-emprendedores/${cast.incubation}/`, { token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    expect(String(xlsx.body).startsWith("PK")).toBe(true);
    for (const path of [
      `/programa/descargar/reporte-emprendedores/${cast.incubation}/`,
      `/programa/descargar/reporte/encuestas/${cast.incubation}/2000-01-01/2100-12-31`,
    ]) {
      expect((await h.call("GET", path, { token: cast.tokens.mentor })).status).toBe(403);
      expect((await h.call("GET", path, { token: cast.tokens.bank })).status).toBe(403);
    }
  });
});

describe("GET /programa/descargar/reporte-emprendedor/{id}/ (issue 33)", () => {
  test("one entrepreneur's sessions in the caller's programs; 403 to others; 404 for nobody", async () => {
    const person = await userId(h, "emprendedor@demo.test");
    const path = `/programa/descargar/reporte-emprendedor/${person}/`;
    const xlsx = await h.call("GET", path, { token: cast.tokens.official });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    expect(xlsx.headers.get("content-disposition")).toContain("reporte-emprendedor-");
    const raw = await h.app.fetch(
      new Request(`http://local${path}`, { headers: { authorization: `Token ${cast.tokens.official}` } }),
      h.env,
    );
    const parts = unzipSync(new Uint8Array(await raw.arrayBuffer()));
    const sheet = strFromU8(parts["xl/worksheets/sheet1.xml"]!);
    expect(sheet).toContain("Asistencia");
    // One row per session of the entrepreneur in the institution's programs, after the header.
    const sessions = await count(
      h,
      "evento_participantes ep JOIN eventos e ON e.id = ep.evento_id JOIN programas p ON p.id = e.programa_id JOIN funcionarios f ON f.entidad_id = p.entidad_id JOIN usuarios o ON o.id = f.user_id WHERE ep.user_id = ? AND o.email = 'entidad@demo.test' AND e.programa_id IN (SELECT programa_id FROM programa_emprendedores WHERE user_id = ?)",
      person,
      person,
    );
    expect(sessions).toBeGreaterThan(0);
    expect((sheet.match(/<row[ >]/g) ?? []).length).toBe(sessions + 1);
    expect((await h.call("GET", path, { token: cast.tokens.mentor })).status).toBe(403);
    expect((await h.call("GET", path, { token: cast.tokens.bank })).status).toBe(403);
    expect(
      (await h.call("GET", "/programa/descargar/reporte-emprendedor/999999/", { token: cast.tokens.official })).status,
    ).toBe(404);
  });
});

describe("exports' figures, row by row, against the raw tables", () => {
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const rows = async <T>(query: string, ...params: unknown[]) =>
    (
      await h.db
        .prepare(query)
        .bind(...params)
        .all<T>()
    ).results;

  test("program report: each session's participants, attendees and average rating", async () => {
    const res = await h.call("GET", `/programa/descargar/reporte-programas/${cast.incubation}/2000-01-01/2100-12-31`, {
      token: cast.tokens.official,
    });
    const report = programReportSchema.parse(res.body).resumen_eventos;
    const events = await rows<{ id: number; nombre: string }>(
      "SELECT id, nombre FROM eventos WHERE programa_id = ? ORDER BY fecha_inicio, id",
      cast.incubation,
    );
    const people = await rows<{ evento_id: number; asistencia: number | null }>(
      "SELECT evento_id, asistencia FROM evento_participantes",
    );
    const ratings = await rows<{ evento_id: number; puntaje: number }>("SELECT evento_id, puntaje FROM calificaciones");
    const expected = events.map((e) => {
      const mine = people.filter((p) => p.evento_id === e.id);
      const scores = ratings.filter((r) => r.evento_id === e.id).map((r) => r.puntaje);
      return {
        nombre: e.nombre,
        participantes: mine.length,
        asistentes: mine.filter((p) => p.asistencia === 1).length,
        calificacion_promedio: scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      };
    });
    expect(expected.some((e) => e.participantes > e.asistentes)).toBe(true);
    expect(expected.some((e) => e.calificacion_promedio !== null)).toBe(true);
    expect(
      report.map(({ nombre, participantes, asistentes, calificacion_promedio }) => ({
        nombre,
        participantes,
        asistentes,
        calificacion_promedio,
      })),
    ).toEqual(expected);
  });

  test("entrepreneurs' xlsx: each founder's sessions, attended sessions, attendance and hours", async () => {
    const response = await h.app.fetch(
      new Request(`http://local/programa/descargar/reporte-emprendedores/${cast.incubation}/?${WIDE}`, {
        headers: { authorization: `Token ${cast.tokens.official}` },
      }),
      h.env,
    );
    expect(response.status).toBe(200);
    const parts = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheet = strFromU8(parts["xl/worksheets/sheet1.xml"]!);
    // Text cells are inline strings (app/shared/xlsx.ts), numbers plain values.
    const table = [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/g)].slice(1).map(([, row]) => {
      const cells: Record<string, string | number> = {};
      for (const [, col, inline, v] of row!.matchAll(
        /<c r="([A-Z]+)\d+"[^>]*>(?:<is><t[^>]*>([^<]*)<\/t><\/is>|<v>([^<]*)<\/v>)<\/c>/g,
      ))
        cells[col!] = inline ?? Number(v);
      return cells;
    });
    const now = bogotaWallClock();
    const founders = await rows<{ id: number; username: string }>(
      "SELECT u.id, u.username FROM programa_emprendedores pe JOIN usuarios u ON u.id = pe.user_id WHERE pe.programa_id = ?",
      cast.incubation,
    );
    const taken = await rows<{ user_id: number; asistencia: number | null; inicio: string; fin: string }>(
      `SELECT p.user_id, p.asistencia, e.fecha_inicio AS inicio, e.fecha_fin AS fin
       FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id WHERE e.programa_id = ? AND e.fecha_fin <= ?`,
      cast.incubation,
      now,
    );
    const hours = (t: { inicio: string; fin: string }) =>
      (Date.parse(`${t.fin.replace(" ", "T")}:00Z`) - Date.parse(`${t.inicio.replace(" ", "T")}:00Z`)) / 3_600_000;
    const expected = Object.fromEntries(
      founders.map((f) => {
        const mine = taken.filter((t) => t.user_id === f.id);
        const attended = mine.filter((t) => t.asistencia === 1);
        const pct = mine.length ? round2((attended.length / mine.length) * 100) : 0;
        return [f.username, [mine.length, attended.length, pct, round2(attended.reduce((a, t) => a + hours(t), 0))]];
      }),
    );
    expect(table).toHaveLength(founders.length);
    expect(Object.values(expected).some(([sessions]) => sessions! > 0)).toBe(true);
    const actual = Object.fromEntries(table.map((c) => [c.C, [c.G ?? 0, c.H ?? 0, c.I ?? 0, c.J ?? 0]]));
    expect(actual).toEqual(expected);
  });
});

describe("dayInZone", () => {
  test("shifts Bogota wall-clock to the institution's date", () => {
    expect(dayInZone("America/Bogota")("2026-03-01 23:30")).toBe("2026-03-01");
    expect(dayInZone("Europe/Madrid")("2026-03-01 20:00")).toBe("2026-03-02");
    expect(dayInZone("America/Los_Angeles")("2026-03-01 01:00")).toBe("2026-02-28");
  });
});

describe("stored days (programa_dias, issue 31)", () => {
  let own: Harness;
  let ownCast: Awaited<ReturnType<typeof demoCast>>;
  beforeAll(async () => {
    own = await createHarness();
    ownCast = await demoCast(own);
  });
  afterAll(() => own.dispose());

  const get = async (query: string) => {
    const res = await own.call("GET", `/programa/resumen/${ownCast.incubation}${query}`, {
      token: ownCast.tokens.official,
    });
    expect(res.status).toBe(200);
    return programSummarySchema.parse(res.body);
  };
  /** The monthly series (stored days, then live ones) against the daily one (live), summed per month here. */
  async function expectStoredEqualsLive() {
    const daily = await get("");
    const monthly = await get("?agrupar=mes");
    const ranged = await get(`?inicio=2000-01-01&fin=2100-12-31&agrupar=mes`);
    for (const key of ["mentorias_dictadas_grafico", "emprendedores_capacitados_grafico"] as const) {
      const sums = new Map<string, number>();
      for (const p of daily[key]) sums.set(p.fecha.slice(0, 7), (sums.get(p.fecha.slice(0, 7)) ?? 0) + p.valor);
      expect(monthly[key].map((p) => [p.fecha, p.valor])).toEqual([...sums]);
      expect(ranged[key]).toEqual(monthly[key]);
    }
    // The no-shows (stored days before the first session not over, live after) against the live sums of every day.
    const [live] = (
      await own.db
        .prepare(
          `SELECT
             (SELECT COUNT(*) FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id
               WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL AND e.fecha_fin <= ?2 AND e.mentor_ausente_at IS NULL
                 AND (p.asistencia = 1 OR (p.asistencia = 0 AND p.cancelo_a_tiempo = 0))) AS registros,
             (SELECT COUNT(*) FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id
               WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL AND e.fecha_fin <= ?2 AND e.mentor_ausente_at IS NULL
                 AND p.asistencia = 0 AND p.cancelo_a_tiempo = 0) AS inasistencias,
             (SELECT COUNT(*) FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id
               WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL AND e.fecha_fin <= ?2 AND e.mentor_ausente_at IS NULL
                 AND p.asistencia = 0 AND p.cancelo_a_tiempo = 1) AS cancelaciones,
             (SELECT COUNT(*) FROM eventos e WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL AND e.fecha_fin <= ?2
               AND (e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id
                 AND (p.asistencia = 1 OR (p.asistencia = 0 AND p.cancelo_a_tiempo = 0))))) AS sesiones,
             (SELECT COUNT(*) FROM eventos e WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL AND e.fecha_fin <= ?2
               AND e.mentor_ausente_at IS NOT NULL) AS ausencias,
             (SELECT COUNT(DISTINCT p.user_id) FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id
               WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL AND e.fecha_fin <= ?2 AND p.asistencia = 1) AS activos,
             (SELECT r.mentor_id || ' ' || round(AVG(r.puntaje), 2) FROM calificaciones r JOIN eventos e ON e.id = r.evento_id
               WHERE e.programa_id = ?1 AND e.cancelado_at IS NULL
               GROUP BY r.mentor_id ORDER BY AVG(r.puntaje) DESC, COUNT(*) DESC, r.mentor_id LIMIT 1) AS mejor`,
        )
        .bind(ownCast.incubation, toApiWallClock(nowInstant()))
        .all<Record<string, number>>()
    ).results;
    for (const summary of [daily, monthly, ranged]) {
      const { emprendedores, mentor } = summary.inasistencias;
      expect([emprendedores.registros, emprendedores.inasistencias, emprendedores.cancelaciones]).toEqual([
        live!.registros,
        live!.inasistencias,
        live!.cancelaciones,
      ]);
      expect([mentor.sesiones, mentor.inasistencias]).toEqual([live!.sesiones, live!.ausencias]);
      // The active founders: stored first ends (programa_fundadores) without a range, live with one.
      expect(summary.emprendedores_activos).toBe(live!.activos);
      // The best mentor: stored counts and sums per mentor (programa_calificaciones), live here.
      const best = summary.mejor_mentor;
      expect(best ? `${best.id} ${best.promedio}` : null).toBe(live!.mejor ?? null);
    }
    return monthly;
  }

  test("each write of a session or of its attendance rewrites its days: the months stay the days' sums", async () => {
    const first = await expectStoredEqualsLive();
    // Ratings of the program's sessions (a new best mentor), one changed, one moved to another mentor, one deleted.
    await own.db
      .prepare(
        `INSERT INTO calificaciones (mentor_id, evento_id, puntaje)
         SELECT e.mentor_id, e.id, 1 + (e.id % 5) FROM eventos e WHERE e.programa_id = ? AND e.cancelado_at IS NULL`,
      )
      .bind(ownCast.incubation)
      .run();
    await expectStoredEqualsLive();
    await own.db.prepare("UPDATE calificaciones SET puntaje = 5 WHERE id = (SELECT max(id) FROM calificaciones)").run();
    await expectStoredEqualsLive();
    await own.db
      .prepare(
        `UPDATE calificaciones SET mentor_id = (SELECT min(mentor_id) FROM calificaciones)
         WHERE id = (SELECT min(id) FROM calificaciones WHERE evento_id IS NOT NULL)`,
      )
      .run();
    await expectStoredEqualsLive();
    await own.db.prepare("DELETE FROM calificaciones WHERE id = (SELECT max(id) FROM calificaciones)").run();
    const before = await expectStoredEqualsLive();
    expect(before.mejor_mentor).not.toBeNull();
    expect(first.herramientas_dictadas).toEqual(before.herramientas_dictadas);
    const [session] = (
      await own.db
        .prepare(
          `SELECT e.id FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
           WHERE e.programa_id = ? AND e.cancelado_at IS NULL ORDER BY e.fecha_inicio LIMIT 1`,
        )
        .bind(ownCast.incubation)
        .all<{ id: number }>()
    ).results;
    // Attendance undone, then the session moved a year back, then cancelled: each through the triggers only.
    await own.db.prepare("UPDATE evento_participantes SET asistencia = 0 WHERE evento_id = ?").bind(session!.id).run();
    const undone = await expectStoredEqualsLive();
    expect(undone.herramientas_dictadas.total).toBe(before.herramientas_dictadas.total - 1);
    await own.db.prepare("UPDATE evento_participantes SET asistencia = 1 WHERE evento_id = ?").bind(session!.id).run();
    await own.db
      .prepare(
        `UPDATE eventos SET fecha_inicio = datetime(fecha_inicio, '-1 year'), fecha_fin = datetime(fecha_fin, '-1 year')
         WHERE id = ?`,
      )
      .bind(session!.id)
      .run();
    const moved = await expectStoredEqualsLive();
    expect(moved.herramientas_dictadas.total).toBe(before.herramientas_dictadas.total);
    await own.db
      .prepare("UPDATE eventos SET cancelado_at = '2020-01-01T00:00:00Z' WHERE id = ?")
      .bind(session!.id)
      .run();
    const cancelled = await expectStoredEqualsLive();
    expect(cancelled.herramientas_dictadas.total).toBe(before.herramientas_dictadas.total - 1);
    // The no-shows' own inputs: a participant's timely cancellation, then the mentor's absence of another session.
    const [other] = (
      await own.db
        .prepare(
          `SELECT e.id, p.user_id FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
           WHERE e.programa_id = ? AND e.cancelado_at IS NULL ORDER BY e.fecha_inicio LIMIT 1`,
        )
        .bind(ownCast.incubation)
        .all<{ id: number; user_id: number }>()
    ).results;
    await own.db
      .prepare(
        "UPDATE evento_participantes SET asistencia = 0, cancelo_a_tiempo = 1 WHERE evento_id = ? AND user_id = ?",
      )
      .bind(other!.id, other!.user_id)
      .run();
    const timely = await expectStoredEqualsLive();
    expect(timely.inasistencias.emprendedores.cancelaciones).toBe(before.inasistencias.emprendedores.cancelaciones + 1);
    await own.db
      .prepare("UPDATE eventos SET mentor_ausente_at = '2020-01-01T00:00:00Z' WHERE id = ?")
      .bind(other!.id)
      .run();
    const absent = await expectStoredEqualsLive();
    expect(absent.inasistencias.mentor.inasistencias).toBe(before.inasistencias.mentor.inasistencias + 1);
    // The active founders' own inputs: an attendee's row deleted, then a whole session (its participants by cascade).
    await own.db
      .prepare(
        `DELETE FROM evento_participantes WHERE asistencia = 1 AND evento_id = (SELECT e.id FROM eventos e
           JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
           WHERE e.programa_id = ? AND e.cancelado_at IS NULL ORDER BY e.fecha_inicio LIMIT 1)`,
      )
      .bind(ownCast.incubation)
      .run();
    await expectStoredEqualsLive();
    await own.db.prepare("UPDATE eventos SET cancelado_at = NULL WHERE id = ?").bind(session!.id).run();
    await expectStoredEqualsLive();
    await own.db.prepare("DELETE FROM eventos WHERE id = ?").bind(other!.id).run();
    await expectStoredEqualsLive();
  });
});
