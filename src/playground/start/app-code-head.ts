/**
 * Inlined into the built index.html's head where the app's module script was (`scripts/build/first-screen.ts`):
 * a visit that gets no pre-rendered screen loads the app's code at once, as early as the build's own
 * tags would have; a first, plain visit leaves it to the stamp, after the screen's paint (`app-code.ts`).
 */
import { browserSessionStorage, browserStorage } from "../state/storage";
import { insertAppCode } from "./app-code";
import { isPlainVisit } from "./first-screen-variant";

if (!isPlainVisit(location.search, browserStorage(), browserSessionStorage())) insertAppCode();
