// The app and the local API as two Workers, the app calling it through a service binding (issue 36 §3), with
// JavaScript on: sign in with the form, a program's page, sign out. The integration suite runs the other
// flows over HTTP and over the binding, with JavaScript off (tests/integration/two-workers-*.test.ts).
import { DEMO_PASSWORD, DEMO_USERS, expect, flash, mainNav, submitLogin, test } from "./fixtures";

const INCUBATION = "Programa de Incubación 2026";

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
