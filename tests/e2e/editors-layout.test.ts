import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { playScenario, providerFactory } from "../../src/engine";
import { piecesFromCuts, STREAM_EXAMPLES, streamScenario, normalizeCuts } from "../../src/engine/stream-lab";
import { locateFrame } from "../../src/playground/player/locate";
import { counter, openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

describe("the Tool lab and the Stream lab", () => {
  it("a syntax error is said as one, at its line, and marked in the code (not a time-out)", async () => {
    const lab = await openLab(browser(), "?lang=en&edit=tool");
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    await page.click('[data-editor-view="tool"] .monaco-editor .view-lines');
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nexport const broken = ;\n");
    await page.click('[data-testid="editor-play"]');
    await page.waitForSelector('[data-testid="runner-status"][data-state="problem"]', { timeout: 30_000 });
    const status = (await page.textContent('[data-testid="runner-status"]')) ?? "";
    expect(status).toMatch(/Syntax error at line \d+/);
    expect(status).not.toContain("within");
    const line = Number(/line (\d+)/.exec(status)![1]);
    // One account: Problems lists the error once. TypeScript's markers follow the typing and can lag
    // it on a loaded machine (one names "brok" for a moment); once they have caught up with the
    // finished line, its error is TypeScript's, and the sandbox's marker on that line is not listed too.
    const atLine = () =>
      page
        .locator('[data-testid="editor-problems"] li')
        .evaluateAll((items, n) => items.map((li) => li.textContent).filter((t) => t?.startsWith(`Line ${n},`)), line);
    await expect.poll(atLine).toEqual([`Line ${line}, column 23 Expression expected.`]);
    // And the refused run is not said to go ahead.
    expect(await page.locator('[data-testid="tool-type-errors"]').count()).toBe(0);
    await lab.close();
  });

  it("in Chinese, the Tool lab starts from the module with Chinese comments and descriptions", async () => {
    const lab = await openLab(browser(), "?lang=zh-CN&edit=tool");
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    const shown = (await page.textContent('[data-editor-view="tool"] .monaco-editor .view-lines')) ?? "";
    expect(shown).toContain("模型能发送什么");
    expect(shown).toContain("只列出带这个扩展名的文件");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("a shared Tool lab link carries the scenario, provider, faults and engine", async () => {
    const lab = await openLab(
      browser(),
      "?lang=en&scenario=truncated&provider=anthropic-messages&faults=folder:denied&engine=loop&edit=tool",
    );
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    await page.click('[data-editor-view="tool"] [data-testid="editor-share"]');
    const link = new URL(await page.inputValue('[data-editor-view="tool"] [data-testid="editor-share-link"]'));
    expect(link.searchParams.get("scenario")).toBe("truncated");
    expect(link.searchParams.get("provider")).toBe("anthropic-messages");
    expect(link.searchParams.get("faults")).toBe("folder:denied");
    expect(link.searchParams.get("engine")).toBe("loop");
    expect(link.searchParams.get("edit")).toBe("tool");
    await lab.close();
  });

  it("Play this (Stream lab) opens the learner's stream at its first piece, not frame 1", async () => {
    const first = STREAM_EXAMPLES[0]!;
    const base = builtInScenario("happy-path");
    if (!base.ok) throw new Error("happy-path");
    const scenario = streamScenario(
      base.scenario,
      first.text,
      piecesFromCuts(first.text, normalizeCuts(first.text, first.cuts)),
    );
    const trace = await playScenario(scenario, { faults: [], provider: providerFactory("scripted"), lang: "en" });
    const expected = locateFrame(trace.frames, { event: "toolcall_delta" }) + 1;
    const lab = await openLab(browser(), "?lang=en&frame=1&edit=stream");
    const { page } = lab;
    await page.waitForSelector('[data-testid="stream-text"]');
    await page.click('[data-editor-view="stream"] [data-testid="editor-play"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get("scenario") === "stream-lab");
    await waitForTrace(page);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${n} /`),
      expected,
    );
    expect((await counter(page)).n).toBeGreaterThan(1);
    await lab.close();
  });
});
