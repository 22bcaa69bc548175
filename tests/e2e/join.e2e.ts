// The public join page /link/{uuid} (second spec › Screens and routes "Join-event page"), signed out, JS on and off: an unknown
// link shows the API's 'No se encontró el evento.' under 'Error' with a 404. A real link: join.serial.e2e.ts.
import { expect, expectNoA11yViolations, test } from "./fixtures";

test("an unknown link: 'No se encontró el evento.'", async ({ page }, testInfo) => {
  const response = await page.goto("/link/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
  await expect(page.getByText("No se encontró el evento.")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});
