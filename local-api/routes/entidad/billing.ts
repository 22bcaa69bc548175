// /entidad routes: billing (issue 3; second spec › The calls it makes "Billing"). Numeric path params use the {[0-9]+}
// pattern so that static segments such as /entidad/facturacion/ never match /entidad/:id/.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { checkoutBodySchema, checkoutConfirmBodySchema } from "../../../app/api/contract/billing";
import { requireAuth } from "../../auth";
import { checkouts, invoices } from "../../db/schema";
import type { AppEnv } from "../../env";
import { fieldError, nowIso, notFound, parseJsonBody } from "../../http";
import { appBaseUrl } from "../../outbox";
import { checkPageInRange, pageOf, parsePageParam } from "../../pagination";
import {
  BILLING_MESSAGES,
  checkoutBySession,
  invoiceOf,
  invoicePage,
  newSessionId,
  requireOwnInstitution,
} from "../../services/billing";

export const billingRoutes = new Hono<AppEnv>();

/** GET /entidad/facturacion/?page=n: the caller's institution's invoices (15 per page) and `pendientes`. */
billingRoutes.get("/facturacion", requireAuth, async (c) => {
  const db = c.get("db");
  const institutionId = await requireOwnInstitution(db, c.get("user"));
  const page = parsePageParam(c.req.query("page"));
  const { count, pendientes, results } = await invoicePage(db, institutionId, page);
  checkPageInRange(page, count);
  return c.json({ ...pageOf(c.req.url, page, count, results), pendientes });
});

/** POST /entidad/checkout/ {factura_id} → {payment_link}: a test-checkout session for an unpaid invoice. */
billingRoutes.post("/checkout", requireAuth, async (c) => {
  const db = c.get("db");
  const user = c.get("user");
  const institutionId = await requireOwnInstitution(db, user);
  const { factura_id } = await parseJsonBody(c, checkoutBodySchema);
  const invoice = await invoiceOf(db, institutionId, factura_id);
  if (!invoice) throw notFound();
  if (invoice.pagada) throw fieldError("factura_id", BILLING_MESSAGES.alreadyPaid);
  const sessionId = newSessionId();
  await db.insert(checkouts).values({ session_id: sessionId, factura_id: invoice.id, user_id: user.id });
  return c.json({ payment_link: `${appBaseUrl(c.env.APP_URL, c.req.url)}/api/checkout/${sessionId}` });
});

/**
 * PUT /entidad/factura-checkout/ {success, canceled, checkout_id}: marks the invoice paid when the checkout
 * was approved. `success`/`canceled` only echo the return URL; the checkout's own state decides.
 */
billingRoutes.put("/factura-checkout", requireAuth, async (c) => {
  const db = c.get("db");
  const institutionId = await requireOwnInstitution(db, c.get("user"));
  const { checkout_id } = await parseJsonBody(c, checkoutConfirmBodySchema);
  const found = await checkoutBySession(db, checkout_id);
  if (!found || found.invoice.entidad_id !== institutionId) throw notFound();
  const { checkout, invoice } = found;
  if (checkout.estado !== "aprobado") return c.json({ factura_id: invoice.id, pagada: invoice.pagada });
  if (!invoice.pagada) {
    // Guarded by pagada = 0, so two confirmations at once keep the first pagada_at.
    await db
      .update(invoices)
      .set({ pagada: true, pagada_at: nowIso() })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.pagada, false)));
  }
  return c.json({ factura_id: invoice.id, pagada: true });
});
