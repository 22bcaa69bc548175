// The app and the local API as two Workers (issue 36 §3), with JavaScript on, in both topologies: the app calling
// the API through a service binding (project two-workers-js) and over HTTP at the API Worker's own origin
// (two-workers-http-js, API_URL). Sign in with the form, a program's page, sign out; booking a session and paying
// a marketplace mentoring through the test checkout; a file upload and its download, and a program report;
// attendance with an acta file and the acta; the bulk invite file and its e-mail in the API's outbox. The
// integration suite runs these and the other flows in both topologies with JavaScript off
// (tests/integration/two-workers-*.test.ts). Each topology's server has a database of its own.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, flash, login, mainNav, settled, submitLogin, test } from "./fixtures";
import { nowDate } from "../../app/shared/clock";

const INCUBATION = "Programa de Incubación 2026";

/**
 * Where the browser opens the API's own pages (test checkout, outbox): over HTTP the API Worker's origin, as
 * beside a real API; over the binding the app's /api.
 */
function apiPages(): string {
  const { metadata, use } = test.info().project;
  return typeof metadata.apiOrigin === "string" ? metadata.apiOrigin : `${use.baseURL}/api`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The details URL of a past session mentor@ mentors, from program 1's sessions list. */
async function pastSessionOfMentor(page: Page): Promise<string> {
  await page.goto("/programs/programs/1");
  const href = await page
    .getByRole("region", { name: "Sesiones del programa" })
    .getByRole("link", { name: "Mentoría financiera · Emprendedor Demo", exact: true })
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/calendar\/evento\/[^/]+$/);
  return href!;
}

/** A weekday `weeks` weeks from the run's clock, as YYYY-MM-DD. */
function weekdayIn(weeks: number): string {
  const date = nowDate();
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test("two Workers: sign in with the form, open a program, sign out", async ({ page }) => {
  await page.goto("/login");
  await submitLogin(page, DEMO_USERS.institution.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/institution$/);
  await expect(flash(page)).toContainText("Sesión iniciada correctamente");

  await page.goto("/programs");
  await page.getByRole("link", { name: INCUBATION }).click();
  await expect(page).toHaveURL(/\/programs\/programs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: INCUBATION })).toBeVisible();

  await mainNav(page).getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("two Workers: an entrepreneur books a session, then books and pays a marketplace mentoring", async ({ page }) => {
  test.slow();
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  const day = weekdayIn(3);
  await page.goto("/calendar/reservar");
  let form = page.getByRole("dialog", { name: "Reservar sesión" });
  await form.getByLabel("Herramienta").selectOption({ label: "Mentoría financiera" });
  await form.getByRole("button", { name: "Continuar" }).click();
  form = page.getByRole("dialog", { name: "Reservar sesión" });
  await form.getByLabel("Mentor", { exact: true }).selectOption({ label: "Carlos Rodríguez" });
  await form.getByRole("button", { name: "Continuar" }).click();
  await form.getByLabel("Fecha").fill(day);
  await form.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("group", { name: "Horarios libres" })).toBeVisible();
  await form.getByRole("radio").first().check();
  await form.getByLabel("Nombre").fill("Revisión entre Workers");
  await form.getByRole("button", { name: "Reservar", exact: true }).click();
  await expect(flash(page)).toContainText("Sesión creada correctamente");

  const date = weekdayIn(4);
  await page.goto(`/marketplace/renata.restrepo/reservar?fecha=${date}`);
  const start = page.getByLabel("Hora de inicio");
  await start.selectOption((await start.locator("option:not([value=''])").first().getAttribute("value"))!);
  const end = page.getByLabel("Hora de finalización");
  await end.selectOption((await end.locator("option:not([value=''])").first().getAttribute("value"))!);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByText("Sesión creada correctamente")).toBeVisible();
  const opened = page.context().waitForEvent("page");
  await page.getByRole("link", { name: "Ir al pago" }).click();
  const checkout = await opened;
  await expect(checkout).toHaveURL(new RegExp(`^${escapeRegExp(apiPages())}/payu/compra/[A-Za-z0-9_-]+$`));
  await checkout.getByRole("button", { name: "Aprobar pago" }).click();
  await expect(checkout).toHaveURL(/\/sesion-programada$/);
  await expect(
    checkout.getByRole("heading", { name: "Felicidades! Tu mentoría ha sido programada exitosamente" }),
  ).toBeVisible();
});

test("two Workers: a mentor uploads a file and downloads it; the institution downloads a program report", async ({
  page,
}) => {
  test.slow();
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  const href = await pastSessionOfMentor(page);
  const slug = href.split("/").pop();
  await page.goto(`/calendar/event/files/${slug}/archivos/nuevo`);
  await settled(page);
  const name = `Agenda entre Workers ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Archivo", { exact: true }).setInputFiles({
    name: "agenda.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Subir archivo" }).click();
  await expect(flash(page)).toContainText("Archivo cargado correctamente");
  const file = page.waitForEvent("download");
  await page.getByRole("rowheader", { name }).getByRole("link").click();
  expect((await file).suggestedFilename()).toMatch(/\.pdf$/);
  await mainNav(page).getByRole("button", { name: "Cerrar sesión" }).click();

  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/reports/resumen-entidad-por-programa");
  await page.getByLabel("Programa", { exact: true }).selectOption({ label: INCUBATION });
  await page.getByLabel("Fecha inicial").fill("2020-01-01");
  await page.getByLabel("Fecha final").fill("2099-12-31");
  await page.getByRole("button", { name: "Ver resumen" }).click();
  const report = page.waitForEvent("download");
  await page.getByRole("link", { name: "Reporte de encuestas" }).click();
  expect((await report).suggestedFilename()).toMatch(/^calificaciones-\d+-2020-01-01-2099-12-31\.xlsx$/);
});

test("two Workers: the mentor records attendance with an acta file and writes the acta; the institution bulk-invites", async ({
  page,
}) => {
  test.slow();
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  const href = await pastSessionOfMentor(page);
  await page.goto(`${href}/asistencia`);
  await settled(page);
  const participants = page.getByRole("group", { name: "Registre la asistencia de cada participante" });
  await participants.getByRole("radio", { name: "Asistió", exact: true }).first().check();
  await page.getByLabel("Archivo del acta (opcional)").setInputFiles({
    name: "acta.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Enviar asistencia" }).click();
  await expect(flash(page).filter({ hasText: "Se ha enviado correctamente la asistencia" })).toBeVisible();
  await page.goto(`${href}/acta`);
  await page.getByLabel("Resumen de la reunión").fill("Revisamos el flujo de caja entre Workers");
  await page.getByRole("button", { name: "Guardar acta" }).click();
  await expect(flash(page).filter({ hasText: /Acta (creada|editada) correctamente/ })).toBeVisible();
  // Out of the session's modal dialog (the page behind it is inert), then sign out.
  await page.goto(DEMO_USERS.mentor.home);
  await mainNav(page).getByRole("button", { name: "Cerrar sesión" }).click();

  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/users/file/new");
  // A file chosen before hydration can be lost when the form mounts again (a 400 'choose a file').
  await settled(page);
  const email = `lista-dos-workers-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await page.getByLabel("Archivo con la lista (.csv o .txt)").setInputFiles({
    name: "lista.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`email;nombre;apellido\n${email};Uno;Lista\n`, "utf8"),
  });
  await page.getByRole("button", { name: "Enviar invitaciones" }).click();
  await expect(page).toHaveURL(/\/users\/file\/new\?resultado=1$/);
  await expect(page.getByRole("table", { name: "Personas de la lista" })).toContainText(email);
  // The invitation, in the outbox of the API Worker (DEV_OUTBOX), which the browser reaches as it does the checkout.
  await page.goto(`${apiPages()}/dev/correos`);
  await expect(page.locator("body")).toContainText(email);
});
