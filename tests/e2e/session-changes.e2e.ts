// Issue 29 §2 with JavaScript on and off: emprendedor@demo.test books a session, moves it into another of the
// mentor's free slots from its details, then cancels it; the move and cancel pages pass axe and fit 360 px.
// Not serial: its session lives in a week of its own per project (11 and 12 weeks ahead) and ends cancelled.
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";
import { closeD1, d1, quote } from "./d1";
import { nowDate } from "../../app/shared/clock";

test.afterAll(closeD1);

function weekdayIn(weeks: number): string {
  const date = nowDate();
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The page at 360 px never scrolls sideways; the viewport goes back afterwards. */
async function fitsPhone(page: Page, testInfo: TestInfo) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page, testInfo);
  if (size) await page.setViewportSize(size);
}

test("an entrepreneur moves a session into a free slot, then cancels it", async ({ page }, testInfo) => {
  test.slow();
  const name = `Sesión por mover ${testInfo.project.name} ${Date.now().toString(36)}`;
  const day = weekdayIn(isNoJs(testInfo) ? 12 : 11);
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);

  // Booked through the booking page's own URL steps.
  const [tool] = await d1<{ id: number }>("SELECT id FROM mentorias WHERE nombre = 'Mentoría financiera'");
  const [mentor] = await d1<{ id: number }>("SELECT id FROM usuarios WHERE email = 'mentor@demo.test'");
  await page.goto(`/calendar/reservar?herramienta=${tool!.id}&mentor=${mentor!.id}&fecha=${day}`);
  await page.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await page.getByLabel("Nombre").fill(name);
  await page.getByRole("button", { name: "Reservar", exact: true }).click();
  await expect(flash(page)).toContainText("Sesión creada correctamente");
  const [row] = await d1<{ slug: string }>(`SELECT slug FROM eventos WHERE nombre = ${quote(name)}`);

  await page.goto(`/calendar/evento/${row!.slug}`);
  await page.getByRole("link", { name: "Mover sesión" }).click();
  await expect(page.getByRole("group", { name: "Nuevo horario" })).toBeVisible();
  await fitsPhone(page, testInfo);
  await page.getByRole("radio", { name: "09:00 – 09:30" }).check();
  await page.getByRole("button", { name: "Mover la sesión" }).click();
  await expect(flash(page)).toContainText("Sesión movida");
  const [moved] = await d1<{ fecha_inicio: string }>(
    `SELECT fecha_inicio FROM eventos WHERE slug = ${quote(row!.slug)}`,
  );
  expect(moved!.fecha_inicio).toBe(`${day} 09:00`);

  await page.getByRole("link", { name: "Cancelar sesión" }).click();
  await expect(page.getByText("¿Seguro que quieres cancelar esta sesión?")).toBeVisible();
  await fitsPhone(page, testInfo);
  await page.getByLabel("Motivo (opcional)").fill("Cambio de planes");
  await page.getByRole("button", { name: "Cancelar la sesión" }).click();
  await expect(flash(page)).toContainText("Sesión cancelada");
  await expect(page).toHaveURL(/\/calendar$/);
});
