/**
 * The chapter's unchanged tool, run from the Tool lab in a cold browser context each time (nothing
 * cached, a new sandbox): how many runs were stopped as time-outs, and how long each replay took.
 * The fair clock (issue 19) starts a call's 2 s only once the module is loaded, so none should be.
 */
import type { Browser } from "playwright-core";
/** What one cold run ended as: the learner's execute ran, or the words the execution stage said instead. */
export interface ColdRun {
  ok: boolean;
  ms: number;
  said: string;
}

/** Opens the Tool lab cold, runs the chapter's module, and reads what its execution stage says. */
async function oneColdRun(browser: Browser, url: string): Promise<ColdRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}?scenario=happy-path&lang=en&edit=tool`);
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 120_000 });
    const began = Date.now();
    await page.click('[data-testid="editor-play"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 120_000 });
    await page.waitForFunction(
      () =>
        /^\d+ \/ \d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "") &&
        document.querySelector("main")?.getAttribute("aria-busy") === "false",
      undefined,
      { timeout: 120_000 },
    );
    const ms = Date.now() - began;
    // Back to the player (the Tool lab may still own the screen), then to the execution stage.
    const player = page.locator('[data-testid="editor-close"][aria-pressed="false"]').first();
    if ((await player.count()) > 0 && (await player.isVisible())) await player.click();
    await page.locator("main.workspace").focus();
    await page.keyboard.press("6");
    await page.waitForSelector('[data-testid="view-execution"]', { timeout: 60_000 });
    const said = (await page.textContent('[data-testid="narration"]')) ?? "";
    return { ok: said.includes("Your execute() ran"), ms, said: said.slice(0, 120) };
  } finally {
    await context.close();
  }
}

/** `runs` cold runs of the chapter's tool, one after another. */
export async function coldRuns(browser: Browser, url: string, runs: number): Promise<ColdRun[]> {
  const out: ColdRun[] = [];
  for (let i = 0; i < runs; i++) out.push(await oneColdRun(browser, url));
  return out;
}
