// Where a marketplace session is paid: the API's checkout page.
import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * The spec's payment page `{api}/payu/compra/{slug}`: the local API's test checkout is served to the
 * browser under /api; an existing API has its own.
 */
export function paymentUrl(context: AppLoadContext, slug: string): string {
  const path = `/payu/compra/${encodeURIComponent(slug)}`;
  return context.isLocalApi ? `/api${path}` : `${(context.env.API_URL ?? "").replace(/\/+$/, "")}${path}`;
}
