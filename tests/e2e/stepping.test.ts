import { describe, expect, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import type { Page } from "playwright-core";
import { counter, openLab, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

/** What one frame showed once painted: the stage the rail marks as current, how many views of that stage are shown, and the narration's length. */
interface FrameSeen {
  n: number;
  stage: string | null | undefined;
  views: number;
  narration: number;
}

/**
 * Steps from frame `from` to `total` with the Next button, inside the page: each frame is read at an
 * animation frame once the counter shows it, then Next is clicked (the button's own click handler,
 * as a person's click reaches it). One round trip a scenario, where a Playwright click and a read a
 * frame made this file the browser suite's slowest; the test makes the first step a real click. A
 * frame that never comes (or a click that skips one) leaves the test to its timeout.
 */
function stepThrough(page: Page, from: number, total: number): Promise<FrameSeen[]> {
  return page.evaluate(
    ([first, last]) =>
      new Promise<FrameSeen[]>((resolve) => {
        const seen: FrameSeen[] = [];
        let want = first;
        const read = () => {
          if (!document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${want} / `)) return void requestAnimationFrame(read);
          const stage = document.querySelector('[data-testid="stage-rail"] li:has([aria-current="step"])')?.getAttribute("data-stage");
          const narration = document.querySelector('[data-testid="narration"]')?.textContent?.trim().length ?? 0;
          seen.push({ n: want, stage, views: document.querySelectorAll(`[data-testid="view-${stage}"]`).length, narration });
          if (want === last) return resolve(seen);
          want += 1;
          document.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
          requestAnimationFrame(read);
        };
        requestAnimationFrame(read);
      }),
    [from, total] as const,
  );
}

// Two scenarios at a time (`maxConcurrency` in vitest.e2e.config.ts), each in its own context: the
// file is one of the suite's longest, and small, so Vitest starts it among the last; one page at a
// time left its 70 s as the run's tail on one core. `expect` is each test's own, as concurrent tests need.
describe.concurrent("every built-in scenario, stepped from the first frame to the last", () => {
  it.for(BUILT_IN_IDS)("%s", async (id, { expect }) => {
    const lab = await openLab(browser(), `?scenario=${id}&frame=1`);
    const { page } = lab;
    const { total } = await counter(page);
    expect(total).toBeGreaterThan(8);
    // Exactly one stage view is shown on every frame, and it is the stage the rail marks as current.
    const [first] = await stepThrough(page, 1, 1);
    await page.click('[data-testid="step-next"]');
    const seen = [first!, ...(await stepThrough(page, 2, total))];
    expect(seen.map((f) => f.n)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    for (const { n, views, narration } of seen) {
      expect(views, `${id} frame ${n}`).toBe(1);
      expect(narration, `${id} frame ${n}`).toBeGreaterThan(10);
    }
    expect(await page.isDisabled('[data-testid="step-next"]')).toBe(true);
    await page.click('[data-testid="step-first"]');
    await waitForFrame(page, 1);
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });
});

describe("the stage rail", () => {
  it("a stage clicked jumps to its first frame, keeps the focus on its button, and marks the stages up to it reached", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=1");
    const { page } = lab;
    await page.click('[data-testid="stage-rail"] li[data-stage="validation"] button');
    await page.waitForSelector('[data-testid="stage-rail"] li[data-stage="validation"] button[aria-current="step"]');
    const rail = await page.$$eval('[data-testid="stage-rail"] li', (items) =>
      items.map((li) => ({ stage: li.getAttribute("data-stage"), reached: li.querySelector("button")?.classList.contains("reached"), focused: li.querySelector("button") === document.activeElement })),
    );
    expect(rail).toEqual([
      { stage: "definition", reached: true, focused: false },
      { stage: "request", reached: true, focused: false },
      { stage: "stream", reached: true, focused: false },
      { stage: "gate", reached: true, focused: false },
      { stage: "validation", reached: true, focused: true },
      { stage: "execution", reached: false, focused: false },
      { stage: "toolResult", reached: false, focused: false },
      { stage: "final", reached: false, focused: false },
    ]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
