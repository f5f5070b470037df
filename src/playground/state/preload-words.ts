/**
 * Inlined into the built index.html (`scripts/build/first-preload.ts`) as a classic script, run while the
 * page is parsed: asks at once for the words of the language the page opens in, and the traces of
 * the built-in a shared link names (`?scenario=`), beside the app's first chunk. Without it they were asked for only once that chunk had arrived and run, one more
 * round trip before frame 1.
 * The app decides the language again when it starts, by the same rule (`pageLang`); this only
 * starts the fetch, and a page the rule reads otherwise later costs one fetch, never a wrong word.
 */
import type { Lang } from "../../text/langs";
import { pageLang } from "./opening-lang";
import { browserStorage } from "./storage";

/** Each language's words: the files to fetch (written in by the build). */
declare const __WORDS_FILES__: Record<Lang, string[]>;
/** Each built-in's default traces, by `<lang>/<id>`: the files to fetch (written in by the build). */
declare const __SCENARIO_FILES__: Record<string, string[]>;

const lang = pageLang(location.search, browserStorage());
// A shared link's built-in: its traces in the page's language, played at build time, show the whole trace at once.
const scenario = `${lang}/${new URLSearchParams(location.search).get("scenario") ?? ""}`;
const traces = Object.hasOwn(__SCENARIO_FILES__, scenario) ? __SCENARIO_FILES__[scenario]! : [];

for (const href of [...__WORDS_FILES__[lang], ...traces]) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  // As the page's own module scripts are fetched (`crossorigin`), so the import finds this fetch.
  link.crossOrigin = "";
  link.href = href;
  document.head.append(link);
}
