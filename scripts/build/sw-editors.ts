/**
 * Writes `sw-editors.js` into the build: the service worker's code for the editors' files
 * (`scripts/build/sw-editors-code.ts`), bundled into one classic script that Workbox's generated `sw.js`
 * imports (`importScripts` in vite.config.ts).
 */
import type { Plugin } from "vite";
import { inlineScript } from "./inline-script.ts";

/** The file's name beside `sw.js`, as `importScripts` names it. */
export const SW_EDITORS_FILE = "sw-editors.js";

/** Emits {@link SW_EDITORS_FILE} on a production build. */
export function swEditors(): Plugin {
  return {
    name: "tool-call-lab:sw-editors",
    apply: "build",
    async generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: SW_EDITORS_FILE,
        source: await inlineScript("scripts/build/sw-editors-code.ts"),
      });
    },
  };
}
