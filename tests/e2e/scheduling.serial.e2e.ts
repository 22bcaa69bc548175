// Booking with JavaScript on and off (issue 5 acceptance; core spec › Validation rules "Mentee edit", core spec › Error catalogue "Schedule conflict"):
// emprendedor@demo.test books a session inside mentor@demo.test's weekly availability step by step; a second
// booking of the same slot (a page opened before the first booking) gets 'Las horas escogidas NO están
// disponibles, selecciona otro horario' with alternatives, and one of them books with one more submit.
// Serial: it adds sessions to the demo mentor's calendar.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";
import { nowDate } from "../../app/shared/clock";

function weekdayIn(weeks: number): string {
  const date = nowDate();
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The booking form: a dialog over 'Mi Calendario' with JS, a section of it without. Scoped, because the
 * calendar behind it has its own 'Fecha' and buttons.
 */
async function bookingForm(page: Page, testInfo: TestInfo): Promise<Locator> {
  const form = isNoJs(testInfo)
    ? page.getByRole("region", { name: "Reservar sesión" })
    : page.getByRole("dialog", { name: "Reservar sesión" });
  await expect(form).toBeVisible();
  return form;
}

/** Walks the steps up to the free slots of `day`. */
async function openSlots(page: Page, testInfo: TestInfo, day: string): Promise<Locator> {
  await page.goto("/calendar/reservar");
  let form = await bookingForm(page, testInfo);
  await form.getByLabel("Herramienta").selectOption({ label: "Mentoría financiera" });
  await form.getByRole("button", { name: "Continuar" }).click();
  form = await bookingForm(page, testInfo);
  await form.getByLabel("Mentor", { exact: true }).selectOption({ label: "Carlos Rodríguez" });
  await form.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Todos los lunes")).toBeVisible();
  form = await bookingForm(page, testInfo);
  await form.getByLabel("Fecha").fill(day);
  await form.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("group", { name: "Horarios libres" })).toBeVisible();
  return bookingForm(page, testInfo);
}

test("an entrepreneur books inside the mentor's availability; the same slot again gets alternatives", async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  const day = weekdayIn(isNoJs(testInfo) ? 6 : 5);
  const form = await openSlots(page, testInfo, day);
  await expectNoA11yViolations(page, testInfo);

  // A second tab with the same free slots, opened before the booking.
  const other = await page.context().newPage();
  const otherForm = await openSlots(other, testInfo, day);

  await form.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await form.getByRole("button", { name: "Reservar", exact: true }).click();
  await expect(page.getByText("Por favor escriba el nombre de la sesión!")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  const again = await bookingForm(page, testInfo);
  await again.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await again.getByLabel("Nombre").fill("Revisión de precios");
  await again.getByRole("button", { name: "Reservar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?vista=semana&fecha=${day}$`));
  await expect(flash(page)).toContainText("Sesión creada correctamente");
  await expectNoA11yViolations(page, testInfo);

  await otherForm.getByRole("radio", { name: "08:00 – 08:30" }).check();
  await otherForm.getByLabel("Nombre").fill("Otra revisión");
  await otherForm.getByRole("button", { name: "Reservar", exact: true }).click();
  await expect(other.getByText("Las horas escogidas NO están disponibles, selecciona otro horario")).toBeVisible();
  await expectNoA11yViolations(other, testInfo);
  const alternative = other.getByRole("button", { name: /^Reservar \d{4}-\d{2}-\d{2} \d{2}:\d{2} – / }).first();
  await alternative.click();
  await expect(flash(other)).toContainText("Sesión creada correctamente");
  await other.close();
});
