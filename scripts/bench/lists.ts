/**
 * Large values on the page: the longest gap between painted frames while a big folder, a learner
 * module's 200,000 returned names or its 5 MB tool name reach the screen, stage by stage.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { encodeShare } from "../../src/playground/editors/share";
import { APP_TRACE_SHOWN_JS } from "./page-stamp";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { STAGES } from "../../src/engine/trace/frames";
import type { Scenario } from "../../src/scenarios";

const traceShown = APP_TRACE_SHOWN_JS;

/** Starts recording `requestAnimationFrame` intervals in the page (a freeze is one long interval). */
export async function startGaps(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__gaps = [];
    window.__stop = false;
    let last = performance.now();
    const tick = (now) => { window.__gaps.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
}

/** Stops recording and returns the longest interval, in ms. */
export async function longestGap(page: Page): Promise<number> {
  return (await page.evaluate(`(() => { window.__stop = true; return Math.max(0, ...window.__gaps); })()`)) as number;
}

/** Presses a stage's number and waits for its view, then for two more frames: it is on screen. */
async function openStage(page: Page, stage: (typeof STAGES)[number]): Promise<void> {
  await page.locator("main.workspace").focus();
  await page.keyboard.press(String(STAGES.indexOf(stage) + 1));
  await page.waitForSelector(`[data-testid="view-${stage}"]`, { timeout: 120_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Longest frame gap while each stage opens in turn (the trace already on screen). */
async function gapsPerStage(page: Page, stages: readonly (typeof STAGES)[number][]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const stage of stages) {
    await startGaps(page);
    await openStage(page, stage);
    out[stage] = await longestGap(page);
  }
  return out;
}

/** The figure for a big case: the longest gap over every phase, and each phase's own. */
export interface PageGaps {
  /** Longest gap while the trace arrived (from the file or "Run"), ms; null when not measured. */
  arriving: number | null;
  /** Longest gap while each stage opened, ms. */
  stages: Record<string, number>;
  longest: number;
  /** What the Execution stage showed, in a few words (the rows rendered; a refusal's text). */
  seen: string;
}

/** A 10,000-entry folder of long names (the 1.9 MB shape that froze stages 6–8): opened, then stages 6, 7, 8. */
export async function bigFolderStages(browser: Browser, url: string, scenario: Scenario): Promise<PageGaps> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&lang=en`);
  await page.waitForFunction(traceShown);
  const path = join(mkdtempSync(join(tmpdir(), "tcl-bench-")), "big.json");
  writeFileSync(path, JSON.stringify(scenario));
  await page.setInputFiles('[data-testid="open-scenario-file"]', path);
  await page.waitForFunction(`new URL(location.href).searchParams.get("scenario") === ${JSON.stringify(scenario.id)}`);
  await page.waitForFunction(traceShown);
  const stages = await gapsPerStage(page, ["execution", "toolResult", "final"]);
  await openStage(page, "execution");
  const rows = await page.locator('[data-testid="view-execution"] li').count();
  await context.close();
  return {
    arriving: null,
    stages,
    longest: Math.max(...Object.values(stages)),
    seen: `${rows} list rows rendered at Execution`,
  };
}

/**
 * A learner's module played from a share link: the page's longest frame gap from "Run" until the
 * replay is on screen, then while every stage opens in turn. Measures the page side only: what the
 * sandbox and the engine do with the value happens off the main thread.
 */
export async function learnerModuleStages(browser: Browser, url: string, moduleText: string): Promise<PageGaps> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const code = await encodeShare({ kind: "tool", text: moduleText });
  await page.goto(`${url}?scenario=happy-path&lang=en&edit=tool&code=${code}`);
  await page.waitForSelector('[data-testid="editor-accept"]');
  await page.waitForSelector('[data-testid="editor-ready"]');
  await startGaps(page);
  await page.click('[data-testid="editor-accept"]');
  // Played, or refused with words (the sandbox's own refusal is the runner's status): either way
  // the workspace settles, and that is what is timed.
  await page.waitForSelector(
    '[data-testid="learner-banner"], [data-testid="notice"], [data-testid="editor-problems"] li, [data-testid="runner-status"][data-state="problem"]',
    { timeout: 120_000 },
  );
  await page.waitForFunction(traceShown, undefined, { timeout: 120_000 });
  const arriving = await longestGap(page);
  const refusal = page.locator('[data-testid="runner-status"][data-state="problem"]');
  if (await refusal.count()) {
    // Refused before it played (the sandbox's boundary): no stage of it to open; the words are the result.
    const words = (await refusal.textContent()) ?? "";
    await context.close();
    return { arriving, stages: {}, longest: arriving, seen: `refused: “${words.slice(0, 60)}…”` };
  }
  const stages = await gapsPerStage(page, STAGES);
  await openStage(page, "execution");
  const rows = await page.locator('[data-testid="view-execution"] li').count();
  const banner = await page.locator('[data-testid="learner-banner"]').count();
  await context.close();
  return {
    arriving,
    stages,
    longest: Math.max(arriving, ...Object.values(stages)),
    seen: `${banner ? "played" : "not played"}; ${rows} list rows rendered at Execution`,
  };
}

/** The chapter's module, its execute returning `n` names of its own making (unsorted, no folder read). */
export function manyNamesModule(n: number): string {
  const body = `return Array.from({ length: ${n} }, (_, i) => "file-" + String(i).padStart(6, "0") + ".pdf");`;
  const out = CHAPTER_TOOL_MODULE.replace(
    "// The host picks the folder, never the model.",
    `${body}\n  // The host picks the folder, never the model.`,
  );
  if (out === CHAPTER_TOOL_MODULE) throw new Error("the chapter's module changed: cannot insert the names");
  return out;
}

/** The chapter's module with a tool name of `chars` characters, built when the module runs. */
export function longNameModule(chars: number): string {
  const out = CHAPTER_TOOL_MODULE.replace(/name: "list_download_files",/, `name: "n".repeat(${chars}),`);
  if (out === CHAPTER_TOOL_MODULE) throw new Error("the chapter's module changed: cannot rename the tool");
  return out;
}

/** A summary of one case for the report: the longest gap, then each phase's. */
export function describeGaps(g: PageGaps): string {
  const phases = Object.entries(g.stages).map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`);
  const arriving = g.arriving === null ? [] : [`arriving ${g.arriving.toFixed(0)}`];
  return `${g.longest.toFixed(0)} ms (${[...arriving, ...phases].join(" · ")}; ${g.seen})`;
}

/** `scenario` with every folder name padded long, the file kept under the documented size limit. */
export function withLongNames(scenario: Scenario, fileBytes: number): Scenario {
  const s = structuredClone(scenario);
  s.id = `${s.id}-long-names`;
  s.downloads.entries = s.downloads.entries.map((e) => ({
    ...e,
    name: e.name.replace(/(\.\w+)?$/, (ext) => `-${"x".repeat(140)}${ext}`),
  }));
  const size = JSON.stringify(s).length;
  if (size > fileBytes) throw new Error(`the long-name folder is ${size} bytes, over the ${fileBytes}-byte limit`);
  return s;
}
