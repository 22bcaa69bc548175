// The invoices page's data: one API call per page and request, shared by /facturacion and its dialog.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serializeCookie } from "~/lib/session.server";

type InvoicePage = Awaited<ReturnType<AppLoadContext["api"]["billing"]["invoices"]>>;

const pages = new WeakMap<AppLoadContext, Map<number, Promise<InvoicePage>>>();

/** GET /entidad/facturacion/?page=n, once per request (the page and its dialog's loaders share it). */
export function loadInvoices(context: AppLoadContext, page: number): Promise<InvoicePage> {
  let byPage = pages.get(context);
  if (!byPage) {
    byPage = new Map();
    pages.set(context, byPage);
  }
  let pending = byPage.get(page);
  if (!pending) {
    pending = context.api.billing.invoices(page);
    byPage.set(page, pending);
  }
  return pending;
}

/** The shell's billing icon reads this cookie (core spec › Screens and routes is_pending_invoices): set or cleared here. */
export function pendingInvoicesCookie(pendientes: number, secure: boolean): string {
  return pendientes > 0
    ? serializeCookie("is_pending_invoices", "1", { secure, maxAge: 365 * 24 * 3600 })
    : serializeCookie("is_pending_invoices", "", { secure, maxAge: 0 });
}
