// The marketplace without JavaScript (issue 14): the list in the public frame with filters, sort and paging;
// the first-visit instructions and their cookie; booking with a price preview and a coupon; the test checkout
// approving and declining; the session in the calendar with 'Pagar' or the call; a held slot refused to a
// second user; upstream failures in Spanish.
import { beforeEach, describe, expect, test } from "vitest";
import {
  DEMO,
  ORIGIN,
  fieldErrors,
  flashText,
  formErrors,
  input,
  tags,
  textOf,
  useTestWorker,
  type Browser,
} from "./harness";
import { todayIn } from "../../app/shared/clock-temporal";
import { nowMs } from "../../app/shared/clock";

const worker = useTestWorker();

// Each test starts with no live unpaid hold: a buyer may hold one per mentor (issue 34 §3).
beforeEach(async () => {
  await worker.sql(
    "UPDATE eventos SET created_at = ? WHERE marketplace = 1 AND estado = ''",
    new Date(nowMs() - 16 * 60_000).toISOString(),
  );
});
const BOOK = "/marketplace/valeria.quintero/reservar"; // 0 COP: free
const PAID_BOOK = "/marketplace/renata.restrepo/reservar"; // 150 000 COP per hour

async function page(b: Browser, path: string) {
  const response = await b.get(path);
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

/** A weekday at least `weeks` weeks ahead in Bogota. */
function weekday(weeks: number): string {
  let day = todayIn("America/Bogota").add({ days: 7 * weeks + 1 });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  return day.toString();
}

/** Books like a person without JS and returns the payment page's path. */
async function bookAndGetPayment(b: Browser, path: string, date: string, from: string, to: string, extra = {}) {
  const response = await b.formPost(`${path}?fecha=${date}`, {
    fecha: date,
    inicio: `${date} ${from}`,
    fin: `${date} ${to}`,
    intent: "pay",
    observaciones: "Quiero validar mi modelo de precios.",
    ...extra,
  });
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/api\/payu\/compra\/[A-Za-z0-9_-]+$/);
  return location;
}

async function decide(b: Browser, paymentPath: string, decision: "aprobar" | "rechazar") {
  const checkout = await b.get(paymentPath);
  expect(checkout.status).toBe(200);
  const html = await checkout.text();
  expect(textOf(html)).toContain("Pago de prueba — no se realiza ningún cobro");
  expect(html).not.toMatch(/<script|style=|<style/);
  const decided = await b.formPost(paymentPath, { decision });
  expect(decided.status).toBe(303);
  return decided.headers.get("Location")!;
}

describe("/marketplace", () => {
  test("visitors: the public frame, 15 cards with their facts, paging and the filters as a GET form", async () => {
    const b = worker.browser();
    const response = await b.get("/marketplace");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Encuentra tu mentor");
    expect(text).toContain("Crear cuenta");
    expect(html).not.toContain('aria-label="Menú principal"');
    expect(tags(html, "a").filter((a) => /^\/marketplace\/[^/]+\/reservar$/.test(a.href ?? ""))).toHaveLength(15);
    expect(tags(html, "a").filter((a) => /^\/user\/[a-z.]+$/.test(a.href ?? ""))).toHaveLength(15);
    expect(text).toMatch(/\d\.\d\d de 5/);
    expect(text).toContain("COP / hora");
    expect(text).toContain("¿Cómo funciona?");
    // The filters: price band 80, sort by price, page 2 — every value in the URL, prices ascending.
    const filtered = await page(b, "/marketplace?price=80&sort=price");
    const prices = [...filtered.matchAll(/\$([\d.]+) COP \/ hora/g)].map((m) => Number(m[1]!.replace(/\./g, "")));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p > 0 && p <= 80_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const second = await b.get("/marketplace?page=2");
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('aria-current="page"');
    const empty = await page(b, "/marketplace?price=0&rating=5&skill=1&skill=2&skill=3");
    if (empty.includes("No encontramos mentores")) expect(empty).toContain("Limpiar filtros");
  });

  test("closing the instructions sets `f` for 1095 days on /marketplace; then they stay closed", async () => {
    const b = worker.browser();
    const closed = await b.formPost("/marketplace", { back: "/marketplace?page=2" });
    expect(closed.status).toBe(302);
    expect(closed.headers.get("Location")).toBe("/marketplace?page=2");
    const cookie = closed.headers.getSetCookie().find((c) => c.startsWith("f="))!;
    expect(cookie).toContain("Max-Age=94608000");
    expect(cookie).toContain("Path=/marketplace");
    expect(await page(b, "/marketplace?page=2")).not.toContain("¿Cómo funciona?");
  });

  test("'Reservar' sends a visitor to sign in and back", async () => {
    const b = worker.browser();
    const response = await b.get(BOOK);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(BOOK)}`);
    const login = await b.login(DEMO.entrepreneur, undefined, BOOK);
    expect(login.headers.get("Location")).toBe(BOOK);
  });
});

describe("booking and paying without JS", () => {
  test("a second unpaid hold with the same mentor: the catalog's message, the note kept (issue 34 §3)", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const date = weekday(5);
    await bookAndGetPayment(b, BOOK, date, "09:00", "10:00");
    const second = await b.formPost(`${BOOK}?fecha=${date}`, {
      fecha: date,
      inicio: `${date} 11:00`,
      fin: `${date} 12:00`,
      intent: "pay",
      observaciones: "Otra hora, por favor",
    });
    expect(second.status).toBe(400);
    const html = await second.text();
    expect(formErrors(html)).toEqual([
      "Ya tienes una reserva sin pagar con este mentor: págala o espera a que venza para reservar otra.",
    ]);
    expect(textOf(html)).toContain("Otra hora, por favor");
  });

  test("slots, price preview with a coupon, an invalid coupon, pay, approve, then the call in the calendar", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const date = weekday(3);
    const slots = await b.get(`${PAID_BOOK}?fecha=${date}`);
    const html = await slots.text();
    expect(textOf(html)).toContain("Horarios libres en tu zona horaria");
    expect(tags(html, "option").some((o) => o.value === `${date} 09:00`)).toBe(true);

    const base = { fecha: date, inicio: `${date} 09:00`, fin: `${date} 10:00` };
    const bad = await b.formPost(`${PAID_BOOK}?fecha=${date}`, { ...base, cupon: "NOEXISTE", intent: "preview" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(fieldErrors(badHtml, "cupon")).toEqual(["Cupón inválido"]);
    expect(input(badHtml, "cupon")?.value).toBe("NOEXISTE");
    const preview = await b.formPost(`${PAID_BOOK}?fecha=${date}`, { ...base, cupon: "DEMO10", intent: "preview" });
    expect(preview.status).toBe(200);
    const previewText = textOf(await preview.text());
    expect(previewText).toContain("$135.000 COP");
    expect(previewText).toContain("$150.000 COP");
    const outsidePreview = await b.formPost(`${PAID_BOOK}?fecha=${date}`, {
      ...base,
      fin: `${date} 13:00`,
      intent: "preview",
    });
    expect(outsidePreview.status).toBe(400);
    const outside = await b.formPost(`${PAID_BOOK}?fecha=${date}`, { ...base, fin: `${date} 13:00`, intent: "pay" });
    expect(outside.status).toBe(409);
    expect(fieldErrors(await outside.text(), "fin")).toEqual([
      "Las horas escogidas NO están disponibles, selecciona otro horario",
    ]);

    const payment = await bookAndGetPayment(b, PAID_BOOK, date, "09:00", "10:00", { cupon: "DEMO10" });
    const checkoutText = textOf(await (await b.get(payment)).text());
    expect(checkoutText).toContain("Mentoría con Renata Restrepo");
    expect(checkoutText).toContain("135.000 COP");
    expect(await decide(b, payment, "aprobar")).toBe(`${ORIGIN}/sesion-programada`);
    expect(await page(b, "/sesion-programada")).toContain("Felicidades! Tu mentoría ha sido programada exitosamente");
    const slug = payment.split("/").pop()!;
    const details = await page(b, `/calendar/evento/${slug}`);
    expect(details).toContain("Mentoría con Renata Restrepo");
    expect(details).toContain("Unirse a la sesión");
    expect(details).not.toMatch(/\bPagar\b/);

    // Paid: its mentor cannot delete it (the buyer would lose what they paid for); the API refuses too.
    const mentor = await worker.browserAs("renata.restrepo@mentores.demo.test");
    const mentorView = await mentor.get(`/calendar/evento/${slug}`);
    expect(mentorView.status).toBe(200);
    const mentorHtml = await mentorView.text();
    expect(textOf(mentorHtml)).toContain("Mentoría con");
    expect(mentorHtml).not.toContain(`href="/calendar/evento/${slug}/eliminar"`);
    const paidText =
      "Esta mentoría ya fue pagada: no se puede eliminar. Para cancelarla (con reembolso cuando corresponde), usa «Cancelar sesión» en sus detalles.";
    const dialog = await mentor.get(`/calendar/evento/${slug}/eliminar`);
    expect(dialog.status).toBe(200);
    const dialogHtml = await dialog.text();
    expect(textOf(dialogHtml)).toContain(paidText);
    expect(textOf(dialogHtml)).not.toContain("Sí, eliminar");
    const forged = await mentor.formPost(`/calendar/evento/${slug}/eliminar`, {});
    expect(forged.status).toBe(302);
    expect(forged.headers.get("Location")).toBe(`/calendar/evento/${slug}`);
    expect(flashText(await (await mentor.get(`/calendar/evento/${slug}`)).text())).toBe(paidText);
    expect(await page(b, `/calendar/evento/${slug}`)).toContain("Unirse a la sesión");
  });

  test("a declined payment lands on /sesion-no; the session waits with 'Pagar' and holds its slot from others", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const date = weekday(4);
    const payment = await bookAndGetPayment(b, BOOK, date, "14:00", "15:00");
    expect(await decide(b, payment, "rechazar")).toBe(`${ORIGIN}/sesion-no`);
    const declined = await page(b, "/sesion-no");
    expect(declined).toContain("Error al procesar el pago, vuelve a intentarlo");
    const slug = payment.split("/").pop()!;
    const details = await b.get(`/calendar/evento/${slug}`);
    const detailsHtml = await details.text();
    expect(tags(detailsHtml, "a").some((a) => a.href === payment && a.target === "_blank")).toBe(true);
    expect(textOf(detailsHtml)).not.toContain("Unirse a la sesión");

    // A second user neither sees the held slot nor can book it.
    const other = await worker.browserAs(DEMO.mentor);
    const slots = await other.get(`${BOOK}?fecha=${date}`);
    expect(tags(await slots.text(), "option").some((o) => o.value === `${date} 14:00`)).toBe(false);
    const taken = await other.formPost(`${BOOK}?fecha=${date}`, {
      fecha: date,
      inicio: `${date} 14:00`,
      fin: `${date} 15:00`,
      intent: "pay",
    });
    expect(taken.status).toBe(409);
    expect(fieldErrors(await taken.text(), "fin")).toEqual([
      "Las horas escogidas NO están disponibles, selecciona otro horario",
    ]);
  });

  test("a repeated submit of the same booking goes to the same payment page", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const date = weekday(5);
    const first = await bookAndGetPayment(b, BOOK, date, "08:00", "08:30");
    const again = await bookAndGetPayment(b, BOOK, date, "08:00", "08:30");
    expect(again).toBe(first);
  });

  test("invalid and fuzzed input is a 400 with the form, never a 500", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    for (const fields of [
      {},
      { fecha: "x", inicio: "y", fin: "z" },
      { fecha: "2026-01-01", inicio: "2026-01-01 10:00", fin: "2026-01-01 09:00" },
      {
        fecha: "2026-01-01",
        inicio: "2026-01-01 10:00",
        fin: "2026-01-01 11:00",
        tags: ["abc"],
        cupon: "x".repeat(80),
      },
    ]) {
      const response = await b.formPost(BOOK, fields);
      expect(response.status).toBe(400);
    }
  });
});
