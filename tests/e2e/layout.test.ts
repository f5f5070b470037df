/**
 * Layout and accessibility at the four screens (tests/e2e/lab.ts SCREEN_SIZES): each view visited
 * once per size and language, axe-core once per view per size. Nothing is wider than the screen,
 * every control lies inside it, and the stepper stays within reach. Other browser files check
 * their own behaviour at one size (docs/testing.md).
 */
import type { Page } from "playwright-core";
import { describe, inject, it } from "vitest";
import { playScenario, providerFactory, STAGES } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { QUESTIONS } from "../../src/playground/quiz/questions";
import { builtInScenario } from "../../src/scenarios";
import {
  cutChoices,
  cutLabels,
  expectEditorOwnsScreen,
  expectInsideWidth,
  expectMatrixFits,
  expectOptionsFirst,
  expectPhoneFirstScreen,
  expectPhoneMenu,
  expectPlayerPartsApart,
  expectStageFits,
  expectTabsOneRow,
  namesCut,
  pageFits,
  pickerMisfits,
  PLAYER_PARTS,
  projectorOverflow,
  seenHeight,
  shown,
  wrappedCells,
} from "./layout-checks";
import {
  artifactDir,
  controlsOutside,
  openLab,
  SCREEN_SIZES,
  seriousViolations,
  shot,
  useBrowser,
  waitForFrame,
  waitForTrace,
} from "./lab";

const browser = useBrowser();
const LANGS = ["en", "zh-CN"] as const;
type Size = (typeof SCREEN_SIZES)[number];

/** The language axe runs in at each size: each language at two sizes, so both are checked on every view. */
const axeLang = (size: Size) => (SCREEN_SIZES.indexOf(size) % 2 === 0 ? "en" : "zh-CN");

/** Waits until the app shows `scenario`'s trace, chosen in the page. */
async function waitForScenario(page: Page, scenario: string): Promise<void> {
  await page.waitForFunction(
    (id) =>
      new URLSearchParams(location.search).get("scenario") === id &&
      document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false",
    scenario,
  );
}

/** Switches the language in the page (on a phone it sits behind the header's menu): an open lab stays open. */
async function switchLang(page: Page, lang: string): Promise<void> {
  await page.evaluate(
    (l) => document.querySelector<HTMLButtonElement>(`[data-testid="lang-switch"] [data-lang="${l}"]`)?.click(),
    lang,
  );
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** stop-with-calls under OpenAI Responses, as the engine plays it: the done, gate and providers frames (1-based). */
async function responsesFrames() {
  const s = builtInScenario("stop-with-calls");
  if (!s.ok) throw new Error("stop-with-calls");
  const play = async (strict: boolean) =>
    framesOf(await playScenario(s.scenario, { provider: providerFactory("openai-responses"), strict }));
  const [off, on] = [await play(false), await play(true)];
  return {
    done: off.findIndex((f) => f.event === "done") + 1,
    gate: off.findIndex((f) => f.stage === "gate") + 1,
    providers: off.findIndex((f) => f.definition?.focus === "providers") + 1,
    strictProviders: on.findIndex((f) => f.definition?.focus === "providers") + 1,
  };
}

// A size's pages two at a time (`maxConcurrency` in vitest.e2e.config.ts), each in its own context,
// with each test's own `expect`, as concurrent tests need: one page's loading and axe overlap the
// other's measuring.
describe.concurrent.each(SCREEN_SIZES)("at $width×$height", (size) => {
  it.for(LANGS)(
    "the player in %s: every stage and the ids frame fit, its parts apart, the menus open inside the screen, stepping works",
    async (lang, { expect }) => {
      const axe = lang === axeLang(size);
      const found: string[] = [];
      const lab = await openLab(browser(), `?scenario=id-normalization&provider=anthropic-messages&lang=${lang}`, size);
      const { page } = lab;
      expect(await cutLabels(page), `${lang}: labels cut short`).toEqual([]);
      if (size.width <= 640) await expectPhoneFirstScreen(expect, page, lang);
      // A tablet in one column gives the stage at least 60% of the screen's height.
      else if (size.width <= 900)
        expect(await seenHeight(page, ".stage-pane"), lang).toBeGreaterThanOrEqual(0.6 * size.height);
      for (const [i, stage] of STAGES.entries()) {
        await page.keyboard.press(String(i + 1));
        await page.locator(`[data-testid="view-${stage}"]`).waitFor();
        await expectStageFits(expect, page, size, `${lang} ${stage}`);
        await expectPlayerPartsApart(expect, page, size, `${lang} ${stage}`);
        if (axe) found.push(...(await seriousViolations(page)).map((v) => `${stage}: ${v}`));
      }
      // The ids frame comes right after the final stage's first frame (the second request).
      await page.keyboard.press("8");
      await page.keyboard.press("ArrowRight");
      await page.waitForSelector('[data-testid="id-matrix"] table');
      await expectStageFits(expect, page, size, `${lang} ids`);
      await expectMatrixFits(expect, page, `${lang} ids`);
      if (axe) found.push(...(await seriousViolations(page)).map((v) => `ids: ${v}`));
      // On a phone the header's tools are behind its menu; open, it is checked too.
      if (size.width <= 640) {
        await expectPhoneMenu(expect, page, size, lang);
        await page.click('[data-testid="menu-toggle"]');
        if (axe) found.push(...(await seriousViolations(page)).map((v) => `menu: ${v}`));
      }
      await page.click('[data-testid="faults-button"]');
      const list = (await page.locator(".faults-list").boundingBox())!;
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(size.width);
      // Strict tools is whole inside the open menu, not below its edge behind the faults' lines.
      await page.locator('[data-testid="fault-hint"]').first().waitFor();
      const strict = (await page.locator('.faults-list [data-testid="strict-switch"]').boundingBox())!;
      expect(strict.y, `${lang}: Strict tools`).toBeGreaterThanOrEqual(list.y);
      expect(strict.y + strict.height, `${lang}: Strict tools`).toBeLessThanOrEqual(list.y + list.height);
      await page.keyboard.press("Escape");
      await page.click('[data-testid="step-first"]');
      await waitForFrame(page, 1);
      await page.click('[data-testid="step-next"]');
      await waitForFrame(page, 2);
      if (lang === "en" && size.width > 640) await expectTabsOneRow(expect, page, lang);
      expect(found).toEqual([]);
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );

  it.for(LANGS)(
    "the header's pickers in %s show their longest choices whole: a long title, History from, a model",
    async (lang, { expect }) => {
      const lab = await openLab(browser(), `?scenario=id-normalization&provider=anthropic-messages&lang=${lang}`, size);
      const { page } = lab;
      if (size.width <= 640) await page.click('[data-testid="menu-toggle"]');
      await page.locator('[data-testid="source-picker"]').waitFor();
      expect(await cutChoices(page)).toEqual([]);
      // The pickers may take a second row for these; the counter stays on a projector's first screen.
      if (size.width === 1280) {
        const counter = (await page.locator('[data-testid="frame-counter"]').boundingBox())!;
        expect(counter.y + counter.height).toBeLessThanOrEqual(size.height);
      }
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );

  it.for(LANGS)(
    "the version lens in %s: its line over the stage on the first screen, both sides apart and inside",
    async (lang, { expect }) => {
      const lab = await openLab(browser(), `?scenario=bad-arguments&frame=18&lens=1.6&lang=${lang}`, size);
      const { page } = lab;
      await page.waitForSelector('[data-testid="lens-strip"] [data-state]');
      const strip = (await page.locator('[data-testid="lens-strip"]').boundingBox())!;
      expect(strip.y + strip.height).toBeLessThanOrEqual(size.height);
      // Beside the stage the lens pane has 200 px or all it needs (it had 50–120 px under the diagram).
      if (size.width > 900) {
        const pane = page.locator('[data-testid="lens-pane"]');
        await pane.locator("[data-kind]").first().waitFor();
        const room = await pane.evaluate((p) => ({ shown: (p as HTMLElement).offsetHeight, needs: p.scrollHeight }));
        expect(room.shown, `${lang}: the lens pane's room`).toBeGreaterThanOrEqual(Math.min(200, room.needs));
      }
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
        // Following its newest message, the Context keeps its heading in view at its top.
        const follow = await page.locator(".side-pane .inspector").evaluate((box) => ({
          scrolled: box.scrollTop,
          below: box.querySelector("h2")!.getBoundingClientRect().top - box.getBoundingClientRect().top,
        }));
        expect(follow.scrolled, `${lang}: the Context scrolled to its newest message`).toBeGreaterThan(0);
        expect(follow.below, `${lang}: the Context's heading in view`).toBeGreaterThanOrEqual(0);
        expect(follow.below, `${lang}: the Context's heading in view`).toBeLessThan(4);
      }
      if (lang === axeLang(size)) expect(await seriousViolations(page)).toEqual([]);
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );

  it("happy-path: the Context's room on the §13 frame, the recording panel, projector mode on a projector's screen", async ({
    expect,
  }) => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=22&lang=en", size);
    const { page } = lab;
    await waitForFrame(page, 22);
    // The Context gets 200 px or all of its content, the sequence diagram open or closed.
    // A locator waits for the inspector to be in the page (the worker's trace may replace the built-in's).
    const room = () =>
      page.locator(".mode-player .inspector").evaluate((box) => ({
        shown: (box as HTMLElement).offsetHeight,
        needs: box.scrollHeight,
      }));
    const enough = ({ shown, needs }: { shown: number; needs: number }) => shown >= Math.min(200, needs);
    expect(await room().then(enough), JSON.stringify(await room())).toBe(true);
    const fold = page.locator('.mode-player [data-testid="diagram-fold"]');
    // A tablet in one column folds the sequence diagram, and unfolds it on request.
    const oneColumn = size.width > 640 && size.width <= 900;
    if (oneColumn) {
      expect(await fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect(await page.isVisible(".mode-player .sequence svg")).toBe(false);
    }
    if (await fold.locator("summary").isVisible()) {
      await fold.locator("summary").click();
      if (oneColumn) await page.locator(".mode-player .sequence svg").waitFor();
      expect(await room().then(enough), `diagram toggled: ${JSON.stringify(await room())}`).toBe(true);
      await fold.locator("summary").click();
    }
    // The recording panel with a capture's problem said: nothing pushes the page sideways.
    await page.click('[data-testid="recording-open"]');
    await page.fill('[data-testid="recording-box"]', "hello");
    await page.click('[data-testid="recording-play"]');
    await page.locator('[data-testid="recording-problem"]').waitFor();
    expect(await pageFits(page), "recording panel").toBe(true);
    await page.focus('[data-testid="recording-play"]');
    await page.keyboard.press("Escape");
    await page.locator('[data-testid="recording-panel"]').waitFor({ state: "detached" });
    // In one column the loop's timeline shows whole, and the Context keeps its room beside it.
    if (oneColumn) {
      await page.selectOption('[data-testid="engine-picker"]', "loop");
      const timeline = page.locator('.mode-player [data-testid="loop-timeline"]');
      await timeline.waitFor();
      const seen = await timeline.evaluate((t) => ({ shown: (t as HTMLElement).offsetHeight, needs: t.scrollHeight }));
      expect(seen.shown, `loop timeline: ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(seen.needs);
      expect(await room().then(enough), `loop: ${JSON.stringify(await room())}`).toBe(true);
    }
    // Projector mode on a projector's screen (1024 px and wider): happy-path's gate and validation
    // and folder-denied's execution fit without scrolling inside the stage.
    if (size.width >= 1024) {
      const projector = async (on: boolean) => {
        await page.click('[data-testid="projector-toggle"]');
        await page.waitForFunction((want) => (document.documentElement.dataset.projector === "on") === want, on);
      };
      await projector(true);
      // axe on every stage in projector mode, in the light theme, on the projector's own screen.
      const found: string[] = [];
      const axe = async (stage: string) => {
        if (size.width === 1280) found.push(...(await seriousViolations(page)).map((v) => `${stage}: ${v}`));
      };
      if ((await page.getAttribute("html", "data-theme")) !== "light") await page.click('[data-testid="theme-toggle"]');
      // No label cut short on any stage: the editor tabs scroll sideways past "Your reco" at 1024 px.
      const whole = async (stage: string) => {
        await axe(stage);
        expect(await cutLabels(page), `projector ${stage}: labels cut short`).toEqual([]);
      };
      const overflow = await projectorOverflow(expect, page, ["gate", "validation"], "happy-path", whole);
      // The pickers are hidden in projector mode: leave it to choose the next scenario.
      await projector(false);
      await page.selectOption('[data-testid="scenario-picker"]', "folder-denied");
      await waitForScenario(page, "folder-denied");
      await projector(true);
      // The audit log's times and outcomes each on one line ("+0 ms", not "+0" over "ms").
      const audit = async (stage: string) => {
        if (stage === "execution") expect(await wrappedCells(page, ".table td:not(:nth-child(2))")).toEqual([]);
      };
      overflow.push(...(await projectorOverflow(expect, page, ["execution"], "folder-denied", audit)));
      expect(overflow).toEqual([]);
      expect(found).toEqual([]);
    }
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the self-test owns the main area; a verdict in view once checked; a lens question and the summary inside the width", async ({
    expect,
  }) => {
    const lab = await openLab(browser(), "?lang=en&quiz=2", size);
    const { page } = lab;
    const question = (n: number) => page.locator(`[data-testid="quiz-question"][data-question="${n}"]`);
    await question(2).waitFor();
    for (const part of [...PLAYER_PARTS, "section.stage-pane", ".stepper"])
      expect(await shown(page, part), part).toBeUndefined();
    expect((await shown(page, '[data-testid="quiz"]'))!.width).toBeGreaterThan(size.width * 0.6);
    // Checked: the verdict takes focus and is scrolled into view, its evidence link on screen.
    await page.click('[data-testid="quiz-option"][data-option="a"]');
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "quiz-result");
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="quiz-result"]')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight + 1;
    });
    const evidence = (await page.locator('[data-testid="quiz-evidence"]').boundingBox())!;
    expect(evidence.y >= 0 && evidence.x >= 0, "evidence on screen").toBe(true);
    expect(evidence.y + evidence.height <= size.height + 1 && evidence.x + evidence.width <= size.width + 1).toBe(true);
    // The last lens question, checked, and the summary of every question.
    const lens = QUESTIONS.length - 1;
    for (let n = 3; n <= lens; n++) await page.keyboard.press("ArrowRight");
    await question(lens).waitFor();
    await page.click(`[data-testid="quiz-option"][data-option="${QUESTIONS[lens - 1]!.correct[0]}"]`);
    await page.click('[data-testid="quiz-reveal"]');
    await page.locator('[data-testid="quiz-result"]').waitFor();
    const asked = '[data-testid="quiz-option"], [data-testid="quiz-result"], .quiz-prompt';
    expect(await expectInsideWidth(expect, page, asked, `question ${lens}`)).toBeGreaterThan(2);
    await page.click('[data-testid="quiz-next"]');
    await page.click('[data-testid="quiz-next"]');
    await page.locator('[data-testid="quiz-summary"]').waitFor();
    expect(await expectInsideWidth(expect, page, '[data-testid="quiz-summary-item"]', "summary")).toBe(
      QUESTIONS.length,
    );
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the editors, each opened by its tab: code beside its result, the Round lab's toolbar and the Tool lab's contrast table inside", async ({
    expect,
  }) => {
    const lab = await openLab(browser(), "?lang=en", size);
    const { page } = lab;
    for (const kind of ["stream", "scenario", "round", "tool"] as const) {
      await page.click(`[data-testid="editor-open"][data-editor="${kind}"]`);
      await page.waitForSelector(
        kind === "stream" ? '[data-testid="stream-text"]' : `[data-editor-view="${kind}"] [data-testid="editor-ready"]`,
        { timeout: 60_000 },
      );
      if (kind === "round") {
        // English, the longest names: the toolbar, pickers and editor inside the screen.
        expect(await pageFits(page), kind).toBe(true);
        expect(await controlsOutside(page, size.width), kind).toEqual([]);
        // Start from, with each of its choices, in both languages.
        for (const lang of [...LANGS].reverse()) {
          await switchLang(page, lang);
          expect(await pickerMisfits(page, '[data-testid="round-challenge"]'), `${kind} ${lang}`).toEqual([]);
        }
      } else await expectEditorOwnsScreen(expect, page, kind, size);
      // The table of pieces breaks its code names and steps between words only ("parseStreamin" over "gJson").
      if (kind === "stream") {
        await page.locator('[data-testid="stream-lab-step"]').first().waitFor();
        expect(await namesCut(page, ".piece-table th, .piece-table .tag"), kind).toEqual([]);
      }
    }
    await page.click('[data-testid="contrast-run"]');
    for (const lang of LANGS) {
      if (lang !== "en") await switchLang(page, lang);
      await page.waitForSelector('[data-testid="contrast-result"]');
      await page.locator('[data-testid="schema-contrast"]').scrollIntoViewIfNeeded();
      const boxes = await page.evaluate(() => {
        const table = document.querySelector(".contrast-table")!.getBoundingClientRect();
        const column = document
          .querySelector('[data-editor-view="tool"] [data-testid="editor-result"]')!
          .getBoundingClientRect();
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

  it("OpenAI Responses' frames: the wire's stop beside pi-ai's, and the providers frame with strict on", async ({
    expect,
  }) => {
    const at = await responsesFrames();
    const lab = await openLab(
      browser(),
      `?scenario=stop-with-calls&provider=openai-responses&frame=${at.done}&lang=en`,
      size,
    );
    const { page } = lab;
    for (const [n, view] of [
      [at.done, "view-stream"],
      [at.gate, "view-gate"],
    ] as const) {
      if (n !== at.done) await page.keyboard.press("ArrowRight");
      await waitForFrame(page, n);
      await page.locator(`[data-testid="${view}"] [data-testid="wire-stop"]`).waitFor();
      expect(await pageFits(page), view).toBe(true);
    }
    await page.keyboard.press("1");
    await waitForFrame(page, 1);
    for (let n = 2; n <= at.providers; n++) await page.keyboard.press("ArrowRight");
    await waitForFrame(page, at.providers);
    await page.click('[data-testid="strict-switch-frame"] input');
    await page.waitForFunction(() => new URL(location.href).searchParams.get("strict") === "1");
    await waitForTrace(page);
    await waitForFrame(page, at.strictProviders);
    await page.waitForSelector('[data-testid="sent-openai-completions"] mark');
    expect(await pageFits(page), "providers, strict on").toBe(true);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the start card of a first, plain visit", async ({ expect }) => {
    const context = await browser().newContext({ viewport: size, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await waitForTrace(page);
    await page.locator('[data-testid="start-card"]').waitFor();
    expect(await pageFits(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

// A student on a phone: every question, a prediction's frame card included, offers an option first.
describe.concurrent("the self-test on a phone", () => {
  const phone = SCREEN_SIZES[SCREEN_SIZES.length - 1]!;
  it.for(LANGS)(
    `in %s at ${phone.width}×${phone.height}: each question's first option on the first screen, a frame card after the options`,
    async (lang, { expect }) => {
      const lab = await openLab(browser(), `?lang=${lang}&quiz=1`, phone);
      const { page } = lab;
      for (const q of QUESTIONS) {
        if (q.n > 1) await page.keyboard.press("ArrowRight");
        const shown = `[data-testid="quiz-question"][data-question="${q.n}"]`;
        await page.locator(q.prediction ? `${shown} [data-testid="quiz-frame"]` : shown).waitFor();
        await expectOptionsFirst(expect, page, `${lang} question ${q.n}`);
        await shot(page, `${artifactDir(`screenshots/${phone.width}x${phone.height}`)}/quiz-${lang}-${q.n}.png`);
      }
      expect(lab.errors).toEqual([]);
      await lab.close();
    },
  );
});

// The presenter's console is used on a projector's screens: 1280×720 and 1024×768.
describe.concurrent("the presenter's console", () => {
  it.for(LANGS)(
    "in %s at 1280×720 and 1024×768: its labels whole, and Stop presenting in view on every stage",
    async (lang, { expect }) => {
      const context = await browser().newContext({ viewport: SCREEN_SIZES[0], locale: "en-US" });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}?scenario=happy-path&lang=${lang}`);
      await waitForTrace(page);
      await Promise.all([context.waitForEvent("page"), page.click('[data-testid="present-open"]')]);
      await page.locator('[data-testid="presenter-console"]').waitFor();
      const hidden: string[] = [];
      for (const size of SCREEN_SIZES.filter((s) => s.width >= 1024)) {
        await page.setViewportSize(size);
        expect(await cutLabels(page), `${size.width}: labels cut short`).toEqual([]);
        expect(await cutChoices(page), `${size.width}: choices cut short`).toEqual([]);
        for (const [i, stage] of STAGES.entries()) {
          await page.keyboard.press(String(i + 1));
          await page.locator(`[data-testid="view-${stage}"]`).waitFor();
          const inView = await page.evaluate(() => {
            const stop = document.querySelector('[data-testid="present-stop"]')!.getBoundingClientRect();
            const panel = document.querySelector('[data-testid="presenter-console"]')!.getBoundingClientRect();
            return stop.top >= panel.top - 1 && stop.bottom <= Math.min(panel.bottom, innerHeight) + 1;
          });
          if (!inView) hidden.push(`${size.width}: ${stage}`);
        }
      }
      expect(hidden).toEqual([]);
      await context.close();
    },
  );
});
