// Sessions on the issue-4 pages now that sessions exist (issue 5): a program's detail lists its sessions
// (name linking to the session's details, start and end in the user's time zone) and a tool's detail its own;
// the program's attendance and hours keep two decimals. The test adds its own session to Incubadora Demo's
// "Programa de Incubación 2026" ("Mentoría financiera"), so it depends on no seeded session.
import { beforeAll, describe, expect, test } from "vitest";
import { formatApiDateTime } from "../../app/lib/time.server";
import { DEMO, element, textOf, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();

const NAME = `Sesión del programa ${Math.random().toString(36).slice(2, 8)}`;
const SLUG = `programa-${Math.random().toString(36).slice(2, 10)}`;
const START = "2026-03-02 09:00";
const END = "2026-03-02 10:30";

let programId = 0;
let toolId = 0;

beforeAll(async () => {
  // Any request seeds the empty database.
  await worker.browserAs(DEMO.institution);
  const [program] = await worker.sql<{ id: number }>(
    "SELECT id FROM programas WHERE nombre = 'Programa de Incubación 2026'",
  );
  const [tool] = await worker.sql<{ id: number }>(
    "SELECT id FROM mentorias WHERE nombre = 'Mentoría financiera' AND programa_id = ?",
    program!.id,
  );
  programId = program!.id;
  toolId = tool!.id;
  await worker.sql(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, mentoria_id, programa_id, entidad_id)
     VALUES (?, ?, 'Grupal', ?, ?, (SELECT id FROM usuarios WHERE email = ?), ?, ?,
       (SELECT id FROM entidades WHERE razon_social = 'Incubadora Demo'))`,
    SLUG,
    NAME,
    START,
    END,
    DEMO.mentor,
    toolId,
    programId,
  );
  await worker.sql(
    "INSERT INTO evento_participantes (evento_id, user_id) VALUES ((SELECT id FROM eventos WHERE slug = ?), (SELECT id FROM usuarios WHERE email = ?))",
    SLUG,
    DEMO.entrepreneur,
  );
}, 120_000);

/** The text of the section a heading names. */
function section(html: string, heading: string): string {
  const id = new RegExp(`<h2\\b[^>]*id="([^"]+)"[^>]*>${heading}</h2>`).exec(html)?.[1];
  if (!id) return "";
  return element(html, new RegExp(`<section\\b[^>]*aria-labelledby="${id}"[^>]*>`)) ?? "";
}

async function page(b: Browser, path: string): Promise<string> {
  const response = await b.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("sessions on the program and tool details", () => {
  test("the program's detail lists the session with its times in the user's zone", async () => {
    const b = await worker.browserAs(DEMO.institution);
    b.setCookie("tz=MX");
    const html = await page(b, `/programs/programs/${programId}`);
    const sessions = section(html, "Sesiones");
    expect(sessions).toContain(`href="/calendar/evento/${SLUG}"`);
    const text = textOf(sessions);
    expect(text).toContain(NAME);
    expect(text).toContain(formatApiDateTime(START, "America/Mexico_City", "es")!);
    expect(text).toContain(formatApiDateTime(END, "America/Mexico_City", "es")!);
    // Attendance and hours with two decimals.
    expect(textOf(html)).toMatch(/\d+\.\d{2} ?%/);
  });

  test("the entrepreneur taking part sees it too (default zone: Colombia)", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const text = textOf(section(await page(b, `/programs/programs/${programId}`), "Sesiones"));
    expect(text).toContain(NAME);
    expect(text).toContain(formatApiDateTime(START, "America/Bogota", "es")!);
  });

  test("the tool's detail lists its session linking to the details", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const html = await page(b, `/programs/programs/mentorships/mentorships/${toolId}/data`);
    const sessions = section(html, "Sesiones");
    expect(sessions).toContain(`href="/calendar/evento/${SLUG}"`);
    expect(textOf(sessions)).toContain(formatApiDateTime(START, "America/Bogota", "es")!);
    expect(textOf(sessions)).not.toContain("Esta herramienta aún no tiene sesiones");
  });

  test("another tool of the program without sessions keeps the empty state", async () => {
    const [tool] = await worker.sql<{ id: number }>(
      "SELECT id FROM mentorias WHERE nombre = 'Comité de seguimiento' AND programa_id = ?",
      programId,
    );
    await worker.sql("DELETE FROM eventos WHERE mentoria_id = ? AND slug <> ?", tool!.id, SLUG);
    const b = await worker.browserAs(DEMO.institution);
    const html = await page(b, `/programs/programs/mentorships/mentorships/${tool!.id}/data`);
    expect(textOf(section(html, "Sesiones"))).toContain("Esta herramienta aún no tiene sesiones");
  });
});
