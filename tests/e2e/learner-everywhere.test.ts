import type { Page } from "playwright-core";
import { describe, expect, it, inject } from "vitest";
import { counter, openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** Opens the Tool lab and plays the module in it (the chapter's, unchanged) with the current engine. */
async function playOwnTool(page: Page): Promise<void> {
  await page.click('[data-testid="editor-open"][data-editor="tool"]');
  await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
  await page.click('[data-testid="editor-play"]');
  await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 60_000 });
  await waitForTrace(page);
}

const narration = (page: Page) => page.textContent('[data-testid="narration"]');

describe("the learner's tool everywhere (issue 22, item 7)", () => {
  it("plays in the agent loop: the engine stays the loop, and pi-agent-core runs the learner's execute()", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&engine=loop&lang=en");
    const { page } = lab;
    await playOwnTool(page);
    await page.click('[data-testid="editor-close"]');
    expect(new URL(page.url()).searchParams.get("engine")).toBe("loop");
    expect(await page.inputValue('[data-testid="engine-picker"]')).toBe("loop");
    await page.keyboard.press("Home");
    expect(await narration(page)).toContain("This is your version of the tool");
    await page.keyboard.press("6");
    expect(await page.textContent('[data-testid="view-execution"]')).toContain("Invoice-2026-03.pdf");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the audience window replays the presenter's own tool, sent over the channel, and names it", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    context.on("page", (p) => p.on("pageerror", (e) => errors.push(e.message)));
    const presenter = await context.newPage();
    await presenter.goto(inject("baseUrl") + "?scenario=happy-path&lang=en");
    await waitForTrace(presenter);
    await playOwnTool(presenter);
    await presenter.click('[data-testid="editor-close"]');
    const [audience] = await Promise.all([
      context.waitForEvent("page"),
      presenter.click('[data-testid="present-open"]'),
    ]);
    await audience.setViewportSize({ width: 1280, height: 720 });
    await audience.locator('[data-testid="audience-view"]').waitFor();
    // The room names the tool, or says why it cannot play it: a failure reads the room's own words.
    const room = () =>
      audience.evaluate(() =>
        [".audience-badge", ".audience-notices"].map((s) => document.querySelector(s)?.textContent ?? "").join(" | "),
      );
    await audience
      .locator('[data-testid="audience-tool"], [data-testid="audience-tool-refused"]')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async () => expect.fail(`the room names no tool and no refusal in 60 s: ${await room()}`));
    expect(await room()).toContain("The presenter's tool: list_download_files");
    await presenter.keyboard.press("Home");
    await expect.poll(() => narration(audience), { timeout: 60_000 }).toContain("This is your version of the tool");
    expect(await audience.locator('[data-testid="audience-tool-refused"]').count()).toBe(0);
    expect((await counter(audience)).n).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
