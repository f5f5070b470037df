/**
 * Strict tools in the browser (issue 22, items 2-3): the providers frame (§5) shows what each API's
 * adapter sent with strict off, the switch plays the trace again with constrainedSampling set, and
 * the lines that differ are marked in the body sent now; a link carries it (strict=1) and a bad
 * value is said, never a blank page. The frame at every size: tests/e2e/layout.test.ts.
 */
import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { playScenario } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { message } from "../../src/i18n";
import { openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** The providers frame's number (1-based) and its narration, as the engine makes it. */
async function providersFrame(strict: boolean) {
  const s = builtInScenario("happy-path");
  if (!s.ok) throw new Error("happy-path");
  const frames = framesOf(await playScenario(s.scenario, { strict }));
  const at = frames.findIndex((f) => f.definition?.focus === "providers");
  return { n: at + 1, narration: frames[at]!.narration };
}

const marked = (page: import("playwright-core").Page, api: string) =>
  page.locator(`[data-testid="sent-${api}"] mark`).allTextContents();

describe("strict tools in the browser", () => {
  it("the switch on the providers frame plays strict, marks what differs, and the link carries it", async () => {
    const off = await providersFrame(false);
    const on = await providersFrame(true);
    const lab = await openLab(browser(), `?scenario=happy-path&provider=anthropic-messages&frame=${off.n}&lang=en`);
    const { page } = lab;
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("en", off.narration.key, off.narration.params),
    );
    // Strict off: Anthropic's adapter left additionalProperties out, said where the model would see it.
    expect(
      await page
        .locator('[data-testid="provider-tools"] section')
        .first()
        .locator('[data-testid="schema-seen"]')
        .textContent(),
    ).toContain("additionalProperties");
    expect((await marked(page, "anthropic-messages")).join("")).not.toContain('"strict": true');

    await page.click('[data-testid="strict-switch-frame"] input');
    await page.waitForFunction(() => new URL(location.href).searchParams.get("strict") === "1");
    await waitForTrace(page);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${n} / `),
      on.n,
    );
    expect(await page.textContent('[data-testid="narration"] p')).toBe(
      message("en", on.narration.key, on.narration.params),
    );
    // The body sent now carries strict: true, marked as a difference; the other setting's is one click away.
    const lines = await marked(page, "anthropic-messages");
    expect(lines.some((l) => l.trim() === '"strict": true,')).toBe(true);
    expect(lines.some((l) => l.includes('"anyOf"'))).toBe(true);
    expect((await marked(page, "google-generative-ai")).join("")).toContain('"toolConfig"');
    expect(await page.locator('[data-testid="strict-switch-frame"] input').isChecked()).toBe(true);
    expect(await page.locator('[data-testid="strict-catalog"] summary').first().textContent()).toMatch(
      /17 of 407 models/,
    );
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it("a link with strict=1 opens strict, its marks styled; strict=yes is said and strict stays off", async () => {
    const on = await providersFrame(true);
    const lab = await openLab(browser(), `?scenario=happy-path&frame=${on.n}&strict=1&lang=en`);
    expect(await lab.page.textContent('[data-testid="narration"] p')).toBe(
      message("en", on.narration.key, on.narration.params),
    );
    // The frame's own styles are in, on a page that never opened another view: a marked line is a
    // whole tinted line (not the browser's yellow inline mark), the switch and its note sit apart.
    await lab.page.waitForSelector('[data-testid="sent-openai-completions"] mark');
    expect(
      await lab.page.evaluate(() => {
        const mark = document.querySelector('[data-testid="sent-openai-completions"] mark')!;
        const bar = document.querySelector(".strict-bar")!;
        return {
          mark: getComputedStyle(mark).display,
          bar: getComputedStyle(bar).display,
          gap: getComputedStyle(bar).columnGap,
        };
      }),
    ).toEqual({ mark: "block", bar: "flex", gap: "12px" });
    await lab.close();
    const bad = await openLab(browser(), `?scenario=happy-path&frame=${on.n}&strict=yes&lang=en`);
    expect((await bad.page.locator('[data-testid="notice"]').allTextContents()).join("\n")).toMatch(
      /“strict” value “yes”/,
    );
    expect(await bad.page.locator('[data-testid="strict-switch-frame"] input').isChecked()).toBe(false);
    await bad.close();
  });
});
