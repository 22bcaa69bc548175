// JavaScript per route as a browser loads it (docs/house-rules.md#bars, issue 16 §1): Chromium opens one demo URL of every
// page route it can reach, signed in as the role that uses it, waits for the network to go idle and counts
// every script it fetched (route modules, their imports, lazy chunks such as the calendar widget) plus the
// page's inline scripts, each gzipped at level 6. Used by scripts/bench.mjs (`npm run budgets`, `npm run bench`).
//
// Demo URLs are found, not listed: each role starts from its landing page (and the few pages nothing links
// to, SEEDS) and follows same-origin links breadth first; the first URL that answers 200 for a route is the
// one measured. Routes never reached are printed as such (they are not silently passed).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/router";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const KB = 1024;
const DEMO_PASSWORD = "Demo1234!";

/** docs/house-rules.md#bars: forms, lists and detail pages; calendar and chart pages; public read-only pages. */
export const JS_BUDGET = { default: 125 * KB, widget: 175 * KB, noScript: 0 };
/**
 * Calendar and chart pages load a widget after first paint: matched on the route's URL pattern, the page
 * itself only (the dialogs and pages under /calendar are forms and lists).
 */
export const WIDGET_PATH = /(^|\/)(calendar|dashboard|dashboard\/:id|reports?|reportes|indicadores|charts?)$/;
/**
 * Listed exceptions (issue 16 §1): a page that cannot reach 125 KB yet keeps the old 135 KB bar, with its
 * reason. The table marks them "exc" — they are never a silent pass. Keys are URL patterns. None since
 * decision 015 (the company pages and the availability form measured 108.5–110.1 KB on 2026-11-26).
 */
/** @type {Record<string, string>} */
export const BUDGET_EXCEPTIONS = {};
export const EXCEPTION_BUDGET = 135 * KB;

/** Roles in the order they claim routes: the institution administrator reaches most pages. */
const ROLES = [
  {
    role: "institution",
    email: "entidad@demo.test",
    start: ["/institution", "/users", "/integraciones", "/institutions/new", "/empresa"],
  },
  { role: "mentor", email: "mentor@demo.test", start: ["/user", "/calendar/disponibilidad", "/posts"] },
  // The work plan: its forms and activities are linked from the entrepreneur's own plan only.
  {
    role: "entrepreneur",
    email: "emprendedor@demo.test",
    start: ["/user", "/dashboard", "/empresa", "/plan/emprendedor/1"],
  },
  {
    role: "anonymous",
    start: [
      "/",
      "/login",
      "/sign-up",
      "/change_password",
      "/email-confirmacion",
      "/registro-exitoso",
      "/confirmation_mail",
      "/user_confirmation/x",
      "/salesforce/error",
      "/marketplace",
      "/esta-pagina-no-existe",
      "/gracias",
      "/gracias-escuela-juntas",
      "/gracias-juntas-asesoras",
      "/sesion-programada",
      "/sesion-no",
    ],
  },
];
/** Never followed: they change state or leave the page (GET /logout signs out; /idioma sets a cookie). */
const NEVER = /^\/(logout|idioma|api|dev)(\/|$)/;
const CONCURRENCY = 3;
const NAV_TIMEOUT = 45_000;

function patternOf(manifest, id) {
  const parts = [];
  for (let r = manifest.routes[id]; r; r = manifest.routes[r.parentId]) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** The manifest as react-router's route tree, to map a URL to its leaf route. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: r.index ? undefined : build(r.id),
    }));
  return build(undefined);
}

/**
 * @param {{ base: string, client: string, manifest: any, isPage: (id: string) => boolean, isNoScript: (id: string) => boolean }} o
 */
export async function browserBudgets({ base, client, manifest, isPage, isNoScript, log = () => {} }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("chromium not found on PATH (apt-get install chromium), or set CHROMIUM_PATH");
  const tree = routeTree(manifest);
  const leafOf = (pathname) => matchRoutes(tree, pathname)?.at(-1)?.route.id;
  const origin = new URL(base).origin;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const rows = new Map(); // route id → row
  const claimed = new Set(); // route ids with a URL queued or measured
  try {
    for (const { role, email, start } of ROLES) {
      let storageState;
      if (email) {
        const context = await browser.newContext({ baseURL: base });
        const res = await context.request.post("/login", {
          form: { email, password: DEMO_PASSWORD, redirectTo: "" },
          headers: { Origin: origin },
          maxRedirects: 0,
        });
        if (res.status() !== 302) throw new Error(`sign-in of ${email} answered ${res.status()}`);
        await context.request.get(res.headers().location); // consumes the sign-in flash
        storageState = await context.storageState();
        await context.close();
      }
      const queue = [];
      const enqueue = (href, start = false) => {
        let url;
        try {
          url = new URL(href, base);
        } catch {
          return;
        }
        if (url.origin !== origin || NEVER.test(url.pathname)) return;
        const id = leafOf(url.pathname);
        if (!id || !isPage(id)) return;
        // A role's start pages are always visited (their links are the role's menu), measured only if unclaimed.
        if (claimed.has(id) && !start) return;
        const measure = !claimed.has(id);
        claimed.add(id);
        queue.push({ id, path: url.pathname + url.search, measure });
      };
      for (const path of start) enqueue(path, true);

      const visit = async ({ id, path, measure }) => {
        // A fresh context per page: nothing comes from the HTTP cache, as on a first visit.
        const context = await browser.newContext({ baseURL: base, storageState });
        const page = await context.newPage();
        const scripts = new Map();
        page.on("response", async (response) => {
          const type = response.headers()["content-type"] ?? "";
          if (!/javascript/.test(type) || scripts.has(response.url())) return;
          scripts.set(
            response.url(),
            response.body().catch(() => Buffer.alloc(0)),
          );
        });
        try {
          const response = await page.goto(path, { waitUntil: "networkidle", timeout: NAV_TIMEOUT });
          const status = response?.status() ?? 0;
          // Lazy widgets (the calendar, charts, form rules) report themselves in data-widgets
          // (app/lib/widget-status.ts): wait until they have all arrived, as the e2e fixtures' settled() does.
          await page.waitForFunction(
            () => {
              const d = document.documentElement.dataset;
              return !document.querySelector('script[type="module"]') || (d.hydrated === "true" && d.widgets === "0");
            },
            undefined,
            { timeout: NAV_TIMEOUT },
          );
          const finalUrl = new URL(page.url());
          const finalId = leafOf(finalUrl.pathname);
          const { inline, links, loaded } = await page.evaluate(() => ({
            // Every script the page fetched (Resource Timing), the lazy ones included: response events alone
            // missed some under load.
            loaded: performance
              .getEntriesByType("resource")
              .map((e) => e.name)
              .filter((name) => /\.m?js(\?|$)/.test(new URL(name).pathname)),
            inline: [...document.querySelectorAll("script:not([src])")]
              .filter((s) => !s.type || /^(module|text\/javascript|application\/javascript)$/i.test(s.type))
              .map((s) => s.textContent ?? ""),
            links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")),
          }));
          for (const href of links) enqueue(new URL(href, finalUrl).href);
          if (!measure) return;
          // What the first interaction adds (a form's rules, decision 014): a pointer press on the page, then
          // the same wait. Reported beside the first-load figure, not counted in it.
          let onInteraction = [];
          if (await page.evaluate(() => !!document.querySelector('script[type="module"]'))) {
            await page.evaluate(() => document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
            await page.waitForFunction(() => document.documentElement.dataset.widgets === "0", undefined, {
              timeout: NAV_TIMEOUT,
            });
            await page.waitForLoadState("networkidle");
            const after = await page.evaluate(() =>
              performance
                .getEntriesByType("resource")
                .map((e) => e.name)
                .filter((name) => /\.m?js(\?|$)/.test(new URL(name).pathname)),
            );
            onInteraction = after.filter((url) => !loaded.includes(url));
          }
          const expected = finalId && /\*$/.test(patternOf(manifest, finalId)) ? 404 : 200;
          if (finalId !== id) {
            // Redirected (e.g. / → /institution): count it for the route it landed on, if still unmeasured.
            claimed.delete(id);
            if (!finalId || claimed.has(finalId) || !isPage(finalId)) return;
            claimed.add(finalId);
          }
          if (status !== expected) {
            claimed.delete(finalId); // another role or URL may reach it
            return;
          }
          for (const url of loaded) if (!scripts.has(url)) scripts.set(url, Promise.resolve(Buffer.alloc(0)));
          const files = [];
          let interactionGzipBytes = 0;
          for (const url of onInteraction) {
            const onDisk = join(client, new URL(url).pathname);
            let bytes = (await scripts.get(url)) ?? Buffer.alloc(0);
            if (bytes.length === 0 && existsSync(onDisk)) bytes = readFileSync(onDisk);
            interactionGzipBytes += gzip6(bytes);
            scripts.delete(url);
          }
          for (const [url, body] of scripts) {
            // The bytes wrangler served are the built file's: read from disk when the body was not kept.
            const onDisk = join(client, new URL(url).pathname);
            let bytes = await body;
            if (bytes.length === 0 && new URL(url).origin === origin && existsSync(onDisk))
              bytes = readFileSync(onDisk);
            files.push({ url: url.replace(origin, ""), rawBytes: bytes.length, gzipBytes: gzip6(bytes) });
          }
          const inlineText = inline.join("\n");
          if (inlineText)
            files.push({ url: "(inline)", rawBytes: Buffer.byteLength(inlineText), gzipBytes: gzip6(inlineText) });
          const pattern = patternOf(manifest, finalId);
          const noScript = isNoScript(finalId);
          const exception = BUDGET_EXCEPTIONS[pattern];
          const budget = noScript
            ? JS_BUDGET.noScript
            : WIDGET_PATH.test(pattern)
              ? JS_BUDGET.widget
              : exception
                ? EXCEPTION_BUDGET
                : JS_BUDGET.default;
          const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
          // A public page may keep "a few lines of inline script" (docs/house-rules.md#bars): only external scripts count there.
          const counted = noScript
            ? files.filter((f) => f.url !== "(inline)").reduce((s, f) => s + f.gzipBytes, 0)
            : gzipBytes;
          rows.set(finalId, {
            route: finalId,
            pattern,
            url: finalUrl.pathname + finalUrl.search,
            role,
            files: files.length,
            gzipBytes: counted,
            inlineGzipBytes: files.find((f) => f.url === "(inline)")?.gzipBytes ?? 0,
            budgetBytes: budget,
            exception: exception ?? null,
            noScript,
            interactionGzipBytes,
            ok: counted <= budget,
            scripts: files,
          });
          const later = interactionGzipBytes ? ` (+${(interactionGzipBytes / KB).toFixed(1)} KB on interaction)` : "";
          log(`  ${(counted / KB).toFixed(1).padStart(6)} KB  ${finalUrl.pathname} (${role})${later}`);
        } catch (error) {
          if (measure) claimed.delete(id);
          log(`  failed: ${path} (${role}): ${String(error).split("\n")[0]}`);
        } finally {
          await context.close();
        }
      };

      // A small pool of pages working through the queue, which grows as links are found.
      let active = 0;
      await new Promise((resolve) => {
        const next = () => {
          while (active < CONCURRENCY && queue.length) {
            active++;
            visit(queue.shift()).finally(() => {
              active--;
              next();
            });
          }
          if (active === 0 && queue.length === 0) resolve();
        };
        next();
      });
    }
  } finally {
    await browser.close();
  }
  const pages = Object.values(manifest.routes)
    .filter((r) => isPage(r.id))
    .map((r) => r.id);
  const missing = pages.filter((id) => !rows.has(id)).map((id) => patternOf(manifest, id));
  return {
    rows: [...rows.values()].sort((a, b) => a.pattern.localeCompare(b.pattern)),
    notReached: [...new Set(missing)].sort(),
  };
}

function gzip6(data) {
  return gzipSync(data, { level: 6 }).length;
}
