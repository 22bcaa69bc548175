// No dead ends (issue 17 §1, §2): for a signed-out visitor and each demo role, follow every same-origin link
// breadth-first from the landing page and the role's home, up to MAX_PAGES per role, and fail on any 404 or
// 5xx with the page that linked to it. Links are followed with Playwright's request context (HTML fetched,
// hrefs extracted, a few requests at a time): fast. A real browser page, at 360 × 800, opens only the first
// URL of each route pattern (patterns come from app/routes.ts, matched as Remix matches them): there axe
// runs, and the page must not scroll sideways. Runs with JavaScript on and off like every spec.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { RouteConfigEntry } from "@remix-run/route-config";
import type { APIRequestContext, Browser, BrowserContext, TestInfo } from "@playwright/test";
import { routes as routeConfig } from "../../app/routes";
import { DEMO_PASSWORD, expect, expectNoA11yViolations, isNoJs, test } from "./fixtures";

const MAX_PAGES = 400;
/** Requests in flight per role, and in all: the server (workerd) shares two cores with the browsers. */
const CONCURRENCY = 3;
const TOTAL_CONCURRENCY = 6;
/**
 * URLs fetched per route pattern and role: query strings can make a pattern endless (the calendar's next
 * month, forever), and the hundredth profile or session says little the first few did not.
 */
const MAX_PER_PATTERN = 4;
const VIEWPORT = { width: 360, height: 800 };

/**
 * Route patterns never fetched: logout and the language switch change state (a cookie), the local outbox
 * is a developer page, and the rest are downloads (files, transcripts, reports, .ics, .xlsx, the feed).
 */
const SKIPPED_PATTERNS = new Set([
  "/logout",
  "/idioma",
  "/dev/correos",
  "/ical/:token",
  "/files/download/:slug",
  "/calendar/evento/:slug/transcripcion",
  "/calendar/evento/:slug/reporte",
  "/calendar/evento/:slug/ics",
  "/dashboard/:id/reporte",
]);

type Crawler = { name: string; email?: string; homes: string[] };

const CRAWLERS: Crawler[] = [
  { name: "visitante", homes: ["/"] },
  { name: "emprendedor", email: "emprendedor@demo.test", homes: ["/user", "/"] },
  { name: "mentor", email: "mentor@demo.test", homes: ["/user", "/"] },
  { name: "entidad", email: "entidad@demo.test", homes: ["/institution", "/"] },
  { name: "banco", email: "banco@demo.test", homes: ["/institution", "/"] },
];

// ---- Route patterns, from the route table -------------------------------------------------------------

type PatternRoute = AgnosticRouteObject & { pattern?: string };

function toRouteObjects(entries: RouteConfigEntry[], parent: string): PatternRoute[] {
  return entries.map((entry) => {
    const full = entry.path === undefined ? parent : joinPath(parent, entry.path);
    const children = entry.children ? toRouteObjects(entry.children, full) : undefined;
    const base = { pattern: full, caseSensitive: false };
    if (entry.index) return { ...base, index: true };
    return { ...base, path: entry.path, children };
  });
}

function joinPath(parent: string, path: string): string {
  return `${parent.replace(/\/$/, "")}/${path}`.replace(/\/+/g, "/");
}

if (!Array.isArray(routeConfig)) throw new Error("crawl: app/routes.ts must export the route table as an array");
const ROUTE_OBJECTS = toRouteObjects(routeConfig, "/");

/** The route pattern a path renders (its deepest matching route), e.g. /calendar/evento/:slug. */
export function routePattern(pathname: string): string {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const last = matches?.at(-1)?.route as PatternRoute | undefined;
  return last?.pattern ?? "(none)";
}

// ---- Link extraction ------------------------------------------------------------------------------------

const ANCHOR = /<a\b([^>]*)>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Same-origin page links of an HTML document, without fragments; `download` anchors are skipped. */
function pageLinks(html: string, pageUrl: URL): URL[] {
  const links: URL[] = [];
  for (const [, attributes = ""] of html.matchAll(ANCHOR)) {
    if (/\bdownload\b/i.test(attributes)) continue;
    const match = HREF.exec(attributes);
    const raw = match?.[1] ?? match?.[2];
    if (raw === undefined || raw.startsWith("#")) continue;
    let url: URL;
    try {
      url = new URL(decodeEntities(raw), pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== pageUrl.origin) continue;
    url.hash = "";
    links.push(url);
  }
  return links;
}

// ---- The crawl ----------------------------------------------------------------------------------------

type Visit = { url: string; from: string };
type Broken = { url: string; status: number; from: string };
type CrawlResult = { pages: number; broken: Broken[]; firstOfPattern: Map<string, string> };

/** At most `limit` calls of `run` at a time, across every crawler. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await run();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
const limited = limiter(TOTAL_CONCURRENCY);

/** A GET; a dropped or timed-out connection (workerd under load) is retried twice, a status never is. */
async function get(request: APIRequestContext, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await limited(() => request.get(url, { failOnStatusCode: false, timeout: 60_000 }));
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|ECONNREFUSED|socket hang up|Timeout/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Breadth-first, CONCURRENCY requests at a time, through the context's cookies (the signed-in session). */
async function crawl(request: APIRequestContext, origin: string, homes: string[]): Promise<CrawlResult> {
  const seen = new Set<string>();
  const perPattern = new Map<string, number>();
  const firstOfPattern = new Map<string, string>();
  const broken: Broken[] = [];
  let queue: Visit[] = [];
  let pages = 0;

  const enqueue = (url: URL, from: string) => {
    const key = url.pathname + url.search;
    if (seen.has(key)) return;
    const pattern = routePattern(url.pathname);
    if (SKIPPED_PATTERNS.has(pattern)) return;
    const count = perPattern.get(pattern) ?? 0;
    if (count >= MAX_PER_PATTERN) return;
    seen.add(key);
    perPattern.set(pattern, count + 1);
    queue.push({ url: key, from });
  };
  for (const home of homes) enqueue(new URL(home, origin), "(inicio)");

  const fetchOne = async ({ url, from }: Visit) => {
    const response = await get(request, url);
    pages += 1;
    if (process.env.CRAWL_DEBUG) console.log(`${pages} ${response.status()} ${url}`);
    const status = response.status();
    const finalUrl = new URL(response.url());
    if (status === 404 || status >= 500) {
      if (!(await stillLinked(request, url, from))) return; // another spec deleted it meanwhile
      broken.push({ url, status, from });
      return;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
    const pattern = routePattern(finalUrl.pathname);
    if (status === 200 && !firstOfPattern.has(pattern))
      firstOfPattern.set(pattern, finalUrl.pathname + finalUrl.search);
    seen.add(finalUrl.pathname + finalUrl.search);
    for (const link of pageLinks(await response.text(), finalUrl)) enqueue(link, url);
  };

  while (queue.length > 0 && pages < MAX_PAGES) {
    const level = queue.slice(0, MAX_PAGES - pages);
    queue = [];
    for (let i = 0; i < level.length; i += CONCURRENCY) {
      await Promise.all(level.slice(i, i + CONCURRENCY).map(fetchOne));
    }
  }
  return { pages, broken, firstOfPattern };
}

/** A 404 counts only if the linking page still links there (other specs create and delete demo data). */
async function stillLinked(request: APIRequestContext, url: string, from: string): Promise<boolean> {
  if (from === "(inicio)") return true;
  const response = await get(request, from);
  const page = new URL(response.url());
  return pageLinks(await response.text(), page).some((link) => link.pathname + link.search === url);
}

/** A browser context of its own per crawler (JS on or off as the project says), signed in through /login. */
async function signedInContext(browser: Browser, testInfo: TestInfo, crawler: Crawler): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport: VIEWPORT,
    javaScriptEnabled: !isNoJs(testInfo),
  });
  if (crawler.email) {
    const response = await context.request.post("/login", {
      form: { email: crawler.email, password: DEMO_PASSWORD },
      headers: { Origin: new URL(baseURL ?? "").origin },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(response.status(), `${crawler.name}: sign-in by posting /login`).toBe(302);
  }
  return context;
}

test("every link of every role leads somewhere, and every page works at 360 px with axe clean", async ({
  browser,
}, testInfo) => {
  test.setTimeout(900_000);
  const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
  const started = Date.now();
  const contexts = await Promise.all(CRAWLERS.map((crawler) => signedInContext(browser, testInfo, crawler)));
  const results = await Promise.all(CRAWLERS.map((crawler, i) => crawl(contexts[i]!.request, origin, crawler.homes)));
  const crawlSeconds = (Date.now() - started) / 1000;

  // One browser visit per route pattern: the first crawler (in CRAWLERS order) that reached it.
  const checked = new Set<string>();
  const problems: string[] = [];
  for (const [i, crawler] of CRAWLERS.entries()) {
    const page = await contexts[i]!.newPage();
    for (const [pattern, url] of results[i]!.firstOfPattern) {
      if (checked.has(pattern)) continue;
      checked.add(pattern);
      await page.goto(url);
      try {
        await expectNoA11yViolations(page, testInfo);
      } catch (error) {
        problems.push(`${crawler.name} ${url} (${pattern}): ${(error as Error).message}`);
      }
      const { scrollWidth, innerWidth } = await page
        .locator("html")
        .evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth)
        problems.push(
          `${crawler.name} ${url} (${pattern}): the page scrolls sideways (${scrollWidth} > ${innerWidth} px)`,
        );
    }
  }
  await Promise.all(contexts.map((context) => context.close()));

  const summary = CRAWLERS.map((crawler, i) => `${crawler.name}: ${results[i]!.pages} pages`).join(", ");
  const seconds = (Date.now() - started) / 1000;
  testInfo.annotations.push({
    type: "crawl",
    description: `${summary}; ${checked.size} route patterns in the browser; crawl ${crawlSeconds.toFixed(1)} s, total ${seconds.toFixed(1)} s`,
  });
  console.log(`crawl (${testInfo.project.name}): ${testInfo.annotations.at(-1)!.description}`);

  const broken = results.flatMap((result, i) =>
    result.broken.map((b) => `${CRAWLERS[i]!.name}: ${b.status} ${b.url}  ← linked from ${b.from}`),
  );
  expect(broken, `links that lead nowhere:\n${broken.join("\n")}`).toEqual([]);
  expect(problems, `pages that fail axe or scroll sideways at 360 px:\n${problems.join("\n")}`).toEqual([]);
});
