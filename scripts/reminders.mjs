#!/usr/bin/env node
// `npm run reminders`: the scheduled reminder run at once (issue 29 §1), against the local server of
// `npm run start`: the same call the Cron Trigger's handler makes, POST
// /calendario/recordatorios/enviar with the scheduler's token from .dev.vars, through the app's /api. The e-mails
// land in the outbox (/dev/correos). REMINDERS_API overrides the API's base (e.g. http://localhost:8788 for
// `npm run start:api`).
import { existsSync, readFileSync } from "node:fs";

function devVar(name) {
  if (process.env[name]) return process.env[name];
  if (!existsSync(".dev.vars")) return undefined;
  const line = readFileSync(".dev.vars", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).replace(/^['"]|['"]$/g, "");
}

const token = devVar("CRON_TOKEN");
if (!token) {
  console.error("CRON_TOKEN is missing: run `npm run setup` (it adds one to .dev.vars) and restart the server.");
  process.exit(1);
}
const base = (process.env.REMINDERS_API ?? `${devVar("APP_URL") ?? "http://localhost:8787"}/api`).replace(/\/+$/, "");
// No `hasta`: the API uses its own clock.
const response = await fetch(`${base}/calendario/recordatorios/enviar`, {
  method: "POST",
  headers: { Authorization: `Token ${token}`, "Content-Type": "application/json", Accept: "application/json" },
  body: "{}",
}).catch((error) => {
  console.error(`Could not reach ${base} (is \`npm run start\` running?): ${error.message}`);
  process.exit(1);
});
const body = await response.text();
if (!response.ok) {
  console.error(`${response.status} ${body}`);
  process.exit(1);
}
const run = JSON.parse(body);
console.log(`Reminders sent: ${run.enviados} (already sent: ${run.ya_enviados}) at ${run.hasta}. See /dev/correos.`);
