import { defineConfig } from "vitest/config";
import solid from "vite-plugin-solid";
import { bundleBudget } from "./scripts/bundle-budget.ts";

export default defineConfig({
  // Relative asset URLs: the built app works from any sub-path.
  base: "./",
  plugins: [solid(), bundleBudget()],
  build: { target: "es2022" },
  // A module worker, so the engine's provider adapters stay separate chunks loaded on demand.
  worker: { format: "es" },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
