/**
 * What tests/e2e/layout.test.ts measures on a page: boxes and scroll sizes read in one
 * `page.evaluate` each, never pixel positions, so they hold with another machine's fonts. Each
 * check takes the calling test's own `expect`: the file's tests run concurrently.
 */
import type { Page } from "playwright-core";
import type { ExpectStatic } from "vitest";
import { STAGES } from "../../src/engine";
import { controlsOutside } from "./lab";

/** A screen the layout is checked at. */
export interface Size {
  width: number;
  height: number;
}

/** A box on screen. */
export type Box = { x: number; y: number; width: number; height: number };

/** Nothing pushes the page sideways. */
export async function pageFits(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** The box of the first visible element matching `selector`, or undefined when none is shown. */
export async function shown(page: Page, selector: string): Promise<Box | undefined> {
  return page.evaluate((sel) => {
    const el = [...document.querySelectorAll<HTMLElement>(sel)].find(
      (e) => e.checkVisibility() && e.getClientRects().length > 0,
    );
    if (!el) return undefined;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : undefined;
  }, selector);
}

/**
 * The part of the first visible element matching `selector` that is on screen: its box cut by every
 * ancestor that scrolls or clips it (a stage taller than its scrolling workspace is seen only inside
 * it). Undefined when none is shown.
 */
export async function seenPart(page: Page, selector: string): Promise<Box | undefined> {
  return page.evaluate((sel) => {
    const el = [...document.querySelectorAll<HTMLElement>(sel)].find(
      (e) => e.checkVisibility() && e.getClientRects().length > 0,
    );
    if (!el) return undefined;
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (getComputedStyle(p).overflow === "visible") continue;
      const box = p.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, box.left),
        Math.max(top, box.top),
        Math.min(right, box.right),
        Math.min(bottom, box.bottom),
      ];
    }
    return right > left && bottom > top ? { x: left, y: top, width: right - left, height: bottom - top } : undefined;
  }, selector);
}

/** True when two boxes share any area (1 px of slack for borders that touch). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x + a.width - 1 > b.x && b.x + b.width - 1 > a.x && a.y + a.height - 1 > b.y && b.y + b.height - 1 > a.y;
}

/** The player's own parts: none of them is shown while another mode owns the screen. */
export const PLAYER_PARTS = ['[data-testid="narration"]', '[data-testid="play"]', ".rail", "aside.side-pane"];

/** The stage on screen fits: no sideways scrolling, every control inside, Next in view wherever the page is scrolled. */
export async function expectStageFits(expect: ExpectStatic, page: Page, size: Size, at: string): Promise<void> {
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
 * The stage, the narration and the stepper are all on screen and none lies on another where it is
 * seen. On a phone the
 * page scrolls and the stepper stays at hand over the stage (sticky); elsewhere it has its own row.
 */
export async function expectPlayerPartsApart(expect: ExpectStatic, page: Page, size: Size, at: string): Promise<void> {
  const parts = await Promise.all(
    ["section.stage-pane", '[data-testid="narration"]', ".stepper"].map((s) => seenPart(page, s)),
  );
  expect(parts.every(Boolean), `${at}: ${JSON.stringify(parts)}`).toBe(true);
  const [stage, narration, stepper] = parts as [Box, Box, Box];
  expect(overlaps(stage, narration) || overlaps(narration, stepper), at).toBe(false);
  if (size.width > 640) expect(overlaps(stage, stepper), at).toBe(false);
  else expect(stepper.y + stepper.height, at).toBeLessThanOrEqual(size.height + 1);
}

/** The header's tools behind a phone's menu: each one wholly inside the screen. */
const PHONE_TOOLS = [
  "scenario-picker",
  "provider-picker",
  "engine-picker",
  "faults-button",
  "open-file-button",
  "present-open",
  "projector-toggle",
];

/**
 * A phone's first screen: a compact header (the title and a menu, the pickers behind it) and at
 * least 300 px of the stage above the stepper: room to read the stage, not only its heading.
 */
export async function expectPhoneFirstScreen(expect: ExpectStatic, page: Page, at: string): Promise<void> {
  const header = (await page.locator(".header").boundingBox())!;
  const toggle = (await page.locator('[data-testid="menu-toggle"]').boundingBox())!;
  expect(header.height, `${at}: header`).toBeLessThan(toggle.height * 1.5 + 16);
  expect(await page.isVisible('[data-testid="scenario-picker"]'), at).toBe(false);
  const view = (await page.locator('[data-testid="view-definition"]').boundingBox())!;
  const stepper = (await page.locator(".stepper").boundingBox())!;
  expect(stepper.y - view.y, `${at}: the stage above the stepper`).toBeGreaterThanOrEqual(300);
}

/** Screens a phone's menu is left for: the control that opens each, the screen, and its way back. */
const SCREENS_FROM_MENU = [
  // The self-test, an item of the menu.
  { open: "quiz-open", screen: "quiz-question", back: "quiz-close" },
  // The recording, opened by its tab below while the menu is open.
  { open: "recording-open", screen: "recording-panel", back: "recording-close" },
];

/**
 * A phone's menu opens every tool of the header inside the screen, and Escape folds it again. A
 * screen opened from it, or while it is open, folds it too (left open it covers that screen's start)
 * and takes the focus; a dialog from it folds it and gives the focus back to the menu's button.
 */
export async function expectPhoneMenu(expect: ExpectStatic, page: Page, size: Size, at: string): Promise<void> {
  const toggle = '[data-testid="menu-toggle"]';
  await page.click(toggle);
  expect(await page.getAttribute(toggle, "aria-expanded"), at).toBe("true");
  for (const id of PHONE_TOOLS) {
    const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= size.width, `${at}: ${id}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  expect(await page.isVisible('[data-testid="scenario-picker"]'), `${at}: menu folded`).toBe(false);
  for (const { open, screen, back } of SCREENS_FROM_MENU) {
    await page.click(toggle);
    await page.click(`[data-testid="${open}"]`);
    await page.waitForFunction((id) => document.activeElement?.closest(`[data-testid="${id}"]`), screen);
    expect(await page.getAttribute(toggle, "aria-expanded"), `${at}: ${open} folds the menu`).toBe("false");
    expect(await page.isVisible('[data-testid="scenario-picker"]'), `${at}: ${open} folds the menu`).toBe(false);
    await page.click(`[data-testid="${back}"]`);
  }
  // A dialog from it folds it too, and closed it leaves the focus on the menu's button, not lost.
  await page.click(toggle);
  await page.click('[data-testid="keys-help"]');
  await page.locator('[data-testid="keys-dialog"]').waitFor();
  expect(await page.getAttribute(toggle, "aria-expanded"), `${at}: the keys fold the menu`).toBe("false");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "menu-toggle");
}

/** How many pixels of `selector` are on screen, inside every box that scrolls or clips it. */
export async function seenHeight(page: Page, selector: string): Promise<number> {
  const part = await seenPart(page, selector);
  const height = await page.evaluate(() => innerHeight);
  return part ? Math.max(0, Math.min(part.y + part.height, height) - Math.max(part.y, 0)) : 0;
}

/**
 * Wider than a phone the player's tabs keep one row even in wide type, and the last tab, focused,
 * is wholly in the row (a phone wraps them). Wider glyphs stand in for another font (a CJK font
 * makes every label wider); the style stays on the page, so this is the page's last check.
 */
export async function expectTabsOneRow(expect: ExpectStatic, page: Page, at: string): Promise<void> {
  await page.addStyleTag({ content: ".editor-tabs .tab { letter-spacing: 0.2em; }" });
  const tops = await page.$$eval("nav.editor-tabs button", (buttons) =>
    buttons.map((b) => Math.round(b.getBoundingClientRect().top)),
  );
  expect(tops.length, at).toBeGreaterThanOrEqual(6);
  expect(new Set(tops).size, `${at}: ${JSON.stringify(tops)}`).toBe(1);
  const last = page.locator("nav.editor-tabs button").last();
  await last.focus();
  const inView = await last.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const nav = b.parentElement!.getBoundingClientRect();
    return r.right <= nav.right + 1 && r.left >= nav.left - 1;
  });
  expect(inView, `${at}: the focused last tab`).toBe(true);
}

/**
 * Labels cut short on screen: a visible button, tab, label or heading whose text is wider than its
 * box (clipped or ellipsed), measured in the page's own fonts, so another machine's fonts are
 * checked as they are. A picker's chosen words are checked by `cutChoices`.
 */
export async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
    const cut = [];
    for (const e of document.querySelectorAll(".header button, .header label, .rail button, .editor-tabs .tab, .stepper button, .stepper label, .narration, h1, h2, h3")) {
      if (!shown(e) || !e.textContent.trim()) continue;
      // A tab past its row's edge is cut too ("Your reco", the rest of the row scrolled away).
      const row = e.closest(".editor-tabs")?.getBoundingClientRect();
      const box = e.getBoundingClientRect();
      if (row && (box.left < row.left - 1 || box.right > row.right + 1)) {
        cut.push(e.textContent.trim().slice(0, 40));
        continue;
      }
      const style = getComputedStyle(e);
      if (style.overflowX === "visible" && style.textOverflow !== "ellipsis") continue;
      if (e.scrollWidth > e.clientWidth + 1) cut.push(e.textContent.trim().slice(0, 40));
    }
    return cut;
  })()`);
}

/**
 * Header pickers whose chosen words are cut: each visible select is compared with a copy of itself
 * sized to its chosen option (`field-sizing: content`, same font, padding and border), so the
 * browser's own arrow and the page's fonts are measured as they are.
 */
export async function cutChoices(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const cut = [];
    for (const select of document.querySelectorAll(".header select")) {
      if (select.getClientRects().length === 0) continue;
      const style = getComputedStyle(select);
      const copy = select.cloneNode(true);
      copy.value = select.value;
      for (const k of ["font", "padding", "border", "letterSpacing"]) copy.style[k] = style[k];
      Object.assign(copy.style, { fieldSizing: "content", width: "auto", minWidth: "0", maxWidth: "none", position: "absolute", visibility: "hidden" });
      document.body.append(copy);
      const need = copy.getBoundingClientRect().width;
      copy.remove();
      const has = select.getBoundingClientRect().width;
      if (has + 1 < need) cut.push(select.selectedOptions[0]?.textContent + " (" + Math.round(has) + " of " + Math.round(need) + " px)");
    }
    return cut;
  })()`);
}

/**
 * A toolbar's picker (`selector`, inside its label) tried with each of its choices: it is as wide as
 * the chosen words (a picker as wide as its longest choice crowds its row), or as its row when they
 * are wider, never past the row, and its label's words stay on one line. Returns what is wrong.
 */
export async function pickerMisfits(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const select = document.querySelector<HTMLSelectElement>(sel)!;
    const row = select.closest("label")!.parentElement!.getBoundingClientRect();
    const labelWords = [...select.closest("label")!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    const kept = select.selectedIndex;
    const out: string[] = [];
    for (let i = 0; i < select.options.length; i++) {
      select.selectedIndex = i;
      const style = getComputedStyle(select);
      const copy = select.cloneNode(true) as HTMLSelectElement;
      copy.selectedIndex = i;
      for (const k of ["font", "padding", "border", "letterSpacing"] as const) copy.style[k] = style[k];
      Object.assign(copy.style, { fieldSizing: "content", width: "auto", minWidth: "0", maxWidth: "none" });
      Object.assign(copy.style, { position: "absolute", visibility: "hidden" });
      document.body.append(copy);
      const need = copy.getBoundingClientRect().width;
      copy.remove();
      const box = select.getBoundingClientRect();
      const name = `${select.options[i]!.textContent} (${Math.round(box.width)} px, needs ${Math.round(need)} of ${Math.round(row.width)})`;
      if (box.right > row.right + 1 || box.left < row.left - 1) out.push(`past its row: ${name}`);
      else if (box.width > need + 1) out.push(`wider than its choice: ${name}`);
      else if (box.width + 1 < Math.min(need, row.width)) out.push(`cut: ${name}`);
      const range = document.createRange();
      range.selectNodeContents(labelWords);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size !== 1) out.push(`label on ${lines.size} lines: ${labelWords.textContent}`);
    }
    select.selectedIndex = kept;
    return out;
  }, selector);
}

/** The visible cells matching `selector` (in the stage) whose text takes more than one line. */
export async function wrappedCells(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const lines = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
    };
    return [...document.querySelectorAll(`.stage-pane ${sel}`)]
      .filter((cell) => cell.getClientRects().length > 0 && lines(cell) > 1)
      .map((cell) => cell.textContent!.trim());
  }, selector);
}

/**
 * Names cut inside, in the visible elements matching `selector`: a run of letters, digits, `_` and `-`
 * ("parseStreamingJson", "partial-json") whose characters lie on more than one line. A break between
 * words, or after a dot ("JSON." over "parse"), is no cut.
 */
export async function namesCut(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      if (el.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const m of node.textContent!.matchAll(/[\w-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) cut.push(m[0]);
        }
    }
    return cut;
  }, selector);
}

/** The ids frame's matrix: 16 cells inside the panel, none over another. */
export async function expectMatrixFits(expect: ExpectStatic, page: Page, at: string): Promise<void> {
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

/** Every box matching `selector` inside the page's width, and nothing pushing the page sideways. */
export async function expectInsideWidth(
  expect: ExpectStatic,
  page: Page,
  selector: string,
  at: string,
): Promise<number> {
  const found = await page.evaluate(
    (sel) => ({
      rights: [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect().right),
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      width: document.documentElement.clientWidth,
    }),
    selector,
  );
  expect(found.sideways, at).toBe(false);
  expect(
    found.rights.filter((right) => right > found.width + 1),
    at,
  ).toEqual([]);
  return found.rights.length;
}

/**
 * An editor opened by its tab owns the screen: nothing of the player, its code beside its result
 * (stacked when narrower than 1024 px), Monaco with most of the width and room to write.
 */
export async function expectEditorOwnsScreen(
  expect: ExpectStatic,
  page: Page,
  kind: string,
  size: Size,
): Promise<void> {
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
}

/**
 * Projector mode on a projector's screen: the page itself never scrolls on any stage, and the
 * stages in `fitting` (content made to fit a projector) do not scroll inside the stage pane either
 * (the rest may, and the room follows). `onStage` looks further at each stage. Returns the fitting
 * stages that overflow.
 */
export async function projectorOverflow(
  expect: ExpectStatic,
  page: Page,
  fitting: readonly string[],
  at: string,
  onStage?: (stage: string) => Promise<void>,
): Promise<string[]> {
  const overflow: string[] = [];
  for (const [i, stage] of STAGES.entries()) {
    await page.keyboard.press(String(i + 1));
    await page.locator(`[data-testid="view-${stage}"]`).waitFor();
    const found = await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>(".stage-pane")!;
      return {
        scroll: pane.scrollHeight,
        client: pane.clientHeight,
        page: document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth,
      };
    });
    expect(found.page, `${at} ${stage}: the page itself never scrolls`).toBe(false);
    if (fitting.includes(stage) && found.scroll > found.client + 1)
      overflow.push(`${at} ${stage}: ${found.scroll} > ${found.client}`);
    await onStage?.(stage);
  }
  return overflow;
}

/**
 * A phone's question offers something to choose on its first screen: its first option whole there,
 * and a prediction's frame card after the options (above them, the card's height, which grows with
 * the frame and the font, decided whether any option was seen). In zh-CN each character is drawn as
 * wide as a CJK font draws it (1 em; this machine has no CJK font and draws 0.6 em boxes), so its
 * lines wrap as a reader's do.
 */
export async function expectOptionsFirst(expect: ExpectStatic, page: Page, at: string): Promise<void> {
  const wide = await page.addStyleTag({ content: ':root[lang="zh-CN"] .mode-quiz { letter-spacing: 0.4em; }' });
  const seen = await page.evaluate(() => {
    const below = (e: Element | null) => (e ? Math.round(e.getBoundingClientRect().bottom + scrollY) : NaN);
    const card = document.querySelector('[data-testid="quiz-frame"]');
    return {
      option: below(document.querySelector(".quiz-option")),
      options: below(document.querySelector(".quiz-options")),
      card: card ? Math.round(card.getBoundingClientRect().top + scrollY) : undefined,
      screen: innerHeight,
    };
  });
  await wide.evaluate((style) => (style as HTMLStyleElement).remove());
  expect(seen.option, `${at}: the first option's foot on a ${seen.screen} px screen`).toBeLessThanOrEqual(seen.screen);
  if (seen.card !== undefined)
    expect(seen.card, `${at}: the frame card after the options`).toBeGreaterThanOrEqual(seen.options);
}
