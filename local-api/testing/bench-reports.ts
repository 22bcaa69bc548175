// Issue 13's bench (scripts/bench-reports.mjs bundles and runs this): a throwaway D1 with the demo data plus one
// program of 200 entrepreneurs and 2,000 past sessions (attendance and ratings), then the time of the program
// summary and of the three exports on the local API (min, median, max over `runs` calls each, after a warm-up).
import { DEMO_EMAILS, DEMO_INSTITUTIONS, DEMO_PASSWORD } from "../demo";
import { applyMigrations } from "../migrations.test-helper";
import { createHarness, type Harness } from "./harness";
import { nowDate } from "../../app/shared/clock";

const ENTREPRENEURS = 200;
const MENTORS = 10;
const SESSIONS = 2000;
const CHUNK = 400;

/** One INSERT per chunk of rows (literal values we generate: no bound-parameter limit). */
function inserts(table: string, columns: string, rows: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    out.push(`INSERT INTO ${table} (${columns}) VALUES ${rows.slice(i, i + CHUNK).join(",")}`);
  }
  return out;
}

async function run(h: Harness, statements: string[]) {
  await h.db.batch(statements.map((s) => h.db.prepare(s)));
}

async function ids(h: Harness, sql: string): Promise<number[]> {
  return (await h.db.prepare(sql).all<{ id: number }>()).results.map((r) => r.id);
}

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function seedBenchProgram(h: Harness): Promise<{ programId: number; start: string; end: string }> {
  const pwd = "'pbkdf2_sha256$bench'";
  const users = [
    ...Array.from(
      { length: ENTREPRENEURS },
      (_, i) => `('bench_e${i}','bench_e${i}@bench.test',${pwd},'Emprendedora','${i}',0,1)`,
    ),
    ...Array.from({ length: MENTORS }, (_, i) => `('bench_m${i}','bench_m${i}@bench.test',${pwd},'Mentor','${i}',1,1)`),
  ];
  await run(h, inserts("usuarios", "username, email, password, first_name, last_name, mentor, is_active", users));
  const entidad = `(SELECT id FROM entidades WHERE razon_social = '${DEMO_INSTITUTIONS.incubator}' ORDER BY id DESC LIMIT 1)`;
  await run(h, [
    `INSERT INTO programas (entidad_id, nombre) VALUES (${entidad}, 'Programa Bench')`,
    `INSERT INTO mentorias (programa_id, nombre, tipo) VALUES ((SELECT id FROM programas WHERE nombre = 'Programa Bench'), 'Mentoría Bench', 'Mentoría')`,
  ]);
  const [programId] = await ids(h, "SELECT id FROM programas WHERE nombre = 'Programa Bench'");
  const [toolId] = await ids(h, "SELECT id FROM mentorias WHERE nombre = 'Mentoría Bench'");
  const [entidadId] = await ids(h, `SELECT ${entidad} AS id`);
  const entrepreneurs = await ids(h, "SELECT id FROM usuarios WHERE email LIKE 'bench_e%' ORDER BY id");
  const mentors = await ids(h, "SELECT id FROM usuarios WHERE email LIKE 'bench_m%' ORDER BY id");
  await run(h, [
    ...inserts(
      "programa_emprendedores",
      "programa_id, user_id",
      entrepreneurs.map((id) => `(${programId},${id})`),
    ),
    ...inserts(
      "mentoria_mentores",
      "mentoria_id, user_id",
      mentors.map((id) => `(${toolId},${id})`),
    ),
  ]);
  // 2,000 one-hour sessions over the 365 days before yesterday, 08:00 to 17:00 Bogota.
  const rnd = random(13);
  const today = nowDate();
  const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const sessions = Array.from({ length: SESSIONS }, (_, i) => {
    const date = day(2 + (i % 365));
    const hour = 8 + Math.floor(rnd() * 9);
    const hh = (n: number) => String(n).padStart(2, "0");
    const mentor = mentors[i % MENTORS]!;
    return `('bench-${i}','Sesión bench ${i}','Grupal','${date} ${hh(hour)}:00','${date} ${hh(hour + 1)}:00',${mentor},${toolId},${programId},${entidadId},3)`;
  });
  await run(
    h,
    inserts(
      "eventos",
      "slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, mentoria_id, programa_id, entidad_id, asistentes_max",
      sessions,
    ),
  );
  const events = await ids(h, `SELECT id FROM eventos WHERE programa_id = ${programId} ORDER BY id`);
  const participants: string[] = [];
  const reviews: string[] = [];
  events.forEach((eventId, i) => {
    const people = new Set([0, 1, 2].map(() => entrepreneurs[Math.floor(rnd() * ENTREPRENEURS)]!));
    [...people].forEach((userId, k) => participants.push(`(${eventId},${userId},${k < 2 ? 1 : 0})`));
    if (rnd() < 0.6)
      reviews.push(`(${mentors[i % MENTORS]},${[...people][0]},${eventId},${1 + Math.floor(rnd() * 5)},'')`);
  });
  await run(h, [
    ...inserts("evento_participantes", "evento_id, user_id, asistencia", participants),
    ...inserts("calificaciones", "mentor_id, autor_id, evento_id, puntaje, comentario", reviews),
  ]);
  return { programId: programId!, start: day(400), end: day(0) };
}

/** One call of the bench: what it measures and its times in milliseconds. */
export type ReportTiming = {
  label: string;
  path: string;
  runs: number;
  minMs: number;
  medianMs: number;
  maxMs: number;
};

const ms = (value: number) => Math.round(value * 10) / 10;

async function timed(h: Harness, label: string, path: string, token: string, runs: number): Promise<ReportTiming> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const response = await h.call("GET", path, { token });
    const elapsed = performance.now() - t0;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    if (i > 0) times.push(elapsed); // the first run warms up
  }
  const sorted = times.sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { label, path, runs, minMs: ms(sorted[0]!), medianMs: ms(median), maxMs: ms(sorted.at(-1)!) };
}

/**
 * The program summary, then the program, survey and entrepreneurs exports of the seeded range: `runs` calls each.
 * `programRows`: the program export's rows (for the app's spreadsheet writer, timed by scripts/bench-reports.mjs).
 */
export async function benchReports(
  migrationsDir: string,
  runs = 7,
): Promise<{ timings: ReportTiming[]; programRows: Record<string, unknown>[] }> {
  const h = await createHarness({ migrate: false });
  try {
    await applyMigrations(h.db, migrationsDir);
    const token = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD); // the first request seeds the demo data
    const { programId: id, start, end } = await seedBenchProgram(h);
    const calls = [
      ["summary", `/programa/resumen/${id}`],
      ["program export", `/programa/descargar/reporte-programas/${id}/${start}/${end}`],
      ["survey export", `/programa/descargar/reporte/encuestas/${id}/${start}/${end}`],
      ["entrepreneurs export (.xlsx)", `/programa/descargar/reporte-emprendedores/${id}?inicio=${start}&fin=${end}`],
    ] as const;
    const timings: ReportTiming[] = [];
    for (const [label, path] of calls) timings.push(await timed(h, label, path, token, runs));
    const program = await h.call<{ resumen_eventos: Record<string, unknown>[] }>("GET", calls[1][1], { token });
    return { timings, programRows: program.body.resumen_eventos };
  } finally {
    await h.dispose();
  }
}
