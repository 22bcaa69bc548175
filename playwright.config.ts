// End-to-end tests: Debian's Chromium (never a browser download) against Miniflare (scripts/e2e-server.mjs)
// serving the production build with the local API on a fresh database. Every spec runs with JavaScript on and off.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";
import { testClockOffset } from "./scripts/test-clock.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8788);
// One id per run, inherited by every worker: the axe results cache of tests/e2e/fixtures.ts is per run.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
const baseURL = `http://localhost:${PORT}`;
// One clock for the run (TEST_CLOCK, default 10:00 Bogotá): computed once here, inherited by the workers and
// the e2e server (CLOCK_OFFSET_MS).
const CLOCK_OFFSET_MS = String(testClockOffset());

function chromiumPath(): string {
  const path = findChromium();
  if (!path)
    throw new Error(
      "Chromium was not found on PATH: install Debian's `chromium` package (never `playwright install`).",
    );
  return path;
}

/** *.serial.e2e.ts: specs that change shared demo data (see the serial projects below). */
const SERIAL = /\.serial\.e2e\.ts$/;
/** *.exclusive.e2e.ts: specs that change what every other spec reads (e.g. the institution's terms): alone, last. */
const EXCLUSIVE = /\.exclusive\.e2e\.ts$/;
/**
 * tests/e2e/crawl.e2e.ts, the link crawler of issue 17 (every role, every link; 360 px on each route pattern;
 * one test per role, each role's links crawled once per run for both projects). Its projects run once the
 * others are done, beside the serial ones, so that it can skip axe on the route patterns the other specs
 * already checked (fixtures.ts records them): about 600 s of worker time when it checked every pattern.
 */
const CRAWL = /crawl\.e2e\.ts$/;
/**
 * *.two-workers.e2e.ts: the app and the API as two Workers (issue 36), each topology on a server of its own: the
 * service binding on PORT + 1; over HTTP, the app on PORT + 2 with API_URL at the API Worker's socket, PORT + 3.
 */
const TWO_WORKERS = /\.two-workers\.e2e\.ts$/;
const TWO_WORKERS_PORT = PORT + 1;
const TWO_WORKERS_HTTP_PORT = PORT + 2;
const API_WORKER_PORT = PORT + 3;
const skipped = [SERIAL, EXCLUSIVE, CRAWL, TWO_WORKERS];

const use = {
  ...devices["Desktop Chrome"],
  baseURL,
  locale: "es-CO",
  timezoneId: "America/Bogota",
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  // *.e2e.ts, so vitest's default *.test/*.spec globs never pick these files up.
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  // Long flows (sign-up, confirm, edit; eleven pages with axe) took 60 s on this 2-core machine when it ran
  // slow: a hung test costs more time, a slow one no longer fails.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: { trace: "retain-on-failure" },
  projects: [
    { name: "js", testIgnore: skipped, use: { ...use, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: skipped, use: { ...use, javaScriptEnabled: false } },
    {
      name: "two-workers-js",
      testMatch: TWO_WORKERS,
      use: { ...use, baseURL: `http://localhost:${TWO_WORKERS_PORT}`, javaScriptEnabled: true },
    },
    {
      name: "two-workers-http-js",
      testMatch: TWO_WORKERS,
      // The spec opens the API's own pages at this origin (the e2e server's API_URL).
      metadata: { apiOrigin: `http://127.0.0.1:${API_WORKER_PORT}` },
      use: { ...use, baseURL: `http://localhost:${TWO_WORKERS_HTTP_PORT}`, javaScriptEnabled: true },
    },
    // Specs that change the shared demo institution run alone, once everything else has finished.
    { name: "serial-js", testMatch: SERIAL, dependencies: ["js", "no-js"], use: { ...use, javaScriptEnabled: true } },
    { name: "serial-no-js", testMatch: SERIAL, dependencies: ["serial-js"], use: { ...use, javaScriptEnabled: false } },
    // The crawler: after the other specs (whose axe checks it reuses), beside the serial ones.
    { name: "crawl-js", testMatch: CRAWL, dependencies: ["js", "no-js"], use: { ...use, javaScriptEnabled: true } },
    {
      name: "crawl-no-js",
      testMatch: CRAWL,
      dependencies: ["js", "no-js"],
      use: { ...use, javaScriptEnabled: false },
    },
    // Serial files still run two at a time; an exclusive file runs when nothing else does.
    {
      name: "exclusive-js",
      testMatch: EXCLUSIVE,
      dependencies: ["serial-no-js", "crawl-js", "crawl-no-js"],
      use: { ...use, javaScriptEnabled: true },
    },
    {
      name: "exclusive-no-js",
      testMatch: EXCLUSIVE,
      dependencies: ["exclusive-js"],
      use: { ...use, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${PORT}/login`,
      env: { PORT: String(PORT), WRANGLER_SEND_METRICS: "false", CLOCK_OFFSET_MS },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${TWO_WORKERS_PORT}/login`,
      env: { PORT: String(TWO_WORKERS_PORT), API_TOPOLOGY: "binding", WRANGLER_SEND_METRICS: "false", CLOCK_OFFSET_MS },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${TWO_WORKERS_HTTP_PORT}/login`,
      env: {
        PORT: String(TWO_WORKERS_HTTP_PORT),
        API_TOPOLOGY: "http",
        API_PORT: String(API_WORKER_PORT),
        WRANGLER_SEND_METRICS: "false",
        CLOCK_OFFSET_MS,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
