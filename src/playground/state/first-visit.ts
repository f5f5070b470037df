import { createSignal, type Accessor } from "solid-js";
import { loadStarted, saveStarted, type StorageLike } from "./storage";

/** The start card's state: shown on a first, plain visit; dismissed for good once a way in is chosen. */
export interface FirstVisit {
  /** The start card is on screen. */
  open: Accessor<boolean>;
  /** Closes the card and remembers it. */
  dismiss(): void;
  /** Shows the card again (the "all scenarios" button), without forgetting the first dismissal. */
  reopen(): void;
}

/**
 * Creates the start card's state. It greets only a plain visit (no query at all) from a browser that
 * has not dismissed it: a link points somewhere on purpose — a teacher's frame, a quiz question — and
 * opens there. `search` is the address the page was opened with, before the app rewrites it.
 */
export function createFirstVisit(storage: StorageLike | undefined, search: string): FirstVisit {
  const [open, setOpen] = createSignal(search.replace(/^\?/, "") === "" && !loadStarted(storage));
  return {
    open,
    dismiss() {
      setOpen(false);
      saveStarted(storage);
    },
    reopen: () => setOpen(true),
  };
}

// The address the page was opened with, read when the app's code loads: the store rewrites the URL
// (with the frame and language) once the first trace is on screen.
const OPENED_WITH = globalThis.location?.search ?? "";
const byStorage = new WeakMap<object, FirstVisit>();
const NO_STORAGE = {};

/** The page's one start-card state, shared by the card and the "all scenarios" button. */
export function firstVisitOf(lab: { storage: StorageLike | undefined }): FirstVisit {
  const key = lab.storage ?? NO_STORAGE;
  let state = byStorage.get(key);
  if (!state) byStorage.set(key, (state = createFirstVisit(lab.storage, OPENED_WITH)));
  return state;
}
