/**
 * Puts the app's code (`AppCode`, written by the build as JSON) into the page. On a first, plain visit
 * the stamp does it once the pre-rendered screen is painted: fetching and compiling the app's modules
 * beside the screen's own parse, style and layout would take a core from them on a two-core machine
 * (docs/performance.md). Any other
 * visit puts it in at once, from the head (`app-code-head.ts`), as the build's tags would have.
 */
import { APP_CODE_ID, APP_CODE_INSERTED, APP_CODE_MARK, type AppCode, type LinkFrames } from "./first-screen";

/** `value` as `LinkFrames`, or none when it is not one. */
function linkFramesOf(value: unknown): LinkFrames | undefined {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, "folder") || !Object.hasOwn(value, "frames"))
    return undefined;
  const { folder, frames } = value as LinkFrames;
  if (typeof folder !== "string" || typeof frames !== "object" || frames === null) return undefined;
  return Object.values(frames).every((n) => Number.isInteger(n)) ? { folder, frames } : undefined;
}

/**
 * Asks for the module at `href` as the page's own module scripts are fetched (`crossorigin`), so
 * their import finds this fetch.
 */
export function preloadModule(href: string): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.crossOrigin = "";
  link.href = href;
  document.head.append(link);
}

/** The build's JSON, or none when it wrote none (a build without a first screen keeps its tags). */
export function readAppCode(): AppCode | undefined {
  const text = document.getElementById(APP_CODE_ID)?.textContent;
  if (!text) return undefined;
  const code = JSON.parse(text) as unknown;
  if (typeof code !== "object" || code === null || !Object.hasOwn(code, "entry") || !Object.hasOwn(code, "preload"))
    return undefined;
  const { entry, preload } = code as AppCode;
  const traces = Object.hasOwn(code, "traces") ? (code as AppCode).traces : [];
  const links = Object.hasOwn(code, "links") ? linkFramesOf((code as AppCode).links) : undefined;
  const strings = (list: unknown) => Array.isArray(list) && list.every((p) => typeof p === "string");
  if (typeof entry !== "string" || !strings(preload) || !strings(traces)) return undefined;
  return links ? { entry, preload, traces, links } : { entry, preload, traces };
}

/**
 * Adds the module preloads and the entry script, as the build linked them; once per page. Without
 * `traces`, the first traces are left out of the preloads (the app fetches what it needs).
 */
export function insertAppCode(traces = true): void {
  const code = readAppCode();
  if (!code || document.querySelector(`script[${APP_CODE_MARK}]`)) return;
  for (const href of code.preload) if (traces || !code.traces.includes(href)) preloadModule(href);
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = code.entry;
  script.setAttribute(APP_CODE_MARK, "");
  document.head.append(script);
  document.dispatchEvent(new Event(APP_CODE_INSERTED));
}

/** Longest the app's code waits for the first screen to be presented (a safety net: it always is). */
const PRESENT_WAIT_MS = 1000;

/**
 * Runs `run` once the browser reports the first contentful paint: the screen is on the glass, not
 * only painted on the main thread. Rasterizing and presenting it take the cores after the main
 * thread's paint, and the app's modules compiled then would take a core from them. Without paint
 * timing, the first task after the next frame.
 */
function afterFirstPresented(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    setTimeout(run, 0);
  };
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(once);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(once, PRESENT_WAIT_MS);
}

/**
 * `insertAppCode(traces)` in the first task after the next paint (a link's frame just put in), or at
 * once on a hidden page, which paints no frame until it is shown.
 */
export function insertAppCodeAfterNextPaint(traces: boolean): void {
  if (document.visibilityState === "hidden") return insertAppCode(traces);
  requestAnimationFrame(() => setTimeout(() => insertAppCode(traces), 0));
}

/**
 * `insertAppCode` once the pre-rendered screen is presented, or at once on a hidden page (which
 * paints no frame until it is shown).
 */
export function insertAppCodeAfterPaint(): void {
  if (document.visibilityState === "hidden") return insertAppCode();
  afterFirstPresented(() => insertAppCode());
  // Hidden before that frame came: no frame will come until it is shown.
  document.addEventListener("visibilitychange", () => insertAppCode(), { once: true });
}
