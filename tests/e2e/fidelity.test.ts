import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { playScenario } from "../../src/engine";
import { counter, openLab, useBrowser, waitForFrame, seriousViolations } from "./lab";

const browser = useBrowser();

describe("fidelity on screen", () => {
  it("the recap lines open their frames, by responsibility and by the chapter's points", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    const { total } = await counter(page);
    await page.keyboard.press("End");
    await waitForFrame(page, total);
    await page.locator('[data-testid="recap-takeaways"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowLeft");
    const responsibilities = page.locator('[data-testid="recap-responsibilities"]');
    await responsibilities.waitFor();
    expect(await responsibilities.textContent()).toContain("made 4 best-effort previews with parseStreamingJson");
    // §16's own view of the same run: one panel each for the Tool, the ToolCalls and the ToolResults.
    const objects = page.locator('[data-testid="recap-objects"] h3');
    await objects.first().waitFor();
    expect(await objects.allTextContents()).toEqual([
      "The Tool (the application's description)",
      "The ToolCalls (the model's requests)",
      "The ToolResults (the application's answers)",
    ]);
    const line = responsibilities.locator('[data-testid="recap-line"]', { hasText: "ran its own read" });
    const target = Number(await line.getAttribute("data-frame"));
    await line.click();
    await waitForFrame(page, target);
    await page.locator('[data-testid="view-execution"]').waitFor();
    await lab.close();
  });

  it("each preview names the step of parseStreamingJson that made it", async () => {
    // The first and last argument previews, as the engine numbers them (1-based, as the counter shows).
    const built = builtInScenario("partial-json-steps");
    if (!built.ok) throw new Error("partial-json-steps is missing");
    const deltas = (await playScenario(built.scenario, { lang: "en" })).frames.flatMap((f, i) =>
      f.fact.kind === "stream" && f.fact.event === "toolcall_delta" && !f.fact.brief ? [i + 1] : [],
    );
    // The frame before the first piece is toolcall_start: no preview exists yet, and it says so.
    const lab = await openLab(browser(), `?scenario=partial-json-steps&lang=en&frame=${deltas[0]! - 1}`);
    const { page } = lab;
    await page.locator('[data-testid="preview-none"]').waitFor();
    const started = (await page.locator('[data-testid="view-stream"]').textContent()) ?? "";
    expect(started).not.toContain("undefined");
    // No piece and no text yet: the piece and text panels say so in words (the text's as JSON.parse's).
    expect(started).toContain("No piece yet.");
    expect(started.split("No argument text yet.")).toHaveLength(3);
    await page.keyboard.press("ArrowRight");
    const seen: string[] = [];
    for (let n = deltas[0]!; n <= deltas.at(-1)!; n++) {
      await waitForFrame(page, n);
      const step = await page.evaluate(
        () => document.querySelector('[data-testid="preview-step"]')?.getAttribute("data-step") ?? null,
      );
      if (step && !seen.includes(step)) seen.push(step);
      await page.keyboard.press("ArrowRight");
    }
    expect(seen).toEqual(["empty", "partial", "json", "repaired-json", "partial-repaired", "gave-up"]);
    await lab.close();
  });

  it("the gate shows both careless apps, and validation shows pi-ai's text beside what the model receives", async () => {
    const lab = await openLab(browser(), "?scenario=truncated&lang=en");
    await lab.page.keyboard.press("4");
    const careless = lab.page.locator('[data-testid="careless"]');
    await careless.waitFor();
    expect(await careless.locator('[data-kind="delta"]').textContent()).toContain('{"extension":".p"}');
    expect(await careless.locator('[data-kind="length"]').textContent()).toContain("argumentsError");
    await lab.close();

    const bad = await openLab(browser(), "?scenario=bad-arguments&lang=en");
    await bad.page.keyboard.press("5");
    const view = bad.page.locator('[data-testid="view-validation"]');
    await view.waitFor();
    const text = (await view.textContent()) ?? "";
    expect(text).toContain("The copy pi-ai checked (after conversion)");
    expect(text).toContain('"extension": "123"');
    expect(text).toContain("pi-ai's error, as validateToolArguments threw it");
    expect(text).toContain("What the model receives");
    expect(await view.locator('[data-format="schema"]').count()).toBe(1);
    expect(await seriousViolations(bad.page)).toEqual([]);
    await bad.close();
  });

  it("the definition stage shows the tool as the four APIs received it, and a provider's what-if for §13", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&provider=anthropic-messages&lang=en&frame=4");
    const { page } = lab;
    const tools = page.locator('[data-testid="provider-tools"]');
    await tools.waitFor();
    for (const text of ["input_schema", "parametersJsonSchema", '"strict": false'])
      expect(await tools.textContent()).toContain(text);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("8");
    await page.keyboard.press("ArrowRight");
    const probe = page.locator('[data-testid="order-probe"]');
    await probe.waitFor();
    expect(await probe.textContent()).toContain("1 synthetic error result inserted after the calls");
    expect(await page.locator('[data-testid="view-final"]').textContent()).toContain("No result provided");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
