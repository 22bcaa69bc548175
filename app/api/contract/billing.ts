// REST contract of billing (second spec › Entities and their fields "Invoice", second spec › The calls it makes "Billing").
import { z } from "zod";
import { pageOf } from "./people";

export const invoiceSchema = z.object({
  pk: z.number().int(),
  id: z.number().int(),
  // Issue date 'YYYY-MM-DD'.
  fecha: z.string(),
  // USD, two decimals.
  total_factura: z.number().nonnegative(),
  pagada: z.boolean(),
  tipo: z.string(),
  consumo: z.array(z.object({ concepto: z.string(), cantidad: z.number(), valor: z.number() })),
});
export type ApiInvoice = z.infer<typeof invoiceSchema>;

/** GET /entidad/facturacion/?page=n: the institution's invoices, newest first; `pendientes` = unpaid count. */
export const invoicePageSchema = pageOf(invoiceSchema).extend({
  pendientes: z.number().int().nonnegative(),
});

/** POST /entidad/checkout/ `{ factura_id }` → 200 `{ payment_link }` (the test checkout in local mode). */
export const checkoutBodySchema = z.object({ factura_id: z.number().int().positive() });
export const checkoutResponseSchema = z.object({ payment_link: z.string().url() });

/** PUT /entidad/factura-checkout/ `{ success, canceled, checkout_id }` → 200 `{ factura_id, pagada }`. */
export const checkoutConfirmBodySchema = z.object({
  success: z.boolean(),
  canceled: z.boolean(),
  checkout_id: z.string().min(1).max(200),
});
export const checkoutConfirmResponseSchema = z.object({ factura_id: z.number().int(), pagada: z.boolean() });
