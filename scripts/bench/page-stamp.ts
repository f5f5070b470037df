import { FIRST_SCREEN_MARK } from "../../src/playground/start/first-screen";

/**
 * The bench's one definition of "painted", as page code to put inside the text passed to
 * `page.evaluate` (text, because tsx would wrap a named function in a helper the page lacks):
 * `afterPaint()` resolves with `performance.now()` in the first task after the next paint — a
 * `requestAnimationFrame` callback runs just before the paint, a message posted from it just after.
 * The step, Stream lab and profile figures all stamp with it, so they measure the same thing.
 */
export const AFTER_PAINT_JS = `const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));`;

/**
 * Page code, true once the app's own page shows a whole trace: the counter at "n / total", nothing
 * loading, and no pre-rendered screen in the app's place (a plain visit's first screen or a shared
 * link's frame, painted before the app starts and inert until it does).
 */
export const APP_TRACE_SHOWN_JS = `(() => /^\\d+ \\/ \\d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "") && document.querySelector("main")?.getAttribute("aria-busy") === "false" && document.getElementById("root")?.hasAttribute(${JSON.stringify(FIRST_SCREEN_MARK)}) === false)()`;
