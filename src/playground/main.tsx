import { render } from "solid-js/web";
import { App } from "./shell/App";
import { LabProvider } from "./state/context";
import { createLabStore } from "./state/store";
import { readLocation } from "./state/location";
import { openingLang } from "./state/session";
import { browserStorage, loadPreferences, readOnly } from "./state/storage";
import { loadCatalog } from "../i18n/load";
import { AudienceApp } from "./present/AudienceApp";
import { createEngineClient } from "./engine-client";
import { withFirstTraces, type FirstTrace } from "./first-traces";
import { afterFirstPaint } from "./paint";
import { takeFirstScreen } from "./first-screen";
import "./styles.css";
import "./screens.css";

const root = document.getElementById("root");
// Fetched at once, beside the styles (not in this chunk: the initial JS budget); if it cannot be,
// the worker plays the first trace too.
const firstTraces = import("virtual:first-traces").then(
  (m) => m.default,
  (): FirstTrace[] => [],
);

// Only the words of the language the page opens in (the other's load on a switch). Read-only: the
// store reads the preferences again and is the one to reset an unreadable copy and say so.
const storage = browserStorage();
const words = loadCatalog(openingLang(readLocation(location.search).location.lang, loadPreferences(storage && readOnly(storage)).prefs));

/** Replaces the shell from index.html with the app. */
function start(into: HTMLElement, traces: readonly FirstTrace[]) {
  // The built first screen (first-screen.ts), if it is up, is replaced in this one task by the app's
  // render of the same screen; what was pressed on it meanwhile is pressed again once the trace is in.
  const first = takeFirstScreen(into);
  into.textContent = "";
  const present = readLocation(location.search).location.present;
  render(() => {
    // An audience window follows its presenter and never writes the storage both windows share.
    const audience = present?.view === "audience" ? present : undefined;
    // A plain visit's happy path was played at build time: the whole trace is there at once.
    const engine = withFirstTraces(createEngineClient(), traces);
    const store = createLabStore(audience ? { persist: false, engine } : { engine });
    return <LabProvider store={store}>{audience ? <AudienceApp room={audience.room} /> : <App firstScreen={first.shown} />}</LabProvider>;
  }, into);
  if (first.shown) setTimeout(first.replay, 0);
}

// The page paints first — the shell, or on a plain first visit the first screen built into it — then
// the app replaces it as soon as its code, its words and the first traces are in. Words that cannot
// be fetched (offline before the precache finished) leave the keys on screen: never a blank page.
if (root) void Promise.all([firstTraces, afterFirstPaint(), words.catch(() => undefined)]).then(([traces]) => start(root, traces));
