/**
 * `virtual:runner-bundle`: the learner-code runner worker (`src/sandbox/runner-worker.ts`) bundled
 * into one self-contained ES module (`src/sandbox/bundle.ts`), exported as a string. The sandboxed
 * iframe starts it from a `data:` URL, so it cannot import anything by URL — not even in `npm start`'s
 * dev server, where Vite's own worker imports would point at the page's origin. Built once per Vite
 * process, minified with its whitespace (docs/performance.md).
 *
 * `virtual:contrast-bundle`: the same for the Tool lab's schema contrast (`src/sandbox/contrast-worker.ts`,
 * pi-ai 1.6.0's validator beside 1.4.0's), imported only when the contrast is opened.
 *
 * `virtual:sandbox-supervisor`: the sandboxed iframe's one script (`src/sandbox/supervisor-frame.ts`)
 * as one classic script, ready to stand inside `<script>…</script>` (`src/sandbox/frame.ts`).
 */
import type { Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { inlineScript, scriptText } from "./inline-script.ts";
import { bundleModule, WORKER_ENTRIES } from "../../src/sandbox/bundle.ts";

const SUPERVISOR_ENTRY = fileURLToPath(new URL("../../src/sandbox/supervisor-frame.ts", import.meta.url));

/** Each virtual module and how its code is made. */
const BUNDLES: Record<string, () => Promise<string>> = {
  "virtual:runner-bundle": () => bundleModule(WORKER_ENTRIES.runner),
  "virtual:contrast-bundle": () => bundleModule(WORKER_ENTRIES.contrast),
  "virtual:sandbox-supervisor": () => inlineScript(SUPERVISOR_ENTRY).then(scriptText),
};

/** Serves each worker bundle, and the supervisor's script, as a module exporting its code (built on first use). */
export function runnerBundle(): Plugin {
  const code = new Map<string, Promise<string>>();
  return {
    name: "runner-bundle",
    resolveId: (id) => (Object.hasOwn(BUNDLES, id) ? `\0${id}` : undefined),
    async load(id) {
      const name = id.startsWith("\0") ? id.slice(1) : undefined;
      if (!name || !Object.hasOwn(BUNDLES, name)) return undefined;
      if (!code.has(name)) code.set(name, BUNDLES[name]!());
      return `export default ${JSON.stringify(await code.get(name)!)};`;
    },
  };
}
