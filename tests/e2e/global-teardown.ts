// After the whole e2e run: remove the run's axe cache (tests/e2e/fixtures.ts), named after E2E_RUN_ID.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function globalTeardown(): void {
  if (process.env.E2E_RUN_ID)
    rmSync(join(tmpdir(), `e2e-axe-${process.env.E2E_RUN_ID}`), { recursive: true, force: true });
}
