import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  checkoutConfirmResponseSchema,
  checkoutResponseSchema,
  invoicePageSchema,
  type ApiInvoice,
} from "../../../app/api/contract/billing";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { BILLING_DEMO } from "../../seeds/billing";
import { type Harness, createConfirmedUser, createHarness } from "../../testing/harness";
import { nowMs } from "../../../app/shared/clock";

let h: Harness;
const tokens = { official: "", mentor: "", entrepreneur: "", bank: "", outsider: "" };

beforeAll(async () => {
  h = await createHarness();
  tokens.official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
  tokens.mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
  tokens.entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
  tokens.bank = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
  tokens.outsider = (await createConfirmedUser(h)).token;
});
afterAll(() => h.dispose());

async function list(token: string, page?: number) {
  const response = await h.call("GET", `/entidad/facturacion/${page ? `?page=${page}` : ""}`, { token });
  expect(response.status).toBe(200);
  return invoicePageSchema.parse(response.body);
}

async function allInvoices(token: string): Promise<ApiInvoice[]> {
  const first = await list(token);
  return first.next ? [...first.results, ...(await list(token, 2)).results] : first.results;
}

/** An unpaid invoice of the demo institution no other test of this file has used. */
const used = new Set<number>();
async function freshUnpaid(): Promise<ApiInvoice> {
  const invoice = (await allInvoices(tokens.official)).find((i) => !i.pagada && !used.has(i.id));
  if (!invoice) throw new Error("no unpaid invoice left");
  used.add(invoice.id);
  return invoice;
}

async function checkout(facturaId: number, token = tokens.official) {
  return h.call("POST", "/entidad/checkout/", { token, body: { factura_id: facturaId } });
}

async function startCheckout(facturaId: number): Promise<string> {
  const response = await checkout(facturaId);
  expect(response.status).toBe(200);
  const { payment_link } = checkoutResponseSchema.parse(response.body);
  expect(payment_link).toMatch(/^http:\/\/app\.test\/api\/checkout\/cs_test_[0-9a-f]{48}$/);
  return payment_link.split("/").pop()!;
}

/** The test payment page's form post, as the browser sends it. */
function decide(sessionId: string, decision: string) {
  return h.call("POST", `/checkout/${sessionId}`, {
    rawBody: new URLSearchParams({ decision }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

function confirm(sessionId: string, token = tokens.official) {
  return h.call("PUT", "/entidad/factura-checkout/", {
    token,
    body: { success: true, canceled: false, checkout_id: sessionId },
  });
}

describe("GET /entidad/facturacion/", () => {
  test("the institution's invoices, newest first, 15 per page, with Django-style links and pendientes", async () => {
    const first = await list(tokens.official);
    expect(first.count).toBe(BILLING_DEMO.incubatorInvoices);
    expect(first.results).toHaveLength(15);
    expect(first.previous).toBeNull();
    expect(first.next).toBe("http://local/entidad/facturacion/?page=2");
    expect(first.pendientes).toBeGreaterThanOrEqual(2);
    const second = await list(tokens.official, 2);
    expect(second.results).toHaveLength(BILLING_DEMO.incubatorInvoices - 15);
    expect(second.next).toBeNull();
    expect(second.previous).toBe("http://local/entidad/facturacion/");
    const dates = [...first.results, ...second.results].map((i) => i.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const invoice of first.results) {
      expect(invoice.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(invoice.pk).toBe(invoice.id);
      expect(invoice.consumo.length).toBeGreaterThan(0);
    }
  });

  test("amounts are USD from cents; consumo entries carry concepto, cantidad and valor", async () => {
    const invoices = await allInvoices(tokens.official);
    const minutes = invoices.find((i) => i.tipo === "Consumo de videollamadas" && !i.pagada);
    expect(minutes?.consumo[0]?.concepto).toMatch(/^Minutos de videollamada — [a-z]+ \d{4}$/);
    expect(invoices.filter((i) => i.tipo === "Plan Basic").every((i) => i.total_factura === 49)).toBe(true);
    // Last month's minutes: 1450 with 1000 credits → 6.75 USD, on this month's invoice.
    expect(invoices.some((i) => i.total_factura === BILLING_DEMO.lastMonthPayableUsd)).toBe(true);
    expect(invoices.some((i) => i.pagada)).toBe(true);
  });

  test("another institution's administrator sees only their own invoices", async () => {
    const bank = await list(tokens.bank);
    expect(bank.count).toBe(1);
    expect(bank.pendientes).toBe(0);
    const ours = new Set((await allInvoices(tokens.official)).map((i) => i.id));
    expect(ours.has(bank.results[0]!.id)).toBe(false);
  });

  test("mentors, entrepreneurs and other users get 403; anonymous 401", async () => {
    for (const token of [tokens.mentor, tokens.entrepreneur, tokens.outsider]) {
      expect((await h.call("GET", "/entidad/facturacion/", { token })).status).toBe(403);
    }
    expect((await h.call("GET", "/entidad/facturacion/")).status).toBe(401);
  });

  test("a page that does not exist is a 404 (DRF's 'Página inválida.')", async () => {
    for (const page of ["3", "0", "-1", "abc"]) {
      const response = await h.call("GET", `/entidad/facturacion/?page=${page}`, { token: tokens.official });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: "Página inválida." });
    }
  });
});

describe("POST /entidad/checkout/ and the test checkout", () => {
  test("approve → confirm marks the invoice paid; confirming again is idempotent", async () => {
    const invoice = await freshUnpaid();
    const before = (await list(tokens.official)).pendientes;
    const sessionId = await startCheckout(invoice.id);

    const pageHtml = await h.call<string>("GET", `/checkout/${sessionId}`);
    expect(pageHtml.status).toBe(200);
    expect(pageHtml.headers.get("content-type")).toContain("text/html");
    expect(pageHtml.body).toContain("Pago de prueba — no se realiza ningún cobro");
    expect(pageHtml.body).toContain(`Pagar la factura ${invoice.id}`);
    expect(pageHtml.body).toContain(`$${invoice.total_factura.toFixed(2)} USD`);
    expect(pageHtml.body).toContain("Aprobar pago");
    expect(pageHtml.body).toContain("Rechazar pago");
    expect(pageHtml.body).not.toMatch(/<script|style=/);

    // Not paid before the app confirms it.
    expect(checkoutConfirmResponseSchema.parse((await confirm(sessionId)).body)).toEqual({
      factura_id: invoice.id,
      pagada: false,
    });

    const approved = await decide(sessionId, "aprobar");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`http://app.test/facturacion?success=true&session_id=${sessionId}`);

    const first = await confirm(sessionId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ factura_id: invoice.id, pagada: true });
    const paidAt = await h.db.prepare("SELECT pagada_at FROM facturas WHERE id = ?").bind(invoice.id).first();
    expect(paidAt?.pagada_at).toBeTruthy();
    const again = await confirm(sessionId);
    expect(again.body).toEqual({ factura_id: invoice.id, pagada: true });
    const paidAtAgain = await h.db.prepare("SELECT pagada_at FROM facturas WHERE id = ?").bind(invoice.id).first();
    expect(paidAtAgain?.pagada_at).toBe(paidAt?.pagada_at);

    const after = await allInvoices(tokens.official);
    expect(after.find((i) => i.id === invoice.id)?.pagada).toBe(true);
    expect((await list(tokens.official)).pendientes).toBe(before - 1);

    // The used session: a Spanish error page with a link back, and no second decision.
    const reused = await h.call<string>("GET", `/checkout/${sessionId}`);
    expect(reused.status).toBe(409);
    expect(reused.body).toContain("Esta sesión de pago ya fue utilizada.");
    expect(reused.body).toContain('href="http://app.test/facturacion"');
    expect((await decide(sessionId, "rechazar")).status).toBe(409);
    expect((await confirm(sessionId)).body).toEqual({ factura_id: invoice.id, pagada: true });
  });

  test("a paid invoice cannot be checked out: 400 with the field error", async () => {
    const paid = (await allInvoices(tokens.official)).find((i) => i.pagada)!;
    const response = await checkout(paid.id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ factura_id: ["La factura ya está pagada."] });
  });

  test("decline → canceled return; the invoice stays unpaid", async () => {
    const invoice = await freshUnpaid();
    const sessionId = await startCheckout(invoice.id);
    const declined = await decide(sessionId, "rechazar");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`http://app.test/facturacion?canceled=true&session_id=${sessionId}`);
    expect((await confirm(sessionId)).body).toEqual({ factura_id: invoice.id, pagada: false });
    expect((await allInvoices(tokens.official)).find((i) => i.id === invoice.id)?.pagada).toBe(false);
    used.delete(invoice.id); // still unpaid: other tests may use it
  });

  test("another institution's invoice or checkout is not found; non-officials get 403", async () => {
    const invoice = await freshUnpaid();
    expect((await checkout(invoice.id, tokens.bank)).status).toBe(404);
    expect((await checkout(999_999)).status).toBe(404);
    for (const token of [tokens.mentor, tokens.entrepreneur]) {
      expect((await checkout(invoice.id, token)).status).toBe(403);
    }
    const sessionId = await startCheckout(invoice.id);
    expect((await decide(sessionId, "aprobar")).status).toBe(303);
    // The bank's administrator cannot confirm (and so cannot pay) the demo institution's checkout.
    expect((await confirm(sessionId, tokens.bank)).status).toBe(404);
    expect((await confirm(sessionId, tokens.mentor)).status).toBe(403);
    expect((await confirm("cs_test_unknown")).status).toBe(404);
    expect((await confirm(sessionId)).body).toEqual({ factura_id: invoice.id, pagada: true });
  });

  test("bad bodies get DRF-style field errors", async () => {
    const missing = await h.call("POST", "/entidad/checkout/", { token: tokens.official, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ factura_id: ["Este campo es requerido."] });
    const badConfirm = await h.call("PUT", "/entidad/factura-checkout/", { token: tokens.official, body: {} });
    expect(badConfirm.status).toBe(400);
    expect(badConfirm.body).toHaveProperty("checkout_id");
  });

  test("unknown, expired sessions and invalid decisions get Spanish error pages", async () => {
    const unknown = await h.call<string>("GET", "/checkout/cs_test_nope");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("Esta sesión de pago no existe.");

    const invoice = await freshUnpaid();
    const sessionId = await startCheckout(invoice.id);
    expect((await decide(sessionId, "quizas")).status).toBe(400);
    await h.db
      .prepare("UPDATE checkouts SET created_at = ? WHERE session_id = ?")
      .bind(new Date(nowMs() - 2 * 3600_000).toISOString(), sessionId)
      .run();
    const expired = await h.call<string>("GET", `/checkout/${sessionId}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toContain("ha expirado");
    expect((await decide(sessionId, "aprobar")).status).toBe(410);
    expect((await confirm(sessionId)).body).toEqual({ factura_id: invoice.id, pagada: false });
    used.delete(invoice.id);
  });

  test("the stylesheet of the test page is served as CSS", async () => {
    const css = await h.call<string>("GET", "/checkout/checkout.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
  });
});
