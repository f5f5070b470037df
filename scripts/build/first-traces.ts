/**
 * `virtual:first-traces`: the happy path as a plain visit opens it (default provider, no faults,
 * the hand-made round), in each language, played at build time by `playRequest` — the engine
 * worker's own function — so the page shows the whole trace without waiting for the worker
 * (`src/playground/first-traces.ts`). Played in a child Node process (`scripts/build/play-first-traces.ts`,
 * through tsx, as the trace command is), so the Vite config never loads the engine itself.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:first-traces";
const RESOLVED = `\0${ID}`;
const PLAY = fileURLToPath(new URL("./play-first-traces.ts", import.meta.url));

/**
 * Serves the first traces as a module of strings (parsed by the page only for the language it
 * shows). The page imports it dynamically as soon as its first chunk runs: it is no part of the
 * first chunk (the initial JS budget), and the shell's paint never waits for it.
 */
export function firstTraces(): Plugin {
  let text: string | undefined;
  return {
    name: "first-traces",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      text ??= `export default ${execFileSync(process.execPath, ["--import", "tsx", PLAY], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] })};`;
      return text;
    },
  };
}
