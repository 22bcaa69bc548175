#!/usr/bin/env node
// Issue 31 §1: the three exports' memory at scale, for the bench's scale part. The built Worker (dist/server.js)
// runs in this Node process on a copy of the scale database (EXPORT_D1_PERSIST), the app and the local API in one
// V8 heap: an upper bound of the app Worker's own memory (in production the API runs elsewhere). The caller starts
// Node with the heap capped (`--max-old-space-size=128`, the Workers' 128 MB), so an export that needs more dies
// here. Each export is requested once after a warm-up, with the heap (used + external, which holds ArrayBuffers)
// sampled every millisecond and at the end of the response; prints one JSON line:
// [{ kind, status, bytes, ms, baseMb, peakMb }] (baseMb: after a full GC before the request; peakMb: the highest).
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { generateDevVars } from "./dev-vars.mjs";

const write = process.stdout.write.bind(process.stdout);
const memoryUsage = process.memoryUsage.bind(process);
const ROOT = new URL("..", import.meta.url).pathname;
const ORIGIN = "http://localhost:8787";
const PERSIST = process.env.EXPORT_D1_PERSIST;
const PATHS = JSON.parse(process.env.EXPORT_PATHS ?? "[]");
if (!PERSIST || typeof globalThis.gc !== "function") {
  console.error("export-memory: set EXPORT_D1_PERSIST and EXPORT_PATHS, and run node with --expose-gc");
  process.exit(2);
}

const DATABASE_ID = /^database_id\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, "wrangler.toml"), "utf8"))?.[1];
const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response('') } }",
  d1Databases: { DB: DATABASE_ID },
  d1Persist: join(PERSIST, "v3/d1"),
});
const db = await mf.getD1Database("DB");
// The bundle imports the image codecs' wasm as wrangler's modules: Node loads them through these hooks.
register("./wasm-loader.mjs", import.meta.url);
const worker = (await import(join(ROOT, "dist/server.js"))).default;
const env = { ...(await generateDevVars()), APP_URL: ORIGIN, DB: db, FILES: {} };
const ctx = { waitUntil() {}, passThroughOnException() {} };
const call = (path, init) => worker.fetch(new Request(ORIGIN + path, init), env, ctx);

const login = await call("/login", {
  method: "POST",
  headers: {
    Origin: ORIGIN,
    "X-Forwarded-Host": new URL(ORIGIN).host,
    "Content-Type": "application/x-www-form-urlencoded",
  },
  body: new URLSearchParams({ email: "entidad@demo.test", password: "Demo1234!", redirectTo: "" }),
});
const cookie = login.headers.get("Set-Cookie")?.match(/(?:^|, )(sesion=[^;]+)/)?.[1];
if (login.status !== 302 || !cookie) throw new Error(`sign-in failed: ${login.status}`);

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const used = () => {
  const m = memoryUsage();
  return m.heapUsed + m.external;
};
const results = [];
for (const { kind, path } of PATHS) {
  await (await call(path, { headers: { Cookie: cookie } })).arrayBuffer(); // warm-up: code compiled, caches filled
  globalThis.gc();
  const base = used();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 1);
  const started = performance.now();
  const response = await call(path, { headers: { Cookie: cookie } });
  const body = await response.arrayBuffer();
  peak = Math.max(peak, used());
  const ms = Math.round(performance.now() - started);
  clearInterval(timer);
  results.push({ kind, status: response.status, bytes: body.byteLength, ms, baseMb: mb(base), peakMb: mb(peak) });
}
await mf.dispose();
write(`${JSON.stringify(results)}\n`);
process.exit(0);
