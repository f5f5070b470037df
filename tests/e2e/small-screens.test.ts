import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openLab, useBrowser } from "./lab";

const browser = useBrowser();
const PHONE = { width: 360, height: 640 };
const TABLET = { width: 768, height: 1024 };

/** How many pixels of `selector` are on screen, inside every box that scrolls or clips it. */
async function visibleHeight(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    let { top, bottom } = el.getBoundingClientRect();
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowY === "visible") continue;
      const box = p.getBoundingClientRect();
      top = Math.max(top, box.top);
      bottom = Math.min(bottom, box.bottom);
    }
    return Math.max(0, Math.min(bottom, innerHeight) - Math.max(top, 0));
  }, selector);
}

describe("a phone (360×640)", () => {
  it("gets a compact header: the title and a menu, which opens every picker inside the screen", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en", PHONE);
    const { page } = lab;
    const header = (await page.locator(".header").boundingBox())!;
    const toggle = (await page.locator('[data-testid="menu-toggle"]').boundingBox())!;
    expect(header.height).toBeLessThan(toggle.height * 1.5 + 16);
    expect(await page.isVisible('[data-testid="scenario-picker"]')).toBe(false);
    await page.click('[data-testid="menu-toggle"]');
    expect(await page.getAttribute('[data-testid="menu-toggle"]', "aria-expanded")).toBe("true");
    for (const id of [
      "scenario-picker",
      "provider-picker",
      "engine-picker",
      "faults-button",
      "open-file-button",
      "present-open",
      "projector-toggle",
    ]) {
      const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, id).toBe(true);
    }
    await page.keyboard.press("Escape");
    expect(await page.isVisible('[data-testid="scenario-picker"]')).toBe(false);
    await lab.close();
  });

  it("gives the stage's content at least 300 px of the first screen, above the stepper, in both languages", async () => {
    for (const lang of ["en", "zh-CN"]) {
      const lab = await openLab(browser(), `?scenario=happy-path&lang=${lang}`, PHONE);
      const view = (await lab.page.locator('[data-testid="view-definition"]').boundingBox())!;
      const stepper = (await lab.page.locator(".stepper").boundingBox())!;
      // Room to read the stage, not only its heading: at least 300 px above the stepper.
      expect(stepper.y - view.y, lang).toBeGreaterThanOrEqual(300);
      await lab.close();
    }
  });
});

describe("a tablet (768×1024)", () => {
  it("gives the stage at least 60% of the screen's height", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en", TABLET);
    expect(await visibleHeight(lab.page, ".stage-pane")).toBeGreaterThanOrEqual(0.6 * TABLET.height);
    await lab.close();
  });

  it("folds the sequence diagram, and unfolds it on request", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en", TABLET);
    const fold = lab.page.locator('[data-testid="diagram-fold"]');
    expect(await fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await lab.page.isVisible(".sequence svg")).toBe(false);
    await fold.locator("summary").click();
    await lab.page.locator(".sequence svg").waitFor();
    await lab.close();
  });
});
