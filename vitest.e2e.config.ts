import { defineConfig } from "vitest/config";

/** Browser tests: the built app, served locally, driven in real Chromium. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    // One file (one Chromium) per core at a time. Each file launches its own browser and opens a fresh
    // context per page, and the static server only reads the build, so files share nothing but that
    // server. One at a time left a core waiting on the sandbox's clocks and page loads for most of the
    // run (docs/testing.md, "Where the time goes").
    maxWorkers: "100%",
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
