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
  const lines = readFileSync(log, "utf8").split("\n");
  const reloads = lines.flatMap((line, i) => (/Reloading local server|changed\.\.\./.test(line) ? [i] : []));
  console.log(`e2e server: ${reloads.length} reload(s) of the Worker during the run (${log})`);
  for (const i of reloads.slice(0, 5)) console.log(lines.slice(Math.max(0, i - 6), i + 4).join("\n"));
}
