#!/usr/bin/env node
// A small closed-loop load generator (issue 16 §2; no autocannon): `connections` loops, each sending the next
// GET as soon as the previous answer's body is read, for `seconds`. Node's fetch (undici) keeps the
// connections alive. Used by scripts/bench.mjs; also by hand:
//   node scripts/load.mjs http://127.0.0.1:8787/login [connections=10] [seconds=15] [cookie]
import { performance } from "node:perf_hooks";

/**
 * `countHeader`: also tally the values of this response header (e.g. X-Edge-Cache: HIT/MISS/BYPASS) in `headerCounts`.
 * @returns {Promise<{ requests: number, errors: number, rps: number, p50: number, p99: number, statuses: Record<string, number>, headerCounts: Record<string, number> }>}
 */
export async function load(url, { connections = 10, seconds = 15, cookie, timeoutMs = 10_000, countHeader } = {}) {
  const headers = cookie ? { Cookie: cookie } : {};
  const latencies = [];
  const statuses = {};
  const headerCounts = {};
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        // A request that hangs (seen once under wrangler dev with signed-in requests) counts as an error
        // after timeoutMs instead of holding the run for undici's 300 s.
        const res = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (countHeader) {
          const value = res.headers.get(countHeader) ?? "none";
          headerCounts[value] = (headerCounts[value] ?? 0) + 1;
        }
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / elapsed),
    p50: round(at(50)),
    p99: round(at(99)),
    statuses,
    headerCounts,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, connections = "10", seconds = "15", cookie] = process.argv.slice(2);
  console.log(JSON.stringify(await load(url, { connections: Number(connections), seconds: Number(seconds), cookie })));
}
