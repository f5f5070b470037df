import { describe, expect, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { counter, openLab, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

describe("every built-in scenario, stepped from the first frame to the last", () => {
  it.each(BUILT_IN_IDS.map((id) => [id]))("%s", async (id) => {
    const lab = await openLab(browser(), `?scenario=${id}&frame=1`);
    const { page } = lab;
    const { total } = await counter(page);
    expect(total).toBeGreaterThan(8);
    for (let n = 1; n <= total; n++) {
      await waitForFrame(page, n);
      // Exactly one stage view is shown, and it is the stage the rail marks as current.
      const stage = await page.evaluate(() => document.querySelector('[data-testid="stage-rail"] li:has([aria-current="step"])')?.getAttribute("data-stage"));
      expect(await page.locator(`[data-testid="view-${stage}"]`).count(), `${id} frame ${n}`).toBe(1);
      expect((await page.textContent('[data-testid="narration"]'))?.trim().length).toBeGreaterThan(10);
      if (n < total) await page.click('[data-testid="step-next"]');
    }
    expect(await page.isDisabled('[data-testid="step-next"]')).toBe(true);
    await page.click('[data-testid="step-first"]');
    await waitForFrame(page, 1);
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });
});
