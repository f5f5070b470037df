import { describe, it } from "vitest";
import { STAGES } from "../../src/engine";
import { artifactDir, counter, openLab, seriousViolations, shot, useBrowser } from "./lab";
import { expectStageFits } from "./layout-checks";

const browser = useBrowser();

/** The narrowest phone; the four common screens are tests/e2e/layout.test.ts's. */
const NARROW = { width: 320, height: 568 };

describe("the narrowest phone (320×568)", () => {
  it.for(["en", "zh-CN"])(
    "in %s: every stage fits, every control on screen, stepping within reach (axe on every stage in English)",
    async (lang, { expect }) => {
      const dir = artifactDir(`screenshots/${NARROW.width}x${NARROW.height}`);
      const lab = await openLab(
        browser(),
        `?scenario=id-normalization&provider=anthropic-messages&lang=${lang}`,
        NARROW,
      );
      const { page } = lab;
      const found: string[] = [];
      for (const [i, stage] of STAGES.entries()) {
        await page.keyboard.press(String(i + 1));
        await page.locator(`[data-testid="view-${stage}"]`).waitFor();
        await expectStageFits(expect, page, NARROW, `${lang} ${stage}`);
        if (lang === "en") {
          found.push(...(await seriousViolations(page)).map((v) => `${stage}: ${v}`));
          await shot(page, `${dir}/${i + 1}-${stage}.png`);
        }
      }
      // The menus open inside the screen, and stepping works by touch-sized buttons. The header's
      // tools are behind its menu.
      await page.click('[data-testid="menu-toggle"]');
      await page.click('[data-testid="faults-button"]');
      const list = await page.locator(".faults-list").boundingBox();
      expect(list!.x).toBeGreaterThanOrEqual(0);
      expect(list!.x + list!.width).toBeLessThanOrEqual(NARROW.width);
      await page.keyboard.press("Escape");
      await page.click('[data-testid="step-first"]');
      await page.click('[data-testid="step-next"]');
      expect(await counter(page)).toMatchObject({ n: 2 });
      expect(found).toEqual([]);
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );
});
