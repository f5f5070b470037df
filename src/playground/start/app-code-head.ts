/**
 * Inlined into the built index.html's head where the app's module script was (`scripts/build/first-screen.ts`):
 * a visit that gets no pre-rendered screen loads the app's code at once, as early as the build's own
 * tags would have; a first, plain visit leaves it to the stamp, after the screen's paint (`app-code.ts`).
 */
import { browserSessionStorage, browserStorage } from "../state/storage";
import { insertAppCode } from "./app-code";
import { isPlainVisit } from "./first-screen-variant";
import { FIRST_SCENARIO } from "../state/first-scenario";

// A link to another scenario shows that scenario's traces (`state/preload-words.ts` asks for them),
// never the first scenario's.
const scenario = new URLSearchParams(location.search).get("scenario");
if (!isPlainVisit(location.search, browserStorage(), browserSessionStorage()))
  insertAppCode(scenario === null || scenario === FIRST_SCENARIO);
