/**
 * The first screen of a first, plain visit (`start/first-screen.ts`), rendered by Solid's server
 * renderer: the app as `main.tsx` starts it, with the happy path the build played
 * (`virtual:first-traces`). The build loads this module through Vite's SSR in Node
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
import { withFirstTraces } from "./first-traces";
import type { EngineClient } from "./engine-client";
import { PortalSinkContext } from "./ui/PagePortal";
import { MODAL_MARK, type FirstScreenVariant, type ScreenHtml } from "./start/first-screen";

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

/**
 * Renders the screen `variant` opens on. Refused unless it is the settled first screen: the whole
 * trace at frame 1, with the start card open over it.
 */
export async function renderFirstScreen(variant: FirstScreenVariant): Promise<ScreenHtml> {
  await loadCatalog(variant.lang);
  const portals: string[] = [];
  let store: LabStore | undefined;
  const root = renderToString(() => {
    store = createLabStore({ search: "", storage: emptyStorage(), engine: withFirstTraces(NO_ENGINE, firstTraces) });
    return (
      <PortalSinkContext.Provider value={(html) => portals.push(html)}>
        <LabProvider store={store}>
          <App />
        </LabProvider>
      </PortalSinkContext.Provider>
    );
  });
  const beside = portals.join("");
  if (!store?.trace()) throw new Error(`the first screen (${variant.lang}) has no trace played at build time`);
  if (store.lang() !== variant.lang) throw new Error(`the first screen for ${variant.lang} opened in ${store.lang()}`);
  if (!beside.includes(MODAL_MARK)) throw new Error("the first screen's start card is not marked modal");
  return { root, beside, page: pageAttributes(store.lang(), store.theme(), store.projector()) };
}
