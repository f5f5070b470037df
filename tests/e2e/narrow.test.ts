import { describe, expect, it } from "vitest";
import { STAGES } from "../../src/engine";
import { artifactDir, controlsOutside, counter, openLab, seriousViolations, shot, useBrowser } from "./lab";

const browser = useBrowser();

/** The narrowest phone; the four common screens are tests/e2e/layout.test.ts's. */
const SIZES = [{ width: 320, height: 568 }];

describe("narrow screens", () => {
  for (const viewport of SIZES) {
    it(`${viewport.width}×${viewport.height}: every stage, every control on screen, stepping within reach`, async () => {
      const dir = artifactDir(`screenshots/${viewport.width}x${viewport.height}`);
      for (const lang of ["en", "zh-CN"]) {
        const lab = await openLab(
          browser(),
          `?scenario=id-normalization&provider=anthropic-messages&lang=${lang}`,
          viewport,
        );
        const { page } = lab;
        for (const [i, stage] of STAGES.entries()) {
          await page.keyboard.press(String(i + 1));
          await page.locator(`[data-testid="view-${stage}"]`).waitFor();
          const { scroll, client } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(scroll, `${lang} ${stage}`).toBeLessThanOrEqual(client);
          expect(await controlsOutside(page, viewport.width), `${lang} ${stage}`).toEqual([]);
          // The stepper is always in view, wherever the page is scrolled.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
          const next = await page.locator('[data-testid="step-next"]').boundingBox();
          expect(
            next && next.y >= 0 && next.y + next.height <= viewport.height,
            `${lang} ${stage} step-next in view`,
          ).toBe(true);
          if (lang === "en") await shot(page, `${dir}/${i + 1}-${stage}.png`);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        // The menus open inside the screen, and stepping works by touch-sized buttons. On a phone the
        // header's tools are behind its menu.
        if (viewport.width <= 640) await page.click('[data-testid="menu-toggle"]');
        await page.click('[data-testid="faults-button"]');
        const list = await page.locator(".faults-list").boundingBox();
        expect(list!.x).toBeGreaterThanOrEqual(0);
        expect(list!.x + list!.width).toBeLessThanOrEqual(viewport.width);
        await page.keyboard.press("Escape");
        await page.click('[data-testid="step-first"]');
        await page.click('[data-testid="step-next"]');
        expect(await counter(page)).toMatchObject({ n: 2 });
        expect(lab.errors).toEqual([]);
        await lab.close();
      }
    });

    it(`${viewport.width}×${viewport.height}: no serious or critical axe-core violations on any stage`, async () => {
      const lab = await openLab(browser(), "?scenario=happy-path&lang=en", viewport);
      const { page } = lab;
      const found: string[] = [];
      for (const [i, stage] of STAGES.entries()) {
        await page.keyboard.press(String(i + 1));
        await page.locator(`[data-testid="view-${stage}"]`).waitFor();
        found.push(...(await seriousViolations(page)).map((v) => `${stage}: ${v}`));
      }
      expect(found).toEqual([]);
      await lab.close();
    });
  }
});
