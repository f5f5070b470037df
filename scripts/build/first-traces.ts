/**
 * The traces a page can show before its engine worker has loaded, played at build time by
 * `playRequest` — the engine worker's own function — in each language, with the default provider,
 * no faults and the hand-made round (`src/playground/first-traces.ts` answers from them):
 *  - `virtual:first-traces`: the happy path, as a plain visit opens it;
 *  - `virtual:scenario-trace/<id>`: every other built-in, as a shared link (`?scenario=two-calls`)
 *    opens it, one small chunk each, fetched only for the scenario the link names;
 *  - `virtual:scenario-traces`: a map from each of those ids to the import of its chunk.
 * Played in a child Node process (`scripts/build/play-first-traces.ts`, through tsx, as the trace
 * command is), so the Vite config never loads the engine itself.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { PlayedTraces } from "./play-first-traces.ts";

const FIRST = "virtual:first-traces";
const INDEX = "virtual:scenario-traces";
const SCENARIO = "virtual:scenario-trace/";
const PLAY = fileURLToPath(new URL("./play-first-traces.ts", import.meta.url));

/** The module `id` (unresolved) is, given what was played; undefined for another id. */
export function traceModule(id: string, played: () => PlayedTraces): string | undefined {
  if (id === FIRST) return `export default ${JSON.stringify(played().first)};`;
  if (id === INDEX) {
    const entries = Object.keys(played().scenarios).map(
      (key) => `[${JSON.stringify(key)}, () => import(${JSON.stringify(SCENARIO + key)})]`,
    );
    return `export default new Map([${entries.join(", ")}]);`;
  }
  if (!id.startsWith(SCENARIO)) return undefined;
  const key = id.slice(SCENARIO.length);
  if (!Object.hasOwn(played().scenarios, key)) throw new Error(`no built-in trace for ${key}`);
  return `export default ${JSON.stringify(played().scenarios[key])};`;
}

/**
 * Serves the traces as modules of strings (parsed by the page only for the request it shows). The
 * page imports the first traces, and a link's scenario, dynamically as soon as its first chunk runs
 * (the built page's inline script has asked for them already: `first-preload.ts`): they are no part
 * of the first chunk (the initial JS budget), and the shell's paint never waits for them.
 */
export function firstTraces(): Plugin {
  let played: PlayedTraces | undefined;
  const play = (): PlayedTraces =>
    (played ??= JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", PLAY], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        stdio: ["ignore", "pipe", "pipe"],
      }),
    ) as PlayedTraces);
  return {
    name: "first-traces",
    resolveId: (id) => (id === FIRST || id === INDEX || id.startsWith(SCENARIO) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith("\0") ? traceModule(id.slice(1), play) : undefined),
  };
}
