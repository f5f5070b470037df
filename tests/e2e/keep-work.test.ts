import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { encodeShare } from "../../src/playground/editors/share";
import { MAX_LINK_CHARS } from "../../src/playground/state/location";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { LIMITS } from "../../src/scenarios/limits";
import { openLab, pasteOver, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** Text that deflate cannot shrink much: its link is as long as the text, or longer. */
function noise(chars: number): string {
  let text = "";
  for (let i = 0; text.length < chars; i++) text += ((i * 2654435761) >>> 0).toString(36);
  return text.slice(0, chars);
}

/** Opens `query` in the same page (same storage), and waits for the player under it. */
async function go(page: Page, query: string) {
  await page.goto(inject("baseUrl") + query);
  await waitForTrace(page);
}

/** Types into the Stream lab and waits until the draft is in storage (it is kept after a pause). */
async function typeStream(page: Page, text: string) {
  await page.fill('[data-testid="stream-text"]', text);
  await page.waitForFunction(
    (t) => JSON.parse(localStorage.getItem("tool-call-lab:draft:stream") ?? "{}").text === t,
    text,
  );
}

/** Opens the list of earlier versions and restores the `n`-th (0 = newest). */
async function restore(page: Page, n: number) {
  await page.click('[data-testid="editor-history"] summary');
  await page.locator('[data-testid="editor-history-restore"]').nth(n).click();
}

const streamText = (page: Page) => page.inputValue('[data-testid="stream-text"]');

describe("keeping a person's work", () => {
  it("own text, then link B, then link C, then restore: the own text comes back", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&edit=stream");
    const { page } = lab;
    await typeStream(page, '{"extension": ".mine"}');
    for (const other of ['{"extension": ".b"}', '{"extension": ".c"}']) {
      await go(page, `?scenario=happy-path&edit=stream&code=${await encodeShare({ kind: "stream", text: other })}`);
      await page.click('[data-testid="editor-accept"]');
      expect(await streamText(page)).toBe(other);
    }
    // Newest first, the version on screen (C) left out: B (before link C), then the own text.
    await restore(page, 1);
    expect(await streamText(page)).toBe('{"extension": ".mine"}');
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem("tool-call-lab:draft:stream") ?? "{}").text === '{"extension": ".mine"}',
    );
    expect(await page.locator('[data-testid="editor-history-restore"]').count()).toBe(2);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("a reset is undone after a reload", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&edit=stream");
    const { page } = lab;
    await typeStream(page, '{"extension": ".before-reset"}');
    await page.click('[data-testid="editor-reset"]');
    await go(page, "?scenario=happy-path&edit=stream");
    expect(await streamText(page)).not.toContain("before-reset");
    expect(await page.getAttribute('[data-testid="editor-history"] li', "data-origin")).toBe("reset");
    await restore(page, 0);
    expect(await streamText(page)).toBe('{"extension": ".before-reset"}');
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("Copy link refuses, in words, a link longer than the app opens", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&edit=stream");
    const { page } = lab;
    await typeStream(page, noise(20_000));
    await page.click('[data-testid="editor-share"]');
    const refused = await page.waitForSelector('[data-testid="editor-share-refused"]');
    expect(await refused.textContent()).toContain(MAX_LINK_CHARS.toLocaleString("en"));
    expect(await page.locator('[data-testid="editor-share-link"]').count()).toBe(0);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("a playing tool too big for a link is named by its draft in the address bar, and reopens from it", async () => {
    const big = `${CHAPTER_TOOL_MODULE}\n// ${noise(20_000)}\n`;
    const lab = await openLab(browser(), "?scenario=happy-path");
    const { page } = lab;
    // Kept as the Tool lab's draft, as typing it would keep it.
    await page.evaluate((text) => localStorage.setItem("tool-call-lab:draft:tool", JSON.stringify({ text })), big);
    await go(page, "?scenario=happy-path&edit=tool");
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    await page.click('[data-testid="editor-play"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await waitForTrace(page);
    const url = new URL(page.url());
    expect(url.href.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(url.searchParams.get("code")).toBeNull();
    expect(url.searchParams.get("tool")).toBe("draft");
    await go(page, url.search);
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    expect(await page.locator('[data-testid="editor-from-link"]').count()).toBe(0);
    expect(await page.isDisabled('[data-testid="editor-play"]')).toBe(false);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});

describe("limits said before they bite", () => {
  it("a document nested 50,000 deep in the Scenario editor: one clear problem, nothing stale, no page errors", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&edit=scenario");
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="scenario"] [data-testid="editor-ready"]', { timeout: 60_000 });
    const problems = () =>
      page.$$eval('[data-testid="editor-problems"] li', (items) => items.map((li) => li.textContent ?? ""));
    await page.click(".monaco-host .view-lines");
    // First a text with errors of its own (the schema's, from Monaco's JSON worker), so a stale entry would show.
    await pasteOver(page, '{"format": 2}');
    await page.waitForFunction(
      () => /Missing property/.test(document.querySelector('[data-testid="editor-problems"]')?.textContent ?? ""),
      undefined,
      { timeout: 30_000 },
    );
    await pasteOver(page, `{"format": 1, "x": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`);
    // Settled: the only entry left is the depth problem, and the schema's entry about format 2 is gone.
    await page.waitForFunction(
      () => {
        const items = [...document.querySelectorAll('[data-testid="editor-problems"] li')].map(
          (li) => li.textContent ?? "",
        );
        return items.length === 1 && /levels deep/.test(items[0]!);
      },
      undefined,
      { timeout: 30_000 },
    );
    // A keystroke in the deep text is checked again (linearly) and still leaves one problem.
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" ");
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="editor-problems"]')?.previousElementSibling?.textContent === "1 problem",
    );
    expect(await problems()).toEqual([expect.stringContaining(`more than ${LIMITS.fileDepth} levels deep`)]);
    expect(await page.isDisabled('[data-testid="editor-play"]')).toBe(true);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the Stream lab's Play this says the 100,000-character limit before it is pressed", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&edit=stream");
    const { page } = lab;
    await page.waitForSelector('[data-testid="stream-text"]');
    await page.fill('[data-testid="stream-text"]', `{"extension": "${"x".repeat(LIMITS.textChars)}"}`);
    const blocked = await page.waitForSelector('[data-testid="stream-blocked"]');
    expect(await blocked.textContent()).toContain("100,000");
    expect(await blocked.textContent()).not.toContain("stream-lab.json");
    expect(await page.isDisabled('[data-testid="editor-play"]')).toBe(true);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
