// The company and 'Mi dashboard', with JavaScript on and off (issue 12 acceptance; second spec › Screens and routes "Company page
// (empresa)", "Dashboard 'Mi dashboard'", second spec › Validation rules, second spec › Roles and permissions, second spec › Error catalogue, second spec › Business constants and limits): emprendedor@ opens the company from their profile,
// edits it (an empty name gives the spec's message), adds a team member (the invitation is at /dev/correos),
// creates an indicator with a negative trend ('abc' as base line gives the spec's message), adds two values,
// finds them in the dashboard's SVG chart and table and downloads the report as a spreadsheet. mentor@ reads
// the dashboard without 'Descargar reporte' and a forged write is refused; entidad@ reads and may download.
// axe once per distinct page.
import { strFromU8, unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  openLatestMail,
  test,
  uniqueEmail,
} from "./fixtures";

const COMPANY = "EcoEmpaques S.A.S.";
const OWNER = "Laura Martínez";

/** With JS a form opens as a dialog over the company page; without, it is a section of that page. */
async function expectForm(page: Page, testInfo: TestInfo, title: string): Promise<void> {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

/** A write posted by hand from the page's own origin, as a forged request. */
async function forgePost(page: Page, path: string, form: Record<string, string>): Promise<number> {
  const response = await page.request.post(path, {
    form,
    headers: { Origin: new URL(page.url()).origin, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  return response.status();
}

/** From the entrepreneur's profile (reached as each role does) to the company's page through its card. */
async function openCompanyFromProfile(page: Page): Promise<void> {
  await page.getByRole("link", { name: `Ver empresa ${COMPANY}` }).click();
  await expect(page).toHaveURL(/\/empresa\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();
}

test("emprendedor@ edits the company, adds a partner, an indicator and its values, reads the dashboard and the report", async ({
  page,
}, testInfo) => {
  // Nine screens and five axe runs on a shared, loaded 2-core machine: three times the global timeout.
  test.setTimeout(360_000);
  const tag = isNoJs(testInfo) ? "sin JS" : "con JS";
  const indicator = `Reclamos ${tag}`;
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.locator("summary").filter({ hasText: "Cuenta de" }).click();
  await page.getByRole("link", { name: "Mi perfil" }).click();
  await openCompanyFromProfile(page);
  await expect(page.getByRole("heading", { name: "Equipo" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Indicadores" })).toContainText("Ventas semanales");
  await expectNoA11yViolations(page, testInfo);

  // Edit: an empty name gives the spec's message and keeps the rest; the name back saves.
  await page.getByRole("link", { name: "Editar empresa" }).click();
  await expectForm(page, testInfo, "Editar empresa");
  await page.getByLabel("Nombre de la empresa").fill("");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Por favor ingresa el nombre de la empresa!")).toBeVisible();
  await expect(page.getByLabel("Barreras para crecer")).not.toHaveValue("");
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("Nombre de la empresa").fill(COMPANY);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(flash(page)).toContainText("Empresa editada correctamente");

  // A partner, invited by e-mail.
  const partner = uniqueEmail(testInfo, "socia");
  await page.getByRole("link", { name: "Agregar persona" }).click();
  await expectForm(page, testInfo, "Agregar persona al equipo");
  await page.getByLabel("Nombre", { exact: true }).fill("Lina");
  await page.getByLabel("Apellido").fill("Socia");
  await page.getByLabel("Email").fill(partner);
  await page.getByRole("button", { name: "Agregar", exact: true }).click();
  await expect(flash(page)).toContainText("Persona agragada correctamente");
  await expect(page.getByText(`Lina Socia · ${partner}`)).toBeVisible();

  // An indicator with a negative trend; 'abc' as base line is refused.
  await page.getByRole("link", { name: "Crear indicador" }).click();
  await expectForm(page, testInfo, "Crear indicador");
  await page.getByLabel("Nombre", { exact: true }).fill(indicator);
  await page.getByLabel("Descripción").fill("Reclamos de clientes por semana");
  await page.getByLabel("Medida").fill("Unidades");
  await page.getByLabel("Línea base").fill("abc");
  await page.getByLabel("Meta").fill("2");
  await page.getByLabel("Nombre del eje X").fill("Semana");
  await page.getByLabel("Nombre del eje Y").fill("Reclamos");
  await page.getByLabel("Tendencia positiva").setChecked(false);
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Crear indicador" }).click();
  await expect(page.getByText("Debe ingresar un número válido")).toBeVisible();
  await page.getByLabel("Línea base").fill("10");
  await page.getByRole("button", { name: "Crear indicador" }).click();
  await expect(flash(page)).toContainText("Indicador Creado correctamente");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: indicator }) });
  await expect(row).toContainText("Negativa");

  // Two values.
  await row.getByRole("link", { name: `Valores de ${indicator}` }).click();
  await expectForm(page, testInfo, `Valores de ${indicator}`);
  for (const [value, date] of [
    ["8", "2026-01-05T09:00"],
    ["6", "2026-01-12T09:00"],
  ] as const) {
    await page.getByLabel("Valor", { exact: true }).fill(value);
    await page.getByLabel("Fecha").fill(date);
    await page.getByRole("button", { name: "Agregar valor" }).click();
    await expect(flash(page)).toContainText("Valor agregado correctamente");
  }
  const values = page.getByRole("table", { name: `Valores de ${indicator}, del más reciente al más antiguo` });
  await expect(values.getByRole("row")).toHaveCount(3);
  await expectNoA11yViolations(page, testInfo);

  // The dashboard: the indicator as an SVG chart (drawn on the server; named by its title and description)
  // with its data table.
  await page.goto("/empresa");
  await page.getByRole("link", { name: "Ver dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mi dashboard" })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(`^${indicator} ${indicator}: 2 valores`) })).toBeVisible();
  const data = page.getByRole("table", { name: `Datos de ${indicator}` });
  await expect(data).toContainText("8");
  await expect(data).toContainText("6");
  await expectNoA11yViolations(page, testInfo);

  // The report opens as a spreadsheet with the new indicator and its values.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar reporte" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheets = Object.entries(unzipSync(new Uint8Array(await readFile((await file.path())!))));
  const xml = sheets.map(([, part]) => strFromU8(part)).join("\n");
  expect(sheets.some(([name]) => name === "xl/workbook.xml")).toBe(true);
  expect(xml).toContain(indicator);
  expect(xml).toContain("2026-01-12 09:00");

  // The partner's invitation reached the local outbox.
  await expect(await openLatestMail(page, partner, `Te agregaron al equipo de ${COMPANY}`)).toBeVisible();
});

test("mentor@ reads the company and its dashboard: no edits, no 'Descargar reporte', forged writes refused", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await page.goto("/user/emprendedor");
  await openCompanyFromProfile(page);
  await expect(page.getByRole("link", { name: "Editar empresa" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Crear indicador" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Agregar persona" })).toHaveCount(0);
  const companyPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Ver dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dashboard de ${COMPANY}` })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Ventas semanales Ventas semanales:/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar reporte" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
  const forged = await forgePost(page, `${companyPath}/editar`, {
    name: "Tomada",
    n_employees: "1",
    sector: "1",
    goal: "X",
  });
  expect(forged).toBe(403);
  const report = await page.request.get(`${new URL(page.url()).pathname}/reporte`, { maxRedirects: 0 });
  expect(report.status()).toBe(403);
});

test("entidad@ opens the company from an entrepreneur's profile and may download the report", async ({ page }) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/user/users");
  await page.getByRole("link", { name: OWNER, exact: true }).click();
  await openCompanyFromProfile(page);
  await expect(page.getByRole("link", { name: "Editar empresa" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ver dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dashboard de ${COMPANY}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar reporte" })).toBeVisible();
});
