// After the whole e2e run: remove the run's axe cache (tests/e2e/fixtures.ts), named after E2E_RUN_ID, and report
// each server's 5xx answers during the run (scripts/e2e-server.mjs logs a line per request to
// .wrangler/e2e-<port>.log), so that a retried test can be matched with what the server said.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function globalTeardown(): void {
  if (process.env.E2E_RUN_ID)
    rmSync(join(tmpdir(), `e2e-axe-${process.env.E2E_RUN_ID}`), { recursive: true, force: true });
  // playwright.config.ts's servers: the app on PORT, the two Workers over the binding (PORT + 1) and over HTTP
  // (PORT + 2; the API Worker's own socket, PORT + 3, has no log of its own: the app answers its failures).
  const port = Number(process.env.E2E_PORT ?? 8788);
  for (const server of [port, port + 1, port + 2]) report(join(".wrangler", `e2e-${server}.log`));
}

function report(log: string): void {
  if (!existsSync(log)) return;
  // Colours removed: Miniflare's log may carry ANSI escapes.
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
  const lines = readFileSync(log, "utf8").replace(colours, "").split("\n");
  const requests = lines.filter((line) => /^\[mf:inf\] [A-Z]+ \S+ \d{3}\b/.test(line));
  const failed = requests.filter((line) => /^\[mf:inf\] [A-Z]+ \S+ 5\d\d\b/.test(line));
  console.log(`e2e server: ${requests.length} request(s), ${failed.length} answered 5xx (${log})`);
  for (const line of failed.slice(0, 10)) console.log(`  ${line}`);
}
