import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUESTIONS } from "../../src/playground/quiz/questions";
import { artifactDir, openLab, shot, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

const question = (page: Page, n: number) => page.locator(`[data-testid="quiz-question"][data-question="${n}"]`);

/** True when the element's box lies wholly inside the viewport. */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  }, selector);
}

const focusOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

describe("the self-test's keys and focus", () => {
  it("opened with the mouse, 1 then Enter checks the answer and the test stays open", async () => {
    const lab = await openLab(browser(), "?lang=en");
    const { page } = lab;
    await page.click('[data-testid="quiz-open"]');
    await question(page, 1).waitFor();
    await page.keyboard.press("1");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "quiz-result");
    expect(await page.locator('[data-testid="quiz"]').count()).toBe(1);
    // The verdict, focused to be announced after a key, is no control: no ring around the panel.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe("none");
    await lab.close();
  });

  it("after Next question, 2 then Enter checks that question instead of skipping it", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=1");
    const { page } = lab;
    await question(page, 1).waitFor();
    await page.click('[data-testid="quiz-next"]');
    await question(page, 2).waitFor();
    await page.keyboard.press("2");
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-testid="quiz-question"][data-question="2"] [data-testid="quiz-result"]');
    expect(await question(page, 2).count()).toBe(1);
    await lab.close();
  });

  it("focus never drops to the page's body: not after checking, nor after moving between questions", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=4");
    const { page } = lab;
    await question(page, 4).waitFor();
    await page.click('[data-testid="quiz-option"][data-option="a"]');
    await page.click('[data-testid="quiz-reveal"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "quiz-result");
    // The verdict is announced (in view at every size: tests/e2e/layout.test.ts).
    expect(await page.getAttribute('[data-testid="quiz-feedback"]', "aria-live")).toBe("polite");
    await page.click('[data-testid="quiz-next"]');
    await question(page, 5).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains("quiz-number"));
    await page.click('[data-testid="quiz-prev"]');
    await question(page, 4).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains("quiz-number"));
    expect(await focusOnBody(page)).toBe(false);
    await lab.close();
  });

  it("See it happen lands with the way back and the proving stage in view", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=2", { width: 1280, height: 720 });
    const { page } = lab;
    await question(page, 2).waitFor();
    await page.click('[data-testid="quiz-option"][data-option="a"]');
    await page.keyboard.press("Enter");
    await page.click('[data-testid="quiz-evidence"]');
    await page.waitForSelector('[data-testid="quiz-back"]');
    await waitForTrace(page);
    await page.waitForFunction(() => document.querySelector("section.stage-pane")?.scrollTop === 0);
    expect(await inViewport(page, '[data-testid="quiz-back"]')).toBe(true);
    const stageTop = await page.evaluate(
      () => document.querySelector('[data-testid^="view-"]')!.getBoundingClientRect().top,
    );
    expect(stageTop).toBeGreaterThanOrEqual(0);
    expect(stageTop).toBeLessThan(720 / 2);
    await shot(page, `${artifactDir("screenshots")}/quiz-evidence-1280.png`);
    await lab.close();
  });

  it("the summary names each question, and Start over asks first", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=1");
    const { page } = lab;
    await question(page, 1).waitFor();
    await page.click(`[data-testid="quiz-option"][data-option="${QUESTIONS[0]!.correct[0]}"]`);
    await page.keyboard.press("Enter");
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="quiz-next"]')!.click());
    for (let n = 2; n <= QUESTIONS.length; n++) await page.keyboard.press("ArrowRight");
    await page.waitForSelector('[data-testid="quiz-summary"]');
    const prompts = await page.locator('[data-testid="quiz-summary-prompt"]').allTextContents();
    expect(prompts).toHaveLength(QUESTIONS.length);
    expect(prompts[0]).toContain("execute()");
    await page.click('[data-testid="quiz-reset"]');
    await page.waitForSelector('[data-testid="quiz-reset-ask"]');
    // Not erased yet: the score still counts question 1.
    expect(await page.textContent('[data-testid="quiz-score"]')).toContain("1 of 1");
    await page.click('[data-testid="quiz-reset-cancel"]');
    expect(await page.textContent('[data-testid="quiz-score"]')).toContain("1 of 1");
    await page.click('[data-testid="quiz-reset"]');
    await page.click('[data-testid="quiz-reset-confirm"]');
    await question(page, 1).waitFor();
    expect(await page.locator('[data-testid="quiz-result"]').count()).toBe(0);
    await lab.close();
  });
});
