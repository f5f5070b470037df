let painted: Promise<void> | undefined;

/**
 * Resolves once the page has painted its first content (the browser's own `first-contentful-paint`
 * entry), so starting the engine worker never delays frame 1. Falls back to the next frame where the
 * browser does not report paints. One promise for the page: once the paint has happened, waiting
 * for it again costs a microtask, not another task (in which a frame could be painted).
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return Promise.resolve();
  return (painted ??= new Promise((resolve) => {
    const nextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint"))
      return nextFrame();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  }));
}

/**
 * Runs `run` once the browser has painted, behind the tasks that were already waiting when it
 * painted (or soon, where nothing paints: a hidden page, a test). The frame callback runs just
 * before the paint; the task it queues runs just after it, and queues `run` behind whatever else
 * the frame queued (a message, a timer, a key's task). So `run` never stands between the paint and
 * what was waiting for it: a step's address write (`history.replaceState`) holds the thread far
 * longer than its CPU time, because it waits on the browser process.
 */
export function afterPaint(run: () => void): void {
  const hidden = globalThis.document?.visibilityState === "hidden";
  if (hidden || typeof globalThis.requestAnimationFrame !== "function") setTimeout(run, 0);
  else globalThis.requestAnimationFrame(() => setTimeout(() => setTimeout(run, 0), 0));
}

/**
 * Works out the page's style and layout now, in the task that changed it, instead of in the next
 * frame. A keystroke lands with most of a frame's time idle before the next one; laid out in that
 * idle time, the next frame has only its paint left, so the change reaches the screen sooner. The
 * work is the same, done once: the frame finds the layout clean. (The player's steps need no call:
 * keeping the current stage in view already reads the layout in the key's task.)
 */
export function layOutNow(): void {
  void globalThis.document?.documentElement.offsetHeight;
}
