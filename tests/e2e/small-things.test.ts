import { describe, expect, it } from "vitest";
import { FAULT_IDS } from "../../src/engine/round/faults";
import { STAGES } from "../../src/engine/trace/frames";
import { message } from "../../src/i18n";
import { faultExplanation } from "../../src/playground/shell/fault-lines";
import { faultText, type FaultWordKey } from "../../src/playground/shell/fault-words";
import { openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

describe("small things", () => {
  it("the loop comparison says its outcomes in words, not codes", async () => {
    const lab = await openLab(browser(), "?scenario=second-round&engine=loop&lang=en");
    await lab.page.keyboard.press("End");
    const table = lab.page.locator('[data-testid="comparison"]');
    await table.waitFor();
    expect(
      await table.locator("[data-outcome]").evaluateAll((cells) => cells.map((c) => c.getAttribute("data-outcome"))),
    ).toEqual(["one-round-limit", "answered"]);
    const text = (await table.textContent()) ?? "";
    expect(text).not.toContain("one-round-limit");
    expect(text).toContain("the model wanted another round");
    await lab.close();
  });

  it("counts in English plurals: “1 call”, not “1 call(s)”", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&engine=loop&lang=en");
    await lab.page.locator('[data-testid="loop-timeline"]').waitFor();
    const timeline = (await lab.page.textContent('[data-testid="loop-timeline"]')) ?? "";
    expect(timeline).toContain("1 call:");
    expect(timeline).not.toContain("(s)");
    await lab.close();
  });

  it("every fault says what it does (and what it needs) in the menu; the engine picker and the gate have tooltips", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    await page.click('[data-testid="faults-button"]');
    await page.locator('[data-testid="fault-hint"]').first().waitFor();
    const said = await page.$$eval('[data-testid="faults-menu"] [data-fault]', (rows) =>
      rows.map((row) => ({
        id: row.getAttribute("data-fault")!,
        lines: [...row.querySelectorAll('[data-testid="fault-hint"]')].map((hint) => hint.textContent),
        title: row.getAttribute("title"),
      })),
    );
    const expected = FAULT_IDS.map((id) => {
      const lines = faultExplanation(id).map((key) => faultText("en", key as FaultWordKey));
      return { id, lines, title: lines.join(" ") };
    });
    expect(said).toEqual(expected);
    expect(said.find((row) => row.id === "swallow-errors")!.lines).toHaveLength(2);
    const engine = page.locator('label:has([data-testid="engine-picker"])');
    expect(await engine.getAttribute("title")).toBe(message("en", "ui.engine-hint"));
    const gate = page.locator(".rail button").nth(STAGES.indexOf("gate"));
    expect(await gate.getAttribute("title")).toBe(message("en", "ui.stage-hint.gate"));
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("while a new choice replays, the old frame is never shown under it, and a cue says so", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=20&lang=en");
    const { page } = lab;
    // Every moment the workspace is busy is sampled as it happens (no timers): was the old stage visible?
    await page.evaluate(() => {
      const seen: { cue: boolean; stageVisible: boolean }[] = [];
      (window as unknown as { busySamples: typeof seen }).busySamples = seen;
      new MutationObserver(() => {
        if (document.querySelector("main.workspace")?.getAttribute("aria-busy") !== "true") return;
        const stage = document.querySelector(".stage-view");
        seen.push({
          cue: !!document.querySelector('[data-testid="loading-cue"]'),
          stageVisible: !!stage && getComputedStyle(stage).visibility !== "hidden",
        });
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.selectOption('[data-testid="scenario-picker"]', "two-calls");
    await waitForTrace(page);
    const samples = await page.evaluate(
      () => (window as unknown as { busySamples: { cue: boolean; stageVisible: boolean }[] }).busySamples,
    );
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((s) => s.stageVisible || !s.cue)).toEqual([]);
    expect(await page.isVisible('[data-testid="loading-cue"]')).toBe(false);
    await lab.close();
  });

  it("playing an edited built-in keeps it beside the built-in as your version: no second “Happy path”, no “from file”", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    await page.click('[data-testid="editor-open"][data-editor="scenario"]');
    await page.locator('[data-editor-view="scenario"] [data-testid="editor-ready"]').waitFor({ timeout: 60_000 });
    await page.click('[data-editor-view="scenario"] [data-testid="editor-play"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "happy-path-edited");
    await waitForTrace(page);
    const options = await page.locator('[data-testid="scenario-picker"] option').allTextContents();
    expect(options.filter((o) => o.startsWith("Happy path"))).toEqual(["Happy path", "Happy path — your version"]);
    expect(options.filter((o) => o.includes("from file"))).toEqual([]);
    const notices = await page.locator('[data-testid="notice"]').allTextContents();
    expect(notices.join(" ")).toContain("Your version of the built-in “happy-path”");
    expect(notices.join(" ")).not.toMatch(/\bfile\b/);
    await lab.close();
  });
});
