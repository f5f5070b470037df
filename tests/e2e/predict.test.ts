import { describe, expect, it } from "vitest";
import { message } from "../../src/i18n";
import { builtInScenario } from "../../src/scenarios";
import { playScenario, providerFactory } from "../../src/engine";
import { frameAt } from "../../src/engine/trace/frame-store";
import { firstGate } from "../../src/playground/player/predict";
import { artifactDir, counter, openLab, shot, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

/** The gate's own sentence and the 1-based gate frame of a built-in scenario, from the engine in Node. */
async function gateOf(id: string): Promise<{ at: number; words: string }> {
  const found = builtInScenario(id);
  if (!found.ok) throw new Error(id);
  const trace = await playScenario(found.scenario, { faults: [], provider: providerFactory("scripted"), lang: "en" });
  const gate = firstGate(trace.frames);
  const frame = frameAt(trace, gate);
  return { at: gate + 1, words: message("en", frame.narration.key, frame.narration.params) };
}

/** Opens `id` with predict mode on, one frame before its gate. */
async function openBeforeGate(id: string, at: number) {
  const lab = await openLab(browser(), `?lang=en&scenario=${id}&frame=${at - 1}`);
  await lab.page.click('[data-testid="predict-toggle"]');
  return lab;
}

describe("predict mode", () => {
  it("the prompt's screen holds none of the answer's words: not the gate's sentence, nor its gate or validation panels", async () => {
    const gate = await gateOf("truncated");
    const lab = await openBeforeGate("truncated", gate.at);
    const { page } = lab;
    await page.keyboard.press("ArrowRight");
    await page.locator('[data-testid="predict-prompt"]').waitFor();
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toContain(gate.words);
    expect(await page.locator('[data-testid="view-gate"], [data-testid="view-validation"]').count()).toBe(0);
    await shot(page, `${artifactDir("screenshots")}/predict-prompt-1280.png`);
    await lab.close();
  });

  it("End from before the gate stops at the prompt; stepping on from it counts as skipped", async () => {
    const gate = await gateOf("two-calls");
    const lab = await openBeforeGate("two-calls", gate.at);
    const { page } = lab;
    await page.keyboard.press("End");
    await page.locator('[data-testid="predict-prompt"]').waitFor();
    expect((await counter(page)).n).toBe(gate.at);
    await page.keyboard.press("ArrowRight");
    await waitForFrame(page, gate.at + 1);
    const stored = await page.evaluate(() => localStorage.getItem("tool-call-lab:quiz:v1") ?? "");
    expect(stored).toContain('"skipped"');
    await page.keyboard.press("ArrowLeft");
    await page.locator('[data-testid="predict-skipped"]').waitFor();
    expect(await page.locator('[data-testid="predict-prompt"]').count()).toBe(0);
    await lab.close();
  });

  it("the feedback marks the person's choice beside what really happened", async () => {
    const gate = await gateOf("bad-arguments");
    const lab = await openBeforeGate("bad-arguments", gate.at);
    const { page } = lab;
    await page.keyboard.press("ArrowRight");
    await page.click('[data-testid="predict-prompt"] [data-prediction="all"]');
    await page.waitForSelector('[data-testid="predict-result"]');
    expect(await page.getAttribute('[data-prediction="all"]', "data-chosen")).toBe("true");
    expect(await page.getAttribute('[data-prediction="all"]', "aria-pressed")).toBe("true");
    expect(await page.getAttribute('[data-prediction="all"]', "data-actual")).toBe("false");
    expect(await page.locator('[data-testid="predict-prompt"] [data-actual="true"]').count()).toBe(1);
    expect(await page.locator('[data-testid="predict-prompt"] [data-chosen="true"]').count()).toBe(1);
    // What happened is shown whole and framed, not faded with the options left; the others recede.
    const look = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="predict-prompt"] [data-prediction]')].map((b) => ({
        actual: b.dataset.actual === "true",
        chosen: b.dataset.chosen === "true",
        opacity: Number(getComputedStyle(b).opacity),
        border: parseFloat(getComputedStyle(b).borderTopWidth),
      })),
    );
    const happened = look.find((b) => b.actual)!;
    expect(happened.opacity).toBe(1);
    for (const other of look.filter((b) => !b.actual)) {
      expect(other.opacity, "the others recede").toBeLessThan(1);
      expect(happened.border, "what happened is framed more strongly").toBeGreaterThan(other.border);
    }
    await lab.close();
  });
});
