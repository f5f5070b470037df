import { describe, expect, it } from "vitest";
import type { ToolResultMessage } from "@earendil-works/pi-ai";
import { builtInScenario } from "../../src/scenarios";
import { FAULT_IDS, parseFaults, playScenario } from "../../src/engine";
import { openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

async function engineResults(faults: string[]): Promise<ToolResultMessage[]> {
  const s = builtInScenario("happy-path");
  const f = parseFaults(faults);
  if (!s.ok || !f.ok) throw new Error("setup");
  const trace = await playScenario(s.scenario, { faults: f.faults });
  return trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
}

describe("each fault, switched on in the faults menu, changes the tool result as the engine says", () => {
  it.each(FAULT_IDS.map((f) => [f]))("%s", async (fault) => {
    const lab = await openLab(browser(), "?scenario=happy-path");
    const { page } = lab;
    await page.click('button[aria-controls="faults-list"]');
    await page.click(`[data-testid="faults-menu"] [data-fault="${fault}"] input`);
    await page.keyboard.press("Escape");
    await page.waitForFunction((f) => new URL(location.href).searchParams.get("faults") === f, fault);
    await waitForTrace(page);
    const expected = await engineResults([fault]);
    await page.keyboard.press("7"); // the tool-result stage
    const view = page.locator('[data-testid="view-toolResult"]');
    await view.waitFor();
    if (expected.length === 0) {
      // stream:error / stream:aborted: nothing ran, so there is no result to show.
      await expect.poll(() => view.textContent()).toContain("No tool results");
    } else {
      const text = expected[0]!.content.map((c) => (c.type === "text" ? c.text : "")).join("");
      // A malformed call's result quotes JSON.parse's own message, which each V8 words its own way.
      const stable = (t: string | null) =>
        (t ?? "").replace(/(Invalid arguments for tool "[^"]+": ).*\n/, "$1<JSON.parse message>\n");
      await expect.poll(async () => stable(await view.locator(".quote").textContent())).toBe(stable(text));
      expect(await view.textContent()).toContain(`isError: ${expected[0]!.isError}`);
    }
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it("variants of one fault exclude each other, and faults combine", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path");
    const { page } = lab;
    await page.click('button[aria-controls="faults-list"]');
    await page.click('[data-fault="folder:denied"] input');
    await page.click('[data-fault="folder:missing"] input');
    await page.click('[data-fault="swallow-errors"] input');
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get("faults") === "folder:missing,swallow-errors",
    );
    expect(await page.isChecked('[data-fault="folder:denied"] input')).toBe(false);
    // Space on a focused checkbox ticks it; it does not start playing.
    await page.focus('[data-fault="truncate"] input');
    await page.keyboard.press(" ");
    expect(await page.isChecked('[data-fault="truncate"] input')).toBe(true);
    expect(await page.getAttribute('[data-testid="play"]', "aria-pressed")).toBe("false");
    await page.keyboard.press(" ");
    await page.keyboard.press("Escape");
    // Focus goes back to the menu's button, so the stepping keys work at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("faults-list");
    await page.keyboard.press("6");
    await expect.poll(() => page.textContent('[data-testid="view-execution"]')).toContain("hidden by the bug");
    await lab.close();
  });
});
