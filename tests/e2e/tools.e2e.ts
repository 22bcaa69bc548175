// The tools of a program with JavaScript on and off (issue 4 acceptance; core spec › Screens and routes "Programs and tools",
// core spec › Validation rules "Tool create or edit", core spec › Error catalogue): entidad@demo.test adds a Taller with one mentor to a seeded program (an
// empty mentor list gives the spec's message), edits it and deletes it; a mentor only reads. The e2e
// database is fresh, so the seed's first program, "Programa de Incubación 2026", has id 1.
// Each test creates its own tool with a unique name and leaves the seeded ones alone.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";

const PROGRAM = "Programa de Incubación 2026";
const LIST = "/programs/programs/mentorships/1";
const MENTOR_NAME = "Carlos Rodríguez";

function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

function card(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test("an institution adds a Taller with one mentor to a program, edits it and deletes it", async ({
  page,
}, testInfo) => {
  // Many pages, each checked with axe.
  test.slow();
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Herramientas" })).toBeVisible();
  await expect(page.getByText(PROGRAM).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/programs/programs/1");
  await expect(card(page, "Mentoría financiera")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // Create: the empty mentor list is refused with the spec's message.
  await page.getByRole("link", { name: "Nueva herramienta" }).click();
  await expect(page).toHaveURL(/\/programs\/programs\/mentorships\/new\/1$/);
  await expect(page.getByRole("heading", { name: "Nueva herramienta" })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: "Nueva herramienta" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  const name = uniqueName("Taller e2e");
  await page.getByLabel("Nombre", { exact: true }).fill(name);
  await page.getByLabel("Tipo de herramienta").selectOption("Taller");
  await page.getByLabel("Descripción").fill("Taller de prueba de punta a punta");
  await page.getByRole("button", { name: "Crear herramienta" }).click();
  await expect(page.getByText("Por favor seleccione al menos un mentor")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel(MENTOR_NAME, { exact: true }).check();
  await page.getByRole("button", { name: "Crear herramienta" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(flash(page)).toContainText("Herramienta creada exitosamente");
  const created = card(page, name);
  await expect(created).toContainText("Taller");
  await expect(created).toContainText(MENTOR_NAME);
  await expectNoA11yViolations(page, testInfo);

  // Edit.
  await created.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole("heading", { name: "Editar herramienta" })).toBeVisible();
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(MENTOR_NAME, { exact: true })).toBeChecked();
  await expectNoA11yViolations(page, testInfo);
  const renamed = `${name} editado`;
  await page.getByLabel("Nombre", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(flash(page)).toContainText("La herramienta ha sido editado exitosamente");
  const edited = card(page, renamed);
  await expect(edited).toBeVisible();

  // Its detail page and the mentor within it.
  await edited.getByRole("link", { name: "Ver detalle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole("link", { name: PROGRAM })).toHaveAttribute("href", "/programs/programs/1");
  await expect(page.getByText("Esta herramienta aún no tiene sesiones")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: MENTOR_NAME }).click();
  await expect(page.getByRole("heading", { level: 1, name: MENTOR_NAME })).toBeVisible();
  await expect(page.getByText(renamed)).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: "Volver" }).click();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await page.getByRole("link", { name: "Volver" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  // Delete, after a confirmation step.
  await card(page, renamed).getByRole("link", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/eliminar$/);
  await expect(page.getByText("¿Está seguro de que desea eliminar la herramienta")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(flash(page)).toContainText("Mentoría eliminada correctamente");
  await expect(card(page, renamed)).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
});

test("a mentor of the program sees its tools with View detail only", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Herramientas" })).toBeVisible();
  const financial = card(page, "Mentoría financiera");
  await expect(financial).toBeVisible();
  await expect(financial.getByRole("link", { name: "Ver detalle" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nueva herramienta" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Editar/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Eliminar/ })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);

  await financial.getByRole("link", { name: "Ver detalle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mentoría financiera" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: MENTOR_NAME }).click();
  await expect(page.getByRole("heading", { level: 1, name: MENTOR_NAME })).toBeVisible();
  await expect(page.getByText("Consultor en finanzas y estrategia").first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // The create page is refused by the server, not only hidden.
  const response = await page.goto("/programs/programs/mentorships/new/1");
  expect(response?.status()).toBe(403);
});
