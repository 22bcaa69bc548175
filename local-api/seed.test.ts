import { afterEach, describe, expect, test } from "vitest";
import { userListSchema } from "../app/api/contract/usuario";
import { getDb } from "./db/client";
import { institutionMembers, institutions, seedMarks } from "./db/schema";
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_TAGS, type SeedStep, seedRefs } from "./demo";
import { seedDatabase, seedSteps } from "./seed";
import { BILLING_DEMO, monthKey, monthsBefore } from "./seeds/billing";
import { type Harness, createHarness } from "./testing/harness";
import { SEED_ENTREPRENEURS, SEED_MENTORS, SEED_STAFF, demoPersonEmail, seedReviews } from "./seeds/people";
import { SEED_PROGRAMS } from "./seeds/programs";
import { marketplaceSeedMentors } from "./seeds/marketplace";
import {
  SEED_ACTA_SESSIONS,
  SEED_FILES,
  SEED_PROFILE_URLS,
  SEED_RATED_SESSIONS,
  SEED_SESSION_URLS,
} from "./seeds/session-docs";
import { SEED_AVAILABILITY, SEED_SESSIONS } from "./seeds/sessions";
import { SEED_EMPTY_PROGRAM, SEED_REPORT_SESSIONS } from "./seeds/reports";
import { nowDate, nowMs } from "../app/shared/clock";

const harnesses: Harness[] = [];
async function fresh(options?: { migrate?: boolean }) {
  const h = await createHarness(options);
  harnesses.push(h);
  return h;
}
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.dispose()));
});

async function count(db: D1Database, table: string): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? -1;
}

// The people step (issue 3) adds entrepreneurs, mentors (with skills), staff and reviews.
const SEEDED_PEOPLE = SEED_ENTREPRENEURS.length + SEED_MENTORS.length + SEED_STAFF.length;
const SEEDED_SKILLS = SEED_MENTORS.reduce((sum, mentor) => sum + mentor.skills.length, 0);

async function expectOneDemoDataSet(db: D1Database) {
  expect(await count(db, "usuarios")).toBe(4 + SEEDED_PEOPLE + marketplaceSeedMentors().length);
  expect(await count(db, "entidades")).toBe(2);
  expect(await count(db, "funcionarios")).toBe(2 + SEED_STAFF.length);
  expect(await count(db, "entidad_miembros")).toBe(2 + SEED_ENTREPRENEURS.length + SEED_MENTORS.length);
  expect(await count(db, "tags")).toBe(DEMO_TAGS.length);
  expect(await count(db, "user_skills")).toBe(
    // mentor@demo.test: three skills, and a fourth from the profiles step (issue 10).
    4 + SEEDED_SKILLS + marketplaceSeedMentors().reduce((n, m) => n + m.skills.length, 0),
  );
  expect(await count(db, "calificaciones")).toBe(
    seedReviews().length +
      SEED_RATED_SESSIONS.length +
      marketplaceSeedMentors().reduce((n, m) => n + m.scores.length, 0) +
      // Issue 13: ratings of the reports step's older sessions.
      SEED_REPORT_SESSIONS.reduce((n, x) => n + x.ratings.length, 0),
  );
  expect(await count(db, "seed_marks")).toBe(seedSteps.length);
  expect(await count(db, "facturas")).toBe(BILLING_DEMO.incubatorInvoices + 1);
  expect(await count(db, "factura_consumos")).toBe(BILLING_DEMO.incubatorInvoices + 1);
  // Issue 4: two programs with their staff, entrepreneurs, tools and the tools' mentors.
  // Issue 13 adds a third program (no events) with one staff member, two entrepreneurs, a tool and its mentor.
  expect(await count(db, "programas")).toBe(2 + 1);
  expect(await count(db, "programa_funcionarios")).toBe(2 + 1);
  expect(await count(db, "programa_emprendedores")).toBe(9 + 6 + 2);
  expect(await count(db, "mentorias")).toBe(5 + 1);
  expect(await count(db, "mentoria_mentores")).toBe(1 + 2 + 2 + 1 + 1 + 1);
  // Issue 5: sessions with their participants and extra mentors, mentor availability.
  expect(await count(db, "eventos")).toBe(SEED_SESSIONS.length + SEED_REPORT_SESSIONS.length);
  expect(await count(db, "evento_participantes")).toBe(
    SEED_SESSIONS.reduce((sum, session) => sum + session.people().length, 0) +
      SEED_REPORT_SESSIONS.reduce((sum, session) => sum + session.people.length, 0),
  );
  expect(await count(db, "evento_mentores")).toBe(
    SEED_SESSIONS.reduce((sum, session) => sum + (session.mentors?.().length ?? 0), 0),
  );
  expect(await count(db, "disponibilidades")).toBe(
    SEED_AVAILABILITY.reduce((sum, row) => sum + (row.weekdays?.length ?? 1), 0) +
      // Issue 14: Monday to Friday for each marketplace mentor.
      marketplaceSeedMentors().length * 5,
  );
  // Issue 5, session documents: actas with two assistants each, session and profile URLs, one registration link.
  expect(await count(db, "actas")).toBe(SEED_ACTA_SESSIONS.length);
  expect(await count(db, "acta_asistentes")).toBe(2 * SEED_ACTA_SESSIONS.length);
  expect(await count(db, "urls")).toBe(SEED_SESSION_URLS.length + SEED_PROFILE_URLS().length);
  expect(await count(db, "links_registro")).toBe(1);
  expect(await count(db, "eventos WHERE transcripcion IS NOT NULL AND video IS NOT NULL")).toBe(1);
}

describe("demo seed", () => {
  test("the first requests seed an empty database exactly once, even concurrently", async () => {
    const h = await fresh();
    expect(await count(h.db, "usuarios")).toBe(0);
    const responses = await Promise.all(Array.from({ length: 10 }, () => h.call("GET", "/usuario/tags")));
    for (const response of responses) expect(response.status).toBe(200);
    await expectOneDemoDataSet(h.db);
    await h.call("GET", "/usuario/tags");
    await expectOneDemoDataSet(h.db);
  });

  test("two isolates seeding the same database at once still produce one data set", async () => {
    const h = await fresh();
    // Two Drizzle instances over the same D1 stand for two isolates, each without the other's memo;
    // a barrier makes both build their statements before either writes.
    const { drizzle } = await import("drizzle-orm/d1");
    const schema = await import("./db/schema");
    let arrived = 0;
    let release: () => void = () => {};
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const racing = seedSteps.map((step) => ({
      ...step,
      async statements(db: Parameters<SeedStep["statements"]>[0]) {
        const statements = await step.statements(db);
        if (++arrived === 2) release();
        await barrier;
        return statements;
      },
    }));
    await Promise.all([
      seedDatabase(drizzle(h.db, { schema }), racing),
      seedDatabase(drizzle(h.db, { schema }), racing),
    ]);
    expect(arrived).toBe(2 * seedSteps.length); // each isolate builds every step once
    await expectOneDemoDataSet(h.db);
  });

  test("every demo account signs in with Demo1234! and has its role", async () => {
    const h = await fresh();
    const profiles = new Map<string, ReturnType<typeof userListSchema.parse>[number]>();
    for (const email of Object.values(DEMO_EMAILS)) {
      const token = await h.login(email, DEMO_PASSWORD);
      const me = await h.call("GET", "/usuario/", { token });
      const [user] = userListSchema.parse(me.body);
      if (!user) throw new Error("no user");
      expect(user).toMatchObject({ email, is_active: true, is_new: false });
      profiles.set(user.username, user);
    }
    expect([...profiles.keys()].sort()).toEqual(["banco", "emprendedor", "entidad", "mentor"]);
    expect(profiles.get("entidad")?.entidad_entidad).toEqual([
      expect.objectContaining({ razon_social: "Incubadora Demo", mt: "Mentor", et: "Emprendedor" }),
    ]);
    expect(profiles.get("entidad")?.theme).toBe("default");
    expect(profiles.get("banco")?.entidad_entidad).toEqual([expect.objectContaining({ razon_social: "Banco Aliado" })]);
    expect(profiles.get("banco")?.theme).toBe("banco");
    const mentor = profiles.get("mentor");
    expect(mentor).toMatchObject({ mentor: true, entidad_entidad: [] });
    expect(mentor?.titulo).toBeTruthy();
    expect(mentor?.descripcion).toBeTruthy();
    expect(mentor?.precio).toBeGreaterThan(0);
    expect(mentor?.skills.map((skill) => skill.name).sort()).toEqual([
      "Estrategia",
      "Finanzas",
      "Inversión y Financiación",
      "Ventas",
    ]);
    // Reviews are counted from the seeded ratings, sessions from the seeded sessions the mentor mentors.
    // (The session-documents seed adds ratings of sessions mentor@ mentored.)
    const mentorReviews =
      seedReviews().filter(([mentorEmail]) => mentorEmail === DEMO_EMAILS.mentor).length + SEED_RATED_SESSIONS.length;
    expect(mentorReviews).toBeGreaterThan(0);
    const mentored = SEED_SESSIONS.filter(
      (session) => session.mentor() === DEMO_EMAILS.mentor || session.mentors?.().includes(DEMO_EMAILS.mentor),
    ).length;
    expect(mentored).toBeGreaterThanOrEqual(6);
    expect(mentor).toMatchObject({ reviews: mentorReviews, nsesiones: mentored });
    expect(mentor?.entidad_miembro).toEqual([
      expect.objectContaining({ razon_social: "Incubadora Demo", mt: "Mentor", et: "Emprendedor" }),
    ]);
    expect(profiles.get("emprendedor")).toMatchObject({ mentor: false, entidad_entidad: [], reviews: 0 });
    expect(profiles.get("entidad")?.entidad_miembro).toEqual([]);
  });

  test("demo members belong to Incubadora Demo", async () => {
    const h = await fresh();
    await h.call("GET", "/usuario/tags");
    const rows = await h.db
      .prepare(
        `SELECT u.username, m.rol, e.razon_social FROM entidad_miembros m
         JOIN usuarios u ON u.id = m.user_id JOIN entidades e ON e.id = m.entidad_id ORDER BY u.username`,
      )
      .all<{ username: string; rol: string; razon_social: string }>();
    expect(rows.results).toEqual(
      expect.arrayContaining([
        { username: "emprendedor", rol: "emprendedor", razon_social: "Incubadora Demo" },
        { username: "mentor", rol: "mentor", razon_social: "Incubadora Demo" },
      ]),
    );
    expect(new Set(rows.results.map((row) => row.razon_social))).toEqual(new Set(["Incubadora Demo"]));
  });

  test("Incubadora Demo has two pages of entrepreneurs and of mentors, more staff, and rated mentors", async () => {
    const h = await fresh();
    const token = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
    const [me] = userListSchema.parse((await h.call("GET", "/usuario/", { token })).body);
    const id = me?.entidad_entidad[0]?.id;
    const entrepreneurs = await h.call<{ count: number; next: string | null }>("GET", `/entidad/${id}/emprendedor/`, {
      token,
    });
    expect(entrepreneurs.body.count).toBe(1 + SEED_ENTREPRENEURS.length);
    expect(entrepreneurs.body.count).toBeGreaterThan(15);
    expect(entrepreneurs.body.next).not.toBeNull();
    const mentors = await h.call<{
      count: number;
      results: { email: string; puntaje: number | null; skills: unknown[] }[];
    }>("GET", `/entidad/${id}/mentor/?page=2`, { token });
    expect(mentors.body.count).toBe(1 + SEED_MENTORS.length);
    expect(mentors.body.count).toBeGreaterThan(15);
    const staff = await h.call<{ count: number }>("GET", `/entidad/${id}/funcionario/`, { token });
    expect(staff.body.count).toBe(1 + SEED_STAFF.length);
    for (const mentor of SEED_MENTORS) expect(mentor.skills.length).toBeGreaterThanOrEqual(1);
    // Every seeded person signs in with the demo password.
    expect(await h.login(demoPersonEmail(SEED_MENTORS[0]!), DEMO_PASSWORD)).toMatch(/^[0-9a-f]{64}$/);
    const mentorRow = await h.db
      .prepare("SELECT id FROM usuarios WHERE email = ?")
      .bind(DEMO_EMAILS.mentor)
      .first<{ id: number }>();
    const reviews = await h.call<{ puntaje: number }[]>("GET", `/usuario/resenas/${mentorRow?.id}`, { token });
    expect(reviews.body.length).toBeGreaterThanOrEqual(3);
    for (const review of reviews.body) expect(review.puntaje).toBeGreaterThanOrEqual(3);
  });

  test("programs: Incubadora Demo runs two programs; the demo mentor and entrepreneur take part", async () => {
    const h = await fresh();
    const official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
    const list = await h.call<{ id: number; nombre: string; emprendedor: number[]; funcionario: unknown[] }[]>(
      "GET",
      "/programa/entidad",
      { token: official },
    );
    expect(list.status).toBe(200);
    expect(list.body.map((program) => program.nombre)).toEqual([
      "Aceleración Digital",
      "Programa de Incubación 2026",
      SEED_EMPTY_PROGRAM, // issue 13
    ]);
    expect(list.body.map((program) => program.emprendedor.length)).toEqual([6, 9, 2]);
    const incubation = list.body[1]!;
    const tools = await h.call<{ nombre: string; tipo: string; mentor: number[] }[]>(
      "GET",
      `/programa/${incubation.id}/mentoria`,
      { token: official },
    );
    expect(tools.body.map((tool) => [tool.nombre, tool.tipo, tool.mentor.length])).toEqual(
      SEED_PROGRAMS[0]!.tools.map((tool) => [tool.nombre, tool.tipo, tool.mentors().length]),
    );
    const mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
    const [mentorUser] = userListSchema.parse((await h.call("GET", "/usuario/", { token: mentor })).body);
    const mentored = await h.call<{ nombre: string }[]>("GET", `/programa/mentor/${mentorUser!.id}`, { token: mentor });
    expect(mentored.body.map((program) => program.nombre)).toEqual([
      "Aceleración Digital",
      "Programa de Incubación 2026",
    ]);
    const entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
    const [me] = userListSchema.parse((await h.call("GET", "/usuario/", { token: entrepreneur })).body);
    expect(me?.programa_emprendedor).toEqual([{ id: incubation.id, nombre: "Programa de Incubación 2026" }]);
    const taking = await h.call<{ nombre: string }[]>("GET", `/programa/usuario/${me!.id}`, { token: entrepreneur });
    expect(taking.body.map((program) => program.nombre)).toEqual(["Programa de Incubación 2026"]);
  });

  test("sessions: relative to today, on 30-minute steps; the demo users see theirs", async () => {
    const h = await fresh();
    const rows = await h.db
      .prepare("SELECT nombre, tipo, fecha_inicio, fecha_fin FROM eventos ORDER BY fecha_inicio")
      .all<{ nombre: string; tipo: string; fecha_inicio: string; fecha_fin: string }>();
    // (The first request seeded the database.)
    expect(rows.results).toHaveLength(0);
    await h.call("GET", "/usuario/tags");
    const seeded = await h.db
      .prepare("SELECT nombre, tipo, fecha_inicio, fecha_fin FROM eventos ORDER BY fecha_inicio")
      .all<{ nombre: string; tipo: string; fecha_inicio: string; fecha_fin: string }>();
    // Issue 13's older sessions ("<tool>: sesión del <date>", 15 to 45 days ago) are checked in its own tests.
    const reportSessions = seeded.results.filter((s) => /: sesión del \d{4}-\d{2}-\d{2}$/.test(s.nombre));
    expect(reportSessions).toHaveLength(SEED_REPORT_SESSIONS.length);
    const sessions = seeded.results.filter((s) => !reportSessions.includes(s));
    expect(sessions.map((s) => s.nombre).sort()).toEqual(SEED_SESSIONS.map((s) => s.nombre).sort());
    for (const session of sessions) {
      expect(session.fecha_inicio).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:(00|30)$/);
      expect(session.fecha_fin > session.fecha_inicio).toBe(true);
    }
    const today = new Date(nowMs() - 5 * 3600_000).toISOString().slice(0, 10); // Bogota is UTC-5
    const twoWeeksAgo = new Date(nowMs() - 5 * 3600_000 - 15 * 86400_000).toISOString().slice(0, 10);
    const past = sessions.filter((s) => s.fecha_inicio.slice(0, 10) < today);
    const upcoming = sessions.filter((s) => s.fecha_inicio.slice(0, 10) > today);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(past.every((s) => s.fecha_inicio >= twoWeeksAgo)).toBe(true);
    expect(new Set(sessions.map((s) => s.tipo))).toEqual(new Set(["Individual", "Grupal", "Junta Directiva"]));
    const entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
    const mine = await h.call<{ nombre: string; tipo: string }[]>("GET", "/calendario/", { token: entrepreneur });
    expect(mine.status).toBe(200);
    expect(new Set(mine.body.map((s) => s.tipo))).toEqual(new Set(["Individual", "Grupal", "Junta Directiva"]));
    const official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
    const all = await h.call<unknown[]>("GET", "/calendario/", { token: official });
    expect(all.body).toHaveLength(SEED_SESSIONS.length + SEED_REPORT_SESSIONS.length);
    const bank = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
    expect((await h.call<unknown[]>("GET", "/calendario/", { token: bank })).body).toEqual([]);
  });

  test("files: a session file and a profile file, their bytes in R2, downloadable by who may read them", async () => {
    const h = await fresh();
    await h.call("GET", "/usuario/tags");
    const rows = await h.db
      .prepare("SELECT slug, nombre, archivo, evento_id, usuario_id FROM archivos ORDER BY id")
      .all<{ slug: string; nombre: string; archivo: string; evento_id: number | null; usuario_id: number | null }>();
    expect(rows.results.map((r) => r.nombre)).toEqual(SEED_FILES.map((f) => f.nombre));
    const mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
    for (const [i, row] of rows.results.entries()) {
      const object = await h.env.FILES.get(row.archivo);
      expect(await object?.text()).toBe(SEED_FILES[i]!.body);
    }
    const sessionFile = rows.results.find((r) => r.evento_id !== null)!;
    const listed = await h.call<{ nombre: string }[]>("GET", `/archivos/evento/${sessionFile.evento_id}`, {
      token: mentor,
    });
    expect(listed.body.map((f) => f.nombre)).toContain(sessionFile.nombre);
    const download = await h.call("GET", `/archivos/descargar/${sessionFile.slug}/`, { token: mentor });
    expect(download.status).toBe(200);
    expect(String(download.body)).toContain("Compromisos de la mentoría financiera");
  });

  test("billing: paid and unpaid invoices, last months' video minutes relative to today", async () => {
    const h = await fresh();
    await h.call("GET", "/usuario/tags");
    const byInstitution = await h.db
      .prepare(
        `SELECT e.razon_social AS name, e.creditos_zoom AS credits, COUNT(f.id) AS total,
                SUM(f.pagada = 0) AS unpaid, MAX(f.fecha) AS newest
         FROM entidades e LEFT JOIN facturas f ON f.entidad_id = e.id GROUP BY e.id ORDER BY e.id`,
      )
      .all<{ name: string; credits: number; total: number; unpaid: number; newest: string }>();
    const thisMonth = monthKey(monthsBefore(nowDate(), 0));
    expect(byInstitution.results).toEqual([
      {
        name: "Incubadora Demo",
        credits: 1000,
        total: BILLING_DEMO.incubatorInvoices,
        unpaid: BILLING_DEMO.incubatorUnpaid,
        newest: `${thisMonth}-01`,
      },
      expect.objectContaining({ name: "Banco Aliado", total: 1, unpaid: 0 }),
    ]);
    const usage = await h.db
      .prepare(
        `SELECT e.razon_social AS name, e.creditos_zoom AS credits, c.minutos AS minutes FROM consumos_video c
         JOIN entidades e ON e.id = c.entidad_id WHERE c.mes = ? ORDER BY e.id`,
      )
      .bind(monthKey(monthsBefore(nowDate(), 1)))
      .all<{ name: string; credits: number; minutes: number }>();
    expect(usage.results).toEqual([
      { name: "Incubadora Demo", credits: 1000, minutes: BILLING_DEMO.lastMonthMinutes },
      expect.objectContaining({ name: "Banco Aliado" }),
    ]);
    const bank = usage.results[1]!;
    expect(bank.minutes).toBeLessThan(bank.credits); // free
    expect(await count(h.db, "consumos_video")).toBe(6);
  });

  test("a database with real users that was never seeded is left alone", async () => {
    const h = await fresh();
    await h.db
      .prepare("INSERT INTO usuarios (username, email, password) VALUES ('real', 'real@example.test', ?)")
      .bind("pbkdf2_sha256$100000$c2FsdA==$aGFzaA==")
      .run();
    expect((await h.call("GET", "/usuario/tags")).body).toEqual([]);
    expect(await count(h.db, "usuarios")).toBe(1);
    expect(await count(h.db, "seed_marks")).toBe(0);
  });

  test("a step added later runs once on a database seeded before", async () => {
    const h = await fresh();
    await h.call("GET", "/usuario/tags");
    const db = getDb(h.db);
    const later: SeedStep = {
      key: "test-later-step",
      statements: async () => [
        db.insert(institutions).values({ razon_social: "Segunda Incubadora" }),
        // Later steps reach earlier rows by natural key.
        db.insert(institutionMembers).values({
          entidad_id: seedRefs.institutionId("Segunda Incubadora"),
          user_id: seedRefs.userId(DEMO_EMAILS.mentor),
          rol: "mentor",
        }),
      ],
    };
    await seedDatabase(db, [...seedSteps, later]);
    await seedDatabase(db, [...seedSteps, later]);
    expect(await count(h.db, "entidades")).toBe(3);
    expect(await count(h.db, "entidad_miembros")).toBe(3 + SEED_ENTREPRENEURS.length + SEED_MENTORS.length);
    expect((await db.select().from(seedMarks)).map((mark) => mark.key).sort()).toEqual(
      [...seedSteps.map((step) => step.key), "test-later-step"].sort(),
    );
  });

  test("without migrations the API answers 503 with the command to run, not a crash", async () => {
    const h = await fresh({ migrate: false });
    const response = await h.call<{ detail: string }>("GET", "/usuario/tags");
    expect(response.status).toBe(503);
    expect(response.body.detail).toContain("wrangler d1 migrations apply");
  });
});
