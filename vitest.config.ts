// Vitest: unit tests, integration tests (the built Worker in Miniflare) and the local API's tests.
// Integration tests need `npm run build` first (their harness says so when the bundle is missing).
import { availableParallelism } from "node:os";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { testClockOffset } from "./scripts/test-clock.mjs";

// One clock for the whole run (TEST_CLOCK, default 10:00 Bogotá): set here, inherited by every fork.
testClockOffset();

export default defineConfig({
  // vanilla-extract compiles the UI kit's *.css.ts for the component tests.
  plugins: [tsconfigPaths(), vanillaExtractPlugin()],
  test: {
    environment: "node",
    setupFiles: ["tests/clock-setup.ts"],
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "local-api/**/*.test.ts"],
    exclude: ["node_modules/**", "build/**", "dist/**", ".wrangler/**", "tests/e2e/**"],
    // Each integration file starts workerd (about a second) and signs users in with real password hashing.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One Miniflare (workerd) per integration file: at most one file per CPU (2 to 4), or workerd
    // starves on small machines and kept-alive sockets start dropping.
    pool: "forks",
    poolOptions: { forks: { maxForks: Math.max(2, Math.min(4, availableParallelism())), minForks: 1 } },
  },
});
