// Programs, with JavaScript on and off (issue 4 acceptance; core spec › Screens and routes, core spec › Validation rules "Program create", core spec › Error catalogue; second spec
// › Screens and routes "Program detail", "Programs list (institution)", second spec › Error catalogue, second spec › Business constants and limits): the institution creates a program with an
// image and two entrepreneurs, finds it with the search box, edits it and deletes it; the mentor's and the
// entrepreneur's views of the seeded program. axe on every page visited.
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";

const INCUBATION = "Programa de Incubación 2026";
// A valid 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Letters and digits only, unique per test and project, so the search finds exactly this program. */
function uniqueProgramName(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `Programa e2e ${testInfo.project.name} ${random}`;
}

/** With JS the form opens as a dialog over the page under it; without, it is a section of a page. */
async function expectForm(page: Page, testInfo: TestInfo, title: string): Promise<void> {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

test("the institution creates, finds, edits and deletes a program", async ({ page }, testInfo) => {
  // Eleven pages, each checked by axe (without JS, axe runs on a copy of the page): the global 120 s timeout.
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/programs");
  await expect(page.getByRole("heading", { level: 1, name: "Programas" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/institution");
  await expect(page.getByRole("link", { name: INCUBATION })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // 'Crear programa' opens 'Registrar nuevo programa'; a name is required.
  await page.getByRole("link", { name: "Crear programa" }).click();
  await expect(page).toHaveURL(/\/programs\/programs\/new$/);
  await expectForm(page, testInfo, "Registrar nuevo programa");
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Crear programa" }).click();
  await expect(page.getByText("Por favor ingrese el nombre del programa!")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  const name = uniqueProgramName(testInfo);
  await page.getByLabel("Nombre del programa").fill(name);
  await page.getByLabel("Descripción").fill("Un programa de prueba de extremo a extremo.");
  await page
    .getByLabel("Imagen del programa")
    .setInputFiles({ name: "programa.png", mimeType: "image/png", buffer: PNG });
  const group = page.getByRole("group", { name: "Emprendedores que participan" });
  const entrepreneurs = group.getByRole("checkbox");
  if (!isNoJs(testInfo)) {
    // With JS, a name filter narrows the long list (without JS the whole list scrolls).
    const filter = group.getByRole("searchbox", { name: "Filtrar por nombre" });
    await filter.fill("zzzz-nadie");
    await expect(entrepreneurs).toHaveCount(0);
    await filter.fill("");
  }
  await entrepreneurs.nth(0).check();
  await entrepreneurs.nth(1).check();
  await page.getByRole("button", { name: "Crear programa" }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(flash(page)).toContainText("El programa ha sido creado exitosamente");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);

  // 'Buscar programas' finds it and only what matches.
  await page.getByRole("searchbox", { name: "Buscar programas" }).fill(name);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/programs\?q=/);
  await expect(page.getByRole("link", { name: INCUBATION })).toHaveCount(0);
  await page.getByRole("link", { name }).click();

  // Its detail: image, figures with two decimals, its two entrepreneurs with their work-plan links.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: `Imagen del programa ${name}` })).toBeVisible();
  await expect(page.getByText("0.00 %")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Plan de trabajo de / })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Herramientas" })).toHaveAttribute(
    "href",
    /^\/programs\/programs\/mentorships\/\d+$/,
  );
  await expectNoA11yViolations(page, testInfo);

  // Edit.
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(/\/programs\/programs\/\d+\/edit$/);
  await expectForm(page, testInfo, "Editar programa");
  await expect(page.getByLabel("Nombre del programa")).toHaveValue(name);
  await expectNoA11yViolations(page, testInfo);
  const renamed = `${name} editado`;
  await page.getByLabel("Nombre del programa").fill(renamed);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page).toHaveURL(/\/programs\/programs\/\d+$/);
  await expect(flash(page)).toContainText("El programa ha sido editado exitosamente");
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // Delete, after the confirmation step.
  await page.getByRole("link", { name: "Eliminar" }).click();
  await expectForm(page, testInfo, "Eliminar programa");
  await expect(page.getByText(`¿Está seguro de que desea eliminar el programa ${renamed}?`)).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(flash(page)).toContainText("Programa eliminado correctamente");
  await page.getByRole("searchbox", { name: "Buscar programas" }).fill(renamed);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText("Ningún programa coincide con la búsqueda")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("the mentor sees their programs and the seeded program's entrepreneurs, without Editar", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await expect(page.getByRole("link", { name: "Aceleración Digital" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: INCUBATION }).click();
  await expect(page.getByRole("heading", { level: 1, name: INCUBATION })).toBeVisible();
  await expect(page.getByRole("link", { name: "Calendario", exact: true })).toHaveAttribute("href", "/calendar");
  await expect(page.getByRole("link", { name: "Editar" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Eliminar" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Mentores" })).toBeVisible();
  const plans = page.getByRole("link", { name: /^Plan de trabajo de / });
  expect(await plans.count()).toBeGreaterThan(1);
  await expectNoA11yViolations(page, testInfo);

  // The entrepreneur search (GET q) narrows the cards.
  await page.getByRole("searchbox", { name: "Buscar emprendedores" }).fill("zzzz-nadie");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\?q=zzzz-nadie$/);
  await expect(page.getByText("Ningún emprendedor coincide con la búsqueda")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("the entrepreneur sees their program and the work-plan area, without Editar", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await expect(page.getByRole("link", { name: "Aceleración Digital" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: INCUBATION }).click();
  await expect(page.getByRole("heading", { level: 1, name: INCUBATION })).toBeVisible();
  // The seeded work plan (issue 11).
  await expect(page.getByRole("link", { name: "Ver plan de trabajo" })).toHaveAttribute("href", /^\/plan\/[^/]+\/\d+$/);
  await expect(page.getByRole("link", { name: "Editar" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Plan de trabajo de / })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
});
