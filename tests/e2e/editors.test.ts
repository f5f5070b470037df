import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { counter, openLab, seriousViolations, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** Opens one editor by its tab and waits until it can be typed in. */
async function openEditor(page: Page, kind: "stream" | "scenario" | "tool") {
  await page.click(`[data-testid="editor-open"][data-editor="${kind}"]`);
  if (kind !== "stream") await page.waitForSelector('[data-testid="editor-ready"]', { timeout: 60_000 });
  else await page.waitForSelector('[data-testid="stream-text"]');
}

/** Replaces the whole text of the Monaco editor on the page. */
async function setMonacoText(page: Page, text: string) {
  await page.click(".monaco-host .view-lines");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.evaluate((t) => navigator.clipboard?.writeText(t).catch(() => undefined), text);
  await page.keyboard.insertText(text);
}

/** The text of the Monaco model, read through Monaco itself. */
async function monacoText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector(".monaco-host textarea") as HTMLTextAreaElement | null)?.value ?? "");
}

/** Goes to the first frame of a stage by its number key (1–8). */
async function stage(page: Page, n: number) {
  await page.locator("main").focus();
  await page.keyboard.press(String(n));
}

describe("the Tool lab", () => {
  it("opens without a network, and a run with the chapter's module plays as the chapter's tool", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path");
    const { page } = lab;
    await openEditor(page, "tool");
    await page.click('[data-testid="editor-play"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await waitForTrace(page);
    await stage(page, 6);
    expect(await page.textContent('[data-testid="narration"]')).toContain("Your execute() ran");
    expect(lab.failed).toEqual([]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
