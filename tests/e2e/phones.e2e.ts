// Phones (issue 30 §5), with JavaScript on and off: at 360 px the calendar's month is a grid of days whose links
// list the chosen day's sessions below it, and the program page's sessions are a list; neither page scrolls
// sideways nor squeezes a session name under 120 px. At 1280 px both keep their tables. (The crawler checks every
// other page at 360 px: tests/e2e/crawl.e2e.ts.)
import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, isNoJs, login, settled, test } from "./fixtures";
import { NEXT_SESSION, monthTitle, seededUpcomingDay } from "./seed-days";

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
/** The narrowest box a session's name may get. */
const MIN_NAME_WIDTH = 120;
const INCUBATION = "Programa de Incubación 2026";

test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The width of the narrowest of these boxes (there must be at least one). */
async function narrowest(boxes: Locator): Promise<number> {
  const widths = await boxes.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  return Math.min(...widths);
}

test("the calendar's month on a phone: days as links, the chosen day's sessions below; a desktop keeps the table", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  const day = seededUpcomingDay(1);
  const dayOfMonth = Number(day.slice(8));
  // The dates as the page names them: "…, 30 de noviembre de 2026".
  const dayName = new RegExp(`\\b${dayOfMonth} de ${monthTitle(new Date(`${day}T12:00:00Z`))}`);
  // Another day of the same month first, then the session's day chosen by its link.
  await page.goto(`/calendar?vista=mes&fecha=${day.slice(0, 8)}${dayOfMonth === 1 ? "02" : "01"}`);
  if (!isNoJs(testInfo)) await settled(page);
  await expectNoSidewaysScroll(page);
  const month = page.getByRole("table", { name: /^Sesiones de / });
  // The grid's links are days, not squeezed session names.
  await expect(month.getByRole("link", { name: new RegExp(NEXT_SESSION) })).toHaveCount(0);
  const dayLink = month.getByRole("link", { name: new RegExp(`${dayName.source}: \\d+ sesi(ón|ones)$`) });
  await dayLink.click();
  await expect(page).toHaveURL(new RegExp(`\\?vista=mes&fecha=${day}#mes$`));
  await expect(dayLink).toHaveAttribute("aria-current", "true");
  const list = page.getByRole("region", { name: dayName });
  const session = list.getByRole("link", { name: NEXT_SESSION });
  await expect(session).toBeVisible();
  expect(await narrowest(list.locator('a[href^="/calendar/evento/"]'))).toBeGreaterThanOrEqual(MIN_NAME_WIDTH);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, testInfo);

  // A desktop: the same month as a table of weeks with the sessions' names; no day links, no list below.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/calendar?vista=mes&fecha=${day}`);
  if (!isNoJs(testInfo)) await settled(page);
  await expect(page.getByRole("link", { name: /: \d+ sesi(ón|ones)$/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: dayName })).toHaveCount(0);
  // Without JS the table is the calendar (with JS the widget may have taken its place).
  if (isNoJs(testInfo)) {
    await expect(month.getByRole("columnheader", { name: "lunes" })).toBeVisible();
    await expect(month.getByRole("link", { name: new RegExp(NEXT_SESSION) })).toBeVisible();
  }
});

test("the program page on a phone: its sessions as a list; a desktop keeps the table", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/programs");
  await page.getByRole("link", { name: INCUBATION }).click();
  await expect(page.getByRole("heading", { level: 1, name: INCUBATION })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const sessions = page.getByRole("region", { name: "Sesiones del programa" });
  // Each session an item: its name on a line of its own, then 'Inicio' and 'Fin' labelled beside their values.
  expect(await narrowest(sessions.getByRole("rowheader"))).toBeGreaterThanOrEqual(MIN_NAME_WIDTH);
  await expect(sessions.getByText("Inicio", { exact: true }).last()).toBeVisible();
  expect(await startBelowName(sessions)).toBe(true);
  await expectNoA11yViolations(page, testInfo);

  // A desktop: the table, a session a line, its columns named once in the header.
  await page.setViewportSize(DESKTOP);
  await expect(sessions.getByRole("columnheader", { name: "Inicio" })).toBeVisible();
  await expect(sessions.getByText("Inicio", { exact: true }).last()).toBeHidden();
  expect(await startBelowName(sessions)).toBe(false);
});

/** Whether the first session's start sits below its name (a list item) rather than beside it (a table row). */
async function startBelowName(sessions: Locator): Promise<boolean> {
  const row = sessions.getByRole("row").nth(1);
  const [name, start] = await Promise.all([
    row.getByRole("rowheader").boundingBox(),
    row.getByRole("cell").first().boundingBox(),
  ]);
  return start!.y >= name!.y + name!.height;
}
