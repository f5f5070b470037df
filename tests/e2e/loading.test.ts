import { describe, expect, it } from "vitest";
import { openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/**
 * A provider API's adapter or model catalog. Not pi-ai's google-shared, with Google's SDK in it: the
 * engine worker plays §5's parameters path with its `convertTools` in every trace, and a module
 * worker's own imports show in the page's resource timing once the worker starts.
 */
const ADAPTER =
  /\/(anthropic-messages|openai-completions|openai-responses|google-generative-ai|\w+\.models)-[\w-]+\.js$/;

describe("provider adapters load on demand", () => {
  it("the first page loads no provider adapter; picking a provider loads its adapter and replays through it", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const initial = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    );
    expect(initial.filter((p) => ADAPTER.test(p))).toEqual([]);

    await page.selectOption('[data-testid="provider-picker"]', "anthropic-messages");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("provider") === "anthropic-messages");
    await waitForTrace(page);
    await page.keyboard.press("1");
    await expect.poll(() => page.textContent('[data-testid="view-definition"]')).toContain("input_schema");
    expect(requested.some((p) => /anthropic-messages-[\w-]+\.js$/.test(p))).toBe(true);

    await page.selectOption('[data-testid="provider-picker"]', "google-generative-ai");
    await page.keyboard.press("1");
    await expect.poll(() => page.textContent('[data-testid="view-definition"]')).toContain("parametersJsonSchema");
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });
});
