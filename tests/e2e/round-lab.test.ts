import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { encodeShare } from "../../src/playground/editors/share";
import { ROUND_COMBOS } from "../../src/learner-round/grade";
import { challengeSource, chapterRound, CORRECT_ROUND, roundSkeleton } from "../../src/learner-round/starters";
import { brokenName, ruleLabel } from "../../src/learner-round/verdict";
import { roundText } from "../../src/i18n/round";
import { counter, openLab, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();
const CELLS = ROUND_COMBOS.length;

/** Opens the Round lab with `source` from a link and grades it (the link's "Grade" accepts it). */
async function gradeFromLink(source: string) {
  const lab = await openLab(
    browser(),
    `?scenario=happy-path&lang=en&edit=round&code=${await encodeShare({ kind: "round", text: source })}`,
  );
  await lab.page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
  await lab.page.click('[data-editor-view="round"] [data-testid="editor-accept"]');
  return lab;
}

async function waitForGrid(page: Page) {
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid="round-cell"]').length === n &&
      !document.querySelector('[data-testid="round-progress"]'),
    CELLS,
    { timeout: 120_000 },
  );
}

describe("Round lab", () => {
  it("grades the chapter's round, one click from the skeleton: progress while it runs, then every cell passes", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    await page.click('[data-testid="editor-open"][data-editor="round"]');
    await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
    // The lab opens on the skeleton (its first line the chapter's round lacks), not on the solution.
    const chapter = chapterRound("en").split("\n");
    const own = roundSkeleton("en")
      .split("\n")
      .find((line, i) => line !== chapter[i])!
      .trim();
    const shown = async () =>
      ((await page.textContent('[data-editor-view="round"] .view-lines')) ?? "").replace(/\s+/g, " ");
    expect(await shown()).toContain(own);
    const picked = () => page.$eval('[data-testid="round-challenge"]', (s) => (s as HTMLSelectElement).value);
    expect(await picked()).toBe("");
    await page.click('[data-testid="round-show-chapter"]');
    await expect.poll(shown).not.toContain(own);
    // The picker says what the editor now holds.
    expect(await picked()).toBe("correct");
    await page.click('[data-testid="round-grade"]');
    // Progress is reported while it runs; whether the bar is laid out yet is the layout test's concern.
    await page.waitForSelector('[data-testid="round-progress"]', { state: "attached" });
    await waitForGrid(page);
    expect(await page.locator('[data-testid="round-cell"][data-pass="true"]').count()).toBe(CELLS);
    expect(await page.textContent('[data-testid="round-summary"]')).toContain(`${CELLS} of ${CELLS} pass`);
    // The one scenario without cells says why in its row.
    expect(await page.locator('[data-testid="round-ungraded"]').allTextContents()).toEqual([
      roundText("en", "row.tool-variant"),
    ]);
    // Every column of the grid on screen at 1280×720: nothing to scroll sideways to.
    const grid = await page.$eval(".round-grid-wrap", (w) => ({ needs: w.scrollWidth, has: w.clientWidth }));
    expect(grid.needs, JSON.stringify(grid)).toBeLessThanOrEqual(grid.has + 1);
    expect(lab.errors).toEqual([]);
    await lab.close();
  }, 180_000);

  it("a challenge fails its own rule, and its cell opens the player on the frame that breaks it", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en&edit=round");
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
    await page.selectOption('[data-testid="round-challenge"]', "out-of-order");
    await page.click('[data-testid="round-grade"]');
    await waitForGrid(page);
    const rules = await page
      .locator('[data-testid="round-cell"][data-pass="false"]')
      .evaluateAll((cells) => [...new Set(cells.map((c) => c.getAttribute("data-rule")))]);
    expect(rules).toEqual(["result-order"]);
    const cell = page.locator('[data-testid="round-cell"][data-scenario="two-calls"][data-faults=""]');
    expect(await cell.getAttribute("data-pass")).toBe("false");
    const frame = Number(await cell.getAttribute("data-frame"));
    await cell.click();
    await page.waitForSelector('[data-testid="round-banner"]');
    await waitForFrame(page, frame);
    expect((await counter(page)).n).toBe(frame);
    // One banner says where the cell is and its verdict; no second notice repeats it.
    expect(await page.textContent('[data-testid="round-banner"]')).toContain(`Frame ${frame}:`);
    expect(await page.locator(".notice", { hasText: "Playing your round" }).count()).toBe(1);
    expect(await page.textContent("main.workspace")).toContain("call_02");
    // Every frame of the learner's replay shows in the player, the first to the last.
    const { total } = await counter(page);
    // The editor's layout stays mounted (hidden) beside the player's: the player's main takes the keys.
    await page.locator("main.workspace").focus();
    await page.keyboard.press("Home");
    for (let i = 1; i < total; i++) await page.keyboard.press("ArrowRight");
    await waitForFrame(page, total);
    expect(await page.textContent("main.workspace")).toContain("Your round returned the model's reply");
    // The banner says whose round plays; "Use the chapter's round" plays the chapter's again.
    await page.click('[data-testid="round-off"]');
    await page.waitForSelector('[data-testid="round-banner"]', { state: "detached" });
    await page.waitForFunction(() => !document.querySelector("main.workspace")?.textContent?.includes("Your round"));
    expect(lab.errors).toEqual([]);
    await lab.close();
  }, 180_000);

  it("Cancel stops the grading at once, the cell in progress marked stopped, and says how far it got", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en&edit=round");
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
    await page.click('[data-testid="round-grade"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="round-cell"]').length >= 5);
    await page.click('[data-testid="round-cancel"]');
    await page.waitForSelector('[data-testid="round-grade"]');
    const cells = await page.locator('[data-testid="round-cell"]').count();
    expect(cells).toBeLessThan(CELLS);
    // A click lands while a cell plays (the grading goes from one to the next without a task between).
    expect(await page.locator('[data-testid="round-cell"][data-rule="stopped"]').count()).toBe(1);
    expect(await page.textContent('[data-testid="round-summary"]')).toContain(`Cancelled after ${cells} of ${CELLS}.`);
    await lab.close();
  });

  it("stops a runaway round in its cells and finishes the grid", async () => {
    const lab = await gradeFromLink("export async function round() { while (true) {} }");
    await waitForGrid(lab.page);
    expect(await lab.page.locator('[data-testid="round-cell"][data-rule="timeout"]').count()).toBe(CELLS);
    await lab.close();
  }, 180_000);

  it("grades a class of three files into three rows and a CSV, kept through a reload until cleared", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en&edit=round");
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
    const file = (name: string, text: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
    await page.setInputFiles('[data-testid="round-class-input"]', [
      file("ana.ts", CORRECT_ROUND),
      file("bo.ts", challengeSource("leaks-path")!),
      file("cy.ts", "export const nothing = 1;"),
    ]);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="round-class-row"]').length === 3,
      undefined,
      { timeout: 120_000 },
    );
    const rows = await page.locator('[data-testid="round-class-row"]').allTextContents();
    expect(rows[0]).toContain(`${CELLS} / ${CELLS}`);
    expect(rows[1]).toContain(ruleLabel("no-leak", "en"));
    expect(rows[2]).toContain("must export an async function named round");
    const csv = decodeURIComponent(
      (await page.getAttribute('[data-testid="round-class-csv"]', "href"))!.replace(
        /^data:text\/csv;charset=utf-8,/,
        "",
      ),
    );
    expect(csv.split("\n").filter(Boolean)).toHaveLength(4);
    expect(csv).toMatch(new RegExp(`^bo\\.ts,\\d+,${CELLS},${brokenName("no-leak", "en")},$`, "m"));
    await page.reload();
    await page.waitForSelector('[data-editor-view="round"] [data-testid="editor-ready"]', { timeout: 60_000 });
    expect(await page.locator('[data-testid="round-class-row"]').allTextContents()).toEqual(rows);
    await page.click('[data-testid="round-class-clear"]');
    await page.waitForSelector('[data-testid="round-class-row"]', { state: "detached" });
    expect(lab.errors).toEqual([]);
    await lab.close();
  }, 180_000);
});
