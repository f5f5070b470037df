/**
 * Round lab: grading the chapter's round over every scenario × fault cell in the browser (the round
 * in the sandbox, the engine on the page), timed from the click to the last cell painted, with the
 * longest gap between the page's painted frames meanwhile.
 */
import type { Browser } from "playwright-core";
import { ROUND_COMBOS } from "../../src/learner-round/grade";
import { longestGap, startGaps } from "./lists";

/** What grading the correct starter cost. */
export interface RoundGrading {
  cells: number;
  passed: number;
  totalMs: number;
  gapMs: number;
}

/** Opens the Round lab, clicks Grade on the chapter's round, and waits for every cell. */
export async function roundLabGrading(browser: Browser, url: string): Promise<RoundGrading> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}?scenario=happy-path&lang=en&edit=round`);
  await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
  // The lab opens on the skeleton a learner fills in: the chapter's round is one click away.
  await page.click('[data-testid="round-show-chapter"]');
  await startGaps(page);
  const t0 = (await page.evaluate(`(() => {
    const t = performance.now();
    document.querySelector('[data-testid="round-grade"]').click();
    return t;
  })()`)) as number;
  await page.waitForFunction(
    `document.querySelectorAll('[data-testid="round-cell"]').length === ${ROUND_COMBOS.length} && !document.querySelector('[data-testid="round-progress"]')`,
    undefined,
    { timeout: 120_000, polling: "raf" },
  );
  const totalMs = ((await page.evaluate("performance.now()")) as number) - t0;
  const gapMs = await longestGap(page);
  const passed = await page.locator('[data-testid="round-cell"][data-pass="true"]').count();
  await context.close();
  return { cells: ROUND_COMBOS.length, passed, totalMs, gapMs };
}
