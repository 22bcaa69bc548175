// The API's side of the same-origin guard (docs/house-rules.md#decisions-already-taken), one rule for both topologies: server.ts applies it
// to /api in the combined Worker, local-api/worker.ts to every request of the API's own Worker.
//
// Token-authenticated endpoints take no cookie and are called by servers (the app over HTTP or a service
// binding), which send neither `Sec-Fetch-Site` nor `Origin`: they pass. A browser always sends one of
// the two on a mutation, and the API answers no cross-origin browser call (no CORS). The API's own pages
// (the test checkout, the outbox viewer) are browser pages: a mutation there must prove it came from them.

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Paths of the API that a browser opens (relative to the API's root). */
const BROWSER_PAGES = /^\/(checkout|payu\/compra|dev)(\/|$)/;

/** The API's pages a browser uses, as opposed to the token-authenticated endpoints servers call. */
export function isApiBrowserPage(path: string): boolean {
  return BROWSER_PAGES.test(path);
}

/**
 * True when a mutation must be refused: a browser's cross-site or cross-origin call anywhere, or a call
 * with no browser headers at all to one of the API's pages. `path` is relative to the API's root.
 */
export function isRefusedApiMutation(request: Request, path: string): boolean {
  if (!MUTATING.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site !== "same-origin";
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  return isApiBrowserPage(path);
}

export const REFUSED_MESSAGE = "Solicitud rechazada: origen no permitido.";
