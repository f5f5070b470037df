/**
 * The version lens in the browser: the switch and the deep link (both languages, a bad value), both
 * versions' error texts side by side, the last frame's list, what loads when, the streaming-cost
 * plot (its layout at the four screens: tests/e2e/layout.test.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { counter, openLab, seriousViolations, useBrowser, waitForFrame, waitForTrace } from "./lab";
import { catalogs } from "../../src/i18n";
import { lensViewCatalogs } from "../../src/playground/lens/view-words";
import { quizCatalogs } from "../../src/playground/quiz/words";
import { idsViewCatalogs } from "../../src/playground/player/ids/words";
import { recapObjectsCatalogs } from "../../src/playground/player/recap/words";

/** Every word key the player's views may ask for: none may reach the screen as it is. */
const WORD_KEYS = [
  ...new Set(
    [catalogs.en, lensViewCatalogs.en, quizCatalogs.en, idsViewCatalogs.en, recapObjectsCatalogs.en].flatMap((c) =>
      Object.keys(c).filter((k) => k.includes(".")),
    ),
  ),
];

/**
 * Steps from frame 1 to the last inside the page, and returns the word keys shown as they are on
 * any frame (each frame read once its counter shows it, a frame later).
 */
function rawKeysOnEveryFrame(page: Page, total: number): Promise<string[]> {
  return page.evaluate(
    ([keys, last]) =>
      new Promise<string[]>((resolve) => {
        const found = new Set<string>();
        let want = 1;
        const read = () => {
          const text = document.body.innerText;
          for (const key of keys) if (text.includes(key)) found.add(`frame ${want}: ${key}`);
          if (want === last) return resolve([...found]);
          want += 1;
          document.querySelector<HTMLButtonElement>('[data-testid="step-next"]')!.click();
          wait();
        };
        const wait = () =>
          requestAnimationFrame(() =>
            document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${want} /`)
              ? requestAnimationFrame(read)
              : wait(),
          );
        wait();
      }),
    [WORD_KEYS, total] as const,
  );
}

const browser = useBrowser();

/** Waits until the lens's trace is on screen: the pane shows its verdict for this frame. */
async function waitForLens(page: Page): Promise<void> {
  await waitForTrace(page);
  await page.waitForSelector('[data-testid="lens-strip"] [data-state]');
}

/** The two sides of the frame's difference of `kind`. */
async function sides(page: Page, kind: string): Promise<{ old: string; next: string }> {
  const card = page.locator(`[data-testid="lens-pane"] [data-testid="lens-difference"][data-kind="${kind}"]`).first();
  await card.waitFor();
  return {
    old: (await card.locator('[data-side="1.4.0"] pre').textContent()) ?? "",
    next: (await card.locator('[data-side="1.6.0"] pre').textContent()) ?? "",
  };
}

describe("the version lens", () => {
  it("the switch turns it on: bad-arguments' validation shows 1.4.0's and 1.6.0's error texts side by side", async () => {
    const lab = await openLab(browser(), "?scenario=bad-arguments&lang=en&frame=18");
    const { page } = lab;
    expect(await page.getAttribute('[data-testid="lens-toggle"]', "aria-pressed")).toBe("false");
    expect(await page.locator('[data-testid="lens-strip"]').count()).toBe(0);
    await page.click('[data-testid="lens-toggle"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get("lens") === "1.6");
    await waitForLens(page);
    expect(await counter(page)).toEqual({ n: 18, total: 34 });
    expect(await page.getAttribute('[data-testid="lens-strip"] [data-state]', "data-state")).toBe("differs");
    const error = await sides(page, "error-text");
    expect(error.old).toContain('extension: must match pattern "^\\.[A-Za-z0-9]+$"');
    expect(error.next).toContain("extension: expected to match ^\\.[A-Za-z0-9]+$");
    expect(error.next).not.toContain("must match pattern");
    // What the model receives does not differ: the chapter's fixed text in both. The release is named.
    expect(await page.locator('[data-testid="lens-pane"] [data-kind="model-text"]').count()).toBe(0);
    expect(await page.getAttribute('[data-testid="lens-difference"][data-kind="error-text"]', "data-changed-in")).toBe(
      "1.5.0",
    );
    expect(await page.textContent('[data-testid="lens-difference"][data-kind="error-text"]')).toContain(
      "changed in 1.5.0",
    );
    // A frame that is the same says so, briefly.
    await page.keyboard.press("ArrowRight");
    await waitForFrame(page, 19);
    expect(await page.getAttribute('[data-testid="lens-strip"] [data-state]', "data-state")).toBe("same");
    expect(await page.textContent('[data-testid="lens-same"]')).toBe(
      "Played through pi-ai 1.6.0, this frame is the same.",
    );
    // Off again: 1.4.0 alone, the frame kept.
    await page.click('[data-testid="lens-toggle"]');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("lens"));
    await waitForTrace(page);
    expect(await counter(page)).toEqual({ n: 19, total: 33 });
    expect(await page.locator('[data-testid="lens-pane"]').count()).toBe(0);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the deep link opens the same frame and the same differences in both languages; the last frame lists them, each opening its frame", async () => {
    const seen: Record<string, { total: number; kinds: string[]; listed: string[] }> = {};
    for (const lang of ["en", "zh-CN"]) {
      const lab = await openLab(browser(), `?scenario=bad-arguments&frame=18&lens=1.6&lang=${lang}`);
      const { page } = lab;
      await waitForLens(page);
      expect(await page.getAttribute('[data-testid="lens-toggle"]', "aria-pressed"), lang).toBe("true");
      const { n, total } = await counter(page);
      expect(n, lang).toBe(18);
      const kinds = await page
        .locator('[data-testid="lens-pane"] [data-testid="lens-difference"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-kind") ?? ""));
      await page.keyboard.press("End");
      await waitForFrame(page, total);
      const items = page.locator('[data-testid="view-lens-summary"] li');
      await items.first().waitFor();
      const listed = await items.evaluateAll((els) =>
        els.map((e) => `${e.getAttribute("data-frame")}:${e.getAttribute("data-kind")}`),
      );
      seen[lang] = { total, kinds, listed };
      // Each item opens its frame, and that frame's pane shows the same kind of difference.
      const [frame, kind] = listed[1]!.split(":");
      await items.nth(1).locator('[data-testid="lens-open"]').click();
      await waitForFrame(page, Number(frame));
      expect(await page.locator(`[data-testid="lens-pane"] [data-kind="${kind}"]`).count(), lang).toBeGreaterThan(0);
      expect(lab.errors, lang).toEqual([]);
      await lab.close();
    }
    expect(seen["zh-CN"]).toEqual(seen.en);
    expect(seen.en!.kinds).toEqual(["error-text"]);
    expect(seen.en!.listed).toEqual(["4:request-tools", "11:partial-fields", "18:error-text"]);
  });

  it("no word key reaches the screen on any frame with the lens on, in both languages", async () => {
    for (const lang of ["en", "zh-CN"]) {
      const lab = await openLab(browser(), `?scenario=bad-arguments&lens=1.6&lang=${lang}&frame=1`);
      const { page } = lab;
      await waitForLens(page);
      expect(await rawKeysOnEveryFrame(page, (await counter(page)).total), lang).toEqual([]);
      expect(lab.errors).toEqual([]);
      await lab.close();
    }
  });

  it("a lens the app does not have is said, and 1.4.0 plays alone", async () => {
    const lab = await openLab(browser(), "?scenario=bad-arguments&frame=18&lens=1.7&lang=en");
    const { page } = lab;
    expect((await page.locator('[data-testid="notice"]').allTextContents()).join("\n")).toContain("“1.7”");
    expect(await page.getAttribute('[data-testid="lens-toggle"]', "aria-pressed")).toBe("false");
    expect(await counter(page)).toEqual({ n: 18, total: 33 });
    expect(new URL(page.url()).searchParams.has("lens")).toBe(false);
    await lab.close();
  });

  it("loads pi-ai 1.6.0 only with the lens on, and its adapter only once a wire provider is chosen with it", async () => {
    const requested: string[] = [];
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en", undefined, (page) =>
      page.on("request", (r) => requested.push(new URL(r.url()).pathname)),
    );
    const { page } = lab;
    const kit = () => requested.filter((p) => /\/kit-16-[\w-]+\.js$/.test(p));
    const anthropic = () => new Set(requested.filter((p) => /\/anthropic-messages-[\w-]+\.js$/.test(p)));
    expect(kit()).toEqual([]);
    await page.selectOption('[data-testid="provider-picker"]', "anthropic-messages");
    await waitForTrace(page);
    expect(anthropic().size, "1.4.0's adapter alone").toBe(1);
    await page.selectOption('[data-testid="provider-picker"]', "scripted");
    await waitForTrace(page);
    await page.click('[data-testid="lens-toggle"]');
    await waitForLens(page);
    expect(kit().length).toBeGreaterThan(0);
    expect(anthropic().size, "no 1.6.0 adapter for the scripted model").toBe(1);
    await page.selectOption('[data-testid="provider-picker"]', "anthropic-messages");
    await waitForLens(page);
    await page.waitForFunction(() => new URL(location.href).searchParams.get("provider") === "anthropic-messages");
    expect(anthropic().size, "1.6.0's adapter joins").toBe(2);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the streaming-cost plot measures both versions in a worker and draws two series, the scenario's point and the cap, with a table", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=14&lens=1.6&lang=en");
    const { page } = lab;
    await waitForLens(page);
    const plot = page.locator('[data-testid="cost-plot"]');
    await plot.waitFor();
    expect(await plot.getAttribute("data-status")).toBe("idle");
    expect(await plot.textContent()).toContain("at most 500 pieces");
    expect(await page.textContent('[data-testid="cost-scenario"]')).toBe(
      "This scenario's longest argument: 21 characters in 4 pieces (its frames show 4).",
    );
    await page.click('[data-testid="cost-measure"]');
    await page.waitForSelector('[data-testid="cost-plot"][data-status="done"]', { timeout: 90_000 });
    const series = await page.$$eval('[data-testid="cost-series"]', (lines) =>
      lines.map((l) => [
        l.getAttribute("data-version"),
        (l.getAttribute("points") ?? "").split(" ").filter(Boolean).length,
      ]),
    );
    expect(series.map(([version]) => version)).toEqual(["1.4.0", "1.6.0"]);
    expect(
      series.every(([, n]) => Number(n) >= 3),
      JSON.stringify(series),
    ).toBe(true);
    // The scenario's own point, for each version; the cap as a line, and 1.4.0 stopped at it in words.
    expect(await page.locator(".cost-scenario").count()).toBe(2);
    expect(await page.locator('[data-testid="cost-cap"]').count()).toBe(1);
    expect(await page.locator('.cost-dot[data-version="1.4.0"][data-status="over-cap"]').count()).toBe(1);
    expect(await page.textContent('[data-testid="cost-capped"]')).toMatch(
      /^1\.4\.0 passed the 2 s cap at [\d,]+ characters/,
    );
    // The text alternative: every length a row, 1.6.0 measured at each.
    await page.click(".cost-numbers summary");
    const newCells = await page.$$eval('[data-testid="cost-table"] td[data-version="1.6.0"]', (tds) =>
      tds.map((td) => td.getAttribute("data-status")),
    );
    expect(newCells).toEqual(Array(8).fill("measured"));
    expect(await seriousViolations(page)).toEqual([]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
