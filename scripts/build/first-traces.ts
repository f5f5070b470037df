/**
 * The traces a page can show before its engine worker has loaded, played at build time by
 * `playRequest` — the engine worker's own function — in each language, with the default provider,
 * no faults and the hand-made round (`src/playground/first-traces.ts` answers from them):
 *  - `virtual:first-traces`: the happy path, as a plain visit opens it;
 *  - `virtual:scenario-trace/<lang>/<id>`: every other built-in, as a shared link (`?scenario=two-calls`)
 *    opens it, one small chunk per language, fetched only for the scenario and language the link opens;
 *  - `virtual:scenario-traces`: a map from each of those ids to the import of its chunk, by language.
 * Played in a child Node process (`scripts/build/play-first-traces.ts`, through tsx, as the trace
 * command is), so the Vite config never loads the engine itself.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { LANGS } from "../../src/text/langs.ts";
import type { PlayedTraces } from "./play-first-traces.ts";

const FIRST = "virtual:first-traces";
const INDEX = "virtual:scenario-traces";
const SCENARIO = "virtual:scenario-trace/";
const PLAY = fileURLToPath(new URL("./play-first-traces.ts", import.meta.url));

/** The language a first trace was played in (its key is the request's `firstTraceKey`). */
const langOf = (key: string): unknown => (JSON.parse(key) as unknown[])[2];

/** The module `id` (unresolved) is, given what was played; undefined for another id. */
export function traceModule(id: string, played: () => PlayedTraces): string | undefined {
  if (id === FIRST) return `export default ${JSON.stringify(played().first)};`;
  if (id === INDEX) {
    const entries = Object.keys(played().scenarios).map((key) => {
      const byLang = LANGS.map(
        (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${SCENARIO}${lang}/${key}`)})`,
      );
      return `[${JSON.stringify(key)}, { ${byLang.join(", ")} }]`;
    });
    return `export default new Map([${entries.join(", ")}]);`;
  }
  if (!id.startsWith(SCENARIO)) return undefined;
  const [lang, key = "", ...rest] = id.slice(SCENARIO.length).split("/");
  if (!Object.hasOwn(played().scenarios, key) || !LANGS.some((l) => l === lang) || rest.length > 0)
    throw new Error(`no built-in trace for ${id.slice(SCENARIO.length)}`);
  return `export default ${JSON.stringify(played().scenarios[key]!.filter((t) => langOf(t.key) === lang))};`;
}

/**
 * Serves the traces as modules of strings (parsed by the page only for the request it shows). The
 * page imports the first traces, or a link's scenario in its language, dynamically as soon as its first chunk runs
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
