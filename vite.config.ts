import { defineConfig } from "vitest/config";
import solid from "vite-plugin-solid";
import { VitePWA } from "vite-plugin-pwa";
import { bundleBudget, lensBudget } from "./scripts/bundle-budget.ts";
import { runnerBundle } from "./scripts/runner-bundle.ts";
import { piTypes } from "./scripts/pi-types.ts";
import { PRECACHE_GLOBS } from "./scripts/precache.ts";

export default defineConfig({
  // Relative asset URLs: the built app works from any sub-path.
  base: "./",
  plugins: [
    solid(),
    bundleBudget(),
    lensBudget(),
    runnerBundle(),
    piTypes(),
    // A classroom without network: Workbox precaches the whole build (adapters and all) on the
    // first visit. "prompt": a new build waits until the next visit instead of reloading a lesson.
    VitePWA({
      registerType: "prompt",
      injectRegister: null,
      includeAssets: ["icon.svg"],
      manifest: {
        name: "Tool Call Lab",
        short_name: "Tool Call Lab",
        description: "Step through one LLM tool round trip, frame by frame, with the real pi-ai.",
        start_url: ".",
        scope: ".",
        display: "standalone",
        background_color: "#f7f7f5",
        theme_color: "#1d5fd1",
        icons: [{ src: "icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        // Fonts too: Monaco's codicon font draws the editors' icons.
        globPatterns: PRECACHE_GLOBS,
        // The provider SDKs and Monaco's TypeScript worker (about 7 MB) are large; all must work offline.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: "index.html",
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { target: "es2022" },
  // A module worker, so the engine's provider adapters stay separate chunks loaded on demand.
  worker: { format: "es" },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
