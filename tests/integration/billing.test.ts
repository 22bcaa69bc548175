// /facturacion without JavaScript: the invoices table, paging, the details dialog-as-page, paying an
// unpaid invoice through the local test checkout and coming back paid, cancelling, and failures.
import { describe, expect, test } from "vitest";
import { DEMO, ORIGIN, element, flashText, tags, textOf, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();

async function page(b: Browser, path: string) {
  const response = await b.get(path);
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

/** Rows of the invoices table as their cell texts (without the column names a phone shows, hidden from readers). */
function rows(html: string): string[][] {
  const table = element(html, /<table\b[^>]*>/) ?? "";
  const body = element(table, /<tbody\b[^>]*>/) ?? "";
  return [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) =>
      textOf(c[1]!.replace(/<span [^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, "")),
    ),
  );
}

/** The ids of the unpaid invoices on a page: the 'Pagar' forms' factura_id. */
function unpaidIds(html: string): number[] {
  return tags(html, "input")
    .filter((a) => a.name === "factura_id")
    .map((a) => Number(a.value));
}

/** Pays an invoice like a person without JS: Pagar → test checkout → decision → back to /facturacion. */
async function payThroughCheckout(b: Browser, facturaId: number, decision: "aprobar" | "rechazar") {
  const pay = await b.formPost("/facturacion", { factura_id: String(facturaId), page: "1" });
  expect(pay.status).toBe(302);
  const link = pay.headers.get("Location")!;
  expect(link).toMatch(new RegExp(`^${ORIGIN}/api/checkout/cs_test_[0-9a-f]+$`));
  const checkoutPath = new URL(link).pathname;
  const checkout = await b.get(checkoutPath);
  expect(checkout.status).toBe(200);
  const checkoutHtml = await checkout.text();
  expect(textOf(checkoutHtml)).toContain("Pago de prueba — no se realiza ningún cobro");
  expect(textOf(checkoutHtml)).toContain(`Pagar la factura ${facturaId}`);
  // Nothing the Worker's CSP would block: no scripts, no inline styles; its stylesheet is same-origin.
  expect(checkoutHtml).not.toMatch(/<script|style=|<style/);
  const css = tags(checkoutHtml, "link").find((l) => l.rel === "stylesheet")!;
  const stylesheet = await b.get(new URL(css.href!, `${ORIGIN}${checkoutPath}`).pathname);
  expect(stylesheet.status).toBe(200);
  expect(stylesheet.headers.get("Content-Type")).toContain("text/css");
  expect(checkout.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
  const decided = await b.formPost(checkoutPath, { decision });
  expect(decided.status).toBe(303);
  const back = decided.headers.get("Location")!;
  expect(back.startsWith(`${ORIGIN}/facturacion?`)).toBe(true);
  return { back: back.slice(ORIGIN.length), checkoutPath };
}

describe("/facturacion", () => {
  test("the table: title, the spec's columns, $ amounts, paid and unpaid, Ver and Pagar", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const { html } = await page(b, "/facturacion");
    const text = textOf(html);
    expect(text).toContain("Facturas");
    const headers = [...(element(html, /<thead\b[^>]*>/) ?? "").matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      textOf(m[1]!),
    );
    expect(headers.slice(0, 5)).toEqual(["id", "fecha de emision", "monto", "estado", "tipo"]);
    const body = rows(html);
    expect(body).toHaveLength(15);
    for (const [id, fecha, monto, estado] of body) {
      expect(id).toMatch(/^\d+$/);
      expect(fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(monto).toMatch(/^\$\d+\.\d{2}$/);
      expect(["Si pagada", "No pagada"]).toContain(estado);
    }
    expect(body.some((r) => r[2] === "$6.75")).toBe(true);
    expect(body.filter((r) => r[3] === "No pagada").every((r) => r[5]!.startsWith("Pagar"))).toBe(true);
    expect(body.filter((r) => r[3] === "Si pagada").every((r) => r[5]!.startsWith("Ver"))).toBe(true);
    // Without JS the Pagar form is a plain same-tab post (the new tab is a JS enhancement).
    const payForm = tags(html, "form").find((f) => f.action === "/facturacion");
    expect(payForm?.method).toBe("post");
    expect(payForm?.target).toBeUndefined();
  });

  test("previous/next: disabled at the ends, links ?page=n between pages", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const first = (await page(b, "/facturacion")).html;
    const nav = element(first, /<nav\b[^>]*aria-label="Páginas de facturas"[^>]*>/)!;
    expect(nav).toMatch(/<span role="link" aria-disabled="true"[^>]*>[\s\S]*?Anterior/);
    expect(tags(nav, "a").some((a) => a.href === "/facturacion?page=2" && a.rel === "next")).toBe(true);
    const second = (await page(b, "/facturacion?page=2")).html;
    expect(rows(second)).toHaveLength(3);
    const nav2 = element(second, /<nav\b[^>]*aria-label="Páginas de facturas"[^>]*>/)!;
    expect(nav2).toMatch(/<span role="link" aria-disabled="true"[^>]*>[\s\S]*?Siguiente/);
    expect(tags(nav2, "a").some((a) => a.href === "/facturacion" && a.rel === "prev")).toBe(true);
    expect((await b.get("/facturacion?page=9")).status).toBe(404);
  });

  test("the pending-invoices cookie is set from pendientes (HttpOnly, SameSite=Lax, Path=/)", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const { response } = await page(b, "/facturacion");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("is_pending_invoices="));
    expect(cookie).toMatch(/^is_pending_invoices=1;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    // The bank has no pending invoices: its page clears the cookie.
    const bank = await worker.browserAs(DEMO.otherInstitution);
    bank.setCookie("is_pending_invoices=1");
    const bankPage = await page(bank, "/facturacion");
    const cleared = bankPage.response.headers.getSetCookie().find((c) => c.startsWith("is_pending_invoices="));
    expect(cleared).toMatch(/^is_pending_invoices=;.*Max-Age=0/);
    expect(rows(bankPage.html)).toHaveLength(1);
    // One page only: previous and next are still there, both disabled (second spec › Screens and routes "Invoices").
    expect(bankPage.html).toMatch(/<span role="link" aria-disabled="true"[^>]*>[\s\S]*?Anterior/);
    expect(bankPage.html).toMatch(/<span role="link" aria-disabled="true"[^>]*>[\s\S]*?Siguiente/);
  });

  test("'Ver' opens the details (a page section without JS): id, date, total, concepto, paid", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const list = (await page(b, "/facturacion")).html;
    const view = tags(list, "a").find((a) => /^\/facturacion\/\d+$/.test(a.href ?? ""))!;
    const id = view.href!.split("/").pop()!;
    const row = rows(list).find((r) => r[0] === id)!;
    const { html } = await page(b, view.href!);
    const section = element(html, /<section\b[^>]*aria-labelledby=[^>]*>/)!;
    const text = textOf(section);
    expect(text).toContain(`Factura ${id}`);
    expect(text).toContain(`id ${id}`);
    expect(text).toContain(`fecha de emision ${row[1]}`);
    expect(text).toContain(`total ${row[2]}`);
    expect(text).toMatch(/concepto (Plan Basic|Minutos de videollamada) — [a-z]+ \d{4}/);
    expect(text).toContain("pagada Sí");
    expect(tags(section, "a").some((a) => a.href === "/facturacion")).toBe(true);
    // The list is still there under it.
    expect(rows(html)).toHaveLength(15);
    expect((await b.get("/facturacion/999999")).status).toBe(404);
    expect((await b.get("/facturacion/abc")).status).toBe(404);
  });

  test("pay → payment link → approve on the test checkout → back with success → paid", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const before = (await page(b, "/facturacion")).html;
    const [facturaId] = unpaidIds(before);
    expect(facturaId).toBeDefined();
    const { back, checkoutPath } = await payThroughCheckout(b, facturaId!, "aprobar");
    expect(back).toMatch(/^\/facturacion\?success=true&session_id=cs_test_[0-9a-f]+$/);

    // The return page only shows 'procesando pago' and the confirmation form: a GET changes nothing.
    const returned = (await page(b, back)).html;
    expect(textOf(returned)).toContain("procesando pago");
    expect(textOf(returned)).toContain("Confirmar pago");
    const [unpaidYet] = await worker.sql<{ pagada: number }>("SELECT pagada FROM facturas WHERE id = ?", facturaId);
    expect(unpaidYet?.pagada).toBe(0);
    const sessionId = new URL(back, "http://x").searchParams.get("session_id")!;
    const confirmed = await b.formPost(back, { intent: "confirm", session_id: sessionId });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(`/facturacion?pagada=${facturaId}`);

    const { html } = await page(b, confirmed.headers.get("Location")!);
    expect(textOf(html)).toContain("Pago realizado");
    expect(textOf(html)).toContain(`La factura ${facturaId} quedó pagada.`);
    expect(rows(html).find((r) => r[0] === String(facturaId))?.[3]).toBe("Si pagada");
    expect(unpaidIds(html)).not.toContain(facturaId);
    const [paid] = await worker.sql<{ pagada: number }>("SELECT pagada FROM facturas WHERE id = ?", facturaId);
    expect(paid?.pagada).toBe(1);

    // Confirming again changes nothing; the used checkout page says so in Spanish.
    const again = await b.formPost(back, { intent: "confirm", session_id: sessionId });
    expect(again.headers.get("Location")).toBe(`/facturacion?pagada=${facturaId}`);
    const reused = await b.get(checkoutPath);
    expect(reused.status).toBe(409);
    expect(textOf(await reused.text())).toContain("Esta sesión de pago ya fue utilizada.");
  });

  test("declining on the test checkout comes back cancelled; the invoice stays unpaid", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const [facturaId] = unpaidIds((await page(b, "/facturacion")).html);
    const { back } = await payThroughCheckout(b, facturaId!, "rechazar");
    expect(back).toMatch(/^\/facturacion\?canceled=true&session_id=/);
    const { html } = await page(b, back);
    expect(textOf(html)).toContain("El pago fue cancelado");
    expect(unpaidIds(html)).toContain(facturaId);
  });

  test("a forged success return does not pay anything", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const forged = "/facturacion?success=true&session_id=cs_test_forged";
    const response = await b.formPost(forged, { intent: "confirm", session_id: "cs_test_forged" });
    expect(response.headers.get("Location")).toBe("/facturacion?pago=no-confirmado");
    const { html } = await page(b, response.headers.get("Location")!);
    expect(textOf(html)).toContain("No pudimos confirmar el pago");
    expect(textOf(html)).not.toContain("Pago realizado");
  });

  test("paying a paid invoice or another institution's: back to the list with a Spanish message", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const [paid] = await worker.sql<{ id: number }>(
      "SELECT f.id FROM facturas f JOIN entidades e ON e.id = f.entidad_id WHERE e.razon_social = 'Incubadora Demo' AND f.pagada = 1 LIMIT 1",
    );
    const again = await b.formPost("/facturacion", { factura_id: String(paid!.id), page: "2" });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/facturacion?page=2");
    expect(flashText(await (await b.follow(again)).text())).toContain("La factura ya está pagada.");

    const bank = await worker.browserAs(DEMO.otherInstitution);
    const [unpaid] = unpaidIds((await page(b, "/facturacion")).html);
    const other = await bank.formPost("/facturacion", { factura_id: String(unpaid), page: "1" });
    expect(other.headers.get("Location")).toBe("/facturacion");
    expect(flashText(await (await bank.follow(other)).text())).toContain("No encontramos esa factura.");
    const garbage = await b.formPost("/facturacion", { factura_id: "x" });
    expect(garbage.headers.get("Location")).toBe("/facturacion");
  });
});

describe("/facturacion when the invoices cannot be loaded", () => {
  const broken = useTestWorker();

  test("the empty state and a Spanish notice, not an error page", async () => {
    const b = await broken.browserAs(DEMO.institution); // seeds the database
    await broken.sql("DROP TABLE factura_consumos");
    const response = await b.get("/facturacion");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("no hay facturas");
    expect(text).toContain("No pudimos cargar las facturas en este momento.");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("is_pending_invoices="))).toBe(false);
  });
});
