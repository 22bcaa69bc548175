// Session actions, JS on and off (issue 5 acceptance): as mentor@ record attendance with an acta file and the
// acta; as emprendedor@ rate a past session (and open 'El mentor no asistió', issue 29 §3); as entidad@ create a registration link (with JS, copying it says
// 'Link copiado al portapapeles'). Serial: these change seeded sessions, so each test first puts its session
// back as the seed left it (through `wrangler d1 execute` on the e2e database) and finds it by name.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeD1, d1, quote } from "./d1";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";

// Each test signs in, resets its session in the database and runs axe on every state.
test.describe.configure({ timeout: 180_000 });
test.afterAll(closeD1);

// Seeded sessions (local-api/seeds/sessions.ts SEED_SESSION_NAMES): past Individual of emprendedor@ with
// mentor@ (attendance not recorded), and an upcoming Individual one.
const PAST = "Mentoría financiera · Flujo de caja";
const NEXT = "Mentoría financiera · Plan de precios";

/** The seeded session's id, as an SQL expression. */
const idOf = (name: string) => `(SELECT id FROM eventos WHERE nombre = ${quote(name)} ORDER BY id LIMIT 1)`;

/** Runs the reset statements, then returns the seeded session's slug (one batch). */
async function reset(name: string, ...statements: string[]): Promise<string> {
  const [row] = await d1<{ slug: string }>(...statements, `SELECT slug FROM eventos WHERE id = ${idOf(name)}`);
  if (!row) throw new Error(`seeded session not found: ${name}`);
  return row.slug;
}

const path = (slug: string, action: string) => `/calendar/evento/${encodeURIComponent(slug)}/${action}`;

test("emprendedor@ rates a past session", async ({ page }, testInfo) => {
  // Signing in first: the local API seeds the demo sessions on its first request.
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  // The seed leaves this session unrated; an earlier run (the other project) may have rated it.
  const slug = await reset(PAST, `DELETE FROM calificaciones WHERE evento_id = ${idOf(PAST)}`);
  await page.goto(path(slug, "calificar"));
  await expect(page.getByRole("heading", { name: "Calificar sesión" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("radio", { name: "4 de 5 estrellas" }).check();
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByText("Por favor marque si se cumplió o no el objetivo de la sesión")).toBeVisible();
  await expect(page.getByText("Por favor déjanos tus comentarios")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("radio", { name: "Sí" }).check();
  await page.getByLabel("Comentarios").fill("Aprendí a proyectar el flujo de caja.");
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(flash(page).filter({ hasText: "Tu calificación ha sido enviada correctamente" })).toBeVisible();

  await page.goto(path(slug, "calificar"));
  await expect(page.getByRole("button", { name: "Sesión calificada" })).toBeDisabled();
  await expectNoA11yViolations(page, testInfo);

  // Issue 29 §3: the confirmation of 'El mentor no asistió' (not sent: the seed's session stays as it is).
  await page.goto(path(slug, "mentor-ausente"));
  await expect(page.getByRole("button", { name: "Confirmar que el mentor no asistió" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("mentor@ records attendance with an acta file, then the acta", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  const id = idOf(PAST);
  const slug = await reset(
    PAST,
    `DELETE FROM actas WHERE evento_id = ${id}`,
    `UPDATE evento_participantes SET asistencia = NULL, cancelo_a_tiempo = 0 WHERE evento_id = ${id}`,
    `UPDATE eventos SET acta_archivo = NULL WHERE id = ${id}`,
  );

  await page.goto(path(slug, "asistencia"));
  await expect(page.getByRole("heading", { name: "Asistencia" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  // Issue 29 §3: one choice of three per participant.
  const participants = page.getByRole("group", { name: "Registre la asistencia de cada participante" });
  await participants.getByRole("radio", { name: "Asistió", exact: true }).first().check();
  const file = join(tmpdir(), `acta-${testInfo.project.name}.pdf`);
  writeFileSync(file, "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  await page.getByLabel("Archivo del acta (opcional)").setInputFiles(file);
  await page.getByRole("button", { name: "Enviar asistencia" }).click();
  await expect(flash(page).filter({ hasText: "Se ha enviado correctamente la asistencia" })).toBeVisible();
  const [stored] = await d1<{ asistencia: number; cancelo: number; archivo: string | null }>(
    `SELECT p.asistencia, p.cancelo_a_tiempo AS cancelo, e.acta_archivo AS archivo FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id WHERE e.slug = ${quote(slug)}`,
  );
  expect(stored?.asistencia).toBe(1);
  expect(stored?.cancelo).toBe(0);
  expect(stored?.archivo).toBeTruthy();

  // Attendance recorded: the acta's label switches to edit (core spec › States and transitions).
  await page.goto(path(slug, "acta"));
  await expect(page.getByRole("heading", { name: "Editar acta" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  // The participant who attended is an assistant already (the attendance above).
  const assistants = page.getByRole("group", { name: "Asistentes" });
  await expect(assistants.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Guardar acta" }).click();
  await expect(page.getByText("Por favor ingrese el resumen de la reunión")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByLabel("Resumen de la reunión").fill("Revisamos el flujo de caja del trimestre.");
  await page.getByRole("button", { name: "Guardar acta" }).click();
  await expect(flash(page).filter({ hasText: "Acta creada correctamente" })).toBeVisible();
});

test("entidad@ creates a registration link and shares it", async ({ page, context }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  const slug = await reset(NEXT, `DELETE FROM links_registro WHERE evento_id = ${idOf(NEXT)}`);
  await page.goto(path(slug, "link"));
  await expect(page.getByRole("heading", { name: "Obtener Link de Registro" })).toBeVisible();
  const max = page.getByLabel("Máximo de usuarios");
  await expect(max).toHaveValue("1");
  await expectNoA11yViolations(page, testInfo);

  await max.fill("301");
  await page.getByRole("button", { name: "Obtener Link de Registro" }).click();
  await expect(page.getByText("El máximo de usuarios debe ser un número entre 1 y 300")).toBeVisible();
  await max.fill("20");
  await page.getByRole("button", { name: "Obtener Link de Registro" }).click();

  await expect(page.getByRole("heading", { name: "Compartir evento" })).toBeVisible();
  const url = page.getByLabel("Link de registro");
  await expect(url).toHaveValue(/\/link\/[\w-]+$/);
  await expect(url).toHaveAttribute("readonly", "");
  await expectNoA11yViolations(page, testInfo);
  if (isNoJs(testInfo)) {
    // Without JS the link is there to select and copy by hand.
    await expect(page.getByRole("button", { name: "Copiar link" })).toHaveCount(0);
  } else {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copiar link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copiado al portapapeles" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await url.inputValue());
    await expectNoA11yViolations(page, testInfo);
  }
});
