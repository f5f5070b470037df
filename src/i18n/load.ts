/**
 * The page loads one language's words at a time: the person's before the app first renders, the
 * other when they switch to it (each its own chunk, both precached for offline use).
 */
import type { Lang } from "../text/langs";
import { addCatalog, addLaterWords, loadedCatalogs } from "./message";

const LOADERS: Record<Lang, () => Promise<void>> = {
  en: () => import("./catalog-en").then((m) => addCatalog("en", m.catalogEn)),
  "zh-CN": () => import("./catalog-zh-CN").then((m) => addCatalog("zh-CN", m.catalogZhCN)),
};
const loading = new Map<Lang, Promise<void>>();

/** Resolves once `lang`'s catalog is registered (at once when it already is); one fetch per language. */
export function loadCatalog(lang: Lang): Promise<void> {
  if (loadedCatalogs[lang]) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    // A failed fetch (offline before the precache finished) may be tried again on the next switch.
    pending = LOADERS[lang]().catch((error: unknown) => {
      loading.delete(lang);
      throw error;
    });
    loading.set(lang, pending);
  }
  return pending;
}

let lensWords: Promise<void> | undefined;

/**
 * Resolves once the version lens's words are registered, both languages (a small chunk of their
 * own): the lens's sentences reach the screen only in a trace played with the lens, which waits for
 * this, so a person who never turns it on never fetches them.
 */
export function loadLensWords(): Promise<void> {
  lensWords ??= import("./lens").then(
    (m) => addLaterWords({ en: m.lensEn, "zh-CN": m.lensZhCN }),
    (error: unknown) => {
      lensWords = undefined;
      throw error;
    },
  );
  return lensWords;
}
