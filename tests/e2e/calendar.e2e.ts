// 'Mi Calendario' with JavaScript on and off (issue 5; core spec › Screens and routes "Calendar, files, minutes"): the views and
// their navigation, the time-zone selector moving every time, and 'Detalles del evento'. Without JavaScript the
// server's tables and lists are the calendar; with it, schedule-x replaces them once loaded (the toolbar stays).
// Seeded sessions are found by name (local-api/seeds/sessions.ts): "Mentoría financiera · Plan de precios" is
// tomorrow 10:00-11:00 Bogota (a weekend day moves to the next Monday), for emprendedor@ with mentor@.
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, isNoJs, login, settled, test } from "./fixtures";
import { NEXT_SESSION, bogotaDate, isoInBogota, monthTitle, seededUpcomingDay } from "./seed-days";

/** The calendar is ready: the widget has replaced the server views with JS; the server views are there without. */
async function calendarReady(page: Page, testInfo: TestInfo) {
  if (isNoJs(testInfo)) return;
  // The page's own signal that schedule-x has drawn itself (app/lib/widget-status.ts), then what a user sees.
  await settled(page);
  await expect(page.locator(".sx__calendar")).toBeVisible();
}

/** The session's entry in the current view: a link of the server views, an event of the widget. */
function sessionEntry(page: Page, testInfo: TestInfo, name: string) {
  if (isNoJs(testInfo)) return page.getByRole("link", { name: new RegExp(name) }).first();
  return page.locator(".sx__event", { hasText: name }).first();
}

test("the month, week, day and agenda views with Hoy, Anterior, Siguiente and Fecha", async ({ page }, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Mi Calendario" })).toBeVisible();
  const today = bogotaDate();
  await expect(page.getByRole("heading", { level: 2, name: monthTitle(today) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mes" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Disponibilidad" })).toBeVisible();
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("columnheader", { name: "lunes" })).toBeVisible();
    const headers = await page.getByRole("columnheader").allTextContents();
    expect(headers[0]).toContain("lunes");
  }
  await calendarReady(page, testInfo);
  await expectNoA11yViolations(page, testInfo);

  // Siguiente, Anterior, Hoy.
  const nextMonth = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  await page.getByRole("link", { name: "Siguiente" }).click();
  await expect(page.getByRole("heading", { level: 2, name: monthTitle(nextMonth) })).toBeVisible();
  await calendarReady(page, testInfo);
  await page.getByRole("link", { name: "Anterior" }).click();
  await expect(page.getByRole("heading", { level: 2, name: monthTitle(today) })).toBeVisible();
  await page.getByRole("link", { name: "Siguiente" }).click();
  await page.getByRole("link", { name: "Hoy" }).click();
  await expect(page.getByRole("heading", { level: 2, name: monthTitle(today) })).toBeVisible();

  // Semana and Día.
  await page.getByRole("link", { name: "Semana" }).click();
  await expect(page).toHaveURL(/vista=semana/);
  await expect(page.getByRole("link", { name: "Semana" })).toHaveAttribute("aria-current", "page");
  await calendarReady(page, testInfo);
  if (isNoJs(testInfo)) await expect(page.getByRole("columnheader", { name: "Horas" }).first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: "Día" }).click();
  await expect(page).toHaveURL(/vista=dia/);
  await calendarReady(page, testInfo);
  await expectNoA11yViolations(page, testInfo);

  // Agenda from a date picked with 'Fecha'.
  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/vista=agenda/);
  const start = isoInBogota(bogotaDate(-14));
  // schedule-x has a (hidden) date picker labelled "Fecha" too: the toolbar's is the date input named fecha.
  await page.locator('input[type="date"][name="fecha"]').fill(start);
  await page.getByRole("button", { name: "Ir a la fecha" }).click();
  await expect(page).toHaveURL(new RegExp(`vista=agenda&fecha=${start}`));
  await calendarReady(page, testInfo);
  if (isNoJs(testInfo)) {
    for (const name of ["Fecha", "Horas", "Evento"])
      await expect(page.getByRole("columnheader", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: NEXT_SESSION })).toBeVisible();
  }
  await expectNoA11yViolations(page, testInfo);
});

test("changing the time zone moves the times, and a session opens 'Detalles del evento'", async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  const tomorrow = seededUpcomingDay(1);
  const dayView = `/calendar?vista=dia&fecha=${tomorrow}`;
  await page.goto(dayView);
  await expect(page.getByRole("link", { name: "Reservar sesión" })).toBeVisible();
  await calendarReady(page, testInfo);
  await expect(sessionEntry(page, testInfo, NEXT_SESSION)).toBeVisible();
  if (isNoJs(testInfo)) await expect(page.getByRole("row", { name: /10:00 – 11:00/ })).toBeVisible();
  else await expect(sessionEntry(page, testInfo, NEXT_SESSION)).toContainText("10:00");
  await expectNoA11yViolations(page, testInfo);

  // Madrid is 6 hours ahead of Bogota in November... and 6 or 7 around daylight saving: compute it.
  const zone = page.getByLabel("Zona horaria");
  await expect(zone).toHaveValue("CO");
  await zone.selectOption("ES");
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "Cambiar Zona horaria" }).click();
  await expect(page).toHaveURL(new RegExp(`vista=dia&fecha=${tomorrow}`));
  await expect(page.getByLabel("Zona horaria")).toHaveValue("ES");
  const madridStart = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(`${tomorrow}T10:00:00-05:00`));
  await calendarReady(page, testInfo);
  if (isNoJs(testInfo)) await expect(page.getByRole("row", { name: new RegExp(`^${madridStart} – `) })).toBeVisible();
  else await expect(sessionEntry(page, testInfo, NEXT_SESSION)).toContainText(madridStart);
  await expectNoA11yViolations(page, testInfo);

  // Details.
  await sessionEntry(page, testInfo, NEXT_SESSION).click();
  await expect(page).toHaveURL(/\/calendar\/evento\/[^/?]+\?vista=dia/);
  await expect(page.getByRole("heading", { name: "Detalles del evento" })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: "Detalles del evento" })).toBeVisible();
  const details = isNoJs(testInfo)
    ? page.getByRole("region", { name: "Detalles del evento" })
    : page.getByRole("dialog", { name: "Detalles del evento" });
  await expect(details).toContainText(NEXT_SESSION);
  await expect(details).toContainText("Individual");
  // The details say it in Colombian Spanish, 12-hour clock (e.g. "4:00 p. m.").
  const [hour, minute] = madridStart.split(":").map(Number) as [number, number];
  await expect(details).toContainText(`${hour % 12 || 12}:${String(minute).padStart(2, "0")}`);
  await expect(details.getByRole("link", { name: "Unirse a la sesión" })).toBeVisible();
  await expect(details.getByRole("link", { name: "Agregar a mi calendario" })).toBeVisible();
  // Issue 29 §1: the reminder e-mail's links, in a new tab.
  await expect(details.getByRole("link", { name: /^Agregar a Google Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  await expect(details.getByRole("link", { name: /^Compartir por WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(details.getByRole("link", { name: "Eliminar" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
  await details.getByRole("link", { name: "Cerrar" }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?vista=dia&fecha=${tomorrow}$`));
});

test("every view passes axe with the widget mounted, in the bank theme as well", async ({ page }, testInfo) => {
  test.slow();
  await login(page, "banco@demo.test", DEMO_PASSWORD, "/institution");
  for (const vista of ["mes", "semana", "dia", "agenda"]) {
    await page.goto(`/calendar?vista=${vista}&fecha=${seededUpcomingDay(1)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Mi Calendario" })).toBeVisible();
    await calendarReady(page, testInfo);
    await expectNoA11yViolations(page, testInfo);
  }
});

test("the widget loads only where it helps: not on a phone, not under a dialog until it closes", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "the widget is JavaScript");
  const widgetRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/interactive-calendar-[^/]*\.js$/.test(request.url())) widgetRequests.push(request.url());
  });
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);

  // A phone (decision 016): the server's views are the calendar.
  await page.setViewportSize({ width: 360, height: 800 });
  const day = seededUpcomingDay(1);
  // Another day of the same month first: choosing the session's day is then a client navigation, and the island
  // renders the month with React; its links are plain anchors that its click handler navigates (issue 31 §2).
  const other = `${day.slice(0, 8)}${String(Number(day.slice(8)) + (day.endsWith("-01") ? 1 : -1)).padStart(2, "0")}`;
  await page.goto(`/calendar?vista=mes&fecha=${other}`);
  await settled(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator(`a[href="/calendar?vista=mes&fecha=${day}#mes"]`).click();
  await expect(page).toHaveURL(new RegExp(`fecha=${day}#mes$`));
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await page
    .getByRole("link", { name: new RegExp(NEXT_SESSION) })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await page.goto(`/calendar?vista=mes&fecha=${day}`);
  await settled(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mi Calendario" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(NEXT_SESSION) }).first()).toBeAttached();
  await expect(page.locator(".sx__calendar")).toHaveCount(0);
  expect(widgetRequests).toEqual([]);
  // The month is a static island (app/ui/static-island.tsx): the server's HTML, which React did not hydrate; its
  // links still open 'Detalles del evento' inside the app, without loading the document again.
  const hydratedInIsland = await page
    .locator("[data-static-island]")
    .first()
    .evaluate((island) =>
      [...island.querySelectorAll("*")].some((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))),
    );
  expect(hydratedInIsland).toBe(false);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole("link", { name: new RegExp(NEXT_SESSION) })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  // A desktop opening a dialog's URL: the dialog first, the widget once it closes.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/calendar/nuevo");
  await settled(page);
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(widgetRequests).toEqual([]);
  await page.getByRole("dialog").getByRole("link", { name: "Cerrar" }).click();
  await expect(page).toHaveURL(/\/calendar(\?|$)/);
  await calendarReady(page, testInfo);
  expect(widgetRequests).toHaveLength(1);
});
