#!/usr/bin/env node
// Serves the built Worker (dist/server.js, from `npm run build`) with Miniflare on a fresh local database, for
// the e2e tests and the bench, and on the kept local database for `npm start` (KEEP_DB=1,
// PERSIST_DIR=.wrangler/state, where `npm run setup` applied the migrations; docs/decisions/029). PORT (default
// 8788), PERSIST_DIR (default .wrangler/e2e-$PORT), KEEP_DB and INSPECTOR_PORT can be set. API_TOPOLOGY=binding
// or http serves the app and the local API as two Workers (issue 36): see twoWorkers() below.
//
// Why not `wrangler dev` (docs/decisions/017): wrangler dev puts a proxy Worker, in a second workerd process,
// in front of the app. When its fetch to the app fails (a dropped connection between the two processes under
// load), it answers any POST with 503 'Your worker restarted mid-request' even though nothing restarted: its
// check compares the app's URL with the request's path against the URL without it, so it always takes the
// 'restarted' branch. CI saw it on one form post in about one run of two. A failed GET is worse: it waits in the
// proxy's retry queue for a new version of the app that never comes, so the browser gets no answer at all
// (issue 34 §5: three requests in 300 s under 20 signed-in users on `npm start`). Here the browser talks to the
// app's own workerd: no proxy, no second hop. The Worker's options are wrangler.toml's own
// (unstable_getMiniflareWorkerOptions: bindings, .dev.vars, assets, rate limits, compatibility flags), and
// the script is the bundle a deploy would upload.
import { execFileSync } from "node:child_process";
import { createWriteStream, existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { workerModules } from "./worker-modules.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
process.env.WRANGLER_SEND_METRICS = "false";

const PORT = Number(process.env.PORT ?? 8788);
// API_TOPOLOGY=binding: the local API as its own Worker (dist/api/worker.js) reached through a service binding;
// API_TOPOLOGY=http: the same Worker on its own socket (API_PORT, default PORT + 1), the app calling it at API_URL.
const TOPOLOGY = process.env.API_TOPOLOGY ?? "";
if (!["", "binding", "http"].includes(TOPOLOGY)) {
  console.error(`e2e-server: API_TOPOLOGY must be 'binding' or 'http', not '${TOPOLOGY}'.`);
  process.exit(1);
}
const API_PORT = Number(process.env.API_PORT ?? PORT + 1);
// 127.0.0.1, not localhost: workerd's fetch need not resolve localhost to the IPv4 socket, and the browser then
// opens the API's pages (the test checkout) on another site than the app's, as beside a real API.
const API_URL = `http://127.0.0.1:${API_PORT}`;
const PERSIST_DIR = process.env.PERSIST_DIR ?? `.wrangler/e2e-${PORT}`;
const SCRIPT = "dist/server.js";

if (!existsSync(SCRIPT)) {
  console.error(`e2e-server: ${SCRIPT} is missing; run 'npm run build' first.`);
  process.exit(1);
}

execFileSync("node", ["scripts/dev-vars.mjs"], { stdio: "ignore" });
// KEEP_DB=1 serves the database already in PERSIST_DIR (the scale seed's copy, issue 31) instead of a fresh one.
if (!process.env.KEEP_DB) {
  rmSync(PERSIST_DIR, { recursive: true, force: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
console.log(
  `e2e-server: ${process.env.KEEP_DB ? "kept" : "fresh"} database in ${PERSIST_DIR}; starting Miniflare on port ${PORT}`,
);

// A line per request ("[mf:inf] GET /login 200 OK (12ms)") to $PERSIST_DIR.log; the e2e teardown counts the
// 5xx answers in it. Warnings and errors also go to stderr, which Playwright prints.
const file = createWriteStream(`${PERSIST_DIR}.log`);
class FileLog extends Log {
  constructor() {
    super(LogLevel.INFO);
  }
  log(message) {
    file.write(`${message}\n`);
  }
  logWithLevel(level, message) {
    super.logWithLevel(level, message);
    if (level <= LogLevel.WARN) process.stderr.write(`${message}\n`);
  }
}

// The test clock (scripts/test-clock.mjs), when the run sets one, for the app and the API Worker alike.
const testClock = process.env.CLOCK_OFFSET_MS ? { CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS } : {};
const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
const app = {
  ...workerOptions,
  name: "mentoring-platform",
  // The bundle and the image codecs' wasm it imports (its one dynamic import() is Remix's browser-side route
  // loader, which never runs on the server).
  ...workerModules(SCRIPT),
  bindings: { ...workerOptions.bindings, APP_URL: `http://localhost:${PORT}`, ...testClock },
};
const workers = TOPOLOGY ? twoWorkers(app) : [app];

/**
 * The app without D1, R2 or the private key, and the API Worker, which has them, in one workerd (one writer of the
 * database files). The app reaches it through the binding `API`, or over HTTP at API_URL, the API Worker's own socket.
 */
function twoWorkers({ d1Databases, r2Buckets, ...appOnly }) {
  const { LOGIN_PRIVATE_KEY, ...appBindings } = appOnly.bindings;
  const { workerOptions: api } = unstable_getMiniflareWorkerOptions("wrangler.api.toml");
  return [
    TOPOLOGY === "http"
      ? { ...appOnly, bindings: { ...appBindings, API_URL } }
      : { ...appOnly, bindings: appBindings, serviceBindings: { API: "mentoring-api" } },
    {
      // Only what the API uses: wrangler's other (empty) options clash with the app's in one workerd.
      name: "mentoring-api",
      ...workerModules("dist/api/worker.js"),
      compatibilityDate: api.compatibilityDate,
      compatibilityFlags: api.compatibilityFlags,
      d1Databases,
      r2Buckets,
      bindings: { ...api.bindings, APP_URL: `http://localhost:${PORT}`, LOGIN_PRIVATE_KEY, ...testClock },
      ...(TOPOLOGY === "http" ? { unsafeDirectSockets: [{ host: "127.0.0.1", port: API_PORT }] } : {}),
    },
  ];
}

const mf = new Miniflare({
  workers,
  host: "127.0.0.1",
  port: PORT,
  d1Persist: `${PERSIST_DIR}/v3/d1`,
  r2Persist: `${PERSIST_DIR}/v3/r2`,
  // Request.cf: Miniflare's placeholder values (the app reads none), instead of fetching them from Cloudflare.
  cf: false,
  log: new FileLog(),
  // INSPECTOR_PORT: a DevTools endpoint on the Worker, for profiling its CPU under load (by hand).
  ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
});
await mf.ready;
console.log(
  `e2e-server: ready on http://localhost:${PORT} (a line per request in ${PERSIST_DIR}.log)` +
    (TOPOLOGY === "http" ? `, the API Worker on ${API_URL}` : ""),
);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    mf.dispose().finally(() => file.end(() => process.exit(0)));
  });
}
