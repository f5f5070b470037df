import { describe, expect, it } from "vitest";
import { counter, openLab, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

/**
 * Each mode owns its keys and focus. How each mode takes the screen (the player's parts apart, the
 * self-test and the editors over the main area, the tabs in one row) is checked at every size in
 * tests/e2e/layout.test.ts.
 */
describe("modes own the screen", () => {
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

  it("opening an editor moves focus into it, its heading drawn without a ring; going back to the player focuses the stage", async () => {
    const lab = await openLab(browser(), "?lang=en&frame=2");
    const { page } = lab;
    const outline = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    // Opened from the keyboard, so the browser would draw a ring on what the app focuses next.
    await page.focus('[data-testid="editor-open"][data-editor="stream"]');
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "stream-lab-title");
    expect(await page.evaluate(() => document.activeElement!.matches(":focus-visible"))).toBe(true);
    expect(await outline(), "the heading the app focused").toBe("none");
    // A control reached with the keyboard keeps its ring.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement!.tagName)).not.toBe("H2");
    expect(await outline(), "the next control").toBe("solid");
    await page.click('[data-testid="editor-close"]');
    await page.waitForFunction(() => document.activeElement?.classList.contains("stage-pane"));
    await page.keyboard.press("ArrowRight");
    await waitForFrame(page, 3);
    await lab.close();
  });
});
