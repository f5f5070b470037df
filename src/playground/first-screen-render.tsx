/**
 * The first screen of a first, plain visit (`start/first-screen.ts`), and a shared link's frames
 * (`start/link-screen.ts`), rendered by Solid's server renderer: the app as `main.tsx` starts it,
 * with the traces the build played (`virtual:first-traces`, `virtual:scenario-traces`). The build loads this module through Vite's SSR in Node
 * (`scripts/build/first-screen.ts`), with the browser's answers for the variant (its languages,
 * its media queries) set by the caller. Nothing here runs in a browser.
 */
import { renderToString } from "solid-js/web";
import firstTraces from "virtual:first-traces";
import { App } from "./shell/App";
import { LabProvider } from "./state/context";
import { createLabStore, type LabStore } from "./state/store";
import { pageAttributes } from "./state/prefs";
import type { StorageLike } from "./state/storage";
import { loadCatalog } from "../i18n/load";
import type { EngineClient } from "./engine-client";
import { PortalSinkContext } from "./ui/PagePortal";
import { MODAL_MARK, type FirstScreenVariant, type ScreenHtml } from "./start/first-screen";
import type { LinkFrame } from "./start/link-frame";
import scenarioTraces from "virtual:scenario-traces";
import { withFirstTraces, type FirstTrace } from "./first-traces";
import { FIRST_SCENARIO } from "./state/first-scenario";
import type { Lang } from "../text/langs";

/** An engine that plays nothing: the server renders only what was played at build time. */
const NO_ENGINE: EngineClient = {
  play: () => Promise.reject(new Error("nothing plays in the first screen's render")),
  glance: () => Promise.reject(new Error("nothing plays in the first screen's render")),
  idMatrix: () => Promise.reject(new Error("nothing plays in the first screen's render")),
  openFile: () => Promise.reject(new Error("nothing plays in the first screen's render")),
};

/** An empty storage of its own for each render: a first visit keeps nothing. */
function emptyStorage(): StorageLike {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
    key: (i) => [...kept.keys()][i] ?? null,
    get length() {
      return kept.size;
    },
  };
}

const engines = new WeakMap<readonly FirstTrace[], EngineClient>();

/** One engine per set of traces, so each trace is parsed once for all the frames rendered from it. */
function engineFor(traces: readonly FirstTrace[]): EngineClient {
  let engine = engines.get(traces);
  if (!engine) engines.set(traces, (engine = withFirstTraces(NO_ENGINE, traces)));
  return engine;
}

/** The app rendered to HTML for `search`, answering from `traces`, with the store it rendered. */
function renderApp(search: string, traces: readonly FirstTrace[]): ScreenHtml & { store: LabStore } {
  const portals: string[] = [];
  let store: LabStore | undefined;
  const root = renderToString(() => {
    store = createLabStore({ search, storage: emptyStorage(), engine: engineFor(traces) });
    return (
      <PortalSinkContext.Provider value={(html) => portals.push(html)}>
        <LabProvider store={store}>
          <App />
        </LabProvider>
      </PortalSinkContext.Provider>
    );
  });
  const made = store!;
  return {
    root,
    beside: portals.join(""),
    page: pageAttributes(made.lang(), made.theme(), made.projector()),
    store: made,
  };
}

/**
 * Renders the screen `variant` opens on. Refused unless it is the settled first screen: the whole
 * trace at frame 1, with the start card open over it.
 */
export async function renderFirstScreen(variant: FirstScreenVariant): Promise<ScreenHtml> {
  await loadCatalog(variant.lang);
  const { store, ...screen } = renderApp("", firstTraces);
  if (!store.trace()) throw new Error(`the first screen (${variant.lang}) has no trace played at build time`);
  if (store.lang() !== variant.lang) throw new Error(`the first screen for ${variant.lang} opened in ${store.lang()}`);
  if (!screen.beside.includes(MODAL_MARK)) throw new Error("the first screen's start card is not marked modal");
  return screen;
}

/** The built-ins a link's frame is pre-rendered for in `lang`: each id, with its traces in that language. */
export async function linkScenarios(lang: Lang): Promise<{ id: string; traces: readonly FirstTrace[] }[]> {
  const out = [{ id: FIRST_SCENARIO, traces: firstTraces }];
  for (const [id, byLang] of scenarioTraces) out.push({ id, traces: (await byLang[lang]()).default });
  return out;
}

/**
 * Renders the screen a link opens on (`LinkFrame`), from `traces` played at build time; with it, the
 * trace's length. Refused unless the whole trace is there, on that frame, with no start card.
 */
export async function renderLinkScreen(
  at: LinkFrame,
  traces: readonly FirstTrace[],
): Promise<ScreenHtml & { frames: number }> {
  await loadCatalog(at.lang);
  const { store, ...screen } = renderApp(`?scenario=${at.id}&lang=${at.lang}&frame=${at.frame}`, traces);
  const frames = store.trace()?.frames.length ?? 0;
  const counter = /data-testid="frame-counter"[^>]*>([^<]*)</.exec(screen.root)?.[1];
  if (frames === 0 || counter !== `${at.frame} / ${frames}`)
    throw new Error(`the link ${at.lang}/${at.id}/${at.frame} did not open on its frame of the whole trace`);
  if (screen.beside.includes(MODAL_MARK)) throw new Error(`the link ${at.lang}/${at.id} opened with the start card`);
  return { ...screen, frames };
}
