/**
 * One engine worker per page (issue 17): the self-test's small frames (FrameCard) and the ids
 * frame's 4 × 4 matrix are played by the lab's own engine client beside the trace on screen, never
 * by a second worker of their own.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openLab, useBrowser, waitForTrace } from "./lab";
import { idsFrame } from "./ids-frame";

const browser = useBrowser();

/** Counts the engine workers alive at once on `page`: the most there ever were, so far. */
function watchEngineWorkers(page: Page): () => number {
  let alive = 0;
  let most = 0;
  page.on("worker", (worker) => {
    if (!/engine-worker/.test(worker.url())) return;
    most = Math.max(most, ++alive);
    worker.on("close", () => void alive--);
  });
  return () => most;
}

describe("the self-test's frames and the one engine worker", () => {
  it("a prediction question's frame and the player's trace come from one engine worker", async () => {
    let most = () => 0;
    const lab = await openLab(
      browser(),
      "?lang=en&quiz=3",
      undefined,
      (page) => void (most = watchEngineWorkers(page)),
    );
    const { page } = lab;
    await page.locator('[data-testid="quiz-question"][data-question="3"] [data-testid="quiz-frame"]').waitFor();
    await page.keyboard.press("Escape");
    await waitForTrace(page);
    expect(most()).toBe(1);
    await lab.close();
  });
});

describe("the id matrix and the one engine worker", () => {
  it("the ids frame's 16 pairs and the player's trace come from one engine worker", async () => {
    let most = () => 0;
    const here = await idsFrame("openai-responses", "anthropic-messages");
    const lab = await openLab(
      browser(),
      `?scenario=id-normalization&provider=anthropic-messages&frame=${here.n}&lang=en`,
      undefined,
      (page) => void (most = watchEngineWorkers(page)),
    );
    const { page } = lab;
    await page.waitForSelector('[data-testid="id-matrix"] table');
    expect(await page.locator('[data-testid="id-matrix"] a.id-cell').count()).toBe(16);
    expect(most()).toBe(1);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
