import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { counter, openLab, useBrowser, waitForFrame, waitForTrace } from "./lab";

const browser = useBrowser();

/**
 * Opens the Tool lab, runs the chapter's module unchanged ("Run with my tool"), and waits until the
 * player shows the replay with it: every call is now run by the learner's execute(), not the app's.
 */
async function runChapterModuleAsMine(page: Page) {
  await page.click('[data-testid="editor-open"][data-editor="tool"]');
  await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
  await page.click('[data-testid="editor-play"]');
  await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
  await waitForTrace(page);
}

describe("a learner's run counts as a run", () => {
  it("the responsibilities recap says the learner's execute() ran, and its line opens that execution", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    await runChapterModuleAsMine(page);
    const { total } = await counter(page);
    await page.locator("main.workspace").focus();
    await page.keyboard.press("End");
    await waitForFrame(page, total);
    await page.locator('[data-testid="recap-takeaways"]').waitFor();
    // The responsibilities recap is the frame before the chapter's points.
    await page.keyboard.press("ArrowLeft");
    const responsibilities = page.locator('[data-testid="recap-responsibilities"]');
    await responsibilities.waitFor();
    const lines = await responsibilities.locator('[data-testid="recap-line"]').allTextContents();
    const ran = lines.filter((l) => l.trim().startsWith("ran your execute()"));
    expect(ran).toEqual(["ran your execute() from the Tool lab 1 time, on validated arguments"]);
    // The application's own read did not run: the learner's did, and only its line says so.
    expect(lines.some((l) => l.includes("ran its own read"))).toBe(false);
    const line = responsibilities.locator('[data-testid="recap-line"]', { hasText: "ran your execute()" });
    const target = Number(await line.getAttribute("data-frame"));
    await line.click();
    await waitForFrame(page, target);
    expect(await page.textContent('[data-testid="view-execution"]')).toContain("Invoice-2026-03.pdf");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it('predict mode counts the learner\'s execute() as the call running: "Every call" is right', async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    await page.click('[data-testid="predict-toggle"]');
    expect(await page.getAttribute('[data-testid="predict-toggle"]', "aria-pressed")).toBe("true");
    await runChapterModuleAsMine(page);
    // The first gate of the learner's replay asks before it shows the decision.
    await page.locator("main.workspace").focus();
    await page.keyboard.press("4");
    await page.locator('[data-testid="predict-prompt"]').waitFor();
    await page.click('[data-testid="predict-prompt"] [data-prediction="all"]');
    const result = page.locator('[data-testid="predict-result"]');
    await result.waitFor();
    expect(await result.getAttribute("data-correct")).toBe("true");
    expect(await result.textContent()).toContain("Right: Every call.");
    expect(await result.textContent()).toContain("1 of 1 prediction right");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
