/**
 * The built page asks for everything its first frame needs while its HTML is parsed, not only the
 * entry chunk: the first traces (`virtual:first-traces`, the same for every language) as
 * `<link rel="modulepreload">`, and the words of the language the page opens in (with the traces
 * of the built-in a shared link names) through a small inline script (`src/playground/start/preload-words.ts`, bundled here with the app's own rule for
 * the language). Before, both were asked for only once the entry chunk had arrived and run: a second
 * round trip before frame 1. Which files those are is `firstFrameFiles`, the budget's own reading.
 * Only the build: the dev server serves modules one by one.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { inlineScript, scriptText } from "./inline-script.ts";
import { firstFrameFiles, type AssetLike, type ChunkLike } from "./bundle-budget.ts";
import { FIRST_TRACES_MARK } from "../../src/playground/start/first-screen.ts";

const PRELOAD_WORDS = fileURLToPath(new URL("../../src/playground/start/preload-words.ts", import.meta.url));

/**
 * The inline script: `preload-words.ts` bundled into one classic script, with each language's files
 * and each built-in's traces (what a shared link to it shows first) written in.
 */
export function preloadWordsScript(
  words: Record<string, string[]>,
  scenarios: Record<string, string[]> = {},
): Promise<string> {
  return inlineScript(PRELOAD_WORDS, {
    __WORDS_FILES__: JSON.stringify(words),
    __SCENARIO_FILES__: JSON.stringify(scenarios),
  });
}

/**
 * `html` with the first traces' preload links (marked: `AppCode.traces`) and `script` (which adds
 * the words' links) at the end of its head: a shared link asks for them beside the app's code, and
 * a plain visit's script waits for the parsed page itself.
 */
export function withFirstPreloads(html: string, traces: string[], script: string): string {
  const links = traces
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}" ${FIRST_TRACES_MARK}>`)
    .join("");
  if (!html.includes("</head>")) throw new Error("index.html has no </head> to put the first frame's preloads in");
  return html.replace("</head>", `${links}<script>${scriptText(script)}</script></head>`);
}

/** The plugin: runs after Vite has written its own tags into index.html, when the bundle is known. */
export function firstPreload(): Plugin {
  let base = "./";
  return {
    name: "first-preload",
    apply: "build",
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        if (!context.bundle) return html;
        const { words, traces, scenarios } = firstFrameFiles(
          context.bundle as unknown as Record<string, ChunkLike | AssetLike>,
        );
        if (words.size === 0 || traces.length === 0)
          throw new Error("the build has no language catalog or no first traces to preload");
        // Module scripts only (a chunk's CSS comes with the app's own stylesheet links).
        const href = (files: string[]) => files.filter((f) => f.endsWith(".js")).map((f) => `${base}${f}`);
        const script = await preloadWordsScript(
          Object.fromEntries([...words].map(([lang, files]) => [lang, href(files)])),
          Object.fromEntries([...scenarios].map(([id, files]) => [id, href(files)])),
        );
        return withFirstPreloads(html, href(traces), script);
      },
    },
  };
}
