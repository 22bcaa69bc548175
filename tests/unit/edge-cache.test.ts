// Issue 35 §1: the edge cache's rules on their own (app/lib/edge-cache.server.ts), against an in-memory Cache:
// what is stored and what never is, freshness and stale-while-revalidate on the app's clock. The integration
// test (tests/integration/edge-cache.test.ts) proves the same through the built Worker's Cache API.
import { afterEach, describe, expect, test } from "vitest";
import { EDGE_CACHE_OPT_IN, visitorPage } from "~/lib/edge-cache";
import { FRESH_S, STALE_S, bypassReason, cacheKey, serveWithEdgeCache, type Rendered } from "~/lib/edge-cache.server";
import { languageCookie } from "~/lib/language.server";
import { clockOffset, setClockOffset } from "~/shared/clock";

const ORIGIN = "https://app.example.test";

/** The Cache API's put/match by URL, as much of it as the module uses. */
class MemoryCache {
  readonly entries = new Map<string, { body: string; headers: [string, string][] }>();
  async match(key: Request): Promise<Response | undefined> {
    const entry = this.entries.get(key.url);
    return entry ? new Response(entry.body, { headers: entry.headers }) : undefined;
  }
  async put(key: Request, response: Response): Promise<void> {
    this.entries.set(key.url, { body: await response.text(), headers: [...response.headers] });
  }
}

const PAGE = '<!DOCTYPE html><html lang="es"><body><main><h1>Accesibilidad</h1></main></body></html>';

function page(body = PAGE, headers: Record<string, string> = visitorPage(), status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
}

/** A render callback that counts its calls and answers what `make` builds. */
function renderer(make: () => Response, extra: Partial<Rendered> = {}) {
  const calls: Request[] = [];
  const render = async (request: Request): Promise<Rendered> => {
    calls.push(request);
    return { response: make(), signedIn: false, nonce: "bm9uY2Utb2YtdGhpcw==", ...extra };
  };
  return { render, calls };
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): [Request, URL] {
  const request = new Request(ORIGIN + path, { method, headers });
  return [request, new URL(request.url)];
}

async function serve(
  cache: MemoryCache,
  render: (r: Request) => Promise<Rendered>,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  const pending: Promise<unknown>[] = [];
  const [request, url] = get(path, headers, method);
  const result = await serveWithEdgeCache(request, url, (p) => pending.push(p), render, cache as unknown as Cache);
  return { ...result, body: await result.response.text(), pending };
}

const baseOffset = clockOffset();
afterEach(() => setClockOffset(baseOffset));

describe("what is stored", () => {
  test("an opted-in visitor page: stored once, the next visitor gets it without a render", async () => {
    const cache = new MemoryCache();
    const { render, calls } = renderer(() => page());
    const first = await serve(cache, render, "/accesibilidad");
    expect(first.status).toBe("MISS");
    expect(first.response.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.response.headers.get("Cache-Control")).toBe(
      `public, max-age=0, s-maxage=${FRESH_S}, stale-while-revalidate=${STALE_S}`,
    );
    expect(first.response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    const second = await serve(cache, render, "/accesibilidad");
    expect(second.status).toBe("HIT");
    expect(second.body).toBe(PAGE);
    expect(calls).toHaveLength(1);
    // The opt-in is the Worker's business: it never reaches a browser.
    expect(first.response.headers.has(EDGE_CACHE_OPT_IN)).toBe(false);
    expect(second.response.headers.has(EDGE_CACHE_OPT_IN)).toBe(false);
  });

  test.each([
    ["no opt-in", () => page(PAGE, {})],
    ["a Set-Cookie", () => page(PAGE, { ...visitorPage(), "Set-Cookie": "flash=; Max-Age=0; Path=/" })],
    [
      "a one-time form key",
      () => page(PAGE.replace("</main>", '<input type="hidden" name="_once" value="k"/></main>')),
    ],
    ["an inline script", () => page(PAGE.replace("</body>", "<script>tick()</script></body>"))],
    ["this response's CSP nonce", () => page(PAGE.replace("<main>", '<main data-n="bm9uY2Utb2YtdGhpcw==">'))],
    ["a 404", () => page(PAGE, visitorPage(), 404)],
    ["a redirect", () => new Response(null, { status: 302, headers: { Location: "/", ...visitorPage() } })],
    ["JSON", () => new Response("{}", { headers: { "Content-Type": "application/json", ...visitorPage() } })],
  ])("never a response with %s: rendered every time, nothing stored", async (_what, make) => {
    const cache = new MemoryCache();
    const { render, calls } = renderer(make);
    for (let i = 0; i < 2; i++) {
      const r = await serve(cache, render, "/gracias");
      expect(r.status).toBe("PASS");
      expect(r.response.headers.has(EDGE_CACHE_OPT_IN)).toBe(false);
      expect(r.response.headers.get("Cache-Control")).toBeNull();
    }
    expect(calls).toHaveLength(2);
    expect(cache.entries.size).toBe(0);
  });

  test("the body of a page that is not stored still reaches the browser whole", async () => {
    const cache = new MemoryCache();
    const withKey = PAGE.replace("</main>", '<input type="hidden" name="_once" value="k"/></main>');
    const { render } = renderer(() => page(withKey));
    expect((await serve(cache, render, "/")).body).toBe(withKey);
  });

  test("never a signed-in user's page, even one that opted in", async () => {
    const cache = new MemoryCache();
    const { render, calls } = renderer(() => page(), { signedIn: true });
    expect((await serve(cache, render, "/centro-soporte")).status).toBe("PASS");
    expect((await serve(cache, render, "/centro-soporte")).status).toBe("PASS");
    expect(calls).toHaveLength(2);
    expect(cache.entries.size).toBe(0);
  });
});

describe("who may read or fill the cache", () => {
  test.each([
    ["a session cookie", { Cookie: "sesion=abc" }, "GET", "cookie"],
    ["the https session cookie", { Cookie: "lng=en; __Host-sesion=abc" }, "GET", "cookie"],
    ["a flash cookie", { Cookie: "flash=%7B%7D" }, "GET", "cookie"],
    ["an unknown cookie", { Cookie: "_ga=1" }, "GET", "cookie"],
    ["an Authorization header", { Authorization: "Token x" }, "GET", "authorization"],
    ["a POST", {}, "POST", "method"],
    ["a HEAD", {}, "HEAD", "method"],
  ])("%s: bypassed, neither served nor stored", async (_what, headers, method, reason) => {
    const [request, url] = get("/marketplace", headers, method);
    expect(bypassReason(request, url)).toBe(reason);
    const cache = new MemoryCache();
    const { render, calls } = renderer(() => page());
    await serve(cache, render, "/marketplace"); // a visitor's copy is there
    const r = await serve(cache, render, "/marketplace", headers, method);
    expect(r.status).toBe("BYPASS");
    expect(r.response.headers.has(EDGE_CACHE_OPT_IN)).toBe(false);
    expect(calls).toHaveLength(2);
  });

  test("the language's and the intro's cookies are fine; a data request and a long query bypass", () => {
    expect(bypassReason(...get("/marketplace", { Cookie: "lng=pt-BR; f=1" }))).toBeNull();
    expect(bypassReason(...get("/marketplace?_data=root"))).toBe("data request");
    expect(bypassReason(...get(`/centro-soporte?q=${"a".repeat(600)}`))).toBe("query too long");
  });
});

describe("the key", () => {
  test("the query's order does not matter; its values, the language and the intro flag do", () => {
    const key = (path: string, cookie = "") => {
      const [request, url] = get(path, cookie ? { Cookie: cookie } : {});
      return cacheKey(url, "es", request).url;
    };
    expect(key("/marketplace?sort=price&price=80")).toBe(key("/marketplace?price=80&sort=price"));
    expect(key("/marketplace?skill=1&skill=2")).not.toBe(key("/marketplace?skill=2&skill=1"));
    expect(key("/marketplace?price=80")).not.toBe(key("/marketplace?price=120"));
    expect(key("/marketplace", "f=1")).not.toBe(key("/marketplace"));
    const [request, url] = get("/marketplace");
    expect(cacheKey(url, "en", request).url).not.toBe(cacheKey(url, "pt-BR", request).url);
    expect(cacheKey(url, "en", request).url).toBe(`${ORIGIN}/__edge/en/f0/marketplace`);
  });

  test("the resolved language: a cookie and headers that resolve alike share a copy, others do not", async () => {
    const lngCookie = async (lng: string) => (await languageCookie.serialize(lng)).split(";")[0]!;
    const cache = new MemoryCache();
    const { render, calls } = renderer(() => page());
    expect((await serve(cache, render, "/accesibilidad", { "Accept-Language": "pt-BR,pt;q=0.9" })).status).toBe("MISS");
    expect((await serve(cache, render, "/accesibilidad", { "Accept-Language": "pt" })).status).toBe("HIT");
    expect((await serve(cache, render, "/accesibilidad", { Cookie: await lngCookie("pt-BR") })).status).toBe("HIT");
    expect((await serve(cache, render, "/accesibilidad", { "Accept-Language": "en-US" })).status).toBe("MISS");
    expect((await serve(cache, render, "/accesibilidad", { "Accept-Language": "es-CO" })).status).toBe("MISS");
    // The cookie beats the header, as the page's own detection does.
    expect(
      (await serve(cache, render, "/accesibilidad", { "Accept-Language": "es-CO", Cookie: await lngCookie("en") }))
        .status,
    ).toBe("HIT");
    expect(calls).toHaveLength(3);
  });
});

describe("freshness on the app's clock", () => {
  test("fresh for FRESH_S; then served stale while one background render refreshes it; then rendered", async () => {
    const cache = new MemoryCache();
    let version = 1;
    const { render, calls } = renderer(() => page(PAGE.replace("Accesibilidad", `v${version}`)));
    await serve(cache, render, "/");
    version = 2;
    setClockOffset(baseOffset + (FRESH_S - 1) * 1000);
    const fresh = await serve(cache, render, "/");
    expect([fresh.status, fresh.body.includes("v1")]).toEqual(["HIT", true]);
    expect(Number(fresh.response.headers.get("Age"))).toBeGreaterThanOrEqual(FRESH_S - 2);

    setClockOffset(baseOffset + (FRESH_S + 1) * 1000);
    const stale = await serve(cache, render, "/");
    const again = await serve(cache, render, "/");
    expect([stale.status, stale.body.includes("v1")]).toEqual(["STALE", true]);
    expect(again.status).toBe("STALE");
    // One refresh for the page, however many visitors saw it stale meanwhile.
    expect(stale.pending).toHaveLength(1);
    expect(again.pending).toHaveLength(0);
    await Promise.all(stale.pending);
    expect(calls).toHaveLength(2);
    const refreshed = await serve(cache, render, "/");
    expect([refreshed.status, refreshed.body.includes("v2")]).toEqual(["HIT", true]);

    version = 3;
    setClockOffset(baseOffset + (2 * FRESH_S + STALE_S + 5) * 1000);
    const expired = await serve(cache, render, "/");
    expect([expired.status, expired.body.includes("v3")]).toEqual(["MISS", true]);
  });

  test("a refresh whose page no longer qualifies leaves the old copy to expire, never a per-visitor one", async () => {
    const cache = new MemoryCache();
    let cookie = false;
    const { render } = renderer(() => page(PAGE, cookie ? { ...visitorPage(), "Set-Cookie": "x=1" } : visitorPage()));
    await serve(cache, render, "/");
    cookie = true;
    setClockOffset(baseOffset + (FRESH_S + 1) * 1000);
    const stale = await serve(cache, render, "/");
    await Promise.all(stale.pending);
    const [entry] = [...cache.entries.values()];
    expect(entry?.headers.some(([name]) => name.toLowerCase() === "set-cookie")).toBe(false);
    expect((await serve(cache, render, "/")).status).toBe("STALE");
  });
});
