// After the whole e2e run: remove the run's axe cache (tests/e2e/fixtures.ts), named after E2E_RUN_ID, and report
// whether wrangler reloaded the Worker during the run (scripts/e2e-server.sh logs to .wrangler/e2e-<port>.log):
// its proxy answers a POST in flight during a reload with 503 'Your worker restarted mid-request'.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function globalTeardown(): void {
  if (process.env.E2E_RUN_ID)
    rmSync(join(tmpdir(), `e2e-axe-${process.env.E2E_RUN_ID}`), { recursive: true, force: true });
  const log = join(".wrangler", `e2e-${process.env.E2E_PORT ?? 8788}.log`);
  if (!existsSync(log)) return;
  // Colours removed: wrangler writes ANSI escapes even to a file.
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
  const lines = readFileSync(log, "utf8").replace(colours, "").split("\n");
  const reloads = lines.filter((line) => /Reloading local server|changed\.\.\./.test(line));
  // What a reload does to a request in flight: wrangler's proxy answers a POST with 503.
  const unavailable = lines.filter((line) => /\[wrangler:inf\] \w+ \S+ 503\b/.test(line));
  console.log(
    `e2e server: ${reloads.length} reload(s) of the Worker and ${unavailable.length} answer(s) 503 during the run (${log})`,
  );
  for (const line of [...reloads, ...unavailable].slice(0, 10)) console.log(`  ${line}`);
}
