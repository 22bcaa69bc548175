// Booking with JavaScript on and off (issue 5 acceptance; spec 000 §5 "Mentee edit", §8 "Schedule conflict"):
// emprendedor@demo.test books a session inside mentor@demo.test's weekly availability step by step; a second
// booking of the same slot (a page opened before the first booking) gets 'Las horas escogidas NO están
// disponibles, selecciona otro horario' with alternatives, and one of them books with one more submit.
// Serial: it adds sessions to the demo mentor's calendar.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";

function weekdayIn(weeks: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Walks the steps up to the free slots of `day`. */
async function openSlots(page: Page, day: string) {
  await page.goto("/calendar/reservar");
  await expect(page.getByRole("heading", { name: "Reservar sesión" })).toBeVisible();
  await page.getByLabel("Herramienta").selectOption({ label: "Mentoría financiera" });
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Mentor", { exact: true }).selectOption({ label: "Carlos Rodríguez" });
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Todos los lunes")).toBeVisible();
  await page.getByLabel("Fecha").fill(day);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("group", { name: "Horarios libres" })).toBeVisible();
}

test("an entrepreneur books inside the mentor's availability; the same slot again gets alternatives", async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  const day = weekdayIn(isNoJs(testInfo) ? 6 : 5);
  await openSlots(page, day);
  await expectNoA11yViolations(page, testInfo);

  // A second tab with the same free slots, opened before the booking.
  const other = await page.context().newPage();
  await openSlots(other, day);

  await page.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await page.getByRole("button", { name: "Reservar" }).click();
  await expect(page.getByText("Por favor escriba el nombre de la sesión!")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await page.getByLabel("Nombre").fill("Revisión de precios");
  await page.getByRole("button", { name: "Reservar" }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?vista=semana&fecha=${day}$`));
  await expect(flash(page)).toContainText("Sesión creada correctamente");
  await expectNoA11yViolations(page, testInfo);

  await other.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await other.getByLabel("Nombre").fill("Otra revisión");
  await other.getByRole("button", { name: "Reservar" }).click();
  await expect(other.getByText("Las horas escogidas NO están disponibles, selecciona otro horario")).toBeVisible();
  await expectNoA11yViolations(other, testInfo);
  const alternative = other.getByRole("button", { name: /^Reservar \d{4}-\d{2}-\d{2} \d{2}:\d{2} – / }).first();
  await alternative.click();
  await expect(flash(other)).toContainText("Sesión creada correctamente");
  await other.close();
});
