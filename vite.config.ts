import { defineConfig } from "vite";
import solid from "vite-plugin-solid";
import { VitePWA } from "vite-plugin-pwa";
import { bundleBudget, lensBudget } from "./scripts/build/bundle-budget.ts";
import { runnerBundle } from "./scripts/build/runner-bundle.ts";
import { piTypes } from "./scripts/build/pi-types.ts";
import { firstTraces } from "./scripts/build/first-traces.ts";
import { deferredStyles } from "./scripts/build/deferred-styles.ts";
import { firstPreload } from "./scripts/build/first-preload.ts";
import { firstScreen } from "./scripts/build/first-screen.ts";
import { monacoOwnWorkers } from "./scripts/build/monaco-workers.ts";
import { tsLabLibs } from "./scripts/build/ts-lab-libs.ts";
import { PRECACHE_GLOBS, PRECACHE_IGNORES } from "./scripts/build/precache.ts";
import { SW_EDITORS_FILE, swEditors } from "./scripts/build/sw-editors.ts";

// One instance for the page and the workers: pi-ai's declarations are collected once per build.
const declarations = piTypes();

export default defineConfig({
  // Relative asset URLs: the built app works from any sub-path.
  base: "./",
  plugins: [
    solid(),
    bundleBudget(),
    lensBudget(),
    runnerBundle(),
    declarations,
    firstTraces(),
    deferredStyles(),
    firstPreload(),
    // A first, plain visit's whole first screen, rendered by Solid's server renderer in Node.
    firstScreen(),
    // Monaco's default TypeScript and JSON workers are never started (ours are): not built either.
    monacoOwnWorkers(),
    // The service worker's code for the editors' files, imported by the generated sw.js.
    swEditors(),
    // A classroom without network: Workbox precaches the player (adapters and all) on the first
    // visit. "prompt": a new build waits until the next visit instead of reloading a lesson.
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
        // The player, self-test, presenting and every adapter are precached on the first visit; the
        // editors (most of the build's bytes) are cached when first opened (docs/offline.md).
        globPatterns: PRECACHE_GLOBS,
        globIgnores: PRECACHE_IGNORES,
        // The editors' files are served and kept by the lab's own code, imported first
        // (scripts/build/sw-editors-code.ts): kept once the editor has settled, not as they are fetched.
        importScripts: [SW_EDITORS_FILE],
        // The first visit's page is controlled at once, so an editor opened on that visit is kept too.
        // A new build still waits for the next visit ("prompt"): this claims only an uncontrolled page.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: "index.html",
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: "es2022",
    // Everything the entry loads statically in one chunk, the entry's own: left to itself Rolldown
    // splits out each module a lazy chunk shares with it (Solid, the store, …), and a shared link
    // waited for seven files over HTTP/1.1's six connections instead of one (docs/performance.md).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } } },
  },
  // A module worker, so the engine's provider adapters stay separate chunks loaded on demand.
  // The lens budget runs on the workers too: the engine worker is where pi-ai 1.6.0 plays.
  // The Tool lab's TypeScript worker warms up on pi-ai's declarations (ts-lab.worker.ts), and
  // carries only the TypeScript libs its options reach (scripts/build/ts-lab-libs.ts).
  worker: { format: "es", plugins: () => [lensBudget(), declarations, tsLabLibs()] },
});
