// Issue 3 acceptance, as entidad@demo.test: the terms the institution chooses (Consultor / Empresario)
// become the words its administrators and entrepreneurs see. It edits the shared demo institution, so
// it runs alone, after the other specs (projects exclusive-js and exclusive-no-js in playwright.config.ts),
// and puts the default terms back.
import type { Page, TestInfo } from "@playwright/test";
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  mainNav,
  test,
} from "./fixtures";

test.describe.configure({ mode: "serial" });

async function setTerms(page: Page, testInfo: TestInfo, mentor: string, entrepreneur: string) {
  await page.goto("/institution");
  await page.getByRole("link", { name: "Editar entidad" }).click();
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/institution\/edit$/);
  else await expect(page.getByRole("dialog", { name: "Editar entidad" })).toBeVisible();
  await page.getByLabel("Término para mentores").selectOption(mentor);
  await page.getByLabel("Término para emprendedores").selectOption(entrepreneur);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(/\/institution$/);
  await expect(flash(page)).toContainText("Entidad editada correctamente");
}

async function signOut(page: Page) {
  await mainNav(page).getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("terms changed to Consultor / Empresario show in the mentors' and entrepreneurs' screens", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  try {
    await setTerms(page, testInfo, "Consultor", "Empresario");
    await expect(page.getByRole("link", { name: "Consultores" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Empresarios" })).toBeVisible();

    await page.getByRole("link", { name: "Consultores" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Consultores" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nuevo consultor" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);

    await page.goto("/user/users");
    await expect(page.getByRole("heading", { level: 1, name: "Empresarios" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nuevo empresario" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
    await signOut(page);

    // An entrepreneur of the institution: the menu and the read-only list use the new word.
    await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
    await mainNav(page).getByRole("link", { name: "Empresarios" }).click();
    await expect(page).toHaveURL(/\/user\/users$/);
    await expect(page.getByRole("heading", { level: 1, name: "Empresarios" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nuevo empresario" })).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo);
    await signOut(page);
    await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  } finally {
    await setTerms(page, testInfo, "Mentor", "Emprendedor");
  }
  await expect(page.getByRole("link", { name: "Mentores" })).toBeVisible();
});
