// Scheduling with JavaScript on and off (issue 5 acceptance; core spec › Validation rules "Session create or edit
// (institution)", "Availability", core spec › Error catalogue): entidad@demo.test creates a Grupal session choosing its participants by
// pasting e-mails; mentor@demo.test sets weekly availability and removes it again. With JS the forms open as
// dialogs over 'Mi Calendario' / 'Mi disponibilidad'; without JS they are sections of those pages. Each test
// uses its own dates and names (the js and no-js projects run side by side on one database).
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";
import { nowDate } from "../../app/shared/clock";

/** A weekday (Monday to Friday) of the week `weeks` weeks from now, as YYYY-MM-DD (distinct per week). */
function weekdayIn(weeks: number): string {
  const date = nowDate();
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** With JS, waits for the form to become a dialog (typing before hydration keeps it inline). */
async function formReady(page: Page, testInfo: TestInfo, title: string) {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

test("an institution creates a Grupal session selecting participants by pasting e-mails", async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/calendar/nuevo");
  await formReady(page, testInfo, "Nueva sesión");
  await expectNoA11yViolations(page, testInfo);

  // Required fields first: the spec's messages.
  await page.getByRole("button", { name: "Crear sesión" }).click();
  await expect(page.getByText("¡Por favor seleccione el mentor!")).toBeVisible();
  await expect(page.getByText("Por favor seleccione la fecha de inicio!")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  const day = weekdayIn(isNoJs(testInfo) ? 10 : 11);
  const name = `Grupal e2e ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Herramienta").selectOption({ label: "Mentoría financiera" });
  await page.getByLabel("Mentor", { exact: true }).selectOption({ label: "Carlos Rodríguez" });
  await page.getByLabel("Tipo", { exact: true }).selectOption("Grupal");
  await page.getByLabel("Lista de invitados visible").check();
  await page.getByLabel("Inicio", { exact: true }).fill(`${day}T07:00`);
  await page.getByLabel("Fin", { exact: true }).fill(`${day}T08:00`);
  await page.getByLabel("Nombre", { exact: true }).fill(name);
  await page.getByLabel("Pegar correos").fill(`Participantes: EMPRENDEDOR@demo.test; gracias`);
  if (!isNoJs(testInfo)) {
    // Live: whoever's e-mail was pasted is chosen (a tag of the participants' picker, its hidden box checked), and the
    // Individual picker is hidden.
    const participants = page.getByRole("group", { name: "Participantes" });
    await expect(
      participants.getByRole("grid", { name: "Selección" }).getByRole("row", { name: /Laura Martínez/ }),
    ).toBeVisible();
    await expect(page.locator('input[name="sub_grupo"]:checked')).toHaveCount(1);
    await expect(page.getByText("1 usuario seleccionado por correo.")).toBeVisible();
    await expect(page.getByLabel("Emprendedor", { exact: true })).toBeHidden();
  }
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Crear sesión" }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?vista=semana&fecha=${day}$`));
  await expect(flash(page)).toContainText("Evento creado exitosamente");
  await expectNoA11yViolations(page, testInfo);

  // The session is on 'Mi Calendario': the month view and the agenda, at 07:00-08:00 in the user's zone (CO).
  await page.goto(`/calendar?vista=mes&fecha=${day}`);
  const entry = isNoJs(testInfo)
    ? page.getByRole("link", { name: new RegExp(name) })
    : page.locator(".sx__calendar").getByText(name);
  await expect(entry.first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.goto(`/calendar?vista=agenda&fecha=${day}`);
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("row", { name: new RegExp(`07:00 – 08:00 .*${name}`) })).toBeVisible();
  } else {
    await expect(page.locator(".sx__calendar").getByText(name).first()).toBeVisible();
  }
  await expectNoA11yViolations(page, testInfo);
});

test("a mentor sets weekly availability, sees it by weekday, and removes it", async ({ page }, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await page.goto("/calendar/disponibilidad");
  await expect(page.getByRole("heading", { level: 1, name: "Mi disponibilidad" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Todos los lunes" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("link", { name: "Nueva disponibilidad" }).click();
  await formReady(page, testInfo, "Nueva disponibilidad");
  await expectNoA11yViolations(page, testInfo);
  // A Saturday (js) or a Sunday (no-js) of 2027: no seeded weekly rows on weekends.
  const [date, weekday] = isNoJs(testInfo) ? ["2027-03-07", "domingos"] : ["2027-03-06", "sábados"];
  await page.getByLabel("Fecha").fill(date);
  await page.getByLabel("Semanal", { exact: true }).check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Por favor seleccione la hora de inicio.").first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  const first = page.getByRole("group", { name: "Horario 1" });
  await first.getByLabel("Hora de inicio").selectOption("09:00");
  await first.getByLabel("Hora de fin").selectOption("11:30");
  const second = page.getByRole("group", { name: "Horario 2 (opcional)" });
  await second.getByLabel("Hora de inicio").selectOption("15:00");
  await second.getByLabel("Hora de fin").selectOption("17:00");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(/\/calendar\/disponibilidad$/);
  await expect(flash(page)).toContainText("Disponibilidad creada correctamente");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `Todos los ${weekday}` }) });
  await expect(row).toContainText("09:00–11:30, 15:00–17:00");
  await expectNoA11yViolations(page, testInfo);

  await row.getByRole("link", { name: `Eliminar disponibilidad: Todos los ${weekday}` }).click();
  await formReady(page, testInfo, "Eliminar disponibilidad");
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(flash(page)).toContainText("Disponibilidad eliminada correctamente");
  await expect(page.getByRole("rowheader", { name: `Todos los ${weekday}` })).toHaveCount(0);
});
