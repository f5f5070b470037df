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
