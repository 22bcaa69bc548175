// Vitest config of the local API's tests (Node + Miniflare's D1); works with or without a root config.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["local-api/**/*.test.ts"],
    root: new URL("..", import.meta.url).pathname,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
