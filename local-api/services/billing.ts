// Invoices and the test checkout of an institution (second spec › Entities and their fields "Invoice", second spec › The calls it makes "Billing").
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { ApiInvoice } from "../../app/api/contract/billing";
import { API_PAGE_SIZE } from "../../app/api/contract/people";
import { bytesToHex, randomBytes } from "../crypto";
import type { Db } from "../db/client";
import { checkouts, institutionOfficials, invoiceItems, invoices } from "../db/schema";
import type { UserRow } from "../env";
import { detailError } from "../http";
import { nowMs } from "../../app/shared/clock";

export const BILLING_MESSAGES = {
  notOfficial: "No tiene permiso para realizar esta acción.",
  alreadyPaid: "La factura ya está pagada.",
} as const;

/** A test-checkout session can be decided for this long after it was created. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

/** The institution the user administers (the first one, like `entidad_entidad[0]`); 403 for non-officials. */
export async function requireOwnInstitution(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .select({ id: institutionOfficials.entidad_id })
    .from(institutionOfficials)
    .where(eq(institutionOfficials.user_id, user.id))
    .orderBy(asc(institutionOfficials.entidad_id))
    .limit(1);
  if (!row) throw detailError(403, BILLING_MESSAGES.notOfficial);
  return row.id;
}

/** USD cents → USD with two decimals (as a number, like DRF's DecimalField coerced to float). */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

export function serializeInvoice(invoice: InvoiceRow, items: readonly ItemRow[]): ApiInvoice {
  return {
    pk: invoice.id,
    id: invoice.id,
    fecha: invoice.fecha,
    total_factura: centsToUsd(invoice.total_centavos),
    pagada: invoice.pagada,
    tipo: invoice.tipo,
    consumo: items.map((item) => ({
      concepto: item.concepto,
      cantidad: item.cantidad,
      valor: centsToUsd(item.valor_centavos),
    })),
  };
}

/** One page of the institution's invoices, newest first, with the total and the unpaid count. */
export async function invoicePage(db: Db, institutionId: number, page: number) {
  const ofInstitution = eq(invoices.entidad_id, institutionId);
  const [totals, unpaid, rows] = await db.batch([
    db.select({ n: count() }).from(invoices).where(ofInstitution),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(ofInstitution, eq(invoices.pagada, false))),
    db
      .select()
      .from(invoices)
      .where(ofInstitution)
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .limit(API_PAGE_SIZE)
      .offset((page - 1) * API_PAGE_SIZE),
  ]);
  const ids = rows.map((row) => row.id);
  const items =
    ids.length > 0
      ? await db.select().from(invoiceItems).where(inArray(invoiceItems.factura_id, ids)).orderBy(asc(invoiceItems.id))
      : [];
  return {
    count: totals[0]?.n ?? 0,
    pendientes: unpaid[0]?.n ?? 0,
    results: rows.map((row) =>
      serializeInvoice(
        row,
        items.filter((item) => item.factura_id === row.id),
      ),
    ),
  };
}

/** The invoice when it belongs to the institution; null otherwise (callers answer 404). */
export async function invoiceOf(db: Db, institutionId: number, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.entidad_id, institutionId)))
    .limit(1);
  return row ?? null;
}

/** A new random, unguessable checkout session id (the capability the payment page is reached with). */
export function newSessionId(): string {
  return `cs_test_${bytesToHex(randomBytes(24))}`;
}

/** A checkout with its invoice, by session id. */
export async function checkoutBySession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ checkout: checkouts, invoice: invoices })
    .from(checkouts)
    .innerJoin(invoices, eq(invoices.id, checkouts.factura_id))
    .where(eq(checkouts.session_id, sessionId))
    .limit(1);
  return row ?? null;
}

/** True when a pending checkout can no longer be decided. */
export function isExpired(createdAt: string, now = nowMs()): boolean {
  return now - Date.parse(createdAt) > CHECKOUT_TTL_MS;
}
