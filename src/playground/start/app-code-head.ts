/**
 * Inlined into the built index.html's head where the app's module script was (`scripts/build/first-screen.ts`):
 * a visit that gets no pre-rendered screen loads the app's code at once, as early as the build's own
 * tags would have; a first, plain visit leaves it to the stamp, after the screen's paint (`app-code.ts`).
 * A shared link to a pre-rendered frame (`link-frame.ts`) asks for that frame alone first, and for
 * the app's code once the frame is painted, or at once if the frame cannot be had.
 */
import { browserSessionStorage, browserStorage } from "../state/storage";
import { insertAppCode, insertAppCodeAfterNextPaint, readAppCode } from "./app-code";
import { isPlainVisit } from "./first-screen-variant";
import { FIRST_SCENARIO } from "../state/first-scenario";
import { prerenderedFrame } from "./link-frame";
import { showLinkFrame } from "./link-screen";

/** Longest the app's code waits for a link's frame. */
const LINK_FRAME_WAIT_MS = 2000;

// A link to another scenario shows that scenario's traces (`start/preload-words.ts` asks for them),
// never the first scenario's.
const scenario = new URLSearchParams(location.search).get("scenario");
const traces = scenario === null || scenario === FIRST_SCENARIO;
const [storage, session] = [browserStorage(), browserSessionStorage()];
if (!isPlainVisit(location.search, storage, session)) {
  const links = readAppCode()?.links;
  const at = prerenderedFrame(location.search, storage, session, links);
  if (links && at) {
    void showLinkFrame(links.folder, at).then((shown) =>
      shown ? insertAppCodeAfterNextPaint(traces) : insertAppCode(traces),
    );
    // A frame that is slow to come never holds the app back for long (the code is put in once).
    setTimeout(() => insertAppCode(traces), LINK_FRAME_WAIT_MS);
  } else insertAppCode(traces);
}
