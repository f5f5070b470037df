/**
 * Layout and accessibility at the four screens (tests/e2e/lab.ts SCREEN_SIZES): each view visited
 * once per size and language, axe-core once per view per size. Nothing is wider than the screen,
 * every control lies inside it, and the stepper stays within reach. Other browser files check
 * their own behaviour at one size (docs/testing.md).
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { STAGES } from "../../src/engine";
import {
  controlsOutside,
  openLab,
  SCREEN_SIZES,
  seriousViolations,
  useBrowser,
  waitForFrame,
  waitForTrace,
} from "./lab";

const browser = useBrowser();
const LANGS = ["en", "zh-CN"] as const;
type Size = (typeof SCREEN_SIZES)[number];

/** The language axe runs in at each size: each language at two sizes, so both are checked on every view. */
const axeLang = (size: Size) => (SCREEN_SIZES.indexOf(size) % 2 === 0 ? "en" : "zh-CN");

/** Nothing pushes the page sideways. */
async function pageFits(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** The stage on screen fits: no sideways scrolling, every control inside, Next in view wherever the page is scrolled. */
async function expectStageFits(page: Page, size: Size, at: string): Promise<void> {
  expect(await pageFits(page), at).toBe(true);
  expect(await controlsOutside(page, size.width), at).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const next = await page.locator('[data-testid="step-next"]').boundingBox();
  expect(next && next.y >= 0 && next.y + next.height <= size.height, `${at}: step-next in view`).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  // On the projector's screen nothing important is below the fold: the counter is on the first screen.
  if (size.width === 1280) {
    const counter = await page.locator('[data-testid="frame-counter"]').boundingBox();
    expect(counter && counter.y + counter.height, at).toBeLessThanOrEqual(size.height);
  }
}

/**
 * Labels cut short on screen: a visible button, tab, label or heading whose text is wider than its
 * box (clipped or ellipsed), measured in the page's own fonts, so another machine's fonts are
 * checked as they are. (A picker's chosen words are not checked yet: a provider's long model name
 * does not fit the header's pickers when History from is shown.)
 */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
    const cut = [];
    for (const e of document.querySelectorAll(".header button, .header label, .rail button, .editor-tabs .tab, .stepper button, .stepper label, .narration, h1, h2, h3")) {
      if (!shown(e) || !e.textContent.trim()) continue;
      const style = getComputedStyle(e);
      if (style.overflowX === "visible" && style.textOverflow !== "ellipsis") continue;
      if (e.closest(".editor-tabs") && e.scrollWidth <= e.clientWidth + 1) continue;
      if (e.scrollWidth > e.clientWidth + 1) cut.push(e.textContent.trim().slice(0, 40));
    }
    return cut;
  })()`);
}

/** The ids frame's matrix: 16 cells inside the panel, none over another. */
async function expectMatrixFits(page: Page, at: string): Promise<void> {
  await page.locator('[data-testid="id-matrix"] table').scrollIntoViewIfNeeded();
  const boxes = await page.$$eval('[data-testid="id-matrix"] a.id-cell', (cells) =>
    cells
      .map((c) => c.getBoundingClientRect())
      .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
  );
  const panel = await page.$eval('[data-testid="id-matrix"]', (p) => p.getBoundingClientRect().toJSON() as DOMRect);
  expect(boxes, at).toHaveLength(16);
  expect(
    boxes.filter((box) => box.left < panel.left - 1 || box.right > panel.right + 1),
    at,
  ).toEqual([]);
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
  );
  expect(overlapping, at).toEqual([]);
}

describe.each(SCREEN_SIZES)("at $width×$height", (size) => {
  it.each(LANGS)(
    "the player in %s: every stage and the ids frame fit, the menus open inside the screen, stepping works",
    async (lang) => {
      const axe = lang === axeLang(size);
      const found: string[] = [];
      const lab = await openLab(browser(), `?scenario=id-normalization&provider=anthropic-messages&lang=${lang}`, size);
      const { page } = lab;
      expect(await cutLabels(page), `${lang}: labels cut short`).toEqual([]);
      for (const [i, stage] of STAGES.entries()) {
        await page.keyboard.press(String(i + 1));
        await page.locator(`[data-testid="view-${stage}"]`).waitFor();
        await expectStageFits(page, size, `${lang} ${stage}`);
        if (axe) found.push(...(await seriousViolations(page)).map((v) => `${stage}: ${v}`));
      }
      // The ids frame comes right after the final stage's first frame (the second request).
      await page.keyboard.press("8");
      await page.keyboard.press("ArrowRight");
      await page.waitForSelector('[data-testid="id-matrix"] table');
      await expectStageFits(page, size, `${lang} ids`);
      await expectMatrixFits(page, `${lang} ids`);
      if (axe) found.push(...(await seriousViolations(page)).map((v) => `ids: ${v}`));
      // On a phone the header's tools are behind its menu; open, it is checked too.
      if (size.width <= 640) {
        await page.click('[data-testid="menu-toggle"]');
        if (axe) found.push(...(await seriousViolations(page)).map((v) => `menu: ${v}`));
      }
      await page.click('[data-testid="faults-button"]');
      const list = (await page.locator(".faults-list").boundingBox())!;
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(size.width);
      await page.keyboard.press("Escape");
      await page.click('[data-testid="step-first"]');
      await waitForFrame(page, 1);
      await page.click('[data-testid="step-next"]');
      await waitForFrame(page, 2);
      expect(found).toEqual([]);
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );

  it.each(LANGS)(
    "the version lens in %s: its line over the stage on the first screen, both sides apart and inside",
    async (lang) => {
      const lab = await openLab(browser(), `?scenario=bad-arguments&frame=18&lens=1.6&lang=${lang}`, size);
      const { page } = lab;
      await page.waitForSelector('[data-testid="lens-strip"] [data-state]');
      const strip = (await page.locator('[data-testid="lens-strip"]').boundingBox())!;
      expect(strip.y + strip.height).toBeLessThanOrEqual(size.height);
      await page.click('[data-testid="lens-see"]');
      const card = page.locator('[data-testid="lens-pane"] [data-kind="error-text"]');
      await card.scrollIntoViewIfNeeded();
      const old = (await card.locator('[data-side="1.4.0"]').boundingBox())!;
      const next = (await card.locator('[data-side="1.6.0"]').boundingBox())!;
      // Beside each other or one above the other, never overlapping, and both inside the screen's width.
      expect(old.x + old.width <= next.x + 1 || old.y + old.height <= next.y + 1).toBe(true);
      expect(Math.max(old.x + old.width, next.x + next.width)).toBeLessThanOrEqual(size.width);
      expect(await pageFits(page)).toBe(true);
      // Beside the stage, the Context keeps a readable part of the side in view under the lens.
      if (size.width > 900) {
        const context = (await page.locator(".side-pane .inspector").boundingBox())!;
        expect(
          Math.min(context.y + context.height, size.height) - context.y,
          `${lang}: Context in view`,
        ).toBeGreaterThan(140);
      }
      if (lang === axeLang(size)) expect(await seriousViolations(page)).toEqual([]);
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );

  it("the Context gets 200 px or all of its content on the §13 frame, the sequence diagram open or closed", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=22&lang=en", size);
    const { page } = lab;
    await waitForFrame(page, 22);
    const room = () =>
      page.$eval(".mode-player .inspector", (box) => ({
        shown: (box as HTMLElement).offsetHeight,
        needs: box.scrollHeight,
      }));
    const enough = ({ shown, needs }: { shown: number; needs: number }) => shown >= Math.min(200, needs);
    expect(await room().then(enough), JSON.stringify(await room())).toBe(true);
    const fold = page.locator(".mode-player .sequence-fold > summary");
    if (await fold.isVisible()) {
      await fold.click();
      expect(await room().then(enough), `diagram open: ${JSON.stringify(await room())}`).toBe(true);
    }
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the Round lab: its toolbar, pickers and editor inside the screen (English, the longest names)", async () => {
    const lang = "en";
    const lab = await openLab(browser(), `?scenario=happy-path&lang=${lang}&edit=round`, size);
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
    expect(await pageFits(page), lang).toBe(true);
    expect(await controlsOutside(page, size.width), lang).toEqual([]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the start card of a first, plain visit", async () => {
    const context = await browser().newContext({ viewport: size, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await waitForTrace(page);
    await page.locator('[data-testid="start-card"]').waitFor();
    expect(await pageFits(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("the Tool lab's contrast table fits its column, in both languages", async () => {
    const lab = await openLab(browser(), "?lang=en&edit=tool", size);
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    await page.click('[data-testid="contrast-run"]');
    for (const lang of LANGS) {
      // The language switched in the page (on a phone it sits behind the header's menu): the lab stays open.
      if (lang !== "en")
        await page.evaluate(
          (l) => document.querySelector<HTMLButtonElement>(`[data-testid="lang-switch"] [data-lang="${l}"]`)?.click(),
          lang,
        );
      await page.waitForFunction(
        (l) => document.documentElement.lang === l && document.querySelector('[data-testid="contrast-result"]'),
        lang,
      );
      await page.locator('[data-testid="schema-contrast"]').scrollIntoViewIfNeeded();
      const boxes = await page.evaluate(() => {
        const table = document.querySelector(".contrast-table")!.getBoundingClientRect();
        const column = document.querySelector('[data-testid="editor-result"]')!.getBoundingClientRect();
        const cells = [...document.querySelectorAll('[data-testid="contrast-cell"]')].map((c) =>
          c.getBoundingClientRect(),
        );
        return {
          table: { left: table.left, right: table.right },
          column: { left: column.left, right: column.right },
          cells: cells.map((c) => ({ left: c.left, right: c.right })),
        };
      });
      expect(await pageFits(page), lang).toBe(true);
      expect(boxes.table.left, lang).toBeGreaterThanOrEqual(boxes.column.left - 1);
      expect(boxes.table.right, lang).toBeLessThanOrEqual(boxes.column.right + 1);
      expect(
        boxes.cells.filter((c) => c.right > boxes.table.right + 1),
        lang,
      ).toEqual([]);
      if (lang === axeLang(size)) expect(await seriousViolations(page), lang).toEqual([]);
    }
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
