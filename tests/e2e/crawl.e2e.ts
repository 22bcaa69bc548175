// No dead ends (issue 17 §1, §2): for a signed-out visitor and each demo role, follow every same-origin link
// breadth-first from the landing page and the role's home, up to MAX_PAGES per role, and fail on any 404 or
// 5xx with the page that linked to it. Links are followed with Playwright's request context (HTML fetched,
// hrefs extracted, a few requests at a time): fast. A real browser page, at 360 × 800, opens only the first
// URL of each route pattern (patterns come from app/routes.ts, matched as Remix matches them): the page must
// not scroll sideways, and axe runs unless another spec of the run already checked that route pattern in the
// same mode (the crawl projects run after the others; `npm run test:crawl` alone checks every pattern).
// Runs with JavaScript on and off like every spec.
//
// The server sends the same HTML with JavaScript on or off, so each role's links are crawled once per run:
// by whichever project's test gets there first, the other reading the result from the run's directory (see
// crawlOnce). One test per role, so both workers share the browser visits.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequest, APIRequestContext, Browser, BrowserContext, TestInfo } from "@playwright/test";
import { routes as routeConfig } from "../../app/routes";
import { checkedPathsFile, DEMO_PASSWORD, expect, expectNoA11yViolations, isNoJs, test } from "./fixtures";

const MAX_PAGES = 400;
/** Requests in flight per worker: the server (workerd) shares two cores with the browsers and other specs. */
const CONCURRENCY = 3;
/**
 * URLs fetched per route pattern and role: query strings can make a pattern endless (the calendar's next
 * month, forever), and the hundredth profile or session says little the first two did not.
 */
const MAX_PER_PATTERN = 2;
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

type Broken = { url: string; status: number; from: string };
/** A role's crawl: pages fetched, dead links, and per route pattern the URLs that answered 200, in crawl order. */
type CrawlResult = { pages: number; broken: Broken[]; urls: Record<string, string[]> };

/** At most `limit` calls of `run` at a time in this worker. */
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
const limited = limiter(CONCURRENCY);

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
  const urls: Record<string, string[]> = {};
  const broken: Broken[] = [];
  const queue: { url: string; from: string }[] = [];
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

  const fetchOne = async ({ url, from }: { url: string; from: string }) => {
    const response = await get(request, url);
    pages += 1;
    const status = response.status();
    if (process.env.CRAWL_DEBUG) console.log(`${pages} ${status} ${url}`);
    const finalUrl = new URL(response.url());
    if (status === 404 || status >= 500) {
      if (!(await stillLinked(request, url, from))) return; // another spec deleted it meanwhile
      broken.push({ url, status, from });
      return;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
    const finalKey = finalUrl.pathname + finalUrl.search;
    if (status === 200) (urls[routePattern(finalUrl.pathname)] ??= []).push(finalKey);
    seen.add(finalKey);
    for (const link of pageLinks(await response.text(), finalUrl)) enqueue(link, url);
  };

  // Breadth-first: a queue served by CONCURRENCY runners, each taking the oldest URL as it frees up; an idle
  // runner waits for a fetch in flight (it may queue more links) and stops when nothing is queued or in flight.
  let busy = 0;
  let idle: (() => void)[] = [];
  const wake = () => {
    for (const resolve of idle) resolve();
    idle = [];
  };
  const runner = async (): Promise<void> => {
    for (;;) {
      const next = pages + busy < MAX_PAGES ? queue.shift() : undefined;
      if (next) {
        busy += 1;
        try {
          await fetchOne(next);
        } finally {
          busy -= 1;
          wake();
        }
      } else if (busy === 0) {
        return;
      } else {
        await new Promise<void>((resolve) => idle.push(resolve));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, runner));
  return { pages, broken, urls };
}

/** A 404 counts only if the linking page still links there (other specs create and delete demo data). */
async function stillLinked(request: APIRequestContext, url: string, from: string): Promise<boolean> {
  if (from === "(inicio)") return true;
  const response = await get(request, from);
  const page = new URL(response.url());
  return pageLinks(await response.text(), page).some((link) => link.pathname + link.search === url);
}

/** Signs a request or browser context in by posting /login, as the form does. */
async function signIn(request: APIRequestContext, baseURL: string, crawler: Crawler): Promise<void> {
  if (!crawler.email) return;
  const response = await request.post("/login", {
    form: { email: crawler.email, password: DEMO_PASSWORD },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(response.status(), `${crawler.name}: sign-in by posting /login`).toBe(302);
}

// ---- Once per run: the crawl results shared by both projects -------------------------------------------

/** Beside the run's axe cache (tests/e2e/fixtures.ts), so the global teardown removes it with the cache. */
const RUN_DIR = join(tmpdir(), `e2e-axe-${process.env.E2E_RUN_ID ?? process.pid}`, "crawl");

/** True when `pid` is a live process (the holder of a claim may have been killed by a timeout). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Claims a crawl for this process: a file created only if absent; a dead holder's claim is taken over. */
function claim(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    const holder = Number(readFileSync(lock, "utf8"));
    if (holder && !alive(holder)) rmSync(lock, { force: true });
    return false;
  }
}

/**
 * The crawl of one role, once per run: read from the run's directory when a test (of either project) already
 * crawled it, crawled here when nobody has claimed it, else awaited. A failed crawl releases its claim.
 */
async function crawlOnce(requests: APIRequest, baseURL: string, crawler: Crawler): Promise<CrawlResult> {
  mkdirSync(RUN_DIR, { recursive: true });
  const file = join(RUN_DIR, `${crawler.name}.json`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as CrawlResult;
    if (claim(lock)) {
      const request = await requests.newContext({ baseURL });
      try {
        await signIn(request, baseURL, crawler);
        const result = await crawl(request, new URL(baseURL).origin, crawler.homes);
        writeFileSync(`${file}.tmp`, JSON.stringify(result));
        renameSync(`${file}.tmp`, file);
        return result;
      } finally {
        rmSync(lock, { force: true });
        await request.dispose();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// ---- Fit at 360 px ----------------------------------------------------------------------------------

/**
 * Slivers (issue 30 §5): a table cell under 120 px holding more than a couple of words of visible text (the old
 * month's 85 px columns), or under 160 px wrapping its text over more than 3 lines (the old program page's names).
 */
const SLIVER = { minWidth: 120, minText: 15, narrowWidth: 160, maxLines: 3 };

/** In the page: whether it scrolls sideways, and its table cells that squeeze visible text into a sliver. */
function measureFit(html: HTMLElement, { minWidth, minText, narrowWidth, maxLines }: typeof SLIVER) {
  const slivers: string[] = [];
  // Seen by a sighted reader: rendered, and not inside a visually hidden box (1 px wide: a label, a phone's thead).
  const shown = (el: Element | null) => {
    for (let e = el; e; e = e.parentElement) if (e.getBoundingClientRect().width <= 1) return false;
    return true;
  };
  for (const cell of html.querySelectorAll<HTMLElement>("td, th")) {
    const width = cell.getBoundingClientRect().width;
    if (width >= narrowWidth || !shown(cell)) continue;
    let text = "";
    const lines = new Set<number>();
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!shown(node.parentElement) || !node.textContent?.trim()) continue;
      text += node.textContent;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) lines.add(Math.round(rect.top));
    }
    text = text.replace(/\s+/g, " ").trim();
    if ((width < minWidth && text.length >= minText) || lines.size > maxLines)
      slivers.push(`${Math.round(width)} px, ${lines.size} lines: "${text.slice(0, 40)}"`);
  }
  return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth, slivers };
}

// ---- One test per role ----------------------------------------------------------------------------------

/** A browser context of its own (JS on or off as the project says), at 360 × 800, signed in through /login. */
async function signedInContext(browser: Browser, testInfo: TestInfo, crawler: Crawler): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport: VIEWPORT,
    javaScriptEnabled: !isNoJs(testInfo),
  });
  await signIn(context.request, baseURL ?? "", crawler);
  return context;
}

for (const [index, crawler] of CRAWLERS.entries()) {
  test(`${crawler.name}: every link leads somewhere, every page works at 360 px with axe clean`, async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(600_000);
    const baseURL = testInfo.project.use.baseURL ?? "";
    const started = Date.now();
    // This role's crawl and the earlier roles' (a route pattern is opened by the first role that reached it);
    // whatever nobody crawled yet is crawled here, side by side.
    const results = await Promise.all(
      CRAWLERS.slice(0, index + 1).map((c) => crawlOnce(playwright.request, baseURL, c)),
    );
    const own = results.at(-1)!;
    const crawlSeconds = (Date.now() - started) / 1000;

    const broken = own.broken.map((b) => `${b.status} ${b.url}  ← linked from ${b.from}`);
    expect(broken, `${crawler.name}: links that lead nowhere:\n${broken.join("\n")}`).toEqual([]);
    for (const home of crawler.homes.filter((h) => h !== "/"))
      expect(own.urls[routePattern(home)], `${crawler.name}: ${home} answered 200 (still signed in)`).toBeTruthy();

    const earlier = new Set(results.slice(0, -1).flatMap((result) => Object.keys(result.urls)));
    const patterns = Object.entries(own.urls).filter(([pattern]) => !earlier.has(pattern));
    // Route patterns another spec of this run already checked with axe in this mode (the crawl projects run
    // after the others, playwright.config.ts): the crawler opens them for the 360 px check and skips axe.
    const checkedFile = checkedPathsFile(isNoJs(testInfo));
    const axeDone = new Set(
      existsSync(checkedFile) ? readFileSync(checkedFile, "utf8").split("\n").filter(Boolean).map(routePattern) : [],
    );
    let axeRuns = 0;
    const context = await signedInContext(browser, testInfo, crawler);
    const page = await context.newPage();
    const problems: string[] = [];
    const gone: string[] = [];
    for (const [pattern, urls] of patterns) {
      // The first URL that still answers 200: a parallel spec may have deleted what it made meanwhile.
      let url: string | undefined;
      const opened = Date.now();
      for (const candidate of urls) {
        const status = (await page.goto(candidate))?.status();
        if (status === 200) {
          url = candidate;
          break;
        }
        if (status !== 404) problems.push(`${candidate} (${pattern}): answered ${status} in the browser`);
      }
      if (!url) {
        gone.push(pattern);
        continue;
      }
      if (!axeDone.has(pattern)) {
        axeRuns += 1;
        try {
          await expectNoA11yViolations(page, testInfo);
        } catch (error) {
          problems.push(`${url} (${pattern}): ${(error as Error).message.split("\n\nexpect(")[0]}`);
        }
      }
      const { scrollWidth, innerWidth, slivers } = await page.locator("html").evaluate(measureFit, SLIVER);
      if (scrollWidth > innerWidth)
        problems.push(`${url} (${pattern}): the page scrolls sideways (${scrollWidth} > ${innerWidth} px)`);
      for (const sliver of slivers)
        problems.push(`${url} (${pattern}): a table cell squeezes its text into ${sliver} (issue 30 §5)`);
      if (process.env.CRAWL_DEBUG) console.log(`${testInfo.project.name} ${Date.now() - opened} ms ${url}`);
    }
    await context.close();

    const seconds = (Date.now() - started) / 1000;
    const description =
      `${own.pages} pages crawled, ${patterns.length} route patterns in the browser, axe on ${axeRuns}` +
      (gone.length > 0 ? ` (gone meanwhile: ${gone.join(", ")})` : "") +
      `; crawl ${crawlSeconds.toFixed(1)} s, total ${seconds.toFixed(1)} s`;
    testInfo.annotations.push({ type: "crawl", description });
    console.log(`crawl (${testInfo.project.name}) ${crawler.name}: ${description}`);
    expect(
      problems,
      `${crawler.name}: pages that fail axe, scroll sideways or squeeze table cells at 360 px:\n${problems.join("\n")}`,
    ).toEqual([]);
  });
}
