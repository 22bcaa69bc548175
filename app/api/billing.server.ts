// Billing calls (second spec › The calls it makes "Billing").
import type { ApiClient } from "./client.server";
import { checkoutConfirmResponseSchema, checkoutResponseSchema, invoicePageSchema } from "./contract/billing";

export function billingApi(client: ApiClient) {
  return {
    /** GET /entidad/facturacion/?page=n. */
    invoices(page = 1) {
      return client.get(`/entidad/facturacion/${page > 1 ? `?page=${page}` : ""}`, invoicePageSchema);
    },
    /** POST /entidad/checkout/: the payment link of an unpaid invoice. */
    checkout(facturaId: number) {
      return client.send("POST", "/entidad/checkout/", { json: { factura_id: facturaId } }, checkoutResponseSchema);
    },
    /** PUT /entidad/factura-checkout/: confirms a checkout the payment page returned from. */
    confirmCheckout(checkoutId: string) {
      return client.send(
        "PUT",
        "/entidad/factura-checkout/",
        { json: { success: true, canceled: false, checkout_id: checkoutId } },
        checkoutConfirmResponseSchema,
      );
    },
  };
}
