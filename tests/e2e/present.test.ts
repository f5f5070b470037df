import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, inject } from "vitest";
import { counter, useBrowser, waitForFrame, waitForTrace, seriousViolations } from "./lab";

const browser = useBrowser();

/** A presenter page and its audience window, in one browser context. */
async function present(
  query = "?scenario=happy-path&lang=en",
): Promise<{ context: BrowserContext; presenter: Page; audience: Page; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 720 } });
  const errors: string[] = [];
  context.on("page", (p) => p.on("pageerror", (e) => errors.push(e.message)));
  const presenter = await context.newPage();
  await presenter.goto(inject("baseUrl") + query);
  await waitForTrace(presenter);
  const [audience] = await Promise.all([context.waitForEvent("page"), presenter.click('[data-testid="present-open"]')]);
  await audience.setViewportSize({ width: 1280, height: 720 });
  await audience.locator('[data-testid="audience-view"]').waitFor();
  await waitForTrace(audience);
  return { context, presenter, audience, errors };
}

const counterText = (page: Page) => page.textContent('[data-testid="frame-counter"]');

describe("presenter and audience", () => {
  it("the audience follows steps, scenario, faults, provider, language and theme, and keeps to 1280×720", async () => {
    const { context, presenter, audience, errors } = await present();
    await presenter.locator('[data-testid="presenter-console"]').waitFor();
    for (let i = 0; i < 4; i++) await presenter.keyboard.press("ArrowRight");
    await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
    await presenter.selectOption('[data-testid="scenario-picker"]', "two-calls");
    await presenter.selectOption('[data-testid="provider-picker"]', "anthropic-messages");
    await presenter.click('[data-testid="faults-button"]');
    await presenter.click('[data-fault="folder:denied"] input');
    await presenter.keyboard.press("Escape");
    await presenter.click('[data-testid="lang-switch"] [data-lang="zh-CN"]');
    await presenter.click('[data-testid="theme-toggle"]');
    await waitForTrace(presenter);
    await presenter.keyboard.press("6");
    await expect.poll(() => audience.getAttribute("html", "lang")).toBe("zh-CN");
    await expect
      .poll(() => audience.getAttribute("html", "data-theme"))
      .toBe(await presenter.getAttribute("html", "data-theme"));
    await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
    const url = new URL(audience.url()).searchParams;
    expect([url.get("scenario"), url.get("provider"), url.get("faults")]).toEqual([
      "two-calls",
      "anthropic-messages",
      "folder:denied",
    ]);
    expect(await audience.locator('[data-testid="view-execution"]').textContent()).toContain("EACCES");
    const fits = await audience.evaluate(
      () => document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth,
    );
    expect(fits).toBe(true);
    expect(await seriousViolations(audience)).toEqual([]);
    expect(await seriousViolations(presenter)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an audience reload returns to the presenter's exact frame; a key pressed there moves both", async () => {
    const { context, presenter, audience } = await present("?scenario=second-round&lang=en&frame=20");
    await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
    await audience.reload();
    await waitForTrace(audience);
    await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
    const before = await counter(presenter);
    await audience.keyboard.press("ArrowRight");
    await waitForFrame(presenter, before.n + 1);
    await expect.poll(() => counterText(audience)).toBe(`${before.n + 1} / ${before.total}`);
    await audience.keyboard.press("PageDown");
    await waitForFrame(presenter, before.n + 2);
    await context.close();
  });

  it("the console counts the audience windows that are open: reloads do not add, closing removes", async () => {
    const { context, presenter, audience } = await present();
    const audiences = () => presenter.textContent('[data-testid="presenter-audiences"]');
    await expect.poll(audiences, { timeout: 10_000 }).toBe("Audience windows: 1");
    for (let i = 0; i < 3; i++) {
      await audience.reload();
      await waitForTrace(audience);
    }
    await expect.poll(audiences, { timeout: 10_000 }).toBe("Audience windows: 1");
    await audience.close({ runBeforeUnload: true });
    await expect.poll(audiences, { timeout: 10_000 }).toBe("Audience windows: 0");
    await context.close();
  });

  it("closing the presenter leaves the audience on its frame, marked disconnected", async () => {
    const { context, presenter, audience } = await present("?scenario=happy-path&lang=en&frame=12");
    await expect.poll(() => counterText(audience)).toBe(await counterText(presenter));
    expect(await audience.locator('[data-testid="presenter-disconnected"]').count()).toBe(0);
    const shown = await counterText(audience);
    await presenter.close({ runBeforeUnload: true });
    await audience.locator('[data-testid="presenter-disconnected"]').waitFor();
    expect(await counterText(audience)).toBe(shown);
    await context.close();
  });

  it("two presentations on one machine stay apart, and a malformed message changes nothing", async () => {
    const one = await present("?scenario=happy-path&lang=en");
    const twoPresenter = await one.context.newPage();
    await twoPresenter.goto(inject("baseUrl") + "?scenario=truncated&lang=en");
    await waitForTrace(twoPresenter);
    const [twoAudience] = await Promise.all([
      one.context.waitForEvent("page"),
      twoPresenter.click('[data-testid="present-open"]'),
    ]);
    await waitForTrace(twoAudience);
    await one.presenter.keyboard.press("End");
    await expect.poll(() => counterText(one.audience)).toBe(await counterText(one.presenter));
    expect(new URL(twoAudience.url()).searchParams.get("scenario")).toBe("truncated");
    expect((await counter(twoAudience)).n).toBe(1);
    // Junk on the first room's channel: ignored, counted, nothing moves or breaks.
    const room = new URL(one.audience.url()).searchParams.get("room")!;
    const shown = await counterText(one.audience);
    await one.presenter.evaluate((r) => {
      const c = new BroadcastChannel(`tool-call-lab:present:${r}`);
      for (const m of [
        null,
        "x",
        { v: 9, type: "state" },
        { v: 1, type: "state", from: "presenter", seq: 99, state: { frame: "<script>" } },
        { v: 1, type: "key", from: "audience", key: "Delete" },
      ])
        c.postMessage(m);
      c.close();
    }, room);
    // Then a real step: the room follows it, and nothing the junk said has moved or broken it.
    expect(await counterText(one.audience)).toBe(shown);
    await one.presenter.keyboard.press("Home");
    await expect.poll(() => counterText(one.audience)).toBe(await counterText(one.presenter));
    expect(one.errors).toEqual([]);
    await one.context.close();
  });

  it("the presenter console shows the next frame, speaker notes and the clock, at 1920×1080 too; lecture autoplay stops at a new stage; spotlight reaches the room", async () => {
    const { context, presenter, audience } = await present("?scenario=happy-path&lang=en&frame=2");
    await presenter.setViewportSize({ width: 1920, height: 1080 });
    for (const id of ["presenter-next-preview", "speaker-notes", "presenter-clock"])
      await presenter.locator(`[data-testid="${id}"]`).waitFor();
    expect(await presenter.textContent('[data-testid="presenter-next-preview"]')).toContain("§3");
    // Lecture autoplay plays at once, up to the next stage.
    const from = await counter(presenter);
    await presenter.click('[data-testid="lecture-toggle"]');
    // Playing for one step (900 ms) is too short a window to read "pressed" in: the frame moving proves it.
    await waitForFrame(presenter, from.n + 1);
    await expect.poll(() => presenter.getAttribute('[data-testid="play"]', "aria-pressed")).toBe("false");
    await presenter.keyboard.press("4");
    await presenter.keyboard.press("ArrowLeft");
    const atStream = await counter(presenter);
    await presenter.click('[data-testid="play"]');
    await waitForFrame(presenter, atStream.n + 1);
    await expect.poll(() => presenter.getAttribute('[data-testid="play"]', "aria-pressed")).toBe("false");
    await presenter.locator('[data-testid="view-gate"]').waitFor();
    await presenter.click('[data-testid="spotlight"]');
    // In the console the Context gives way to the presenter panel: point at the stage, and at an id chip.
    await presenter.click('[data-spotlight="narration"]');
    await expect.poll(() => audience.locator('[data-spotlight="narration"].spotlit').count()).toBe(1);
    await presenter.click('[data-testid="view-gate"] .id-chip');
    await expect.poll(() => audience.locator(".id-chip.spotlit").count()).toBeGreaterThan(0);
    expect(await seriousViolations(presenter)).toEqual([]);
    await context.close();
  });
  it("the console keeps the speaker notes whole above its buttons and the next frame's first lines in view, at 1024×768 and beside a long look ahead", async () => {
    for (const [query, width, height] of [
      ["?scenario=two-calls&lang=en&frame=5", 1024, 768],
      // The gate: the next frame's narration (validation) is the longest a console shows.
      ["?scenario=bad-arguments&lang=en&frame=17", 1280, 720],
    ] as const) {
      const { context, presenter } = await present(query);
      await presenter.setViewportSize({ width, height });
      await presenter.locator('[data-testid="speaker-notes"] p').waitFor();
      const boxes = await presenter.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect;
        return {
          console: box('[data-testid="presenter-console"]'),
          next: box('[data-testid="presenter-next-preview"]'),
          notes: box('[data-testid="speaker-notes"]'),
          buttons: box('[data-testid="presenter-console"] > .quiz-actions'),
        };
      });
      const at = `${width}×${height}: ${JSON.stringify(boxes)}`;
      expect(boxes.notes.top, at).toBeGreaterThanOrEqual(boxes.console.top);
      expect(boxes.notes.bottom, at).toBeLessThanOrEqual(boxes.buttons.top + 1);
      // The look ahead's heading and at least two lines of it, above the notes.
      expect(boxes.next.top, at).toBeGreaterThanOrEqual(boxes.console.top);
      expect(boxes.notes.top - boxes.next.top, at).toBeGreaterThanOrEqual(70);
      await context.close();
    }
  });
});

describe("the self-test in a classroom", () => {
  it("the room sees the question, not the presenter's choice, until it is revealed", async () => {
    const { context, presenter, audience } = await present("?scenario=happy-path&lang=en");
    await presenter.click('[data-testid="quiz-open"]');
    await audience.locator('[data-testid="quiz-question"][data-question="1"]').waitFor();
    await presenter.click('[data-testid="quiz-option"][data-option="b"]');
    // Move on and back, and wait for the room to follow: every state sent after the choice has arrived.
    await presenter.click('[data-testid="quiz-next"]');
    await audience.locator('[data-testid="quiz-question"][data-question="2"]').waitFor();
    await presenter.keyboard.press("ArrowLeft");
    await audience.locator('[data-testid="quiz-question"][data-question="1"]').waitFor();
    expect(await audience.locator('[data-testid="quiz-option"]:checked').count()).toBe(0);
    await presenter.click('[data-testid="quiz-reveal"]');
    await expect.poll(() => audience.getAttribute('[data-testid="quiz-result"]', "data-correct")).toBe("false");
    expect(await audience.locator('[data-testid="quiz-option"][data-option="b"]').isChecked()).toBe(true);
    // The room shows the question and its verdict, and none of the presenter's controls, nor the frame's narration.
    expect(await audience.locator('[data-testid="quiz"] button').count()).toBe(0);
    expect(await audience.locator('[data-testid="narration"]').count()).toBe(0);
    // Nor the player's stages and Context: another frame's, not the question's evidence.
    expect(await audience.locator(".side-pane, .rail").count()).toBe(0);
    await context.close();
  });
});

describe("a classroom without network", () => {
  it("after one visit, the app reloads and steps with every request blocked; it is installable", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(inject("baseUrl") + "?scenario=happy-path&provider=anthropic-messages&lang=en");
    await waitForTrace(page);
    // The service worker has installed and precached the whole build (adapters included).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!registration.active) throw new Error("no active service worker");
    });
    const manifest = await page.evaluate(async () =>
      (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json(),
    );
    expect(manifest).toMatchObject({
      name: "Tool Call Lab",
      display: "standalone",
      icons: [expect.objectContaining({ src: "icon.svg" })],
    });
    await context.setOffline(true);
    await context.route("**/*", (route) => route.abort());
    await page.reload();
    await waitForTrace(page);
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toMatchObject({ n: 2 });
    // A provider not used before: its adapter chunk comes from the precache too.
    await page.selectOption('[data-testid="provider-picker"]', "google-generative-ai");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("provider") === "google-generative-ai");
    await waitForTrace(page);
    expect(await page.locator('[data-testid="notice"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
