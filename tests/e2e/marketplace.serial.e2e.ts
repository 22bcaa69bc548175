// The marketplace, with JavaScript on and off (issue 14 acceptance; second spec › Screens and routes "Marketplace", second spec › States and transitions "Booking",
// second spec › Business constants and limits): a visitor pages, filters and sorts, closes the first-visit instructions for good, and 'Reservar' leads
// to sign-in and back; the entrepreneur books a slot with a note, pays through the test checkout and sees the
// session with its call button, edits it (name and hours), then books another, declines and lands on
// /sesion-no. Serial: bookings go into emprendedor@demo.test's calendar (weeks ahead, with seeded marketplace
// mentors no other spec reads).
import type { Page, TestInfo } from "@playwright/test";
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  submitLogin,
  test,
} from "./fixtures";
import { nowMs } from "../../app/shared/clock";

/** A weekday some weeks ahead, different per project, as `YYYY-MM-DD` (Bogota, the tests' zone). */
function bookingDate(testInfo: TestInfo): string {
  const day = new Date(nowMs() - 5 * 3600_000);
  day.setUTCDate(day.getUTCDate() + (isNoJs(testInfo) ? 49 : 42));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The weekday after `date` (`YYYY-MM-DD`). */
function nextWeekday(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** Opens the mentor's booking page at `date` and picks the first free slot's 30 minutes. */
async function chooseFirstSlot(
  page: Page,
  testInfo: TestInfo,
  username: string,
  date: string,
  axe = true,
): Promise<void> {
  await page.goto(`/marketplace/${username}/reservar`);
  await page.getByLabel("Fecha").fill(date);
  await page.getByRole("button", { name: "Ver horarios" }).click();
  await expect(page).toHaveURL(new RegExp(`fecha=${date}`));
  const start = page.getByLabel("Hora de inicio");
  const firstStart = await start.locator("option:not([value=''])").first().getAttribute("value");
  await start.selectOption(firstStart!);
  const end = page.getByLabel("Hora de finalización");
  const firstEnd = await end.locator("option:not([value=''])").first().getAttribute("value");
  await end.selectOption(firstEnd!);
  if (axe) await expectNoA11yViolations(page, testInfo);
}

/** 'Pagar': without JS the tab goes to the test checkout; with JS 'Ir al pago' opens it in a new tab. */
async function payAndOpenCheckout(page: Page, testInfo: TestInfo): Promise<Page> {
  await page.getByRole("button", { name: "Pagar" }).click();
  if (isNoJs(testInfo)) {
    await expect(page).toHaveURL(/\/api\/payu\/compra\/[A-Za-z0-9_-]+$/);
    return page;
  }
  await expect(page.getByText("Sesión creada correctamente")).toBeVisible();
  const opened = page.context().waitForEvent("page");
  await page.getByRole("link", { name: "Ir al pago" }).click();
  const checkout = await opened;
  await checkout.waitForLoadState();
  await expect(checkout).toHaveURL(/\/api\/payu\/compra\/[A-Za-z0-9_-]+$/);
  return checkout;
}

test("a visitor pages, filters and sorts; the instructions stay closed; 'Reservar' signs in and comes back", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu mentor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Crear cuenta" })).toBeVisible();
  // Visitors get the page without scripts (decision 014): everything on it is a link or a native form.
  expect(scripts, "the marketplace loads no script for visitors").toEqual([]);
  await expect(page.locator("script[type=module]")).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);

  // The first-visit instructions: closed with a form post, and still closed on the next visit.
  await expect(page.getByRole("heading", { name: "¿Cómo funciona?" })).toBeVisible();
  await page.getByRole("button", { name: "Entendido" }).click();
  await expect(page.getByRole("heading", { name: "¿Cómo funciona?" })).toHaveCount(0);
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu mentor" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "¿Cómo funciona?" })).toHaveCount(0);

  // Page 2, then an area, the price band up to 80 thousand and sort by price: one shareable URL.
  await page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/marketplace\?page=2$/);
  await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("checkbox", { name: "Marketing" }).check();
  await page.getByLabel("Precio por hora").selectOption({ label: "Hasta $80.000" });
  await page.getByLabel("Ordenar por").selectOption({ label: "Precio" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/price=80/);
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/skill=\d+/);
  const prices = await page.getByText(/COP \/ hora$/).allTextContents();
  const values = prices.map((p) => Number(p.replace(/\D/g, "")));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(values.every((v) => v > 0 && v <= 80_000)).toBe(true);
  await expectNoA11yViolations(page, testInfo);

  // 'Reservar' needs a session: sign in, and back at the booking.
  const book = page.getByRole("link", { name: /^Reservar con / }).first();
  const target = await book.getAttribute("href");
  await book.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await submitLogin(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Reservar con / })).toBeVisible();
});

test("the entrepreneur books with a note, pays, sees the call, edits it; books again, declines, lands on /sesion-no", async ({
  page,
}, testInfo) => {
  // Ten pages, five checked by axe: long on a busy 2-core machine.
  test.setTimeout(240_000);
  const date = bookingDate(testInfo);
  await page.goto("/login");
  await submitLogin(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user$/);

  // A paid booking: 120 000 COP per hour, 30 minutes, DEMO10 off.
  await chooseFirstSlot(page, testInfo, "emilio.zapata", date);
  await page.getByLabel("Nota para el mentor (opcional)").fill("Quiero revisar mi estrategia de precios.");
  await page.getByLabel("Cupón (opcional)").fill("DEMO10");
  await page.getByRole("button", { name: "Ver precio" }).click();
  await expect(page.getByText("Precio con el cupón DEMO10 (10 % de descuento): $54.000 COP")).toBeVisible();
  await expect(page.getByLabel("Nota para el mentor (opcional)")).toHaveValue(
    "Quiero revisar mi estrategia de precios.",
  );
  let checkout = await payAndOpenCheckout(page, testInfo);
  await expect(checkout.getByText("Pago de prueba — no se realiza ningún cobro")).toBeVisible();
  await expect(checkout.getByText("Mentoría con Emilio Zapata")).toBeVisible();
  await expect(checkout.getByText("54.000 COP")).toBeVisible();
  await expectNoA11yViolations(checkout, testInfo);
  const slug = checkout.url().split("/").pop()!;
  await checkout.getByRole("button", { name: "Aprobar pago" }).click();
  await expect(checkout).toHaveURL(/\/sesion-programada$/);
  await expect(
    checkout.getByRole("heading", { name: "Felicidades! Tu mentoría ha sido programada exitosamente" }),
  ).toBeVisible();
  await expectNoA11yViolations(checkout, testInfo);

  // In the calendar: the session with its call button, and no 'Pagar'.
  await checkout.goto(`/calendar/evento/${slug}`);
  await expect(checkout.getByRole("heading", { name: "Mentoría con Emilio Zapata" })).toBeVisible();
  await expect(checkout.getByRole("link", { name: "Unirse a la sesión" })).toBeVisible();
  await expect(checkout.getByRole("link", { name: "Pagar", exact: true })).toHaveCount(0);

  // The buyer edits it (core spec › Validation rules): a new name, the next weekday's slots ('Ver horarios' keeps the name)
  // and a free half hour there; back on the details.
  await checkout.getByRole("link", { name: "Editar", exact: true }).click();
  await expect(checkout).toHaveURL(new RegExp(`/calendar/evento/${slug}/editar-mentoria$`));
  // The calendar behind the dialog has its own 'Fecha'.
  const edit = checkout.getByRole(isNoJs(testInfo) ? "region" : "dialog", { name: "Editar sesión" });
  await expect(edit.getByLabel("Nombre")).toHaveValue("Mentoría con Emilio Zapata");
  await expectNoA11yViolations(checkout, testInfo);
  await edit.getByLabel("Nombre").fill("Estrategia de precios");
  const next = nextWeekday(date);
  await edit.getByLabel("Fecha").fill(next);
  await edit.getByRole("button", { name: "Ver horarios" }).click();
  await expect(checkout).toHaveURL(new RegExp(`fecha=${next}`));
  await expect(edit.getByLabel("Nombre")).toHaveValue("Estrategia de precios");
  const starts = await edit.getByLabel("Hora de inicio").locator("option:not([value=''])").all();
  const ends = await edit.getByLabel("Hora de finalización").locator("option:not([value=''])").all();
  await edit.getByLabel("Hora de inicio").selectOption((await starts[2]!.getAttribute("value"))!);
  await edit.getByLabel("Hora de finalización").selectOption((await ends[2]!.getAttribute("value"))!);
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(checkout).toHaveURL(new RegExp(`/calendar/evento/${slug}$`));
  await expect(flash(checkout)).toContainText("Sesión editada correctamente");
  await expect(checkout.getByRole("heading", { name: "Estrategia de precios" })).toBeVisible();
  if (checkout !== page) await checkout.close();

  // Another booking, declined: /sesion-no, and the session waits with 'Pagar'.
  // A mentor per project: the declined booking stays an unpaid hold, one per mentor (issue 34 §3).
  await chooseFirstSlot(page, testInfo, isNoJs(testInfo) ? "simon.villegas" : "julieta.londono", date, false);
  checkout = await payAndOpenCheckout(page, testInfo);
  const declinedSlug = checkout.url().split("/").pop()!;
  await checkout.getByRole("button", { name: "Rechazar pago" }).click();
  await expect(checkout).toHaveURL(/\/sesion-no$/);
  await expect(checkout.getByText("Error al procesar el pago, vuelve a intentarlo")).toBeVisible();
  await expectNoA11yViolations(checkout, testInfo);
  await checkout.getByRole("link", { name: "Ir a mi calendario" }).click();
  await expect(checkout).toHaveURL(/\/calendar/);
  await checkout.goto(`/calendar/evento/${declinedSlug}`);
  await expect(checkout.getByRole("link", { name: "Pagar", exact: true })).toHaveAttribute(
    "href",
    `/api/payu/compra/${declinedSlug}`,
  );
  await expect(checkout.getByRole("link", { name: "Unirse a la sesión" })).toHaveCount(0);
});
