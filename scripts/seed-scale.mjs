#!/usr/bin/env node
// `npm run seed:scale` (issue 31 §1): a local database a hundred times the demo, in its own persist directory
// (SCALE_PERSIST_DIR, default .wrangler/scale), never the demo's (.wrangler/state). Migrates it, lets the built
// Worker seed the demo into it (its first API request), then grows both demo institutions with the bulk SQL of
// scripts/scale-sql.mjs. Serve it with `PERSIST_DIR=.wrangler/scale KEEP_DB=1 node scripts/e2e-server.mjs`.
// Needs `npm run build` first. Not part of `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { workerModules } from "./worker-modules.mjs";
import { allScaleStatements } from "./scale-sql.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
process.env.WRANGLER_SEND_METRICS = "false";

export const SCALE_PERSIST_DIR = process.env.SCALE_PERSIST_DIR ?? ".wrangler/scale";
const SCRIPT = "dist/server.js";

export async function seedScale(persist = SCALE_PERSIST_DIR, log = console.log) {
  if (!existsSync(SCRIPT)) throw new Error(`${SCRIPT} is missing; run 'npm run build' first.`);
  if (resolve(persist) === resolve(".wrangler/state"))
    throw new Error("the scale seed never writes the demo's database");
  const started = performance.now();
  execFileSync("node", ["scripts/dev-vars.mjs"], { stdio: "ignore" });
  rmSync(persist, { recursive: true, force: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const mf = new Miniflare({
    ...workerOptions,
    name: "mentoring-platform",
    ...workerModules(SCRIPT),
    d1Persist: `${persist}/v3/d1`,
    r2Persist: `${persist}/v3/r2`,
    cf: false,
    log: new Log(LogLevel.WARN),
  });
  try {
    // The local API seeds the demo before it answers its first request (401 here: no token).
    const first = await mf.dispatchFetch("http://localhost/api/usuario/");
    await first.arrayBuffer();
    log(`scale seed: demo seeded in ${Math.round(performance.now() - started)} ms`);
    const db = await mf.getD1Database("DB");
    for (const statement of allScaleStatements()) {
      const at = performance.now();
      const result = await db.prepare(statement).run();
      const label = statement
        .replace(/\s+/g, " ")
        .replace(/^WITH RECURSIVE .*?\) /, "")
        .slice(0, 70);
      log(
        `  ${String(result.meta.changes ?? 0).padStart(7)} rows  ${String(Math.round(performance.now() - at)).padStart(6)} ms  ${label}`,
      );
    }
  } finally {
    await mf.dispose();
  }
  log(`scale seed: ${persist} ready in ${Math.round((performance.now() - started) / 1000)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seedScale().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
