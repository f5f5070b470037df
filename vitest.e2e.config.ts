import { defineConfig } from "vitest/config";

/** Browser tests: the built app, served locally, driven in real Chromium. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    // One Chromium at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
