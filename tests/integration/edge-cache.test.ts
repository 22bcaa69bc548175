// Issue 35 §1 through the built Worker and Miniflare's Cache API: a visitor's second GET of a public page, the
// help centre or the marketplace comes from the edge cache, one copy per resolved language; and each 'never':
// a signed-in user is never served nor stored, a response that sets a cookie is never stored, a page with a
// per-visitor form key or script is never stored, a POST is never cached; query strings are keyed sanely.
// Each test uses URLs of its own (a query parameter the pages ignore): the Worker's cache lives for the file.
import { describe, expect, test } from "vitest";
import { DEMO, flashText, input, textOf, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();

const edge = (response: Response) => response.headers.get("X-Edge-Cache");
const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

async function visit(path: string, headers: Record<string, string | null> = {}, browser?: Browser) {
  const response = await (browser ?? worker.browser()).get(path, { headers });
  return { response, status: edge(response), html: await response.text() };
}

/** The pages that opted in, as a visitor sees them. */
const VISITOR_PAGES = [
  "/",
  "/terminos-y-condiciones",
  "/politica-privacidad",
  "/gracias",
  "/gracias-escuela-juntas",
  "/gracias-juntas-asesoras",
  "/accesibilidad",
  "/centro-soporte",
  "/videos-soporte",
  "/marketplace",
];

describe("a visitor's page from the edge", () => {
  test.each(VISITOR_PAGES)("%s: the first visitor's render is stored, the second visitor gets it", async (path) => {
    const url = `${path}?edge=second`;
    const first = await visit(url);
    expect(first.response.status).toBe(200);
    expect(first.status).toBe("MISS");
    expect(first.response.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(first.response.headers.has("X-Edge-Cacheable")).toBe(false);
    // Nothing in it belongs to one visitor: no script (its nonce would be another response's), no form key.
    expect(first.html).not.toMatch(/<script/i);
    expect(first.html).not.toContain('name="_once"');
    expect(first.response.headers.getSetCookie()).toEqual([]);

    const second = await visit(url);
    expect(second.status).toBe("HIT");
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get("Cache-Control")).toBe(first.response.headers.get("Cache-Control"));
    expect(Number(second.response.headers.get("Age"))).toBeGreaterThanOrEqual(0);
    // The Worker's own headers are still per response.
    expect(nonceOf(second.response)).toBeTruthy();
    expect(nonceOf(second.response)).not.toBe(nonceOf(first.response));
    expect(second.response.headers.get("X-Request-Id")).not.toBe(first.response.headers.get("X-Request-Id"));
    expect(second.response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(second.response.headers.get("Vary")).toBe("Accept-Language, Cookie");
  });

  test("es, en and pt-BR each have their copy, whichever way the language was chosen", async () => {
    const url = "/centro-soporte?edge=languages";
    const es = await visit(url, { "Accept-Language": "es-CO,es;q=0.9" });
    const en = await visit(url, { "Accept-Language": "en-US,en;q=0.9" });
    const pt = await visit(url, { "Accept-Language": "pt-BR,pt;q=0.9" });
    expect([es.status, en.status, pt.status]).toEqual(["MISS", "MISS", "MISS"]);
    expect([htmlLang(es.html), htmlLang(en.html), htmlLang(pt.html)]).toEqual(["es", "en", "pt-BR"]);

    // Again, each from its own copy, in its own language.
    for (const [headers, lng] of [
      [{ "Accept-Language": "pt" }, "pt-BR"],
      [{ "Accept-Language": "en-GB" }, "en"],
      [{ "Accept-Language": null }, "es"],
      [{ "Accept-Language": "fr-FR" }, "es"],
    ] as const) {
      const again = await visit(url, headers);
      expect([again.status, htmlLang(again.html)], JSON.stringify(headers)).toEqual(["HIT", lng]);
    }

    // The `lng` cookie that /idioma sets beats the browser's header, in the key as on the page.
    const chooser = worker.browser();
    expect((await chooser.get("/idioma?lng=pt-BR&redirectTo=%2F")).status).toBe(302);
    const chosen = await visit(url, { "Accept-Language": "en-US" }, chooser);
    expect([chosen.status, htmlLang(chosen.html)]).toEqual(["HIT", "pt-BR"]);

    // ?lng= (the hreflang alternates) is a URL of its own, rendered in that language.
    const alternate = await visit(`${url}&lng=en`, { "Accept-Language": "pt-BR" });
    expect([alternate.status, htmlLang(alternate.html)]).toEqual(["MISS", "en"]);
    expect(htmlLang((await visit(`${url}&lng=en`, { "Accept-Language": "es" })).html)).toBe("en");
  });

  test("the marketplace: one copy with the first-visit intro, one without (the `f` cookie)", async () => {
    const url = "/marketplace?edge=intro";
    const newcomer = await visit(url);
    expect(textOf(newcomer.html)).toContain("¿Cómo funciona?");
    const returning = worker.browser();
    const closed = await returning.formPost("/marketplace", { back: url });
    expect(closed.status).toBe(302);
    const seen = await visit(url, {}, returning);
    expect(seen.status).toBe("MISS");
    expect(textOf(seen.html)).not.toContain("¿Cómo funciona?");
    expect((await visit(url, {}, returning)).status).toBe("HIT");
    const again = await visit(url);
    expect(again.status).toBe("HIT");
    expect(textOf(again.html)).toContain("¿Cómo funciona?");
  });
});

describe("never", () => {
  test("a signed-in user is never served a visitor's copy, nor stores one", async () => {
    const url = "/marketplace?edge=signed-in";
    expect((await visit(url)).status).toBe("MISS");
    expect((await visit(url)).status).toBe("HIT");
    const user = await worker.browserAs(DEMO.entrepreneur);
    const signedIn = await visit(url, {}, user);
    expect(signedIn.status).toBe("BYPASS");
    expect(signedIn.response.headers.get("Cache-Control")).toBe("no-store");
    // The app's frame with the user's menu, not the visitors' public frame.
    expect(signedIn.html).toContain('aria-label="Menú principal"');

    // A page a signed-in user saw first is not in the cache for the next visitor.
    for (const path of ["/centro-soporte?edge=signed-first", "/accesibilidad?edge=signed-first"]) {
      expect((await visit(path, {}, user)).status).toBe("BYPASS");
      const visitor = await visit(path);
      expect(visitor.status, path).toBe("MISS");
      expect(visitor.html).not.toContain(user.session!);
    }

    // An unreadable session cookie: not served from the cache either; the Worker clears it.
    const stale = worker.browser().setCookie("sesion=not-a-session");
    const cleared = await visit("/centro-soporte?edge=signed-first", {}, stale);
    expect(cleared.status).toBe("BYPASS");
    expect(cleared.response.headers.getSetCookie().some((c) => c.startsWith("sesion=;"))).toBe(true);
    expect((await visit("/centro-soporte?edge=stale-session")).status).toBe("MISS");
  });

  test("a response that sets a cookie is never stored (a flash message being shown)", async () => {
    const url = "/gracias?edge=flash";
    const flash = encodeURIComponent(JSON.stringify({ type: "success", key: "common:appName" }));
    const withFlash = worker.browser().setCookie(`flash=${flash}`);
    const shown = await visit(url, {}, withFlash);
    expect(shown.status).toBe("BYPASS");
    expect(flashText(shown.html)).not.toBe("");
    expect(shown.response.headers.getSetCookie().some((c) => c.startsWith("flash=;"))).toBe(true);
    const next = await visit(url);
    expect(next.status).toBe("MISS");
    expect(flashText(next.html)).toBe("");
    expect(next.response.headers.getSetCookie()).toEqual([]);
  });

  test("a page with a per-visitor form key, or an inline script, is never stored", async () => {
    for (const path of ["/software-para-aceleradoras", "/escuela-juntas", "/juntas-asesoras", "/sign-up"]) {
      const first = await visit(`${path}?edge=token`);
      const second = await visit(`${path}?edge=token`);
      expect([first.status, second.status], path).toEqual(["PASS", "PASS"]);
      const keys = [input(first.html, "_once")?.value, input(second.html, "_once")?.value];
      expect(keys[0], path).toBeTruthy();
      expect(keys[0], path).not.toBe(keys[1]);
    }
    // The bootcamp's countdown ticks with an inline script bound to the response's CSP nonce.
    const bootcamp = await visit("/bootcamp?edge=script");
    expect((await visit("/bootcamp?edge=script")).status).toBe("PASS");
    expect(bootcamp.status).toBe("PASS");
    // The login form and the app's pages did not opt in.
    expect((await visit("/login?edge=token")).status).toBe("PASS");
    expect((await visit("/login?edge=token")).status).toBe("PASS");
  });

  test("a POST is never served from nor stored in the cache", async () => {
    const url = "/marketplace?edge=post";
    const b = worker.browser();
    expect((await visit(url, {}, b)).status).toBe("MISS");
    const posted = await b.formPost(url, { back: url });
    expect(posted.status).toBe(302);
    expect(edge(posted)).toBe("BYPASS");
    expect(posted.headers.getSetCookie().some((c) => c.startsWith("f=1"))).toBe(true);
    // The cached copy is still the one without the cookie's effect, and the POST's answer is not in it.
    const next = await visit(url);
    expect(next.status).toBe("HIT");
    expect(textOf(next.html)).toContain("¿Cómo funciona?");
    // A HEAD reads nothing from the cache either.
    expect(edge(await worker.browser().request(url, { method: "HEAD" }))).toBe("BYPASS");
  });
});

describe("query strings", () => {
  test("the same parameters in another order are one page; other values, other pages; odd ones bypass", async () => {
    const a = await visit("/marketplace?sort=price&price=80&edge=query");
    const b = await visit("/marketplace?edge=query&price=80&sort=price");
    expect([a.status, b.status]).toEqual(["MISS", "HIT"]);
    const other = await visit("/marketplace?sort=price&price=120&edge=query");
    expect(other.status).toBe("MISS");
    expect(other.html).not.toBe(a.html);
    // Remix's data requests and absurdly long queries are rendered, never cached.
    expect((await visit("/centro-soporte?_data=root&edge=query")).status).toBe("BYPASS");
    expect((await visit(`/centro-soporte?q=${"a".repeat(600)}`)).status).toBe("BYPASS");
    // A search is a page like any other: its own copy, with its own query echoed.
    const search = await visit("/centro-soporte?q=foro&edge=query");
    expect(search.status).toBe("MISS");
    expect((await visit("/centro-soporte?q=foro&edge=query")).status).toBe("HIT");
    expect((await visit("/centro-soporte?q=agenda&edge=query")).status).toBe("MISS");
  });
});
