/**
 * Issue 22, items 4 and 5 in the browser: the length veto of a whole, valid call (§7), a string
 * converted into a limit of 0 (§9), and stop-with-calls under OpenAI Responses showing the wire's
 * finish reason beside pi-ai's rewritten stopReason. Each frame is opened by its deep link and
 * compared with the frame the engine makes; the note at every size: tests/e2e/layout.test.ts.
 */
import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { playScenario, providerFactory } from "../../src/engine";
import { message } from "../../src/i18n";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Frame } from "../../src/engine/trace/frames";
import { artifactDir, counter, openLab, shot, useBrowser } from "./lab";

const browser = useBrowser();
async function framesFor(id: string, provider: "scripted" | "openai-responses" = "scripted"): Promise<Frame[]> {
  const s = builtInScenario(id);
  if (!s.ok) throw new Error(id);
  return framesOf(await playScenario(s.scenario, { provider: providerFactory(provider) }));
}

describe("the two dangers and the rewritten stop reason, in the browser", () => {
  it("length-complete-call: the gate vetoes a whole, valid call, and says that only the stop reason stops it", async () => {
    const frames = await framesFor("length-complete-call");
    const n = frames.findIndex((f) => f.stage === "gate") + 1;
    const lab = await openLab(browser(), `?scenario=length-complete-call&provider=scripted&frame=${n}&lang=en`);
    const { page } = lab;
    expect(await counter(page)).toEqual({ n, total: frames.length });
    await page.waitForSelector('[data-testid="view-gate"] [data-decision="refuse-truncated"]');
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("en", "gate.refuse-truncated-valid", frames[n - 1]!.narration.params),
    );
    // The careless app that ignored "length" would have had this very call accepted by pi-ai's validator.
    expect(await page.textContent('[data-testid="careless"] [data-kind="length"]')).toContain(
      message("en", "ui.gate.careless-accepted"),
    );
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it('converted-limit: validation shows "" converted to 0, and the read keeps 0 files', async () => {
    const frames = await framesFor("converted-limit");
    const v = frames.findIndex((f) => f.stage === "validation") + 1;
    const lab = await openLab(browser(), `?scenario=converted-limit&provider=scripted&frame=${v}&lang=zh-CN`);
    const { page } = lab;
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("zh-CN", "validation.converted-value", frames[v - 1]!.narration.params),
    );
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector('[data-testid="exec-limit"]');
    expect(await page.textContent('[data-testid="exec-limit"]')).toBe(message("zh-CN", "ui.exec.limit", { limit: 0 }));
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("stop-with-calls under openai-responses: raw “completed” on the wire, pi-ai's toolUse, and why", async () => {
    const frames = await framesFor("stop-with-calls", "openai-responses");
    const done = frames.findIndex((f) => f.event === "done") + 1;
    const gate = frames.findIndex((f) => f.stage === "gate") + 1;
    const lab = await openLab(browser(), `?scenario=stop-with-calls&provider=openai-responses&frame=${done}&lang=en`);
    const { page } = lab;
    for (const [n, view] of [
      [done, "view-stream"],
      [gate, "view-gate"],
    ] as const) {
      if (n !== done) await page.keyboard.press("ArrowRight");
      await page.waitForFunction(
        (want) => document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${want} / `),
        n,
      );
      const note = page.locator(`[data-testid="${view}"] [data-testid="wire-stop"]`);
      expect(await note.getAttribute("data-raw")).toBe("completed");
      expect(await note.getAttribute("data-rewritten")).toBe("openai-responses");
      expect(await note.textContent()).toContain('response.status = "completed"');
      expect(await page.locator(`[data-testid="${view}"] .big-value code`).first().textContent()).toBe("toolUse");
      expect(await page.textContent('[data-testid="narration"] p')).toBe(
        message("en", frames[n - 1]!.narration.key, frames[n - 1]!.narration.params),
      );
      await note.scrollIntoViewIfNeeded();
      await shot(page, `${artifactDir("screenshots/dangers")}/stop-rewritten-${view}.png`);
    }
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });
});
