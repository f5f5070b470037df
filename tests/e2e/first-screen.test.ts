/**
 * The pre-rendered first screen (`src/playground/start/first-screen.ts`): a first, plain visit
 * paints it before the app's code has run, the app replaces it with the very same page, and what a
 * person pressed meanwhile is not lost.
 */
import type { BrowserContext, Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contextFor, FIRST_SCREEN_SETTLED, SERIALIZE_FIRST_SCREEN } from "./first-screen-page";
import { VARIANTS } from "../../scripts/build/prerender";
import { FIRST_SCREEN_MARK, variantName, type FirstScreenVariant } from "../../src/playground/start/first-screen";
import { useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** The variant the bench and most people see: English, light, wide. */
const EN_WIDE = VARIANTS.find((v) => variantName(v) === "en/light/wide")!;

/** The app's entry chunk (the module script in index.html's head). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens a first, plain visit for `v`; `hold` sees the entry chunk's request first. Returns at the
 * page's load, or at its commit for a chunk held back (the load would wait for it).
 */
async function visit(
  v: FirstScreenVariant,
  hold?: (route: Route) => void,
  until: "load" | "commit" = "load",
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser().newContext(contextFor(v));
  const page = await context.newPage();
  if (hold) await page.route(ENTRY, hold);
  await page.goto(inject("baseUrl"), { waitUntil: until });
  return { page, context };
}

/** The screen as the build's capture reads it. */
const read = (page: Page) =>
  page.evaluate(SERIALIZE_FIRST_SCREEN) as Promise<{ root: string; beside: string; page: Record<string, string> }>;

/** True while the pre-rendered screen is in the page (the app has not started). */
const stamped = (page: Page) =>
  page.evaluate((mark) => document.getElementById("root")?.hasAttribute(mark) === true, FIRST_SCREEN_MARK);

describe("first screen: pre-rendered, then replaced by the same page", () => {
  it.each(VARIANTS.map((v) => [variantName(v), v] as const))(
    "%s: the stamped screen is the app's own",
    async (_name, v) => {
      // The app never starts: what is on screen is the stamp's alone.
      const held = await visit(v, (route) => void route.abort());
      expect(await stamped(held.page)).toBe(true);
      const before = await read(held.page);
      await held.context.close();
      const live = await visit(v);
      await waitForTrace(live.page);
      await live.page.waitForFunction(FIRST_SCREEN_SETTLED);
      const after = await read(live.page);
      await live.context.close();
      expect(before.page).toEqual(after.page);
      expect(before.beside).toBe(after.beside);
      expect(before.root).toBe(after.root);
    },
  );

  it("the stamped screen shows the whole trace and the start card before any of the app's code runs", async () => {
    const { page, context } = await visit(EN_WIDE, (route) => void route.abort());
    const shown = await page.evaluate(() => ({
      counter: document.querySelector('[data-testid="frame-counter"]')?.textContent,
      definition: document.querySelector('[data-testid="view-definition"]') !== null,
      modal: document.querySelector('[data-testid="start-card"]')?.matches(":modal"),
      inert: document.getElementById("root")?.inert,
    }));
    await context.close();
    expect(shown).toMatchObject({ definition: true, modal: true, inert: true });
    expect(shown.counter).toMatch(/^1 \/ \d+$/);
  });

  it("a visit with a query, or with anything kept, is left to the app", async () => {
    const context = await browser().newContext(contextFor(EN_WIDE));
    const page = await context.newPage();
    await page.route(ENTRY, (route) => void route.abort());
    await page.goto(inject("baseUrl") + "?lang=en");
    const withQuery = await stamped(page);
    await page.goto(inject("baseUrl"));
    await page.evaluate(() => localStorage.setItem("tool-call-lab:started:v1", "1"));
    await page.reload();
    const withKept = await stamped(page);
    await context.close();
    expect({ withQuery, withKept }).toEqual({ withQuery: false, withKept: false });
  });
  it("asks for the app's code only after the screen's first paint on a plain visit, and at once on any other", async () => {
    // The first animation frame's time (its callback runs just before the frame paints), from the
    // page's first script on: the screen on a plain visit, the shell on a linked one.
    const FIRST_FRAME = "requestAnimationFrame(() => (window.__firstFrame = performance.now()))";
    /** When the entry chunk was asked for, and when the first frame began (ms from navigation). */
    const times = (page: Page) =>
      page.evaluate(() => ({
        entry:
          performance.getEntriesByType("resource").find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime ??
          NaN,
        frame: (window as { __firstFrame?: number }).__firstFrame ?? NaN,
      }));
    const open = async (query: string) => {
      const context = await browser().newContext(contextFor(EN_WIDE));
      await context.addInitScript(FIRST_FRAME);
      const page = await context.newPage();
      await page.goto(inject("baseUrl") + query);
      await waitForTrace(page);
      const got = await times(page);
      await context.close();
      return got;
    };
    const first = await open("");
    const linked = await open("?lang=en");
    expect({ plainAfterPaint: first.entry > first.frame, linkedBeforePaint: linked.entry < linked.frame }).toEqual({
      plainAfterPaint: true,
      linkedBeforePaint: true,
    });
  });
});

describe("first screen: input before the app starts is kept", () => {
  /** A visit whose entry chunk waits until `release()`: the stamped screen stays up till then. */
  async function heldVisit() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, context } = await visit(EN_WIDE, (route) => void released.then(() => route.continue()), "commit");
    await page.waitForFunction(
      (mark) => document.getElementById("root")?.hasAttribute(mark) === true,
      FIRST_SCREEN_MARK,
    );
    return { page, context, release };
  }

  it("Enter on the start card takes its first way in (learn on my own) once the app has started", async () => {
    const { page, context, release } = await heldVisit();
    await page.keyboard.press("Enter");
    expect(await stamped(page)).toBe(true);
    release();
    await waitForTrace(page);
    await page.locator('[data-testid="start-card"]').waitFor({ state: "hidden" });
    await context.close();
  });

  it("a click on the card's close button closes the card once the app has started", async () => {
    const { page, context, release } = await heldVisit();
    const box = await page.locator('[data-testid="start-close"]').boundingBox();
    if (!box) throw new Error("the stamped start card has no close button on screen");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await stamped(page)).toBe(true);
    release();
    await waitForTrace(page);
    await page.locator('[data-testid="start-card"]').waitFor({ state: "hidden" });
    await context.close();
  });
});
