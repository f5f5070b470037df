/**
 * The classroom (issue 18, item 5): the room follows the presenter's scroll and spotlight on any
 * panel; projector mode scales everything (its stages on a projector's screen: tests/e2e/layout.test.ts);
 * the console's clock pauses and resets; the audience says what is on and offers no controls.
 * Layout checks use boxes and scroll sizes, never pixel positions: they hold with other fonts.
 */
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, inject } from "vitest";
import { uiEn } from "../../src/i18n/ui-en";
import { STAGES } from "../../src/engine";
import { artifactDir, openLab, shot, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();
const shots = artifactDir("screenshots/classroom");

interface Viewport {
  width: number;
  height: number;
}

/** A presenter page and its audience window (at `room` size), in one browser context. */
async function present(
  query: string,
  room: Viewport = { width: 1024, height: 768 },
  prepare?: (context: BrowserContext) => Promise<void>,
  before?: (presenter: Page) => Promise<void>,
): Promise<{ context: BrowserContext; presenter: Page; audience: Page }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
  await prepare?.(context);
  const presenter = await context.newPage();
  await presenter.goto(inject("baseUrl") + query);
  await waitForTrace(presenter);
  await before?.(presenter);
  const [audience] = await Promise.all([context.waitForEvent("page"), presenter.click('[data-testid="present-open"]')]);
  await audience.setViewportSize(room);
  await audience.locator('[data-testid="audience-view"]').waitFor();
  await waitForTrace(audience);
  await presenter.locator('[data-testid="presenter-console"]').waitFor();
  return { context, presenter, audience };
}

const counterText = (page: Page) => page.textContent('[data-testid="frame-counter"]');

/** Goes to stage `n` (1–8) in the presenter and waits until the room shows the same frame. */
async function stageInBoth(presenter: Page, audience: Page, n: number): Promise<void> {
  await presenter.keyboard.press(String(n));
  await presenter.locator(`[data-testid="view-${STAGES[n - 1]}"]`).waitFor();
  await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
  await audience.locator(`[data-testid="view-${STAGES[n - 1]}"]`).waitFor();
}

/** The stage pane's scroll: where it is, as a fraction of how far it can go, and whether it can. */
const paneScroll = (page: Page) =>
  page.evaluate(() => {
    const pane = document.querySelector<HTMLElement>(".stage-pane")!;
    const range = pane.scrollHeight - pane.clientHeight;
    return { range, fraction: range > 0 ? pane.scrollTop / range : 0 };
  });

/** Scrolls the page's stage pane to `fraction` of its range (the browser fires the scroll event). */
const scrollPaneTo = (page: Page, fraction: number) =>
  page.evaluate((f) => {
    const pane = document.querySelector<HTMLElement>(".stage-pane")!;
    pane.scrollTop = f * (pane.scrollHeight - pane.clientHeight);
  }, fraction);

describe("the room follows the presenter", () => {
  it("the audience's stage pane scrolls with the presenter's, by the same fraction of its range", async () => {
    const { context, presenter, audience } = await present("?scenario=folder-denied&lang=en");
    // A stage long enough to scroll in both windows: the definition's source, schema and type.
    await stageInBoth(presenter, audience, 1);
    expect((await paneScroll(presenter)).range).toBeGreaterThan(40);
    expect((await paneScroll(audience)).range).toBeGreaterThan(40);
    await scrollPaneTo(presenter, 1);
    await expect.poll(async () => (await paneScroll(audience)).fraction).toBeGreaterThan(0.97);
    await scrollPaneTo(presenter, 0.5);
    await expect.poll(async () => Math.abs((await paneScroll(audience)).fraction - 0.5)).toBeLessThan(0.05);
    await shot(audience, `${shots}/audience-scrolled-1024x768.png`);
    await context.close();
  });

  it("a code box scrolled inside the stage scrolls in the room too: the §13 request body", async () => {
    const { context, presenter, audience } = await present("?scenario=happy-path&lang=en");
    // Key 8 opens the final stage on its first frame: the second request (§13).
    await stageInBoth(presenter, audience, 8);
    const body = '[data-testid="view-final"] pre.code';
    const boxScroll = (page: Page) =>
      page.$eval(body, (box) => {
        const range = box.scrollHeight - box.clientHeight;
        return { range, fraction: range > 0 ? box.scrollTop / range : 0 };
      });
    expect((await boxScroll(presenter)).range).toBeGreaterThan(40);
    expect((await boxScroll(audience)).range).toBeGreaterThan(40);
    await presenter.$eval(body, (box) => (box.scrollTop = 0.6 * (box.scrollHeight - box.clientHeight)));
    await expect.poll(async () => Math.abs((await boxScroll(audience)).fraction - 0.6)).toBeLessThan(0.05);
    await context.close();
  });

  it("a long list the presenter pages on (“Show next 200”) shows as many rows in the room", async () => {
    const data = JSON.parse(readFileSync("src/scenarios/happy-path.json", "utf8"));
    data.id = "long-folder";
    data.downloads.entries = Array.from({ length: 450 }, (_, i) => ({ name: `report-${i}.pdf`, type: "file" }));
    const { context, presenter, audience } = await present("?lang=en", undefined, undefined, async (page) => {
      await page.setInputFiles('[data-testid="open-scenario-file"]', {
        name: "long.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(data)),
      });
      await page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "long-folder");
      await waitForTrace(page);
    });
    await stageInBoth(presenter, audience, 6);
    const rows = (page: Page) => page.locator('[data-testid="folder-entries"] li').count();
    expect(await rows(audience)).toBe(200);
    await presenter.click('[data-testid="folder-entries"] ~ [data-testid="page-controls"] [data-testid="page-next"]');
    await expect.poll(() => rows(audience)).toBe(400);
    await presenter.click('[data-testid="folder-entries"] ~ [data-testid="page-controls"] [data-testid="page-all"]');
    await expect.poll(() => rows(audience)).toBe(450);
    await context.close();
  });

  it("while the class predicts at the gate the room shows the question, not the answer; the lens follows too", async () => {
    const { context, presenter, audience } = await present("?scenario=happy-path&lang=en");
    await presenter.click('[data-testid="predict-toggle"]');
    await presenter.keyboard.press("4");
    await presenter.locator('[data-testid="predict-prompt"]').waitFor();
    await audience.locator('[data-testid="predict-room-options"]').waitFor();
    expect(await audience.locator('[data-testid="view-gate"], [data-testid="audience-view"] button').count()).toBe(0);
    await presenter.click('[data-testid="predict-prompt"] [data-prediction="all"]');
    await audience.locator('[data-testid="view-gate"]').waitFor();
    expect(await audience.locator('[data-testid="predict-room-options"]').count()).toBe(0);
    // The lens adds its summary frame: the room plays the same trace, to the last frame.
    await presenter.click('[data-testid="lens-toggle"]');
    await presenter.waitForSelector('[data-testid="lens-strip"] [data-state]');
    await presenter.keyboard.press("End");
    await presenter.locator('[data-testid="view-lens-summary"]').waitFor();
    await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
    await audience.locator('[data-testid="view-lens-summary"]').waitFor();
    await context.close();
  });

  it("a panel clicked with the spotlight on lights the same panel in the room, named by stage and title", async () => {
    const { context, presenter, audience } = await present("?scenario=happy-path&lang=en");
    await stageInBoth(presenter, audience, 5);
    await presenter.click('[data-testid="spotlight"]');
    const panel = presenter.locator('[data-testid="view-validation"] .panel').nth(1);
    const target = await panel.getAttribute("data-spotlight");
    expect(target).toMatch(/^validation:ui\.val\.[\w.-]+$/);
    await panel.locator("h3").click();
    await expect.poll(() => audience.locator(".panel.spotlit").getAttribute("data-spotlight")).toBe(target);
    expect(await audience.locator(".spotlit").count()).toBe(1);
    await context.close();
  });
});

describe("projector mode", () => {
  it("scales tables and ids with the type, hides the pickers and keeps the stage rail readable", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en", { width: 1024, height: 768 });
    const { page } = lab;
    // The execution stage: the audit log's table and the call's id chip.
    await page.keyboard.press("6");
    await page.locator('[data-testid="view-execution"] .table').first().waitFor();
    const sizes = () =>
      page.evaluate(() => {
        const size = (selector: string) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
        return { body: size("body"), table: size(".stage-pane .table"), id: size(".stage-pane .id-chip") };
      });
    const normal = await sizes();
    await page.click('[data-testid="projector-toggle"]');
    await page.waitForFunction(() => document.documentElement.dataset.projector === "on");
    const big = await sizes();
    const growth = big.body / normal.body;
    expect(big.table).toBeGreaterThanOrEqual(normal.table * growth * 0.98);
    expect(big.id).toBeGreaterThanOrEqual(normal.id * growth * 0.98);
    for (const id of ["scenario-picker", "provider-picker", "engine-picker", "faults-button"])
      expect(await page.locator(`[data-testid="${id}"]`).isHidden(), id).toBe(true);
    // Every stage's name is whole (not cut with an ellipsis), in type no smaller than the page's.
    const rail = await page.$$eval('[data-testid="stage-rail"] button', (buttons) =>
      buttons.map((b) => ({ cut: b.scrollWidth > b.clientWidth + 1, size: parseFloat(getComputedStyle(b).fontSize) })),
    );
    expect(rail.filter((b) => b.cut)).toEqual([]);
    expect(Math.min(...rail.map((b) => b.size))).toBeGreaterThanOrEqual(normal.body);
    await lab.close();
  });
});

describe("the presenter console", () => {
  it("the clock pauses, resumes and resets", async () => {
    const { context, presenter } = await present("?scenario=happy-path&lang=en", undefined, (c) => c.clock.install());
    const clock = () => presenter.textContent('[data-testid="presenter-clock"]');
    const seconds = async () => {
      const [m, s] = ((await clock()) ?? "").split(":").map(Number);
      return (m ?? NaN) * 60 + (s ?? NaN);
    };
    await presenter.clock.fastForward("01:05");
    expect(await seconds()).toBeGreaterThanOrEqual(65);
    await presenter.click('[data-testid="presenter-clock-pause"]');
    expect(await presenter.getAttribute('[data-testid="presenter-clock-pause"]', "aria-pressed")).toBe("true");
    const held = await clock();
    await presenter.clock.fastForward("00:30");
    expect(await clock()).toBe(held);
    await presenter.click('[data-testid="presenter-clock-reset"]');
    expect(await clock()).toBe("00:00");
    await presenter.clock.fastForward("00:10");
    expect(await clock()).toBe("00:00");
    await presenter.click('[data-testid="presenter-clock-pause"]');
    await presenter.clock.fastForward("00:05");
    expect(await seconds()).toBeGreaterThanOrEqual(5);
    expect(await seconds()).toBeLessThan(10);
    await context.close();
  });
});

describe("the audience window", () => {
  it("says which scenario and faults are on, and has no presenter-only controls or key hints", async () => {
    const { context, presenter, audience } = await present("?scenario=folder-denied&faults=swallow-errors&lang=en");
    const badge = audience.locator('[data-testid="audience-badge"]');
    await expect.poll(() => badge.textContent()).toContain(uiEn["ui.fault.swallow-errors"]);
    const scenarioTitle = await presenter.$eval<string, HTMLSelectElement>('[data-testid="scenario-picker"]', (s) =>
      s.selectedOptions[0]!.textContent!.trim(),
    );
    expect(await badge.textContent()).toContain(scenarioTitle);
    await shot(audience, `${shots}/audience-badge-1024x768.png`);
    for (const n of [1, 6, 8]) {
      await stageInBoth(presenter, audience, n);
      // What the room could press: buttons and links not made inert. Its own notices may be dismissed.
      const controls = await audience.$$eval("button, a[href], select, input, [role=button]", (els) =>
        els.filter((el) => !el.closest("[inert], .notices")).map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(controls, `stage ${n}`).toEqual([]);
      const hints = await audience.$$eval("kbd, [title]", (els) =>
        els
          .filter((el) => el.tagName === "KBD" || /\([A-Z?]\)|[←→]/.test(el.getAttribute("title") ?? ""))
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(hints, `stage ${n}`).toEqual([]);
    }
    await shot(audience, `${shots}/audience-final-1024x768.png`);
    await context.close();
  });
});
