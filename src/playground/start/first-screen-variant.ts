/**
 * Which pre-rendered first screen (`first-screen.ts`) a page shows, read from the address, the
 * storages and the media queries alone: small, with no Solid, since the inline stamp runs it.
 */
import { KEPT_PREFIX, type StorageLike } from "../state/storage";
import { pageLang } from "../state/opening-lang";
import { systemTheme } from "../state/system-theme";
import { isNarrow } from "../player/narrow";
import type { FirstScreenVariant } from "./first-screen";

/**
 * The variant a page opened with `search` shows first, or none when it is not a first, plain visit:
 * a query points somewhere on purpose, and anything kept (a position, a theme, a dismissed start
 * card, a draft) may change the screen. Storage that cannot be read keeps nothing: a first visit.
 */
export function firstScreenVariant(
  search: string,
  storage: StorageLike | undefined,
  sessionStorage: StorageLike | undefined,
): FirstScreenVariant | undefined {
  if (!isPlainVisit(search, storage, sessionStorage)) return undefined;
  return { lang: pageLang(search, storage), theme: systemTheme(), narrow: isNarrow() };
}

/** A first, plain visit: no query, and nothing of the lab's kept in either storage. */
export function isPlainVisit(
  search: string,
  storage: StorageLike | undefined,
  sessionStorage: StorageLike | undefined,
): boolean {
  return search.replace(/^\?/, "") === "" && !keepsAnything(storage) && !keepsAnything(sessionStorage);
}

/** True when `storage` holds any of the lab's keys. */
export function keepsAnything(storage: StorageLike | undefined): boolean {
  if (!storage) return false;
  try {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(KEPT_PREFIX)) return true;
    return false;
  } catch {
    // A storage that throws on reading is one the app cannot keep anything in either.
    return false;
  }
}
