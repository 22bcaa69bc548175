// Debian's Chromium for Playwright and Lighthouse: where it is, and the flags it needs offline.
import { execFileSync } from "node:child_process";

/** Without these flags Chromium reaches for the network (updates, sync, QUIC probes) and fails offline. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Chromium from PATH (Debian's `chromium` package), or CHROMIUM_PATH; null when there is none. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim();
    } catch {
      // Try the next name.
    }
  }
  return null;
}
