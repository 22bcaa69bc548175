// The program detail's sessions with JavaScript on and off (issue 5, issue 4 leftover): entidad@demo.test sees
// the seeded sessions of "Programa de Incubación 2026", each name linking to the session's details.
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, login, test } from "./fixtures";

test("an institution sees its program's sessions on the program's detail", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/programs/programs/1");
  const sessions = page.getByRole("region", { name: "Sesiones del programa" });
  await expect(sessions.getByRole("columnheader", { name: "Inicio" })).toBeVisible();
  const first = sessions.getByRole("link").first();
  await expect(first).toHaveAttribute("href", /^\/calendar\/evento\/[^/]+$/);
  await expect(page.getByText("Aún no hay sesiones en este programa")).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
});
