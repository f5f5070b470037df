import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { counter, openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** A plain visit: the app's address with no query, in a fresh browser (empty storage). */
async function plainVisit(locale = "en-US", viewport = { width: 1280, height: 720 }) {
  const context = await browser().newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(inject("baseUrl"));
  await waitForTrace(page);
  return { page, context };
}

const card = (page: Page) => page.locator('[data-testid="start-card"]');

describe("first visit: the start card", () => {
  it("says what this is, names the chapter and offers three ways in", async () => {
    const { page, context } = await plainVisit();
    await card(page).waitFor();
    const text = (await card(page).textContent()) ?? "";
    expect(text).toContain("Which PDFs are in my Downloads folder?");
    expect(await page.textContent('[data-testid="start-chapter"]')).toMatch(/chapter 5/);
    for (const way of ["start-learn", "start-teach", "start-test"])
      expect(await page.isVisible(`[data-testid="${way}"]`), way).toBe(true);
    await context.close();
  });

  it("learn on my own: the player at frame 1, and the card does not come back after a reload", async () => {
    const { page, context } = await plainVisit();
    await page.keyboard.press("End"); // keys go nowhere while the card is open
    await page.click('[data-testid="start-learn"]');
    await card(page).waitFor({ state: "hidden" });
    expect(await counter(page)).toMatchObject({ n: 1 });
    await page.goto(inject("baseUrl"));
    await waitForTrace(page);
    expect(await card(page).isVisible()).toBe(false);
    await context.close();
  });

  it("teach a class: opens the audience window and makes this one the presenter console", async () => {
    const { page, context } = await plainVisit();
    const audience = context.waitForEvent("page");
    await page.click('[data-testid="start-teach"]');
    const room = await audience;
    await room.waitForLoadState();
    expect(room.url()).toContain("view=audience");
    expect(await card(page).isVisible()).toBe(false);
    await context.close();
  });

  it("take the self-test: opens question 1", async () => {
    const { page, context } = await plainVisit();
    await page.click('[data-testid="start-test"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get("quiz") === "1");
    expect(await card(page).isVisible()).toBe(false);
    await context.close();
  });

  it("shows every built-in scenario with its summary, in the reader's language; a click opens it at frame 1", async () => {
    const { page, context } = await plainVisit("zh-CN");
    const shown = await page.locator('[data-testid="start-card"] [data-testid="scenario-summary"]').allTextContents();
    const summaries = BUILT_IN_IDS.map(
      (id) =>
        (JSON.parse(readFileSync(`src/scenarios/${id}.json`, "utf8")) as { summary: Record<string, string> }).summary[
          "zh-CN"
        ],
    );
    expect(shown).toEqual(summaries);
    await page.click('[data-testid="start-card"] [data-scenario="truncated"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "truncated");
    await waitForTrace(page);
    expect(await counter(page)).toMatchObject({ n: 1 });
    await context.close();
  });

  it("comes back from the header's “All scenarios”, with the scenario on screen marked", async () => {
    const lab = await openLab(browser(), "?scenario=two-calls&lang=en");
    expect(await card(lab.page).isVisible()).toBe(false);
    await lab.page.click('[data-testid="all-scenarios"]');
    await card(lab.page).waitFor();
    expect(await lab.page.getAttribute('[data-scenario="two-calls"]', "aria-current")).toBe("true");
    await lab.page.keyboard.press("Escape");
    await card(lab.page).waitFor({ state: "hidden" });
    await lab.close();
  });

  it("is not shown to a link, nor built behind it: a link opens where it points", async () => {
    const lab = await openLab(browser(), "?scenario=truncated&frame=3&lang=en");
    expect(await card(lab.page).isVisible()).toBe(false);
    expect(await counter(lab.page)).toMatchObject({ n: 3 });
    expect(await card(lab.page).locator("*").count()).toBe(0);
    await lab.close();
  });
});

/** The header's height against one of its controls: one row is less than one and a half controls tall. */
async function headerRows(page: Page): Promise<{ header: number; control: number }> {
  return page.evaluate(() => {
    const header = document.querySelector(".header")!;
    const style = getComputedStyle(header);
    const inner =
      header.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    // The tallest single control: a picker with its label above it.
    const control = Math.max(...[...header.querySelectorAll(".field")].map((f) => f.getBoundingClientRect().height));
    return { header: inner, control };
  });
}

/** Each picker is wide enough for the text of its chosen option (measured in its own font). */
async function clippedPickers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLSelectElement>(".header select")].flatMap((select) => {
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.textContent ?? "";
      // Padding, border and the arrow take about 32 px of the box.
      return canvas.measureText(text).width + 32 > select.getBoundingClientRect().width
        ? [`${select.dataset.testid}: ${text}`]
        : [];
    });
  });
}

describe("the header", () => {
  for (const lang of ["en", "zh-CN"]) {
    it(`fits one row at 1280×720 in ${lang}, every picker showing its choice whole`, async () => {
      const lab = await openLab(browser(), `?scenario=happy-path&lang=${lang}`);
      const { header, control } = await headerRows(lab.page);
      expect(header).toBeLessThan(control * 1.5);
      // …with Present and Projector in words, not icons only.
      for (const id of ["present-open", "projector-toggle"])
        expect((await lab.page.locator(`[data-testid="${id}"] .label`).boundingBox())?.width ?? 0, id).toBeGreaterThan(
          8,
        );
      expect(await clippedPickers(lab.page)).toEqual([]);
      await lab.close();
    });
  }

  it("names every button of the header and the stepper, and gives each with an icon a tooltip; Present, Projector and Open file show their words at 1024 px", async () => {
    const lab = await openLab(browser(), "?lang=en", { width: 1024, height: 768 });
    const unnamed = await lab.page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>(".header button, .stepper button")]
        .filter(
          (b) =>
            !(b.getAttribute("aria-label") || b.textContent?.trim()) ||
            ((b.querySelector("svg") || b.classList.contains("icon")) && !b.title),
        )
        .map((b) => b.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
    for (const [id, words] of [
      ["present-open", "Present"],
      ["projector-toggle", "Projector"],
      ["open-file-button", "Open file"],
    ]) {
      const label = lab.page.locator(`[data-testid="${id}"] .label`);
      expect(await label.textContent(), id).toBe(words);
      expect((await label.boundingBox())!.width, id).toBeGreaterThan(20);
      expect(await lab.page.getByRole("button", { name: words, exact: true }).count(), id).toBe(1);
    }
    await lab.close();
  });
});
