import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STAGES } from "../../src/engine";
import { artifactDir, openLab, shot, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();
const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Visits every stage: no horizontal scrolling, and the stepper stays on screen (nothing important below the fold). */
async function expectEveryStageFits(page: Page, height: number, label: string) {
  for (const [i, stage] of STAGES.entries()) {
    await page.keyboard.press(String(i + 1));
    await page.locator(`[data-testid="view-${stage}"]`).waitFor();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${label} ${stage}`).toBeLessThanOrEqual(client);
    const box = await page.locator('[data-testid="frame-counter"]').boundingBox();
    expect(box && box.y + box.height, `${label} ${stage}`).toBeLessThanOrEqual(height);
  }
}

describe("accessibility", () => {
  // The light theme at the four screens, and in projector mode at 1280×720, is tests/e2e/layout.test.ts's.
  it("no serious or critical axe-core violations on any stage view (dark)", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    if ((await page.getAttribute("html", "data-theme")) !== "dark") await page.click('[data-testid="theme-toggle"]');
    await page.addScriptTag({ content: AXE });
    const dir = artifactDir("screenshots/dark");
    const found: string[] = [];
    for (const [i, stage] of STAGES.entries()) {
      await page.keyboard.press(String(i + 1));
      await page.locator(`[data-testid="view-${stage}"]`).waitFor();
      const { violations, passes } = await page.evaluate(async () => {
        const result = await (
          window as unknown as {
            axe: { run(ctx: Document): Promise<{ violations: AxeViolation[]; passes: unknown[] }> };
          }
        ).axe.run(document);
        return { violations: result.violations, passes: result.passes.length };
      });
      expect(passes, "axe ran its rules").toBeGreaterThan(10);
      for (const v of violations.filter((x) => x.impact === "serious" || x.impact === "critical"))
        found.push(
          `${stage}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
        );
      await shot(page, `${dir}/${i + 1}-${stage}.png`);
    }
    expect(found).toEqual([]);
    await lab.close();
  });
});

describe("projector mode", () => {
  it("toggles with the button and P, is remembered, and still fits 1280×720 on every stage", async () => {
    const lab = await openLab(browser(), "?scenario=id-normalization&provider=anthropic-messages&lang=en");
    const { page } = lab;
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    const normal = await size();
    await page.click('[data-testid="projector-toggle"]');
    expect(await size()).toBeGreaterThan(normal * 1.2);
    expect(await page.getAttribute('[data-testid="projector-toggle"]', "aria-pressed")).toBe("true");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.projector === "on");
    await waitForTrace(page);
    await expectEveryStageFits(page, 720, "projector");
    await page.keyboard.press("p");
    await page.waitForFunction(() => document.documentElement.dataset.projector === "off");
    expect(await size()).toBe(normal);
    await lab.close();
  });
});

describe("layout", () => {
  // 1280×720 is tests/e2e/layout.test.ts's, with the other three screens.
  for (const viewport of [{ width: 1440, height: 900 }]) {
    it(`fits ${viewport.width}×${viewport.height} without horizontal scrolling, on every stage`, async () => {
      for (const query of [
        "?scenario=happy-path&lang=en",
        "?scenario=id-normalization&provider=openai-completions&lang=zh-CN",
      ]) {
        const lab = await openLab(browser(), query, viewport);
        await expectEveryStageFits(lab.page, viewport.height, query);
        await lab.close();
      }
    });
  }
});
