// After the whole e2e run: remove the run's axe cache (tests/e2e/fixtures.ts), named after E2E_RUN_ID, and report
// the server's 5xx answers during the run (scripts/e2e-server.mjs logs a line per request to
// .wrangler/e2e-<port>.log), so that a retried test can be matched with what the server said.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function globalTeardown(): void {
  if (process.env.E2E_RUN_ID)
    rmSync(join(tmpdir(), `e2e-axe-${process.env.E2E_RUN_ID}`), { recursive: true, force: true });
  const log = join(".wrangler", `e2e-${process.env.E2E_PORT ?? 8788}.log`);
  if (!existsSync(log)) return;
  // Colours removed: Miniflare's log may carry ANSI escapes.
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
  const lines = readFileSync(log, "utf8").replace(colours, "").split("\n");
  const requests = lines.filter((line) => /^\[mf:inf\] [A-Z]+ \S+ \d{3}\b/.test(line));
  const failed = requests.filter((line) => /^\[mf:inf\] [A-Z]+ \S+ 5\d\d\b/.test(line));
  console.log(`e2e server: ${requests.length} request(s), ${failed.length} answered 5xx (${log})`);
  for (const line of failed.slice(0, 10)) console.log(`  ${line}`);
}
