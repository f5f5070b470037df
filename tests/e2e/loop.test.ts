import { describe, expect, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { counter, openLab, useBrowser, waitForFrame, waitForTrace, seriousViolations } from "./lab";

const browser = useBrowser();

describe("the pi-agent-core loop in the browser", () => {
  it("loads pi-agent-core only when the loop is chosen; the switch, the link and a reload agree", async () => {
    // Every request from the very first one, the worker's included.
    const requested: string[] = [];
    let workerLoaded: Promise<unknown> = Promise.resolve();
    const lab = await openLab(browser(), "?scenario=second-round&lang=en", undefined, (page) => {
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));
      workerLoaded = page.waitForRequest((r) => /engine-worker-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    });
    const { page } = lab;
    // A link's trace is shipped ahead of time; the worker comes when the page is idle, to check it.
    await workerLoaded;
    expect(
      requested.filter((p) => /\/loop-[\w-]+\.js$/.test(p)),
      "no pi-agent-core before the loop is chosen",
    ).toEqual([]);
    expect(await page.locator('[data-testid="loop-timeline"]').count()).toBe(0);
    await page.selectOption('[data-testid="engine-picker"]', "loop");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("engine") === "loop");
    await waitForTrace(page);
    expect(requested.some((p) => /\/loop-[\w-]+\.js$/.test(p))).toBe(true);
    const timeline = page.locator('[data-testid="loop-timeline"]');
    await timeline.waitFor();
    expect(await timeline.locator("li.turn").count()).toBe(3);
    expect(await page.getAttribute('[data-testid="loop-stop"]', "data-stop")).toBe("answered");
    await page.reload();
    await waitForTrace(page);
    expect(await page.inputValue('[data-testid="engine-picker"]')).toBe("loop");
    await page.selectOption('[data-testid="engine-picker"]', "round");
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("engine"));
    await waitForTrace(page);
    expect(await page.locator('[data-testid="loop-timeline"]').count()).toBe(0);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("shows Tool vs AgentTool at the definition stage, and both engines side by side at the end, with no serious axe findings", async () => {
    const lab = await openLab(browser(), "?scenario=truncated-retry&engine=loop&lang=en&frame=2");
    const { page } = lab;
    const table = page.locator('[data-testid="agent-tool"]');
    await table.waitFor();
    expect(await table.locator('tr[data-from="AgentTool"]').count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
    const { total } = await counter(page);
    await page.keyboard.press("End");
    await waitForFrame(page, total);
    const differences = page.locator('[data-testid="differences"]');
    await differences.waitFor();
    expect(
      await differences
        .locator("[data-difference]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-difference"))),
    ).toEqual(expect.arrayContaining(["compare.truncation", "compare.reissued", "compare.second-round"]));
    expect(await differences.textContent()).toContain("was not executed: the response hit the output token limit");
    expect(await seriousViolations(page)).toEqual([]);
    await lab.close();
  });

  it("every built-in scenario plays to its last frame in loop mode", async () => {
    for (const id of BUILT_IN_IDS) {
      const lab = await openLab(browser(), `?scenario=${id}&engine=loop&lang=en`);
      const { total } = await counter(lab.page);
      await lab.page.keyboard.press("End");
      await waitForFrame(lab.page, total);
      await lab.page.locator('[data-testid="loop-stop"]').waitFor();
      expect(lab.errors, id).toEqual([]);
      expect(lab.failed, id).toEqual([]);
      await lab.close();
    }
  });
});
