import { describe, expect, it } from "vitest";
import { openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

describe("the Request stage while a learner's tool plays", () => {
  it("shows the renamed tool that was sent, not the chapter's", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path");
    const { page } = lab;
    await page.click('[data-testid="editor-open"][data-editor="tool"]');
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    // The chapter's module names the tool once; a double click selects the word (not its quotes).
    await page
      .locator(".monaco-host .view-lines span", { hasText: /^"?list_download_files"?$/ })
      .last()
      .dblclick();
    await page.keyboard.insertText("list_pdfs");
    // Monaco renders spaces as no-break spaces: look for the quoted name alone.
    await page.waitForFunction(() =>
      document.querySelector(".monaco-host .view-lines")?.textContent?.includes('"list_pdfs"'),
    );
    await page.click('[data-testid="editor-play"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await waitForTrace(page);
    await page.locator("main.workspace").focus();
    await page.keyboard.press("2");
    await page.waitForSelector('[data-testid="view-request"]');
    const shown = (await page.textContent('[data-testid="view-request"]')) ?? "";
    expect(shown).toContain("list_pdfs");
    expect(shown).not.toContain("list_download_files");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("shows the chapter's tool, as the wire API got it, when no learner plays", async () => {
    // Chat Completions nests the name under `function`: the list is read from that body.
    const lab = await openLab(browser(), "?scenario=happy-path&provider=openai-completions");
    const { page } = lab;
    await page.locator("main.workspace").focus();
    await page.keyboard.press("2");
    await page.waitForSelector('[data-testid="request-tools"] li');
    // Really the wire replay: its captured body names the endpoint it was posted to.
    expect(await page.textContent('[data-testid="view-request"] details summary')).toContain("/chat/completions");
    expect(await page.locator('[data-testid="request-tools"] li').allTextContents()).toEqual([
      "list_download_files — List the files in the current user's Downloads folder. Use it when the user asks what is in Downloads.",
    ]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
