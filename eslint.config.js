// ESLint: JavaScript's and typescript-eslint's recommended rules, and eslint-plugin-solid's rules
// for Solid's reactivity and JSX. Formatting belongs to Prettier, so no style rules here.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import solid from "eslint-plugin-solid/configs/typescript";
import tseslint from "typescript-eslint";

export default defineConfig(
  // Build and test output are not source.
  { ignores: ["dist/", "test-artifacts/", "scratch/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a name bound only to be left out (`const { patch: _patch, ...header }`,
      // `for (const _ of steps)`).
      "@typescript-eslint/no-unused-vars": ["error", { varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.{ts,tsx}"], ...solid },
);
