#!/usr/bin/env node
// Server render CPU per request (docs/house-rules.md#bars: p95 ≤ 5 ms): the very Worker bundle of `npm run build`
// (dist/server.js) driven in this Node process, whose CPU clock (process.cpuUsage) counts only the
// Worker's own work. Signed-out pages run in local mode (no API call). Signed-in pages run with
// API_URL pointing at a stub API in a child process that replays the local API's real answers, so
// the figure is the app's own CPU (session, API client, schema checks, render), as in production
// where the API runs elsewhere. Prints one JSON line. The bar is held to the process figure; the thread figure
// (the calling thread's own CPU, from /proc/thread-self/schedstat on Linux) is printed beside it: the difference is
// the work of V8's helper threads (parallel garbage collection) and of Node's own threads.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { webcrypto } from "node:crypto";
import { createServer } from "node:http";
import { register } from "node:module";
import { dirname, join } from "node:path";
import { Miniflare } from "miniflare";
import { generateDevVars } from "./dev-vars.mjs";

// The bundle installs its own `process` and `console` polyfills: keep the real ones first.
const cpuUsage = process.cpuUsage.bind(process);
const write = process.stdout.write.bind(process.stdout);
const nodePath = process.execPath;
const ROOT = new URL("..", import.meta.url).pathname;
const SAMPLES = Number(process.env.RENDER_SAMPLES ?? 500);
const WARMUP = 50;
/** RENDER_ONLY=regexp: only the pages whose label matches (for profiling one page with --cpu-prof). */
const ONLY = process.env.RENDER_ONLY ? new RegExp(process.env.RENDER_ONLY) : null;
const ORIGIN = "http://localhost:8787";

// RENDER_D1_PERSIST: a persisted local database (a copy of the scale seed's, issue 31) instead of a fresh one;
// its binding id is wrangler.toml's, as `wrangler d1 migrations apply --local` stored it.
const PERSIST = process.env.RENDER_D1_PERSIST;
const DATABASE_ID = /^database_id\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, "wrangler.toml"), "utf8"))?.[1];
const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response('') } }",
  ...(PERSIST ? { d1Databases: { DB: DATABASE_ID }, d1Persist: join(PERSIST, "v3/d1") } : { d1Databases: ["DB"] }),
});
const db = await mf.getD1Database("DB");
const migrations = join(ROOT, "local-api/migrations");
for (const file of PERSIST
  ? []
  : readdirSync(migrations)
      .filter((f) => f.endsWith(".sql"))
      .sort()) {
  for (const statement of readFileSync(join(migrations, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.prepare(statement).run();
  }
}

// The bundle imports the image codecs' wasm as wrangler's modules: Node loads them through these hooks.
register("./wasm-loader.mjs", import.meta.url);
const worker = (await import(join(ROOT, "dist/server.js"))).default;
const env = { ...(await generateDevVars()), APP_URL: ORIGIN, DB: db, FILES: {} };
const ctx = { waitUntil() {}, passThroughOnException() {} };
const call = (path, init, on = env) => worker.fetch(new Request(ORIGIN + path, init), on, ctx);

async function signIn(email, on = env) {
  const response = await call(
    "/login",
    {
      method: "POST",
      // Node's Request carries no Host header; Remix compares the Origin of a form post with this one.
      headers: {
        Origin: ORIGIN,
        "X-Forwarded-Host": new URL(ORIGIN).host,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email, password: "Demo1234!", redirectTo: "" }),
    },
    on,
  );
  const cookie = response.headers.get("Set-Cookie")?.match(/(?:^|, )(sesion=[^;]+)/)?.[1];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

const SCHEDSTAT = "/proc/thread-self/schedstat";
const hasSchedstat = existsSync(SCHEDSTAT);
/** This thread's CPU so far in ns (the first field of schedstat: time spent running), or 0 without /proc. */
const threadNs = () => (hasSchedstat ? Number(readFileSync(SCHEDSTAT, "utf8").split(" ")[0]) : 0);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, path, cookie, on = env, status = 200) {
  const samples = [];
  const threadSamples = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const before = cpuUsage();
    const threadBefore = threadNs();
    const response = await call(path, { headers: cookie ? { Cookie: cookie } : {} }, on);
    await response.text();
    const spent = cpuUsage(before);
    const threadSpent = (threadNs() - threadBefore) / 1e6;
    // A page that renders an error instead (an API call the stub does not know) is not the page.
    if (i === 0 && response.status !== status) throw new Error(`${label}: ${response.status}, expected ${status}`);
    if (i >= WARMUP) {
      samples.push((spent.user + spent.system) / 1000);
      threadSamples.push(threadSpent);
    }
  }
  samples.sort((a, b) => a - b);
  threadSamples.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    page: label,
    samples: SAMPLES,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    ...(hasSchedstat
      ? { threadP50: round(percentile(threadSamples, 50)), threadP95: round(percentile(threadSamples, 95)) }
      : {}),
  };
}

/**
 * A child process answering the recorded JSON of each path, like the existing API would. `exact`: answers are
 * `{ status, body }` (text) by method and URL, then by method and path (recordedPages).
 */
async function startStubApi(answers, exact = false) {
  // In a file: one argument of the command line holds at most 128 KB, and a page's answers at scale are more.
  const file = join(mkdtempSync(join(tmpdir(), "render-cpu-")), "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const source = exact
    ? `
    const answers = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"));
    require("node:http").createServer((req, res) => {
      const found = answers[req.method + " " + req.url] ?? answers[req.method + " " + req.url.split("?")[0]];
      res.writeHead(found ? found.status : 404, { "Content-Type": "application/json" });
      res.end(found ? found.body : JSON.stringify({ detail: "No encontrado." }));
    }).listen(0, "127.0.0.1", function () { process.stdout.write(String(this.address().port) + "\\n"); });`
    : `
    const answers = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"));
    require("node:http").createServer((req, res) => {
      const body = answers[req.method + " " + req.url.split("?")[0]];
      res.writeHead(body === undefined ? 404 : 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body === undefined ? { detail: "No encontrado." } : body));
    }).listen(0, "127.0.0.1", function () { process.stdout.write(String(this.address().port) + "\\n"); });`;
  const child = spawn(nodePath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve) => child.stdout.once("data", (d) => resolve(Number(String(d).trim()))));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      rmSync(dirname(file), { recursive: true, force: true });
    },
  };
}

/** The local API's own answers (through the Worker's /api mount) to the GETs a demo user's page makes. */
async function recordedAnswers(email, pathsFor) {
  const key = await webcrypto.subtle.importKey(
    "jwk",
    JSON.parse(env.LOGIN_PUBLIC_KEY),
    { name: "RSA-OAEP", hash: "SHA-256" },
    false,
    ["encrypt"],
  );
  const seal = async (text) =>
    Buffer.from(await webcrypto.subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(text))).toString(
      "base64",
    );
  const json = { Origin: ORIGIN, "Content-Type": "application/json" };
  const login = await call("/api/usuario/login", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: await seal(email), password: await seal("Demo1234!") }),
  });
  const { token } = await login.json();
  const get = async (path) => (await call(`/api${path}`, { headers: { Authorization: `Token ${token}` } })).json();
  const me = await get("/usuario/");
  const answers = { "POST /usuario/login": { token: "0".repeat(64) }, "GET /usuario/": me };
  for (const path of pathsFor(me[0])) answers[`GET ${path}`] = await get(path);
  return answers;
}

/**
 * RENDER_PAGES (JSON `[{ label, path, email }]`): each page's API answers recorded from the local API (the app
 * calls it over HTTP through a recording proxy in this process), then replayed by a stub child process while the
 * page is measured, so no page needs its API paths listed. Used by the bench's scale part (issue 31 §2).
 */
async function recordedPages(pages) {
  const out = [];
  let answers = {};
  const proxy = createServer((req, res) => {
    void (async () => {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      // The local API sits behind the Worker's same-origin guard; the app's server calls are not cross-site.
      const headers = { "sec-fetch-site": "same-origin" };
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name))
          headers[name] = value;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const response = await call(`/api${req.url}`, { method: req.method, headers, body });
      const text = await response.text();
      answers[`${req.method} ${req.url.split("?")[0]}`] ??= { status: response.status, body: text };
      answers[`${req.method} ${req.url}`] = { status: response.status, body: text };
      res.writeHead(response.status, { "Content-Type": "application/json" }).end(text);
    })().catch((error) => res.writeHead(502).end(String(error)));
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const recording = { ...env, API_URL: `http://127.0.0.1:${proxy.address().port}` };
  // One sign-in per account (the login limit counts them); the stub takes any token, so replays reuse the cookie.
  const cookies = new Map();
  const login = {};
  try {
    for (const { label, path, email } of pages) {
      if (!cookies.has(email)) {
        answers = {};
        cookies.set(email, await signIn(email, recording));
        login[email] = answers["POST /usuario/login"];
      }
      answers = { "POST /usuario/login": login[email] };
      const first = await call(path, { headers: { Cookie: cookies.get(email) } }, recording);
      await first.text();
      if (first.status !== 200) throw new Error(`${label}: ${first.status} while recording`);
      const stub = await startStubApi(answers, true);
      try {
        out.push(await measure(label, path, cookies.get(email), { ...env, API_URL: stub.url }));
      } finally {
        stub.stop();
      }
    }
  } finally {
    proxy.close();
  }
  return out;
}

if (process.env.RENDER_PAGES) {
  const results = await recordedPages(JSON.parse(process.env.RENDER_PAGES));
  await mf.dispose();
  write(`${JSON.stringify(results)}\n`);
  process.exit(0);
}

const results = [];
for (const [label, path, status] of [
  ["/login", "/login", 200],
  ["/sign-up", "/sign-up", 200],
  ["/change_password", "/change_password", 200],
  ["404 (/no-existe)", "/no-existe", 404],
].filter(([label]) => !ONLY || ONLY.test(label))) {
  results.push(await measure(label, path, undefined, env, status));
}
// Signed-in pages and the API calls their loaders make (after GET /usuario/).
const entidad = (user) => user.entidad_entidad[0].id;
for (const [label, path, email, pathsFor] of [
  ["/user (emprendedor)", "/user", "emprendedor@demo.test", (u) => [`/programa/usuario/${u.id}`]],
  [
    "/institution (entidad)",
    "/institution",
    "entidad@demo.test",
    (u) => [`/entidad/${entidad(u)}/`, `/entidad/${entidad(u)}/consumo/`],
  ],
  ["/mentors (entidad)", "/mentors", "entidad@demo.test", (u) => [`/entidad/${entidad(u)}/mentor/`]],
  ["/user/users (entidad)", "/user/users", "entidad@demo.test", (u) => [`/entidad/${entidad(u)}/emprendedor/`]],
  ["/facturacion (entidad)", "/facturacion", "entidad@demo.test", () => ["/entidad/facturacion/"]],
  // The stub answers by path (the query is ignored): the mentor's sessions for any range.
  ["/calendar (mentor)", "/calendar", "mentor@demo.test", () => ["/calendario/"]],
  // Issue 16 §2: a program page.
  [
    "/programs/programs/1 (entidad)",
    "/programs/programs/1",
    "entidad@demo.test",
    () => [
      "/programa/1/",
      "/programa/1/estadisticas/",
      "/programa/mentores/1",
      "/programa/1/emprendedores",
      "/calendario/evento/programa/1",
    ],
  ],
].filter(([label]) => !ONLY || ONLY.test(label))) {
  const stub = await startStubApi(await recordedAnswers(email, pathsFor));
  const remote = { ...env, API_URL: stub.url };
  results.push(await measure(label, path, await signIn(email, remote), remote));
  stub.stop();
}
await mf.dispose();
write(`${JSON.stringify(results)}\n`);
process.exit(0);
