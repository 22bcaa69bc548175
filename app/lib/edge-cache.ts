// A page's opt-in to the Worker's edge cache for visitors (app/lib/edge-cache.server.ts, decision 135): only a
// document whose loader says so may be stored, so a page nobody looked at stays uncached (fail safe). A route
// opts in when its page is the same for every signed-out visitor of a language: no per-visitor value, no form
// with a one-time key, no inline script, no cookie set. The Worker removes the header before the browser sees it.
import type { HeadersFunction } from "@remix-run/cloudflare";

export const EDGE_CACHE_OPT_IN = "X-Edge-Cacheable";
const VISITOR = "visitor";

/** The loader's headers of a page every visitor of a language sees alike: `json(data, { headers: visitorPage() })`. */
export function visitorPage(): Record<string, string> {
  return { [EDGE_CACHE_OPT_IN]: VISITOR };
}

/** True when the document opted in (read by the Worker). */
export function optedIn(headers: Headers): boolean {
  return headers.get(EDGE_CACHE_OPT_IN) === VISITOR;
}

/**
 * The route's `headers` export: the loader's opt-in reaches the document (Remix takes a document's headers from
 * its deepest route that exports `headers`; cookies are kept by Remix itself).
 */
export const edgeCacheHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  if (optedIn(loaderHeaders)) headers.set(EDGE_CACHE_OPT_IN, VISITOR);
  return headers;
};
