/**
 * `virtual:runner-bundle`: the learner-code runner worker (`src/runner/runner-worker.ts`) bundled
 * into one self-contained ES module, exported as a string. The sandboxed iframe starts it from a
 * `data:` URL, so it cannot import anything by URL — not even in `npm start`'s dev server, where Vite's
 * own worker imports would point at the page's origin. Built once per Vite process.
 */
import { build, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

const ID = "virtual:runner-bundle";
const RESOLVED = `\0${ID}`;
const ENTRY = fileURLToPath(new URL("../src/runner/runner-worker.ts", import.meta.url));

/** Bundles the runner worker with Vite itself (no second bundler) and serves it as a module. */
export function runnerBundle(): Plugin {
  let code: Promise<string> | undefined;
  const bundle = async (): Promise<string> => {
    const out = await build({
      configFile: false,
      logLevel: "warn",
      build: {
        write: false,
        target: "es2022",
        minify: true,
        lib: { entry: ENTRY, formats: ["es"], fileName: "runner" },
        rollupOptions: { output: { codeSplitting: false } },
      },
    });
    const outputs = Array.isArray(out) ? out : [out];
    const chunks = outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((c) => c.type === "chunk");
    if (chunks.length !== 1) throw new Error(`the runner must be one file, got ${chunks.length}`);
    return chunks[0]!.code;
  };
  return {
    name: "runner-bundle",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      code ??= bundle();
      return `export default ${JSON.stringify(await code)};`;
    },
  };
}
