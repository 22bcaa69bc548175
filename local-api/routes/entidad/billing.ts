// /entidad routes: billing (issue 3; second spec › The calls it makes "Billing"). Numeric path params use the {[0-9]+}
// pattern so that static segments such as /entidad/facturacion/ never match /entidad/:id/.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { checkoutBodySchema, checkoutConfirmBodySchema } from "../../../app/api/contract/billing";
import { API_PAGE_SIZE } from "../../../app/api/contract/people";
import { requireAuth } from "../../auth";
import { checkouts, invoices } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, fieldError, nowIso, notFound, parseJsonBody } from "../../http";
import { appBaseUrl } from "../../outbox";
import {
  BILLING_MESSAGES,
  checkoutBySession,
  invoiceOf,
  invoicePage,
  newSessionId,
  requireOwnInstitution,
} from "../../services/billing";

export const billingRoutes = new Hono<AppEnv>();

// DRF's PageNumberPagination: a page that does not exist is a 404 with this detail.
const INVALID_PAGE = "Página inválida.";

/** GET /entidad/facturacion/?page=n: the caller's institution's invoices (15 per page) and `pendientes`. */
billingRoutes.get("/facturacion", requireAuth, async (c) => {
  const db = c.get("db");
  const institutionId = await requireOwnInstitution(db, c.get("user"));
  const raw = c.req.query("page");
  const page = raw === undefined ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new ApiError(404, { detail: INVALID_PAGE });
  const { count, pendientes, results } = await invoicePage(db, institutionId, page);
  if (page > 1 && results.length === 0) throw new ApiError(404, { detail: INVALID_PAGE });
  const url = new URL(c.req.url);
  const link = (n: number) => {
    const target = new URL(url);
    if (n <= 1) target.searchParams.delete("page");
    else target.searchParams.set("page", String(n));
    return target.toString();
  };
  const lastPage = Math.max(1, Math.ceil(count / API_PAGE_SIZE));
  return c.json({
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
    pendientes,
  });
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
