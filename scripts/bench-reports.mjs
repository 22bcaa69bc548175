#!/usr/bin/env node
// Issue 13: the reports' bench (part of `npm run bench`; alone: `npm run bench:reports`). Seeds a program of 200
// entrepreneurs and 2,000 sessions in a throwaway D1 (Miniflare), times the program summary and the three exports
// on the local API, then the app's spreadsheet writer (app/shared/xlsx.ts) on the program export's rows: the
// program export a user downloads is that JSON written to .xlsx. Goal: under 300 ms each.
//   node scripts/bench-reports.mjs [--runs N]   prints min, median and max of each
//   import { benchReports, printReports } from "./bench-reports.mjs"   → { goalMs, runs, timings }
// The TypeScript sides (local-api/testing/bench-reports.ts, app/shared/xlsx.ts) are bundled with esbuild on the fly.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const REPORTS_GOAL_MS = 300;

/** Bundles one TypeScript entry (packages external) and imports it. */
async function importTs(entry, name) {
  const outdir = join(ROOT, "node_modules/.cache/bench-reports");
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `${name}.mjs`);
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error",
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

function stats(label, path, runs, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const ms = (v) => Math.round(v * 10) / 10;
  return { label, path, runs, minMs: ms(sorted[0]), medianMs: ms(median), maxMs: ms(sorted.at(-1)) };
}

/** The app's writer on the program export's rows, as the export route calls it (one sheet, a header row). */
async function timeProgramXlsx(rows, runs) {
  const { toXlsx } = await importTs("app/shared/xlsx.ts", "xlsx");
  const header = Object.keys(rows[0] ?? {});
  const sheet = { name: "programa", header, rows: rows.map((row) => header.map((key) => row[key])) };
  const times = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    await toXlsx([sheet]);
    if (i > 0) times.push(performance.now() - t0); // the first run warms up
  }
  return stats(`program export .xlsx (app writer, ${rows.length} rows)`, "app/shared/xlsx.ts toXlsx", runs, times);
}

/** `{ goalMs, runs, timings: [{ label, path, runs, minMs, medianMs, maxMs }] }`. */
export async function benchReports({ runs = 7 } = {}) {
  const mod = await importTs("local-api/testing/bench-reports.ts", "bench-reports");
  const { timings, programRows } = await mod.benchReports(join(ROOT, "local-api/migrations"), runs);
  timings.push(await timeProgramXlsx(programRows, runs));
  return { goalMs: REPORTS_GOAL_MS, runs, timings };
}

export function printReports({ goalMs, runs, timings }) {
  console.log(
    `\nReports on the local API: 200 entrepreneurs, 2,000 sessions (min / median / max of ${runs}; goal < ${goalMs} ms)`,
  );
  for (const t of timings) {
    const mark = t.medianMs < goalMs ? "ok  " : "SLOW";
    const figures = `${t.minMs} / ${t.medianMs} / ${t.maxMs} ms`;
    console.log(`${mark} ${t.label.padEnd(48)} ${figures.padStart(26)}  ${t.path}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--runs");
  const runs = at > 0 ? Number(process.argv[at + 1]) : 7;
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number above 0");
  printReports(await benchReports({ runs }));
}
