/** Browser figures: paints, measured as people see them. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { AFTER_PAINT_JS, APP_TRACE_SHOWN_JS } from "./page-stamp";

/**
 * Watches a page from its first script on. In each animation frame it looks for the frame the link
 * opens on (frame 1: `view-definition`; another, `frame=N`: the counter at N) and for the counter
 * showing the trace's total ("N / total"; before it, "N / …" or "– / –"); the first time each is in
 * the document, it posts a message, which runs as the first task after that frame's paint — the
 * paint that shows it — and stamps `window.__shown` / `window.__whole`.
 */
const watch = (frame: number) => `(() => {
  let settle;
  window.__stamped = new Promise((resolve) => (settle = resolve));
  const stamp = (name) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { window[name] ??= performance.now(); if (name === "__whole") settle(); };
    channel.port2.postMessage(0);
  };
  const look = () => requestAnimationFrame(() => {
    const counter = document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "";
    const definition = ${frame} === 1 ? document.querySelector('[data-testid="view-definition"]') : /^${frame} \\/ /.test(counter);
    if (definition && window.__shownAsked === undefined) { window.__shownAsked = true; stamp("__shown"); }
    if (definition && /^${frame} \\/ \\d+$/.test(counter)) { window.__wholeTotal = counter; stamp("__whole"); return; }
    look();
  });
  look();
  // The browser's own time for when the largest content was presented (its paint on screen, not a
  // task after the main thread's paint): the last entry before the page settles.
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
})()`;

/** Page code: a promise settled once the browser has reported its first contentful paint. */
const FIRST_PAINT_JS = `new Promise((resolve) => {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted()) return resolve();
  const observer = new PerformanceObserver(() => painted() && (observer.disconnect(), resolve()));
  observer.observe({ type: "paint", buffered: true });
})`;

/**
 * A fresh load (empty cache): the browser's first contentful paint; for the app also when the
 * link's frame (frame 1 unless it says `frame=N`) was painted, when the whole trace was (the counter showing its total, checked again once the page
 * settles: the figure is refused if the total moved), and the JS/CSS fetched before frame 1 was
 * painted — what the first frame needed (the shell paints before any of it).
 */
export async function firstPaint(
  browser: Browser,
  url: string,
): Promise<{ ms: number; shownMs: number; wholeMs: number; lcpMs: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const blank = url.includes("/blank/");
  if (!blank) await context.addInitScript(watch(Number(new URL(url).searchParams.get("frame") ?? 1)));
  const page = await context.newPage();
  await page.goto(url);
  // Waited for with promises the page settles, never `waitForFunction`: that first injects
  // Playwright's own script into the page, main-thread work inside the window being measured.
  await page.evaluate(blank ? FIRST_PAINT_JS : `window.__stamped.then(() => ${FIRST_PAINT_JS})`);
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const w = window as unknown as { __shown?: number; __whole?: number; __wholeTotal?: string };
    const files = performance
      .getEntriesByType("resource")
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).responseEnd <= (w.__shown ?? paint) &&
          /\.(js|css)$/.test(new URL(e.name).pathname),
      )
      .map((e) => new URL(e.name).pathname);
    return { ms: paint, shownMs: w.__shown ?? NaN, wholeMs: w.__whole ?? NaN, total: w.__wholeTotal, files };
  });
  let lcpMs = NaN;
  if (!blank) {
    await page.waitForFunction(waitForTrace);
    await page.waitForFunction(() => document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false");
    const settled = await page.textContent('[data-testid="frame-counter"]');
    if (settled !== result.total)
      throw new Error(
        `the counter showed ${result.total}, then settled on ${settled}: the first total was not the whole trace`,
      );
    lcpMs = (await page.evaluate(() => (window as { __lcp?: number }).__lcp)) ?? NaN;
  }
  await context.close();
  return { ms: result.ms, shownMs: result.shownMs, wholeMs: result.wholeMs, lcpMs, files: result.files };
}

const waitForTrace = APP_TRACE_SHOWN_JS;

/**
 * Key press to the next painted frame, `steps` times. Each sample runs from the `keydown` to the
 * first task after the following paint (a rAF, then a message: the message runs once the frame is
 * on screen). Refuses the figure if a key did not move the replay.
 */
export async function stepToPaint(
  browser: Browser,
  url: string,
  steps: number,
): Promise<{ painted: number[]; handled: number[]; from: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&frame=1&lang=en`);
  await page.waitForFunction(waitForTrace);
  // Passed as text: tsx would otherwise wrap named functions in a helper the page does not have.
  const { out, handled, moved, from } = (await page.evaluate(`(async () => {
    const out = [];
    const handled = [];
    const from = [];
    let moved = 0;
    const counter = () => document.querySelector('[data-testid="frame-counter"]').textContent;
    ${AFTER_PAINT_JS}
    for (let i = 0; i < ${steps}; i++) {
      await afterPaint();
      const before = counter();
      const [n, total] = before.split(" / ").map(Number);
      from.push(n);
      const t0 = performance.now();
      window.dispatchEvent(new KeyboardEvent("keydown", { key: n === total ? "Home" : "ArrowRight", bubbles: true }));
      handled.push(performance.now() - t0);
      const t1 = await afterPaint();
      out.push(t1 - t0);
      if (counter() !== before) moved++;
    }
    return { out, handled, moved, from };
  })()`)) as { out: number[]; handled: number[]; moved: number; from: number[] };
  await context.close();
  if (moved !== steps) throw new Error(`only ${moved} of ${steps} steps moved the replay`);
  return { painted: out, handled, from };
}

/**
 * Opens a big scenario file in the page and measures, while its trace builds, the longest gap
 * between painted frames on the main thread: what a person would feel as a freeze.
 */
export async function longestFrameGapWhileBuilding(
  browser: Browser,
  url: string,
  fileText: string,
): Promise<{ gapMs: number; buildMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&lang=en`);
  await page.waitForFunction(waitForTrace);
  await page.evaluate(`(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (now) => { window.__gaps.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  // From a file on disk: Playwright hands the path to the browser (no page-side script building the
  // File from a buffer, whose own work would be counted as the app's).
  const path = join(mkdtempSync(join(tmpdir(), "tcl-bench-")), "big.json");
  writeFileSync(path, fileText);
  const before = (await page.textContent('[data-testid="frame-counter"]')) ?? "";
  const t0 = Date.now();
  await page.setInputFiles('[data-testid="open-scenario-file"]', path);
  // The big trace is in when the counter shows another total and the workspace is no longer busy.
  const total = (text: string) => text.split(" / ")[1];
  await page.waitForFunction(
    `(() => { const t = document.querySelector('[data-testid="frame-counter"]').textContent; return /^\\d+ \\/ \\d+$/.test(t) && t.split(" / ")[1] !== ${JSON.stringify(total(before))} && document.querySelector("main").getAttribute("aria-busy") === "false"; })()`,
  );
  const buildMs = Date.now() - t0;
  const gapMs = (await page.evaluate(
    `(() => { window.__stop = true; return Math.max(...window.__gaps); })()`,
  )) as number;
  await context.close();
  return { gapMs, buildMs };
}

/**
 * Presenter key press to the audience window's next painted frame, `steps` times: the key is
 * dispatched in the presenter; the audience stamps the first task after the paint that shows the
 * new counter. Both stamps are absolute (`timeOrigin + now()`), so the two windows compare.
 */
export async function presenterToAudience(browser: Browser, url: string, steps: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const presenter = await context.newPage();
  await presenter.goto(`${url}?scenario=second-round&frame=1&lang=en`);
  await presenter.waitForFunction(waitForTrace);
  const [audience] = await Promise.all([context.waitForEvent("page"), presenter.click('[data-testid="present-open"]')]);
  await audience.waitForFunction(waitForTrace);
  await audience.evaluate(`(() => {
    window.__painted = [];
    const counter = document.querySelector('[data-testid="frame-counter"]');
    new MutationObserver(() => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__painted.push(performance.timeOrigin + performance.now());
      channel.port2.postMessage(0);
    })).observe(counter, { childList: true, characterData: true, subtree: true });
  })()`);
  const out: number[] = [];
  for (let i = 0; i < steps; i++) {
    const seen = (await audience.evaluate("window.__painted.length")) as number;
    const key = i % 40 === 39 ? "Home" : "ArrowRight";
    const t0 = (await presenter.evaluate(
      `(() => { const t = performance.timeOrigin + performance.now(); window.dispatchEvent(new KeyboardEvent("keydown", { key: ${JSON.stringify(key)}, bubbles: true })); return t; })()`,
    )) as number;
    await audience.waitForFunction(`window.__painted.length > ${seen}`);
    const t1 = (await audience.evaluate(`window.__painted[${seen}]`)) as number;
    out.push(t1 - t0);
  }
  await context.close();
  return out;
}
