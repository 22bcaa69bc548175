import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import WebSocket from "ws";
import { load } from "./load.mjs";
const PORT = 8796, IP = 9333;
const srv = spawn("node", ["scripts/e2e-server.mjs"], { env: { ...process.env, PORT: String(PORT), INSPECTOR_PORT: String(IP) }, stdio: ["ignore", "ignore", "ignore"], detached: true });
const base = `http://127.0.0.1:${PORT}`;
for (;;) { try { if ((await fetch(base + "/login")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const targets = await (await fetch(`http://127.0.0.1:${IP}/json`)).json();
const t = targets.find((x) => /mentoring/.test(x.title ?? x.id)) ?? targets[0];
console.log(targets.map((x) => x.title));
const ws = new WebSocket(t.webSocketDebuggerUrl);
await new Promise((r) => ws.on("open", r));
let id = 0; const pending = new Map();
ws.on("message", (m) => { const d = JSON.parse(m); if (d.id && pending.has(d.id)) { pending.get(d.id)(d.result); pending.delete(d.id); } });
const send = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })); });
const [path, email] = process.argv.slice(2);
let cookie;
if (email) {
  const r = await fetch(base + "/login", { method: "POST", redirect: "manual", headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email, password: "Demo1234!", redirectTo: "" }) });
  cookie = r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}
await load(base + path, { connections: 10, seconds: 3, cookie });
await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 200 });
await send("Profiler.start");
const r = await load(base + path, { connections: 10, seconds: 10, cookie });
const { profile } = await send("Profiler.stop");
writeFileSync(`/tmp/wprof-${path.replace(/\W/g, "_")}.cpuprofile`, JSON.stringify(profile));
console.log(path, r.rps, "rps", r.p50, r.p99, JSON.stringify(r.statuses));
ws.close(); process.kill(-srv.pid, "SIGTERM"); process.exit(0);
