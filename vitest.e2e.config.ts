import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./tests/workers.ts";

/** Browser tests: the built app, served locally, driven in real Chromium. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    // Several files (each its own Chromium) at once. Each file launches its own browser and opens a
    // fresh context per page, and the static server only reads the build, so files share nothing but
    // that server. One at a time left a core waiting on page loads and the sandbox's clocks for most
    // of the run (docs/testing.md, "Where the time goes").
    maxWorkers: TEST_WORKERS,
    // Tests marked concurrent (stepping.test.ts, layout.test.ts) run two at a time in their file.
    maxConcurrency: 2,
    // A poll waits on the app (a worker's play, a chunk, the audience window's own engine): 1 s, the
    // default, is a loaded machine's budget for none of it. Only a failing poll waits this long.
    expect: { poll: { timeout: 30_000 } },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
