/**
 * Monaco's TypeScript and JSON language services each name a default worker
 * (`new Worker(new URL("ts.worker.js", import.meta.url))`), used only when
 * `MonacoEnvironment.getWorker` is missing. Ours is always set (`src/playground/editors/monaco.ts`)
 * and answers with the lab's own workers (`ts-lab.worker.ts`, `json-guard.worker.ts`), so the
 * defaults never run — yet Vite sees the `new URL` and builds each as a chunk of its own: Monaco's
 * `ts.worker` (all of TypeScript a second time) and `json.worker`. This plugin
 * takes the two fallbacks out of Monaco's worker managers, and fails the build if Monaco's code no
 * longer reads as expected (a new Monaco would otherwise bring the chunks back unnoticed).
 */
import type { Plugin } from "vite";

/** Each worker manager, by the end of its path, and the default worker it would start. */
const FALLBACKS: { file: RegExp; code: string }[] = [
  {
    file: /monaco-editor\/esm\/vs\/languages\/features\/typescript\/workerManager\.js$/,
    code: `createWorker: () => new Worker(new URL('ts.worker.js', import.meta.url), { type: "module" }),`,
  },
  {
    file: /monaco-editor\/esm\/vs\/languages\/features\/json\/workerManager\.js$/,
    code: `createWorker: () => new Worker(new URL('json.worker.js', import.meta.url), { type: "module" }),`,
  },
];

/** What stands in for a fallback: Monaco asks `getWorker` first, so this is never called. */
const NONE = `createWorker: () => { throw new Error("MonacoEnvironment.getWorker answers for this language (src/playground/editors/monaco.ts)"); },`;

/** Removes Monaco's default TypeScript and JSON workers from the build (see the file's comment). */
export function monacoOwnWorkers(): Plugin {
  return {
    name: "monaco-own-workers",
    enforce: "pre",
    transform(code, id) {
      const fallback = FALLBACKS.find((f) => f.file.test(id.split("?")[0]!.replace(/\\/g, "/")));
      if (!fallback) return null;
      if (!code.includes(fallback.code))
        throw new Error(
          `monaco-own-workers: ${id} no longer starts its default worker as expected; check the MonacoEnvironment set-up`,
        );
      return { code: code.replace(fallback.code, NONE), map: null };
    },
  };
}
