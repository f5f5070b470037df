/**
 * `virtual:runner-bundle`: the learner-code runner worker (`src/runner/runner-worker.ts`) bundled
 * into one self-contained ES module, exported as a string. The sandboxed iframe starts it from a
 * `data:` URL, so it cannot import anything by URL — not even in `npm start`'s dev server, where Vite's
 * own worker imports would point at the page's origin. Built once per Vite process.
 *
 * `virtual:contrast-bundle`: the same for the Tool lab's schema contrast (`src/runner/contrast-worker.ts`,
 * pi-ai 1.6.0's validator beside 1.4.0's), imported only when the contrast is opened.
 *
 * `virtual:sandbox-supervisor`: the sandboxed iframe's one script (`src/sandbox/supervisor-frame.ts`)
 * as one classic script, ready to stand inside `<script>…</script>` (`src/sandbox/frame.ts`).
 */
import { build, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { inlineScript, scriptText } from "./inline-script.ts";

/** Each virtual module and the worker it bundles. */
const BUNDLES: Record<string, string> = {
  "virtual:runner-bundle": fileURLToPath(new URL("../../src/runner/runner-worker.ts", import.meta.url)),
  "virtual:contrast-bundle": fileURLToPath(new URL("../../src/runner/contrast-worker.ts", import.meta.url)),
};

/**
 * Bundles `entry` with Vite itself (no second bundler) into one ES module's code, minified with its
 * whitespace: not in library mode, which keeps an ES module's whitespace (so a later bundler can
 * still read its pure annotations) — this code is never bundled again, and every sandbox hands it to
 * a worker as a `data:` URL, so each byte is copied, sent and read once a worker. Measured: the
 * runner 505 → 376 KB, its URL 872 → 542 KB (docs/performance.md, *A sandbox's worker*).
 */
async function bundle(entry: string): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: "es", codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const chunks = outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((c) => c.type === "chunk");
  if (chunks.length !== 1) throw new Error(`the runner must be one file, got ${chunks.length}`);
  return chunks[0]!.code;
}

/** The supervisor's entry: a classic script, since it is inlined into the iframe's `srcdoc`. */
const SUPERVISOR = "virtual:sandbox-supervisor";
const SUPERVISOR_ENTRY = fileURLToPath(new URL("../../src/sandbox/supervisor-frame.ts", import.meta.url));

/** Serves each worker bundle, and the supervisor's script, as a module exporting its code (built on first use). */
export function runnerBundle(): Plugin {
  const code = new Map<string, Promise<string>>();
  const made = (name: string) => (name === SUPERVISOR ? inlineScript(SUPERVISOR_ENTRY).then(scriptText) : bundle(BUNDLES[name]!));
  return {
    name: "runner-bundle",
    resolveId: (id) => (Object.hasOwn(BUNDLES, id) || id === SUPERVISOR ? `\0${id}` : undefined),
    async load(id) {
      const name = id.startsWith("\0") ? id.slice(1) : undefined;
      if (!name || !(Object.hasOwn(BUNDLES, name) || name === SUPERVISOR)) return undefined;
      if (!code.has(name)) code.set(name, made(name));
      return `export default ${JSON.stringify(await code.get(name)!)};`;
    },
  };
}
