/**
 * Inlined into the built index.html's head (`scripts/build/first-preload.ts`) as a classic script:
 * asks for the words of the language the page opens in, and the traces of the built-in a shared
 * link names (`?scenario=`), beside the app's first chunk, not once that chunk has arrived and run
 * (one more round trip before frame 1). The app decides the language again when it starts, by the
 * same rule (`pageLang`); this only starts the fetch, and a page the rule reads otherwise later
 * costs one fetch, never a wrong word.
 */
import type { Lang } from "../../text/langs";
import { pageLang } from "../state/opening-lang";
import { browserSessionStorage, browserStorage } from "../state/storage";
import { isPlainVisit } from "./first-screen-variant";
import { prerenderedFrame } from "./link-frame";
import { preloadModule, readAppCode } from "./app-code";
import { APP_CODE_INSERTED } from "./first-screen";

/** Each language's words: the files to fetch (written in by the build). */
declare const __WORDS_FILES__: Record<Lang, string[]>;
/** Each built-in's default traces, by `<lang>/<id>`: the files to fetch (written in by the build). */
declare const __SCENARIO_FILES__: Record<string, string[]>;

/** Asks for the words, and a shared link's built-in's traces, as module preloads. */
function preload(): void {
  const lang = pageLang(location.search, storage);
  // A shared link's built-in: its traces in the page's language, played at build time, show the whole trace at once.
  const scenario = `${lang}/${new URLSearchParams(location.search).get("scenario") ?? ""}`;
  const files = __SCENARIO_FILES__; // written in once, not at each use
  const traces = Object.hasOwn(files, scenario) ? files[scenario]! : [];
  for (const href of [...__WORDS_FILES__[lang], ...traces]) preloadModule(href);
}

// From the head. A visit that paints nothing before the app asks at once, beside the app's code
// (`app-code-head.ts`). A plain visit asks once its HTML is parsed, and a link to a
// pre-rendered frame once the app's code is asked for: the screen's own parse and paint come first.
const [storage, session] = [browserStorage(), browserSessionStorage()];
if (isPlainVisit(location.search, storage, session))
  document.addEventListener("DOMContentLoaded", preload, { once: true });
else if (prerenderedFrame(location.search, storage, session, readAppCode()?.links))
  document.addEventListener(APP_CODE_INSERTED, preload, { once: true });
else preload();
