import { defineConfig } from "vitest/config";
import solid from "vite-plugin-solid";
import { bundleBudget } from "./scripts/bundle-budget.ts";

export default defineConfig({
  // Relative asset URLs: the built app works from any sub-path.
  base: "./",
  plugins: [solid(), bundleBudget()],
  build: { target: "es2022" },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
