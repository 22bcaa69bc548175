// The program page at real size without JavaScript (issue 31 §1): its sessions and its entrepreneurs come
// 15 a page from the API, each list with its own page links, so a program of thousands of sessions sends
// one page of each, not every row.
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO, tags, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();

const PROGRAM = "Programa de Incubación 2026";
const ADDED_SESSIONS = 40;
const ADDED_PEOPLE = 20;
let programId = 0;
let sessionTotal = 0;
let entrepreneurTotal = 0;

/** The hrefs of the links inside the `<nav>` whose aria-label is `label`. */
function navLinks(html: string, label: string): { href: string; current: boolean }[] {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start < 0) return [];
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return tags(nav, "a").map((a) => ({ href: a.href!.replace(/&amp;/g, "&"), current: a["aria-current"] === "page" }));
}

const rowsOf = (html: string, hrefPrefix: string) => tags(html, "a").filter((a) => a.href?.startsWith(hrefPrefix));

beforeAll(async () => {
  // The first request seeds the demo; then the program grows past one page of each list.
  await (await worker.browserAs(DEMO.institution)).get("/programs");
  const [program] = await worker.sql<{ id: number; entidad_id: number }>(
    "SELECT id, entidad_id FROM programas WHERE nombre = ?",
    PROGRAM,
  );
  programId = program!.id;
  const [mentor] = await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", DEMO.mentor);
  await worker.sql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ADDED_SESSIONS})
     INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, programa_id, entidad_id)
     SELECT 'escala-' || i, 'Sesión de escala ' || i, 'Individual',
       date('2024-01-01', '+' || i || ' days') || ' 10:00', date('2024-01-01', '+' || i || ' days') || ' 11:00',
       ?, ?, ? FROM n`,
    mentor!.id,
    programId,
    program!.entidad_id,
  );
  await worker.sql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ADDED_PEOPLE})
     INSERT INTO usuarios (username, email, password, first_name, last_name)
     SELECT 'escala' || printf('%02d', i), 'escala' || i || '@example.test',
       (SELECT password FROM usuarios WHERE email = ?), 'Persona', 'Escala ' || printf('%02d', i) FROM n`,
    DEMO.mentor,
  );
  await worker.sql(
    "INSERT INTO programa_emprendedores (programa_id, user_id) SELECT ?, id FROM usuarios WHERE username LIKE 'escala%'",
    programId,
  );
  sessionTotal = (
    await worker.sql<{ n: number }>("SELECT count(*) AS n FROM eventos WHERE programa_id = ?", programId)
  )[0]!.n;
  entrepreneurTotal = (
    await worker.sql<{ n: number }>("SELECT count(*) AS n FROM programa_emprendedores WHERE programa_id = ?", programId)
  )[0]!.n;
});

describe("/programs/programs/{id} at size", () => {
  test("one page of 15 sessions and 15 entrepreneurs, with a page link for each list", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(`/programs/programs/${programId}`)).text();
    expect(sessionTotal).toBeGreaterThan(30);
    expect(entrepreneurTotal).toBeGreaterThan(15);
    expect(rowsOf(html, "/calendar/evento/")).toHaveLength(15);
    expect((html.match(/>Ver perfil</g) ?? []).length).toBe(15);

    const sessionPages = navLinks(html, "Paginación: Sesiones");
    const lastSessionPage = Math.ceil(sessionTotal / 15);
    expect(sessionPages.find((l) => l.current)?.href).toBe(`/programs/programs/${programId}`);
    expect(sessionPages.map((l) => l.href)).toContain(`/programs/programs/${programId}?sesiones=${lastSessionPage}`);
    const entrepreneurPages = navLinks(html, "Paginación: Emprendedores");
    expect(entrepreneurPages.map((l) => l.href)).toContain(`/programs/programs/${programId}?emprendedores=2`);
  });

  test("the page links lead to the other rows; the other list keeps its page", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const path = `/programs/programs/${programId}`;
    const first = await (await b.get(path)).text();
    const lastSessionPage = Math.ceil(sessionTotal / 15);
    const last = await b.get(`${path}?emprendedores=2&sesiones=${lastSessionPage}`);
    expect(last.status).toBe(200);
    const html = await last.text();
    const shown = rowsOf(html, "/calendar/evento/").map((a) => a.href);
    expect(shown).toHaveLength(sessionTotal - (lastSessionPage - 1) * 15);
    // Newest first: the added sessions of 2024 are the oldest, on the last page; page 1 has none of them.
    expect(textOf(html)).toContain("Sesión de escala 1");
    expect(rowsOf(first, "/calendar/evento/").some((a) => shown.includes(a.href!))).toBe(false);
    expect((html.match(/>Ver perfil</g) ?? []).length).toBe(entrepreneurTotal - 15);
    // The session links of that page keep the entrepreneurs' page.
    const sessionLinks = navLinks(html, "Paginación: Sesiones").map((l) => l.href);
    expect(sessionLinks).toContain(`${path}?emprendedores=2&sesiones=${lastSessionPage - 1}`);
  });

  test("a page past the end goes back to the first page of that list; the search narrows with its pages", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const path = `/programs/programs/${programId}`;
    const past = await b.get(`${path}?sesiones=9999`);
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(path);
    const found = await (await b.get(`${path}?q=Escala`)).text();
    expect((found.match(/>Ver perfil</g) ?? []).length).toBe(15);
    expect(navLinks(found, "Paginación: Emprendedores").map((l) => l.href)).toContain(
      `${path}?q=Escala&emprendedores=2`,
    );
    const one = await (await b.get(`${path}?q=escala07`)).text();
    expect((one.match(/>Ver perfil</g) ?? []).length).toBe(1);
  });
});
