import { lazy } from "solid-js";
import { render } from "solid-js/web";
import { App } from "./shell/App";
import { LabProvider } from "./state/context";
import { createLabStore } from "./state/store";
import { readLocation } from "./state/location";
import { pageLang } from "./state/opening-lang";
import { browserStorage } from "./state/storage";
import { loadCatalog } from "../i18n/load";
import { createEngineClient } from "./engine-client";
import { withFirstTraces, type FirstTrace } from "./first-traces";
import scenarioTraces from "virtual:scenario-traces";
import { afterFirstPaint } from "./paint";
import { giveEarlyInput, takeFirstScreen } from "./start/first-screen-app";
import "./styles.css";
import "./screens.css";

const root = document.getElementById("root");
// Only an audience window (the room's, opened by the presenter) needs its app: a chunk of its own.
const AudienceApp = lazy(() => import("./present/AudienceApp").then((m) => ({ default: m.AudienceApp })));
const opening = readLocation(location.search).location;
// Only the words of the language the page opens in (the other's load on a switch). The built page
// has already asked for them while its HTML was parsed (`start/preload-words.ts`), by the same rule.
const lang = pageLang(location.search, browserStorage());
const words = loadCatalog(lang);

// Fetched at once, beside the styles (not in this chunk: the initial JS budget): a shared link's
// built-in scenario's traces in the page's language, else the plain visit's; if they cannot be,
// the worker plays them too. A link to another built-in never waits for the happy path's.
const linked = scenarioTraces.get(opening.scenario)?.[lang];
const firstTraces = (linked ? linked() : import("virtual:first-traces")).then(
  (m): readonly FirstTrace[] => m.default,
  () => [],
);

/**
 * Replaces the shell from index.html, or the pre-rendered first screen (`start/first-screen.ts`),
 * with the app, in one task; then gives the app what was pressed before it started.
 */
function start(into: HTMLElement, traces: readonly FirstTrace[]) {
  const early = takeFirstScreen(into);
  const present = opening.present;
  render(() => {
    // An audience window follows its presenter and never writes the storage both windows share.
    const audience = present?.view === "audience" ? present : undefined;
    // A plain visit's happy path, and a link's built-in, were played at build time: the whole trace is
    // there at once (and played again in the worker, which replaces it should they differ).
    const engine = withFirstTraces(createEngineClient(), traces);
    const store = createLabStore(audience ? { persist: false, engine } : { engine });
    return <LabProvider store={store}>{audience ? <AudienceApp room={audience.room} /> : <App />}</LabProvider>;
  }, into);
  // After the tasks the first render queued (focusing the stage), as a person's key would come.
  if (early.length) setTimeout(() => giveEarlyInput(early), 0);
}

/**
 * The build links the app's stylesheets as `media="print"` (`scripts/build/deferred-styles.ts`), so they
 * never hold up the shell's paint; the app starts once they are in, and applies them.
 */
function stylesheets(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred-style]")];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((done) => {
          const apply = () => ((link.media = "all"), done());
          if (link.sheet) return apply();
          link.addEventListener("load", apply, { once: true });
          link.addEventListener("error", apply, { once: true });
        }),
    ),
  );
}

// The shell paints first (the browser's first contentful paint: a person sees the page at once),
// then the app replaces it as soon as its code and styles are in — with no frame waited for, since
// the shell is already on screen by then.
// Words that cannot be fetched (offline before the precache finished) leave the keys on screen: still
// a working page, never a blank one.
if (root)
  void Promise.all([firstTraces, afterFirstPaint(), stylesheets(), words.catch(() => undefined)]).then(([traces]) =>
    start(root, traces),
  );
