/**
 * The test suites: the app's own config (vite.config.ts, which the unit files' transforms and
 * virtual modules need) plus the projects. Kept apart so `vite build` loads nothing from tests/.
 */
import { defineConfig, mergeConfig } from "vitest/config";
import app from "./vite.config.ts";
import { InterleavedSequencer } from "./tests/sequencer.ts";
import { ISOLATED_UNIT_FILES, UNIT_SETUP_FILE } from "./tests/isolation.ts";
import { TEST_WORKERS } from "./tests/workers.ts";

/** What the two unit projects share: Node, and both languages' words registered before each file. */
const UNIT_TESTS = { setupFiles: [UNIT_SETUP_FILE], environment: "node" as const };

export default mergeConfig(
  app,
  defineConfig({
    test: {
      // `vitest run` runs both suites in one pool, so the browser files' waits (page loads, the
      // sandbox's clocks) are filled with unit files' work instead of leaving a core idle. The
      // projects must have one worker count to share the pool (docs/testing.md, "Where the time goes").
      environment: "node",
      maxWorkers: TEST_WORKERS,
      sequence: { sequencer: InterleavedSequencer },
      projects: [
        // The unit files share a worker's module registry, but for the few listed in tests/isolation.ts.
        {
          extends: true,
          test: {
            ...UNIT_TESTS,
            name: "unit",
            include: ["tests/unit/**/*.test.ts"],
            exclude: Object.keys(ISOLATED_UNIT_FILES),
            isolate: false,
          },
        },
        { extends: true, test: { ...UNIT_TESTS, name: "unit-isolated", include: Object.keys(ISOLATED_UNIT_FILES) } },
        "./vitest.e2e.config.ts",
      ],
    },
  }),
);
