/**
 * The id matrix in the browser (issue 22, item 1): the ids frame of a replayed history shows each
 * id stored and sent, and the 4 × 4 matrix of sources and targets; a cell, clicked or reached by
 * keyboard, opens that pair's frame and says so in the link (its layout at the four screens, and
 * axe: tests/e2e/layout.test.ts).
 */
import { describe, expect, it } from "vitest";
import { message } from "../../src/i18n";
import type { WireApi } from "../../src/fake-provider/apis";
import { idsFrame } from "./ids-frame";
import { counter, openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

const cell = (source: WireApi, target: WireApi) => `[data-testid="id-matrix"] a[data-pair="${source}>${target}"]`;

describe("the id matrix", () => {
  it("a cell opens that pair's ids frame: clicked, and then from the keyboard", async () => {
    const here = await idsFrame("openai-responses", "anthropic-messages");
    const lab = await openLab(
      browser(),
      `?scenario=id-normalization&provider=anthropic-messages&frame=${here.n}&lang=en`,
    );
    const { page } = lab;
    await page.waitForSelector('[data-testid="id-matrix"] table');
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("en", here.frame.narration.key, here.frame.narration.params),
    );
    expect(await page.textContent('[data-testid="id-rewrites"]')).toContain("call_8F8tU2V5zsZtbRGYFyK6HVq7_fc_");
    expect(await page.getAttribute(cell("openai-responses", "anthropic-messages"), "aria-current")).toBe("true");
    expect(await page.locator('[data-testid="id-matrix"] a.id-cell').count()).toBe(16);

    // Click: Responses' history into Chat Completions, the pair that ends its id with pi-ai's hash.
    const hashed = await idsFrame("openai-responses", "openai-completions");
    expect(await page.getAttribute(cell("openai-responses", "openai-completions"), "href")).toContain(
      "provider=openai-completions&source=openai-responses",
    );
    await page.click(cell("openai-responses", "openai-completions"));
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${n} / `) &&
        document.querySelector('a[aria-current="true"][data-pair="openai-responses>openai-completions"]'),
      hashed.n,
    );
    await waitForTrace(page);
    expect(await counter(page)).toEqual({ n: hashed.n, total: hashed.total });
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("en", hashed.frame.narration.key, hashed.frame.narration.params),
    );
    expect(new URL(page.url()).searchParams.get("source")).toBe("openai-responses");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-pair"))).toBe(
      "openai-responses>openai-completions",
    );

    // Keyboard: focus Google's row, Anthropic's column, and press Enter.
    const google = await idsFrame("google-generative-ai", "anthropic-messages");
    await page.focus(cell("google-generative-ai", "anthropic-messages"));
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${n} / `) &&
        document.querySelector('a[aria-current="true"][data-pair="google-generative-ai>anthropic-messages"]'),
      google.n,
    );
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("en", google.frame.narration.key, google.frame.narration.params),
    );
    expect(await page.inputValue('[data-testid="source-picker"]')).toBe("google-generative-ai");
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it("in the loop, the matrix plays the loop and its cells open the loop's ids frames", async () => {
    const here = await idsFrame("openai-completions", "openai-responses", "loop");
    const lab = await openLab(
      browser(),
      `?scenario=id-normalization&provider=openai-responses&source=openai-completions&engine=loop&frame=${here.n}&lang=zh-CN`,
    );
    const { page } = lab;
    await page.waitForSelector('[data-testid="id-matrix"] table');
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("zh-CN", "request.ids.kept-call-id", here.frame.narration.params),
    );
    const diagonal = await idsFrame("anthropic-messages", "anthropic-messages", "loop");
    expect(await page.getAttribute(cell("anthropic-messages", "anthropic-messages"), "href")).toContain(`engine=loop`);
    await page.click(cell("anthropic-messages", "anthropic-messages"));
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${n} / `) &&
        document.querySelector('a[aria-current="true"][data-pair="anthropic-messages>anthropic-messages"]'),
      diagonal.n,
    );
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("zh-CN", "request.ids.same-model", diagonal.frame.narration.params),
    );
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
