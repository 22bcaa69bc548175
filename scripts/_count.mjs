const write = process.stdout.write.bind(process.stdout); const out = (...a) => write(a.join(" ") + "\n");
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { generateDevVars } from "./dev-vars.mjs";
const ROOT = new URL("..", import.meta.url).pathname;
const ORIGIN = "http://localhost:8787";
const mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"] });
const raw = await mf.getD1Database("DB");
for (const file of readdirSync(join(ROOT, "local-api/migrations")).filter((f) => f.endsWith(".sql")).sort())
  for (const s of readFileSync(join(ROOT, "local-api/migrations", file), "utf8").split("--> statement-breakpoint"))
    if (s.trim()) await raw.prepare(s).run();
let log = [];
const wrapStmt = (st, sql) => new Proxy(st, { get(t, k) {
  const v = t[k];
  if (k === "bind") return (...a) => wrapStmt(v.apply(t, a), sql);
  if (["all", "run", "first", "raw"].includes(k)) return (...a) => { log.push(sql.slice(0, 90)); return v.apply(t, a); };
  return typeof v === "function" ? v.bind(t) : v;
}});
const DB = new Proxy(raw, { get(t, k) {
  const v = t[k];
  if (k === "prepare") return (sql) => wrapStmt(v.call(t, sql), sql);
  if (k === "batch") return (stmts) => { log.push(`batch(${stmts.length})`); return v.call(t, stmts); };
  return typeof v === "function" ? v.bind(t) : v;
}});
const worker = (await import(join(ROOT, "dist/server.js"))).default;
const env = { ...(await generateDevVars()), APP_URL: ORIGIN, DB, FILES: await mf.getR2Bucket?.("FILES").catch(() => ({})) ?? {} };
const ctx = { waitUntil() {}, passThroughOnException() {} };
const call = (path, init) => worker.fetch(new Request(ORIGIN + path, init), env, ctx);
await (await call("/login")).text();
async function signIn(email) {
  const r = await call("/login", { method: "POST", redirect: "manual", headers: { Origin: ORIGIN, "X-Forwarded-Host": "localhost:8787", "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email, password: "Demo1234!", redirectTo: "" }) });
  return r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}
for (const [path, email] of [["/institution", "entidad@demo.test"], ["/calendar", "mentor@demo.test"], ["/programs/programs/1", "entidad@demo.test"]]) {
  const cookie = await signIn(email);
  for (let i = 0; i < 3; i++) {
    log = [];
    const t = performance.now();
    const r = await call(path, { headers: { Cookie: cookie } });
    await r.text();
    out(path, r.status, Math.round(performance.now() - t), "ms", log.length, "queries");
    if (i === 2) for (const q of log) out("   ", q);
  }
}
await mf.dispose();
process.exit(0);
