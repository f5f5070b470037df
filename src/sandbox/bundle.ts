/**
 * Builds the sandbox's worker code with Vite (no second bundler), in Node only: at build time for the
 * page (`scripts/build/runner-bundle.ts` serves it as `virtual:runner-bundle` and `virtual:contrast-bundle`),
 * and once per process for Node's worker threads (`node.ts`), which so run the very code the browser
 * runs and compile no TypeScript when a worker starts.
 */
import { build } from "vite";
import { fileURLToPath } from "node:url";

/** The worker entries: the runner, and the Tool lab's schema contrast (pi-ai 1.6.0's validator beside 1.4.0's). */
export const WORKER_ENTRIES = {
  runner: fileURLToPath(new URL("./runner-worker.ts", import.meta.url)),
  contrast: fileURLToPath(new URL("./contrast-worker.ts", import.meta.url)),
  /** Node only: gives the runner a dedicated worker's `self` over `worker_threads` (`node-shim.ts`). */
  nodeShim: fileURLToPath(new URL("./node-shim.ts", import.meta.url)),
} as const;

/**
 * Bundles `entry` into one ES module's code, minified with its whitespace: not in library mode, which
 * keeps an ES module's whitespace (so a later bundler can still read its pure annotations) — this
 * code is never bundled again, and every sandbox hands it to a worker as a `data:` URL, so each byte
 * is copied, sent and read once a worker. With `node`, Node's built-in modules stay imports (the shim's).
 */
export async function bundleModule(entry: string, options: { node?: boolean } = {}): Promise<string> {
  const out = await build({
    configFile: false,
    root: fileURLToPath(new URL("../..", import.meta.url)),
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entry,
        ...(options.node ? { external: [/^node:/] } : {}),
        output: { format: "es", codeSplitting: false },
      },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const chunks = outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((c) => c.type === "chunk");
  if (chunks.length !== 1) throw new Error(`a sandbox worker must be one file, got ${chunks.length} for ${entry}`);
  return chunks[0]!.code;
}
