/**
 * The service worker's background work waits while an editor opens (docs/offline.md). Opening the
 * Tool lab cold is a race for the machine's cores: its TypeScript worker parses and checks the
 * declarations while the page builds Monaco, and a first visit's precache installing meanwhile
 * takes the service worker's thread and the browser's IO from both. And the editors' files fetched
 * before the service worker controlled the page were never cached, so an editor opened in the first
 * seconds of a first visit would not open offline later.
 *
 * Stepping is such a race too: an install during the first steps runs between the frames being
 * drawn. So the precache starts only after a quiet moment (`whenQuiet`: no key, click or wheel for
 * `PRECACHE_DELAY_MS`).
 *
 * And: an editor that loads Monaco holds the background work (`holdForEditor`) until its language
 * service has answered (`editorSettled`, the first markers) or `HOLD_LIMIT_MS` has passed. The
 * service worker registers only when no hold is left (`whenNoEditorOpening`), and then the page asks
 * it to keep the editors' files it loaded (`keepEditorFiles`), from the browser's HTTP cache.
 */
import { KEEP_EDITORS_MESSAGE } from "./offline-names";

/**
 * The longest an editor holds the background work: longer than its language service's first answer
 * takes on a loaded machine. A module with no problem gives no markers at all, so this limit is what
 * ends the hold then.
 */
export const HOLD_LIMIT_MS = 8000;

/**
 * How long the page must be left alone (no key, click or wheel) before a first visit's precache may
 * start, counted from the first paint. A person who opens an editor at once holds it until the
 * editor has settled; one stepping through the first trace moves it on with every key, so the
 * install (the service worker's thread and the browser's IO, on the cores that draw the frames)
 * happens while they read instead.
 * What it costs: a visit is offline-ready this much later than its last input.
 */
export const PRECACHE_DELAY_MS = 2000;

/** However busy the person is, the precache starts this long after the first paint: a visit is never left without offline support for long. */
export const PRECACHE_LIMIT_MS = 30_000;

/** The input that says a person is at the page (a touch or pen gives `pointerdown` too). */
const INPUT_EVENTS = ["keydown", "pointerdown", "wheel"] as const;

/**
 * Resolves once `target` has seen no input for `quietMs` (counted from now), or `limitMs` after
 * now, whichever comes first. Listens in the capture phase, passively: it never delays the input.
 */
export function whenQuiet(
  target: EventTarget,
  quietMs = PRECACHE_DELAY_MS,
  limitMs = PRECACHE_LIMIT_MS,
): Promise<void> {
  return new Promise<void>((go) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      for (const type of INPUT_EVENTS) target.removeEventListener(type, restart, true);
      go();
    };
    const limit = setTimeout(done, limitMs);
    for (const type of INPUT_EVENTS) target.addEventListener(type, restart, { capture: true, passive: true });
    restart();
  });
}

/** Resolves when the service worker may be registered: after a quiet moment (`whenQuiet` on `target`), once no editor is opening. */
export function whenPrecacheMayStart(target: EventTarget = globalThis): Promise<void> {
  return whenQuiet(target).then(whenNoEditorOpening);
}

let holds = 0;
let waiting: (() => void)[] = [];
/** The holds not yet ended, oldest first: `editorSettled` ends the oldest. */
const releases = new Set<() => void>();

/** One hold ended: when it was the last, what waited for none goes on. */
function release(): void {
  holds = Math.max(0, holds - 1);
  if (holds > 0) return;
  const ready = waiting;
  waiting = [];
  for (const go of ready) go();
}

/** An editor that loads Monaco is opening: background work waits until it settles (at most `HOLD_LIMIT_MS`). */
export function holdForEditor(): void {
  holds += 1;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    clearTimeout(limit);
    releases.delete(end);
    release();
  };
  const limit = setTimeout(end, HOLD_LIMIT_MS);
  releases.add(end);
}

/** An editor's language service answered (or the editor went away): ends the oldest hold, if any. */
export function editorSettled(): void {
  const [oldest] = releases;
  oldest?.();
}

/** Resolves once no editor is opening (at once when none is). */
export function whenNoEditorOpening(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((go) => waiting.push(go));
}

/** This page's own files it has loaded so far (scripts, styles, fonts, worker scripts), as full URLs. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
}

let watching = false;

/**
 * Files an editor loads later (the schema contrast's sandbox, say) are kept too: a second after the
 * page's last new file, it asks again (the service worker skips what it has).
 */
function watchLaterFiles(): void {
  if (watching || typeof PerformanceObserver !== "function") return;
  watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void keepEditorFiles(), 1000);
  }).observe({ type: "resource" });
}

/**
 * Once no editor is opening and a service worker is active, asks it to keep the files this page
 * loaded; it keeps only the editors' (the precache has the rest) and skips those it has. Where there
 * is no service worker (development, an old browser) this waits forever, doing nothing.
 */
export async function keepEditorFiles(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await whenNoEditorOpening();
  const registration = await navigator.serviceWorker.ready;
  // Files may have arrived while the service worker installed: the list is made now.
  registration.active?.postMessage({ type: KEEP_EDITORS_MESSAGE, urls: loadedFiles() });
  watchLaterFiles();
}

/** A page closed before its editor settled: the service worker, if it controls the page, keeps what it loaded. */
function keepOnLeaving(): void {
  if (holds > 0) navigator.serviceWorker?.controller?.postMessage({ type: KEEP_EDITORS_MESSAGE, urls: loadedFiles() });
}

if (typeof addEventListener === "function" && typeof document !== "undefined")
  addEventListener("pagehide", keepOnLeaving);
