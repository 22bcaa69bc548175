// Reports, with JavaScript on and off (issue 13 acceptance; second spec › Screens and routes "The program dashboard screen", second spec › Validation rules
// "Export"; core spec › Screens and routes 'Mi dashboard'): the institution opens the control panel from its 'Reportes de programas'
// tile, chooses the seeded program and a range (an end before the start is a field error), reads the cards and
// charts, chooses a mentor, downloads the survey report; the mentor opens 'Mi dashboard' from the menu. axe once
// per page.
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, login, mainNav, test } from "./fixtures";

const INCUBATION = "Programa de Incubación 2026";

test("the institution reads the program control panel and downloads a report", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.getByRole("link", { name: "Reportes de programas" }).click();
  await expect(page).toHaveURL(/\/reports\/resumen-entidad-por-programa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Panel de control" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tablero de control programas" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // An end before the start: a field error, and no export offered.
  await page.getByLabel("Programa", { exact: true }).selectOption({ label: INCUBATION });
  await page.getByLabel("Fecha inicial").fill("2026-03-10");
  await page.getByLabel("Fecha final").fill("2026-03-01");
  await page.getByRole("button", { name: "Ver resumen" }).click();
  await expect(page.locator("#reports-end-error")).toHaveText(
    "La fecha final no puede ser anterior a la fecha inicial",
  );
  // The export card says what is wrong and links to the end date.
  await expect(
    page.getByRole("link", { name: "La fecha final no puede ser anterior a la fecha inicial" }),
  ).toHaveAttribute("href", "#reports-end");
  await expect(page.getByRole("link", { name: "Reporte de encuestas" })).toHaveCount(0);

  // A valid range: cards, three charts with their tables, the mentor section, the exports.
  await page.getByLabel("Fecha inicial").fill("2020-01-01");
  await page.getByLabel("Fecha final").fill("2099-12-31");
  await page.getByRole("button", { name: "Ver resumen" }).click();
  await expect(page.getByRole("link", { name: "Reporte de encuestas" })).toBeVisible();
  await expect(page.getByText("Total de fundadores")).toBeVisible();
  for (const chart of ["Mentorías dictadas por día", "Horas dictadas por día", "Fundadores capacitados"]) {
    await expect(page.getByRole("heading", { name: chart })).toBeVisible();
    await expect(page.getByRole("img", { name: new RegExp(chart) })).toBeVisible();
  }
  const mentors = page.getByLabel("Mentor", { exact: true });
  const second = await mentors.locator("option").nth(1).textContent();
  await mentors.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Ver mentor" }).click();
  await expect(page.getByLabel("Mentor", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("Mentor", { exact: true }).locator("option:checked")).toHaveText(second!);
  await expect(page.getByText("Mejor mentor del programa")).toBeVisible();
  await expect(page.getByText("Calificación promedio")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Reporte de encuestas" }).click();
  expect((await download).suggestedFilename()).toMatch(/^calificaciones-\d+-2020-01-01-2099-12-31\.xlsx$/);
});

test("the mentor opens 'Mi dashboard' from the menu", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await mainNav(page).getByRole("link", { name: "Mi dashboard" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\/mentor\/reports\/resumen-por-programa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mi dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: INCUBATION })).toBeVisible();
  await expect(page.getByText("Últimas calificaciones").first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});
