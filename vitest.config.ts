// Vitest: unit tests, integration tests (the built Worker in Miniflare) and the local API's tests.
// Integration tests need `npm run build` first (their harness says so when the bundle is missing).
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "local-api/**/*.test.ts"],
    exclude: ["node_modules/**", "build/**", "dist/**", ".wrangler/**", "tests/e2e/**"],
    // Each integration file starts workerd (about a second) and signs users in with real password hashing.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Miniflare instances are per file; a few files at a time keeps workerd's memory in check.
    pool: "forks",
    poolOptions: { forks: { maxForks: 4, minForks: 1 } },
  },
});
