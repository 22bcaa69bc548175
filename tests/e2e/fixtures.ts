// Shared e2e fixtures: axe (WCAG 2.1 AA and 2.2's target size), sign-in through the real form, the local outbox, and a
// guard that fails any test whose page logs a Content Security Policy violation.
import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test as base, type Cookie, type Page, type TestInfo } from "@playwright/test";
import { withoutWords } from "./markup";
import { setClockOffset } from "../../app/shared/clock";
import { testClockOffset } from "../../scripts/test-clock.mjs";

// The run's clock (TEST_CLOCK; playwright.config.ts computed it), as the e2e server reads it: specs take their
// dates from app/shared/clock.ts.
setClockOffset(testClockOffset());

export { expect };

export const DEMO_PASSWORD = "Demo1234!";

export const DEMO_USERS = {
  entrepreneur: { email: "emprendedor@demo.test", home: "/user" },
  mentor: { email: "mentor@demo.test", home: "/user" },
  institution: { email: "entidad@demo.test", home: "/institution" },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** The side menu of each role (core spec › Screens and routes), in order; logout is the button after the links. */
export const MENU_LINKS: Record<DemoRole, string[]> = {
  entrepreneur: ["Inicio", "Mi calendario", "Emprendedores", "Encuentra tu mentor", "Soporte"],
  mentor: ["Inicio", "Mi calendario", "Mi dashboard", "Encuentra tu mentor", "Soporte"],
  institution: ["Inicio", "Mi calendario", "Facturación", "Soporte"],
};

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// Also target-size (WCAG 2.2 AA, 2.5.8: a control at least 24 × 24 px, or spaced as if it were): axe leaves it off
// even under a wcag22aa tag. Lighthouse's accessibility score counts it, and thumbs on a cheap phone need it.
const TARGET_SIZE = { "target-size": { enabled: true } };

/**
 * Waits until the page shows what a user sees: hydrated, and no lazy widget (a form's rules, the interactive
 * calendar) still loading or mounting (app/lib/widget-status.ts). Pages served without scripts are settled
 * as they arrive. A deterministic signal, not a timeout.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const d = document.documentElement.dataset;
    return !document.querySelector('script[type="module"]') || (d.hydrated === "true" && d.widgets === "0");
  });
}

/** Runs axe on the page as it is now (settled, with JS) and fails with one readable line per violating node. */
export async function expectNoA11yViolations(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isNoJs(testInfo)) await settled(page);
  const key = await markupKey(page);
  // E2E_AXE_LOG=file: one line per check (cached, or run and how long it took), to see what the cache saves.
  const log = (what: string) =>
    process.env.E2E_AXE_LOG &&
    appendFileSync(process.env.E2E_AXE_LOG, `${what} ${testInfo.project.name} ${key.slice(0, 12)} ${page.url()}\n`);
  if (axeCache.passed(key)) {
    axeCache.checked(page, testInfo);
    return void log("cached");
  }
  const started = Date.now();
  const results = await analyze(page, testInfo);
  log(`ran ${Date.now() - started}ms`);
  if (results.violations.length === 0) {
    axeCache.remember(key);
    axeCache.checked(page, testInfo);
  }
  if (results.violations.length > 0) {
    await testInfo.attach(`axe ${new URL(page.url()).pathname}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: "application/json",
    });
  }
  const lines = results.violations.flatMap((v) =>
    v.nodes.map((n) => {
      const why = (n.failureSummary ?? "").replace(/\s*\n\s*/g, " / ");
      return `  [${v.impact ?? "?"}] ${v.id}: ${v.help}\n      at ${n.target.join(" ")}\n      ${why}`;
    }),
  );
  expect(
    lines,
    `axe found ${lines.length} WCAG 2.2 AA (and target-size) violation(s) on ${page.url()}:\n${lines.join("\n")}`,
  ).toEqual([]);
}

/**
 * What axe's verdict depends on: the page's markup (scripts aside) reduced by withoutWords (texts and data
 * attribute values to 'x', runs of identical siblings to two), the document's language and direction, and the
 * viewport. Two pages with the same key get the same verdict, with JavaScript on or off (the no-JS check
 * renders that markup with the same stylesheets).
 */
async function markupKey(page: Page): Promise<string> {
  const html = page.locator("html");
  const [lang, dir, inner] = await Promise.all([html.getAttribute("lang"), html.getAttribute("dir"), html.innerHTML()]);
  const markup = withoutWords(
    inner.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, ""),
  );
  const viewport = page.viewportSize();
  return createHash("sha256").update(`${lang}|${dir}|${viewport?.width}x${viewport?.height}|${markup}`).digest("hex");
}

/**
 * The markup keys that passed axe in this run, shared by every worker and both projects through a
 * directory named after the run (E2E_RUN_ID, set once by playwright.config.ts). A page already checked
 * in the same markup is not checked again: its verdict cannot differ. Violations are never cached.
 */
const axeCache = {
  dir: join(tmpdir(), `e2e-axe-${process.env.E2E_RUN_ID ?? process.pid}`),
  passed(key: string): boolean {
    return existsSync(join(this.dir, key));
  },
  remember(key: string): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(join(this.dir, key), "");
  },
  /** The paths that passed axe in this run, one file per mode: the crawler skips axe on their route patterns. */
  checked(page: Page, testInfo: TestInfo): void {
    mkdirSync(this.dir, { recursive: true });
    appendFileSync(checkedPathsFile(isNoJs(testInfo)), `${new URL(page.url()).pathname}\n`);
  },
};

/** The file of the paths that passed axe in this run with JavaScript on (or off). */
export function checkedPathsFile(noJs: boolean): string {
  return join(axeCache.dir, `checked-${noJs ? "no-js" : "js"}.txt`);
}

/**
 * axe runs as a script in the page, which Chromium never runs while JavaScript is disabled (the no-js
 * project). So the no-JS page's DOM (read through Playwright's own isolated world), its scripts removed, is
 * written into a JS-enabled page of the same browser, with a <base> at the app's origin so stylesheets load
 * from the app as usual. axe then sees exactly the markup and styles a person without JavaScript gets.
 * That page is opened once per worker and reused (a new context per check meant a new renderer process,
 * several seconds each on a loaded 2-core machine); it routes nothing, so its HTTP cache keeps the
 * immutable stylesheets.
 */
async function analyze(page: Page, testInfo: TestInfo) {
  if (!isNoJs(testInfo)) return axe(page).analyze();
  const html = page.locator("html");
  const [lang, dir, inner] = await Promise.all([html.getAttribute("lang"), html.getAttribute("dir"), html.innerHTML()]);
  const markup = inner
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const base = `<base href="${new URL(page.url()).origin}/">`;
  const body = `<!DOCTYPE html><html lang="${lang ?? ""}" dir="${dir ?? "ltr"}">${markup.replace(/<head([^>]*)>/i, `<head$1>${base}`)}</html>`;
  const copy = await noJsCopyPage(page);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  await copy.setContent(body, { waitUntil: "load" });
  return await axe(copy).analyze();
}

/** The worker's JS-enabled page in which no-JS markup is checked (see analyze). */
let noJsCopy: Promise<Page> | undefined;
async function noJsCopyPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error("axe: no browser to render the no-JS page in");
  const existing = noJsCopy && (await noJsCopy);
  if (existing && !existing.isClosed() && existing.context().browser() === browser) return existing;
  noJsCopy = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
  return noJsCopy;
}

/**
 * axe.run in the page itself (legacy mode): the default runPartial/finishRun opens a blank page for every
 * check, which cost about a second each on a 2-core machine; our pages have no cross-origin frames, the case
 * that mode exists for. Only violations are collected.
 */
function axe(page: Page) {
  return new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"], rules: TARGET_SIZE });
}

/** The main side menu landmark. */
export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Menú principal" });
}

/** The flash message region (the spec's toast); other status regions (e.g. 'Cargando…') may be on the page. */
export function flash(page: Page) {
  return page.getByRole("status", { name: "Notificaciones" });
}

/** Signs in through the /login form, as a person would. Does not wait for the destination. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/**
 * The cookies of each account this worker signed in with through the form (email and password), so a
 * test that only needs to be signed in skips the form (login.e2e.ts and the sign-up, recovery and
 * password specs test the form itself, with submitLogin).
 */
const signedIn = new Map<string, Cookie[]>();

/**
 * Signs in and waits for the home of the user: with the cookies this worker already has for that email
 * and password when the session still holds (opening the home directly), else through the /login form.
 */
export async function login(page: Page, email: string, password: string, home: string | RegExp): Promise<void> {
  const key = `${email}\n${password}`;
  const cookies = signedIn.get(key);
  if (cookies && typeof home === "string") {
    await page.context().addCookies(cookies);
    await page.goto(home);
    if (new URL(page.url()).pathname === home) return;
    // The session ended (a spec signed out): sign in again.
    signedIn.delete(key);
    await page.context().clearCookies();
  }
  await page.goto("/login");
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(typeof home === "string" ? new RegExp(`${escapeRegExp(home)}$`) : home);
  signedIn.set(key, await page.context().cookies());
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A unique address per test run, project and call, so parallel tests never share an account. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  // Random part first: the app derives the username from the start of the address.
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, "0");
  return `${random}.${label}.${testInfo.project.name}.${Date.now().toString(36)}@example.test`;
}

/** A password that meets the sign-up policy. */
export const NEW_PASSWORD = "Nueva1234!";

/**
 * The newest message to `to` in /dev/correos (local outbox), as the page shows it. Reloads a few
 * times: the message is written by the action that just answered, but be patient with slow disks.
 */
export async function openLatestMail(page: Page, to: string, subject: string) {
  const mail = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .filter({ hasText: `Para: ${to}` })
    .first();
  await expect(async () => {
    await page.goto("/dev/correos");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return mail;
}

type Fixtures = {
  /** CSP violations logged by the page (with JS on); the test fails if any was logged. */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) violations.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => {
        if (/Content[- ]Security[- ]Policy/i.test(error.message)) violations.push(`pageerror: ${error.message}`);
      });
      await use(violations);
      expect(violations, `Content Security Policy violations in ${testInfo.title}:\n${violations.join("\n")}`).toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

/** True in the project that runs with JavaScript disabled. */
export function isNoJs(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled === false;
}
