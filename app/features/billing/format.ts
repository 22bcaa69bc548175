// Pure helpers of the invoices page (second spec › Screens and routes "Invoices (/facturacion)").

/** The spec's amount: `$` and two decimals ("$6.75"). */
export function formatAmount(total: number): string {
  return `$${(Number.isFinite(total) ? total : 0).toFixed(2)}`;
}

/** The issue date as year-month-day; anything after the date (a time) is dropped. */
export function formatInvoiceDate(fecha: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(fecha);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : fecha;
}

/** What the payment page's return URL says: `?success=…&session_id=…` or `?canceled=…`. */
export type PaymentReturn = { kind: "success"; sessionId: string } | { kind: "canceled" } | null;

const SESSION_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function paymentReturnOf(searchParams: URLSearchParams): PaymentReturn {
  const sessionId = searchParams.get("session_id") ?? "";
  if (searchParams.has("success") && searchParams.get("success") !== "false" && SESSION_ID.test(sessionId)) {
    return { kind: "success", sessionId };
  }
  if (searchParams.has("canceled") && searchParams.get("canceled") !== "false") return { kind: "canceled" };
  return null;
}
