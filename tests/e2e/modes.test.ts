import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactDir, counter, openLab, shot, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

/** The four screens every mode is checked at: laptop, projector, tablet, phone. */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 360, height: 640 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/** The box of the first visible element matching `selector`, or undefined when none is shown. */
async function shown(page: Page, selector: string): Promise<Box | undefined> {
  return page.evaluate((sel) => {
    const el = [...document.querySelectorAll<HTMLElement>(sel)].find(
      (e) => e.checkVisibility() && e.getClientRects().length > 0,
    );
    if (!el) return undefined;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : undefined;
  }, selector);
}

/** True when two boxes share any area (1 px of slack for borders that touch). */
function overlaps(a: Box, b: Box): boolean {
  return a.x + a.width - 1 > b.x && b.x + b.width - 1 > a.x && a.y + a.height - 1 > b.y && b.y + b.height - 1 > a.y;
}

const PLAYER_PARTS = ['[data-testid="narration"]', '[data-testid="play"]', ".rail", "aside.side-pane"];

const modeShot = (page: Page, name: string) => shot(page, `${artifactDir("screenshots")}/modes-${name}.png`);

describe("modes own the screen", () => {
  for (const size of SIZES) {
    it(`the player at ${size.width}×${size.height}: stage, narration and stepping shown, none on top of another`, async () => {
      const lab = await openLab(browser(), "?lang=en&scenario=missing-dot&frame=20", size);
      const { page } = lab;
      await modeShot(page, `player-${size.width}`);
      const parts = await Promise.all(
        ["section.stage-pane", '[data-testid="narration"]', ".stepper"].map((s) => shown(page, s)),
      );
      expect(parts.every(Boolean), JSON.stringify(parts)).toBe(true);
      const [stage, narration, stepper] = parts as [Box, Box, Box];
      expect(overlaps(stage, narration) || overlaps(narration, stepper)).toBe(false);
      // On a phone the page scrolls and the stepper stays at hand over it (sticky); elsewhere it has its own row.
      if (size.width > 640) expect(overlaps(stage, stepper)).toBe(false);
      else expect(stepper.y + stepper.height).toBeLessThanOrEqual(size.height + 1);
      expect(lab.errors).toEqual([]);
      await lab.close();
    });

    it(`the self-test at ${size.width}×${size.height} takes the main area: no stage, narration, rail or stepper`, async () => {
      const lab = await openLab(browser(), "?lang=en&quiz=3", size);
      const { page } = lab;
      await page.locator('[data-testid="quiz-question"]').waitFor();
      for (const part of [...PLAYER_PARTS, "section.stage-pane"]) expect(await shown(page, part), part).toBeUndefined();
      const quiz = (await shown(page, '[data-testid="quiz"]'))!;
      expect(quiz.width).toBeGreaterThan(size.width * 0.6);
      await modeShot(page, `quiz-${size.width}`);
      await lab.close();
    });

    it(`each editor at ${size.width}×${size.height}: code beside its result (stacked when narrow), nothing of the player`, async () => {
      const lab = await openLab(browser(), "?lang=en", size);
      const { page } = lab;
      for (const kind of ["stream", "scenario", "tool"] as const) {
        await page.click(`[data-testid="editor-open"][data-editor="${kind}"]`);
        await page.waitForSelector(
          kind === "stream"
            ? '[data-testid="stream-text"]'
            : `[data-editor-view="${kind}"] [data-testid="editor-ready"]`,
          { timeout: 60_000 },
        );
        for (const part of PLAYER_PARTS) expect(await shown(page, part), `${kind}: ${part}`).toBeUndefined();
        const view = `[data-editor-view="${kind}"]`;
        const code = (await shown(page, `${view} [data-testid="editor-code"]`))!;
        const result = (await shown(page, `${view} [data-testid="editor-result"]`))!;
        expect(code && result, kind).toBeTruthy();
        expect(overlaps(code, result), kind).toBe(false);
        if (size.width >= 1024) {
          // Side by side: the result starts right of the code, on the same rows.
          expect(result.x, kind).toBeGreaterThanOrEqual(code.x + code.width - 1);
          expect(result.y < code.y + code.height && code.y < result.y + result.height, kind).toBe(true);
        } else expect(result.y, kind).toBeGreaterThanOrEqual(code.y + code.height - 1);
        if (kind !== "stream") {
          const monaco = (await shown(page, `${view} .monaco-host`))!;
          // Monaco has most of the width beside the result (it had 770×400 px beside a narration before).
          expect(monaco.width, kind).toBeGreaterThan(size.width >= 1024 ? size.width * 0.45 : size.width * 0.8);
          expect(monaco.height, kind).toBeGreaterThanOrEqual(260);
        }
        await modeShot(page, `editor-${kind}-${size.width}`);
      }
      await lab.close();
    });
  }

  it("after a scenario is chosen with the mouse, → steps a frame (the list does not take the key)", async () => {
    const lab = await openLab(browser(), "?lang=en&scenario=happy-path&frame=3");
    const { page } = lab;
    // A mouse choice: the pointer goes down on the list, which takes focus, and a scenario is picked
    // in its pop-up (headless Chromium keeps a real pop-up open, so the pointer is dispatched here).
    await page.evaluate(() => {
      const list = document.querySelector<HTMLSelectElement>('[data-testid="scenario-picker"]')!;
      list.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      list.focus();
    });
    await page.selectOption('[data-testid="scenario-picker"]', "truncated");
    await page.waitForFunction(
      () =>
        new URLSearchParams(location.search).get("scenario") === "truncated" &&
        document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false",
    );
    // Focus goes back to the player's stage.
    await page.waitForFunction(() => document.activeElement?.classList.contains("stage-pane"));
    const before = await counter(page);
    await page.keyboard.press("ArrowRight");
    await waitForFrame(page, before.n + 1);
    expect(new URL(page.url()).searchParams.get("scenario")).toBe("truncated");
    await lab.close();
  });

  it("after a header button is clicked, Space plays instead of pressing it again", async () => {
    const lab = await openLab(browser(), "?lang=en&frame=1");
    const { page } = lab;
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.click('[data-testid="theme-toggle"]');
    await page.keyboard.press(" ");
    await page.waitForSelector('[data-testid="play"][aria-pressed="true"]');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(theme);
    await lab.close();
  });

  it("keys act only in the mode that owns them: in the self-test, → moves to the next question and the player stays", async () => {
    const lab = await openLab(browser(), "?lang=en&frame=4&quiz=1");
    const { page } = lab;
    await page.locator('[data-testid="quiz-question"][data-question="1"]').waitFor();
    await page.keyboard.press("ArrowRight");
    await page.locator('[data-testid="quiz-question"][data-question="2"]').waitFor();
    await page.keyboard.press("End");
    await page.keyboard.press("3");
    expect((await counter(page)).n).toBe(4);
    // The list of keys is the self-test's.
    await page.keyboard.press("?");
    const help = (await page.textContent('[data-testid="keys-dialog"]')) ?? "";
    expect(help).toContain("Check the answer");
    expect(help).not.toContain("Jump to a stage");
    await lab.close();
  });

  it("opening an editor moves focus into it; going back to the player focuses the stage", async () => {
    const lab = await openLab(browser(), "?lang=en&frame=2");
    const { page } = lab;
    await page.click('[data-testid="editor-open"][data-editor="stream"]');
    await page.waitForFunction(() => document.activeElement?.id === "stream-lab-title");
    await page.click('[data-testid="editor-close"]');
    await page.waitForFunction(() => document.activeElement?.classList.contains("stage-pane"));
    await page.keyboard.press("ArrowRight");
    await waitForFrame(page, 3);
    await lab.close();
  });
  // Wider than a phone the tabs keep one row (a phone wraps them, so each is on screen: narrow.test.ts).
  for (const size of SIZES.filter((s) => s.width > 640)) {
    it(`the player's tabs keep one row at ${size.width}×${size.height}, even in wide type, and a focused tab is fully in view`, async () => {
      const lab = await openLab(browser(), "?lang=en&scenario=folder-denied&frame=20", size);
      const { page } = lab;
      // Wider glyphs stand in for another font (a CJK font makes every label wider).
      await page.addStyleTag({ content: ".editor-tabs .tab { letter-spacing: 0.2em; }" });
      const tabs = await page.$$eval("nav.editor-tabs button", (buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return { top: Math.round(r.top), height: r.height };
        }),
      );
      expect(tabs.length).toBeGreaterThanOrEqual(6);
      expect(new Set(tabs.map((t) => t.top)).size, JSON.stringify(tabs)).toBe(1);
      const last = page.locator("nav.editor-tabs button").last();
      await last.focus();
      const inView = await last.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const nav = b.parentElement!.getBoundingClientRect();
        return r.right <= nav.right + 1 && r.left >= nav.left - 1;
      });
      expect(inView).toBe(true);
      await lab.close();
    });
  }
});
