#!/usr/bin/env node
// Issue 13: the reports' bench. Seeds a program of 200 entrepreneurs and 2,000 sessions in a throwaway D1
// (Miniflare) and times the program summary and the program export on the local API (goal < 300 ms each).
//   node scripts/bench-reports.mjs        prints the medians
//   import { benchReports } from "./bench-reports.mjs"; await benchReports()  → { summaryMs, exportMs }
// The TypeScript side (local-api/testing/bench-reports.ts) is bundled with esbuild on the fly (packages external).
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const REPORTS_GOAL_MS = 300;

export async function benchReports({ runs = 7 } = {}) {
  const outdir = join(ROOT, "node_modules/.cache/bench-reports");
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, "bench-reports.mjs");
  await build({
    entryPoints: [join(ROOT, "local-api/testing/bench-reports.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error",
  });
  const mod = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  return mod.benchReports(join(ROOT, "local-api/migrations"), runs);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { summaryMs, exportMs } = await benchReports();
  const mark = (ms) => (ms < REPORTS_GOAL_MS ? "ok  " : "SLOW");
  console.log(
    `Reports on the local API: 200 entrepreneurs, 2,000 sessions (median of 7; goal < ${REPORTS_GOAL_MS} ms)`,
  );
  console.log(`${mark(summaryMs)} GET /programa/resumen/{id}                              ${summaryMs} ms`);
  console.log(`${mark(exportMs)} GET /programa/descargar/reporte-programas/{id}/{a}/{b}  ${exportMs} ms`);
}
