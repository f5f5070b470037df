/** Editor figures: opening an editor cold, a Stream lab keystroke, a runaway learner loop. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { encodeShare } from "../../src/playground/editors/share";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { longestGap, startGaps } from "./lists";
import { AFTER_PAINT_JS, APP_TRACE_SHOWN_JS } from "./page-stamp";

const waitForTrace = APP_TRACE_SHOWN_JS;

/** What a mark waits for: an element, and optionally a text it must contain. */
type Mark = string | { selector: string; text: string };

/**
 * In the page: stamps, as `window.__seen[name]`, the first task after the paint that first shows
 * a mark (a rAF once it is in the document, then a message: the frame is on screen).
 */
const WATCH = (marks: Record<string, Mark>) => `(() => {
  window.__seen = {};
  const marks = ${JSON.stringify(marks)};
  const shown = (mark) => typeof mark === "string"
    ? !!document.querySelector(mark)
    : [...document.querySelectorAll(mark.selector)].some((el) => el.textContent.includes(mark.text));
  const look = () => requestAnimationFrame(() => {
    for (const [name, mark] of Object.entries(marks)) {
      if (window.__seen[name] !== undefined || !shown(mark)) continue;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__seen[name] ??= performance.now(); };
      channel.port2.postMessage(0);
    }
    if (Object.keys(marks).some((n) => window.__seen[n] === undefined)) look();
  });
  look();
})()`;

/**
 * A module with one type error, kept as the person's draft before the page loads. The error is
 * found only with pi-ai's and TypeBox's types resolved (`Args` is `Static<typeof parameters>`), and
 * its mark waits for TypeScript's own words for it, not for any problem (typing `Type.` adds a
 * syntax error of its own).
 */
const WITH_ERROR = `${CHAPTER_TOOL_MODULE}\nexport const wrong: Args = { extension: 12 };\n`;
const TYPE_ERROR = "is not assignable to type 'string'";

/**
 * Opens the Tool lab cold (a fresh context: nothing cached) from a click on its tab and times, to
 * the painted frame: the editor visible, the first type error marked, and — typed as soon as the
 * editor shows — the completion list after `Type.`.
 */
export async function toolLabCold(
  browser: Browser,
  url: string,
): Promise<{ visible: number; error: number; completion: number }> {
  const { context, page } = await toolLabReady(browser, url);
  const times = await toolLabClicked(page);
  await context.close();
  return times;
}

/**
 * A fresh context (nothing cached) on the player, its draft of the Tool lab kept with one type
 * error, the marks watched: ready for the click on the Tool lab's tab (`toolLabClicked`). Apart so
 * that `scripts/bench/profile-tool-lab.ts` traces exactly what the figure measures.
 */
export async function toolLabReady(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(
    `localStorage.setItem("tool-call-lab:draft:tool", ${JSON.stringify(JSON.stringify({ text: WITH_ERROR }))})`,
  );
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&lang=en`);
  await page.waitForFunction(waitForTrace);
  await page.evaluate(
    WATCH({
      visible: '[data-testid="editor-ready"] .view-lines',
      error: { selector: '[data-testid="editor-problems"] li', text: TYPE_ERROR },
      completion: ".suggest-widget.visible .monaco-list-row",
    }),
  );
  return { context, page };
}

/** Clicks the Tool lab's tab, types `Type.` as soon as the editor shows; each mark's time from the click. */
export async function toolLabClicked(page: Page): Promise<{ visible: number; error: number; completion: number }> {
  const t0 = (await page.evaluate(
    `(() => { const t = performance.now(); document.querySelector('[data-testid="editor-open"][data-editor="tool"]').click(); return t; })()`,
  )) as number;
  await page.waitForFunction("window.__seen.visible !== undefined", undefined, { timeout: 60_000 });
  await page.click(".monaco-host .view-lines");
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\nType.");
  await page.waitForFunction("window.__seen.error !== undefined && window.__seen.completion !== undefined", undefined, {
    timeout: 60_000,
  });
  const seen = (await page.evaluate("window.__seen")) as Record<string, number>;
  return { visible: seen.visible! - t0, error: seen.error! - t0, completion: seen.completion! - t0 };
}

/** The Scenario editor (JSON, no TypeScript worker) cold from a click, to the painted editor. */
export async function scenarioEditorCold(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&lang=en`);
  await page.waitForFunction(waitForTrace);
  await page.evaluate(WATCH({ visible: '[data-testid="editor-ready"] .view-lines' }));
  const t0 = (await page.evaluate(
    `(() => { const t = performance.now(); document.querySelector('[data-testid="editor-open"][data-editor="scenario"]').click(); return t; })()`,
  )) as number;
  await page.waitForFunction("window.__seen.visible !== undefined", undefined, { timeout: 60_000 });
  const seen = (await page.evaluate("window.__seen")) as Record<string, number>;
  await context.close();
  return seen.visible! - t0;
}

/**
 * Stream lab keystrokes on an argument of `chars` characters: each adds one character (an `input`
 * event, as typing does) and is timed to the first task after the paint that shows the new
 * preview (the lab's worker makes it). Refuses the figure if a keystroke did not change the preview.
 */
export async function streamKeystrokes(
  browser: Browser,
  url: string,
  chars: number,
  strokes: number,
): Promise<{ painted: number[]; handled: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&lang=en&edit=stream`);
  await page.waitForSelector('[data-testid="stream-text"]');
  const long = `{"extension": "${"x".repeat(Math.max(0, chars - 17))}`;
  await page.fill('[data-testid="stream-text"]', long);
  await page.waitForFunction(`document.querySelector('[data-testid="stream-text"]').value.length === ${long.length}`);
  const out = (await page.evaluate(`(async () => {
    const area = document.querySelector('[data-testid="stream-text"]');
    const latest = document.querySelector('[data-testid="stream-latest"]');
    ${AFTER_PAINT_JS}
    const painted = [];
    const handled = [];
    for (let i = 0; i < ${strokes}; i++) {
      await afterPaint();
      const before = latest.textContent;
      const t0 = performance.now();
      area.value = area.value + "y";
      area.dispatchEvent(new InputEvent("input", { bubbles: true, data: "y", inputType: "insertText" }));
      handled.push(performance.now() - t0);
      // The preview comes from the lab's worker: the paint that shows it may be a frame or two later.
      let t1 = await afterPaint();
      for (let frames = 1; latest.textContent === before; frames++) {
        if (frames > 300) throw new Error("a keystroke did not change the preview");
        t1 = await afterPaint();
      }
      painted.push(t1 - t0);
    }
    return { painted, handled };
  })()`)) as { painted: number[]; handled: number[] };
  await context.close();
  return out;
}

/**
 * A shared module whose execute never returns: from "Run this code" to the replay on screen, the
 * longest gap between the page's painted frames, and when the sandbox stopped the call.
 */
export async function runaway(
  browser: Browser,
  url: string,
): Promise<{ gapMs: number; totalMs: number; stoppedAfterMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const code = await encodeShare({
    kind: "tool",
    text: CHAPTER_TOOL_MODULE.replace("// The host picks", "while (true) {}\n  // The host picks"),
  });
  await page.goto(`${url}?scenario=happy-path&lang=en&edit=tool&code=${code}`);
  await page.waitForSelector('[data-testid="editor-accept"]');
  await page.waitForSelector('[data-testid="editor-ready"]');
  await startGaps(page);
  const t0 = (await page.evaluate(`(() => {
    const t = performance.now();
    document.querySelector('[data-testid="editor-accept"]').click();
    return t;
  })()`)) as number;
  await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
  await page.waitForFunction(waitForTrace);
  const totalMs = ((await page.evaluate("performance.now()")) as number) - t0;
  const gapMs = await longestGap(page);
  const stoppedAfterMs = await stoppedAfter(page);
  await context.close();
  return { gapMs, totalMs, stoppedAfterMs };
}

/** The execution frame's error: "stopped after N ms", as the sandbox measured it. */
async function stoppedAfter(page: Page): Promise<number> {
  await page.locator("main.workspace").focus();
  await page.keyboard.press("6");
  const text = (await page.textContent('[data-testid="view-execution"]')) ?? "";
  const ms = /stopped after (\d+) ms/.exec(text)?.[1];
  if (!ms) throw new Error(`no stopped call in the execution frame: ${text.slice(0, 200)}`);
  return Number(ms);
}
