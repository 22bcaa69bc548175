// Visitors served from the edge (issue 35 §1, decision 135): signed-out GETs of pages that opted in
// (app/lib/edge-cache.ts) are kept in the Workers Cache API, one copy per URL and resolved language, fresh for
// FRESH_S seconds and then served stale for up to STALE_S more while one background render refreshes them.
// Every rule fails safe: a request with any cookie but the language's and the marketplace's intro flag, a
// response that sets a cookie, carries a script or a form's one-time key, or did not opt in is never stored.
import { type Language } from "./i18n";
import { detectLanguage } from "./language.server";
import { ONCE_FIELD } from "./once-key";
import { optedIn, EDGE_CACHE_OPT_IN } from "./edge-cache";
import { nowMs } from "../shared/clock";

/** Seconds a stored page is served as it is. */
export const FRESH_S = 60;
/** Seconds after that during which the stale page is served while it is rendered again in the background. */
export const STALE_S = 300;
/** What the browser (and any shared cache that honours Vary) is told. */
export const VISITOR_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_S}, stale-while-revalidate=${STALE_S}`;
/** How a response says where it came from (tests, logs, the bench). */
export const EDGE_STATUS_HEADER = "X-Edge-Cache";
const STORED_AT = "X-Edge-Stored-At";
/** Cookies a visitor's page may be keyed by; any other cookie (a session, a flash, anything unknown) bypasses. */
const KEY_COOKIES = new Set(["lng", "f"]);
/** A longer query string is not worth a cache entry (and bounds what one client can make us store). */
const MAX_QUERY_CHARS = 512;

/**
 * HIT: fresh copy. STALE: old copy, refreshed in the background. MISS: rendered and stored. PASS: rendered, not
 * storable (no opt-in, a cookie set, a script or a one-time key in it, not 200). BYPASS: the request may neither
 * read nor fill the cache (not a GET, a cookie such as the session's, a data request).
 */
export type EdgeStatus = "HIT" | "STALE" | "MISS" | "PASS" | "BYPASS";

/** A rendered document before the Worker's security headers. */
export interface Rendered {
  response: Response;
  signedIn: boolean;
  /** The CSP nonce the document was rendered with: a stored copy must not carry it. */
  nonce: string;
}

export interface EdgeResult extends Rendered {
  status: EdgeStatus;
}

function cookieNames(request: Request): string[] {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.slice(0, part.includes("=") ? part.indexOf("=") : undefined).trim())
    .filter(Boolean);
}

/** Why a request must neither read nor fill the cache, or null when it may. */
export function bypassReason(request: Request, url: URL): string | null {
  if (request.method !== "GET") return "method";
  if (url.searchParams.has("_data")) return "data request";
  if (request.headers.has("Authorization")) return "authorization";
  if (url.search.length > MAX_QUERY_CHARS) return "query too long";
  if (cookieNames(request).some((name) => !KEY_COOKIES.has(name))) return "cookie";
  return null;
}

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const idx = part.indexOf("=");
    if (idx !== -1 && part.slice(0, idx).trim() === name) return part.slice(idx + 1).trim();
  }
  return null;
}

/**
 * The cache key: the URL with its query sorted (the same parameters in another order are the same page), under a
 * path prefix naming the resolved language and whether the marketplace's intro was closed (the `f` cookie).
 */
export function cacheKey(url: URL, language: Language, request: Request): Request {
  const params = new URLSearchParams(url.search);
  params.sort();
  const intro = readCookie(request, "f") === "1" ? "f1" : "f0";
  const key = new URL(`/__edge/${language}/${intro}${url.pathname}`, url.origin);
  key.search = params.toString();
  return new Request(key.toString());
}

/** The body of a document that may be stored, or null; `body` is the text read to decide (to send on). */
async function judge(rendered: Rendered): Promise<{ body: string | null; store: boolean }> {
  const { response, signedIn, nonce } = rendered;
  const candidate =
    response.status === 200 &&
    optedIn(response.headers) &&
    !signedIn &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!candidate) return { body: null, store: false };
  const body = await response.text();
  // A script needs this response's CSP nonce, which a stored copy cannot carry; a one-time key is per visitor.
  const perVisitor =
    /<script/i.test(body) || (nonce !== "" && body.includes(nonce)) || body.includes(`name="${ONCE_FIELD}"`);
  return { body, store: !perVisitor };
}

function withoutOptIn(response: Response, body: BodyInit | null = response.body): Response {
  const copy = new Response(body, response);
  copy.headers.delete(EDGE_CACHE_OPT_IN);
  return copy;
}

function storedCopy(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      // The store keeps the copy through the stale window; freshness is decided here (X-Edge-Stored-At), since the
      // Cache API honours no stale-while-revalidate.
      "Cache-Control": `public, s-maxage=${FRESH_S + STALE_S}`,
      [STORED_AT]: String(nowMs()),
    },
  });
}

function visitorHeaders(response: Response, status: EdgeStatus): void {
  response.headers.set("Cache-Control", VISITOR_CACHE_CONTROL);
  response.headers.set("Vary", "Accept-Language, Cookie");
  response.headers.set(EDGE_STATUS_HEADER, status);
}

/** Renders and, when the document qualifies, stores it. */
async function renderAndStore(
  cache: Cache,
  key: Request,
  request: Request,
  render: (request: Request) => Promise<Rendered>,
): Promise<EdgeResult> {
  const rendered = await render(request);
  const { body, store } = await judge(rendered);
  if (body === null || !store) {
    const response = withoutOptIn(rendered.response, body ?? rendered.response.body);
    response.headers.set(EDGE_STATUS_HEADER, "PASS");
    return { ...rendered, response, status: "PASS" };
  }
  const contentType = rendered.response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
  // Awaited, so the next visitor finds it; a failing store (no cache on workers.dev) only costs the next render.
  await cache.put(key, storedCopy(body, contentType)).catch(() => undefined);
  const response = withoutOptIn(rendered.response, body);
  visitorHeaders(response, "MISS");
  return { ...rendered, response, status: "MISS" };
}

/** Keys being rendered again in this isolate: one background render per stale page, however many visitors. */
const refreshing = new Set<string>();

function fromCache(hit: Response, status: EdgeStatus, ageS: number): Response {
  const response = new Response(hit.body, {
    status: 200,
    headers: { "Content-Type": hit.headers.get("Content-Type") ?? "text/html; charset=utf-8" },
  });
  visitorHeaders(response, status);
  response.headers.set("Age", String(Math.max(0, Math.floor(ageS))));
  return response;
}

/** The cache of this Worker, or undefined where there is none (Node, which runs the bundle in render-cpu). */
export function defaultCache(): Cache | undefined {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}

/**
 * Serves a document through the edge cache: a visitor's GET of an opted-in page from the cache (fresh or stale),
 * anything else rendered by `render` (which must not apply per-response headers that a stored copy would keep).
 */
export async function serveWithEdgeCache(
  request: Request,
  url: URL,
  waitUntil: (promise: Promise<unknown>) => void,
  render: (request: Request) => Promise<Rendered>,
  cache: Cache | undefined = defaultCache(),
): Promise<EdgeResult> {
  if (!cache || bypassReason(request, url) !== null) {
    const rendered = await render(request);
    const response = withoutOptIn(rendered.response);
    response.headers.set(EDGE_STATUS_HEADER, "BYPASS");
    return { ...rendered, response, status: "BYPASS" };
  }
  const key = cacheKey(url, await detectLanguage(request), request);
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    const ageS = (nowMs() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000;
    if (ageS <= FRESH_S) return { response: fromCache(hit, "HIT", ageS), signedIn: false, nonce: "", status: "HIT" };
    if (ageS <= FRESH_S + STALE_S) {
      if (!refreshing.has(key.url)) {
        refreshing.add(key.url);
        waitUntil(
          renderAndStore(cache, key, request, render)
            .then((result) => result.response.body?.cancel())
            .catch(() => undefined)
            .finally(() => refreshing.delete(key.url)),
        );
      }
      return { response: fromCache(hit, "STALE", ageS), signedIn: false, nonce: "", status: "STALE" };
    }
    await hit.body?.cancel();
  }
  return renderAndStore(cache, key, request, render);
}
