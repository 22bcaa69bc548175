// Shared e2e fixtures: axe (WCAG 2.1 AA), sign-in through the real form, the local outbox, and a
// guard that fails any test whose page logs a Content Security Policy violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";

export { expect };

export const DEMO_PASSWORD = "Demo1234!";

export const DEMO_USERS = {
  entrepreneur: { email: "emprendedor@demo.test", home: "/user" },
  mentor: { email: "mentor@demo.test", home: "/user" },
  institution: { email: "entidad@demo.test", home: "/institution" },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** The side menu of each role (spec 000 §2), in order; logout is the button after the links. */
export const MENU_LINKS: Record<DemoRole, string[]> = {
  entrepreneur: ["Inicio", "Mi calendario", "Emprendedores", "Encuentra tu mentor", "Soporte"],
  mentor: ["Inicio", "Mi calendario", "Mi dashboard", "Encuentra tu mentor", "Soporte"],
  institution: ["Inicio", "Mi calendario", "Facturación", "Soporte"],
};

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

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
  const results = await analyze(page, testInfo);
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
  expect(lines, `axe found ${lines.length} WCAG 2.1 AA violation(s) on ${page.url()}:\n${lines.join("\n")}`).toEqual(
    [],
  );
}

/**
 * axe runs as a script in the page, which Chromium never runs while JavaScript is disabled (the no-js
 * project). So the no-JS page's DOM (read through Playwright's own isolated world) is served, with its
 * scripts removed, at the same URL to a JS-enabled page of the same browser; stylesheets load from the
 * app as usual. axe then sees exactly the markup and styles a person without JavaScript gets.
 */
async function analyze(page: Page, testInfo: TestInfo) {
  if (!isNoJs(testInfo)) return new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const html = page.locator("html");
  const [lang, dir, inner] = await Promise.all([html.getAttribute("lang"), html.getAttribute("dir"), html.innerHTML()]);
  const markup = inner
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const body = `<!DOCTYPE html><html lang="${lang ?? ""}" dir="${dir ?? "ltr"}">${markup}</html>`;
  const browser = page.context().browser();
  if (!browser) throw new Error("axe: no browser to render the no-JS page in");
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
    baseURL: new URL(page.url()).origin,
  });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body }),
    );
    await copy.goto(url);
    return await new AxeBuilder({ page: copy }).withTags(AXE_TAGS).analyze();
  } finally {
    await context.close();
  }
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

/** Opens /login, signs in and waits for the home of the user. */
export async function login(page: Page, email: string, password: string, home: string | RegExp): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(typeof home === "string" ? new RegExp(`${escapeRegExp(home)}$`) : home);
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
