import { describe, expect, it } from "vitest";
import { counter, openLab, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

describe("keyboard", () => {
  it("steps with ←/→, Home/End and jumps to stages with 1–8", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=1&lang=en");
    const { page } = lab;
    await page.keyboard.press("ArrowRight");
    await waitForFrame(page, 2);
    await page.keyboard.press("ArrowLeft");
    await waitForFrame(page, 1);
    await page.keyboard.press("End");
    const { total } = await counter(page);
    await waitForFrame(page, total);
    await page.keyboard.press("Home");
    await waitForFrame(page, 1);
    await page.keyboard.press("5");
    await page.locator('[data-testid="view-validation"]').waitFor();
    expect(await page.getAttribute('[data-stage="validation"] button', "aria-current")).toBe("step");
    await page.keyboard.press("3");
    await page.locator('[data-testid="view-stream"]').waitFor();
    await lab.close();
  });

  it("Space plays and pauses; ? shows the keys", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=1&lang=en");
    const { page } = lab;
    await page.keyboard.press(" ");
    await waitForFrame(page, 3); // playing advances on its own
    await page.keyboard.press(" ");
    expect(await page.getAttribute('[data-testid="play"]', "aria-pressed")).toBe("false");
    await page.keyboard.press("?");
    await page.locator("dialog.keys[open]").waitFor();
    await page.keyboard.press("Escape");
    await page.locator("dialog.keys[open]").waitFor({ state: "detached" });
    await lab.close();
  });
});

describe("the gate of a truncated reply", () => {
  it("shows what a careless app would have run, judged by pi-ai's validator", async () => {
    const lab = await openLab(browser(), "?scenario=truncated&lang=en");
    await lab.page.keyboard.press("4");
    const careless = lab.page.locator('[data-testid="careless"]');
    await careless.waitFor();
    expect(await careless.textContent()).toContain('{"extension":".p"}');
    expect(await careless.textContent()).toContain("the validator accepts it");
    await lab.close();
  });
});

describe("the Context inspector", () => {
  it("follows the newest message, so the second reply's new call is in view on the last frame", async () => {
    const lab = await openLab(browser(), "?scenario=second-round&lang=en");
    await lab.page.keyboard.press("End");
    const { total } = await counter(lab.page);
    await waitForFrame(lab.page, total);
    const inspector = lab.page.locator('[data-testid="context-inspector"]');
    await expect
      .poll(() => inspector.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThanOrEqual(1);
    const last = inspector.locator(".message").last();
    expect(await last.textContent()).toContain("call_02");
    expect(await last.isVisible()).toBe(true);
    await lab.close();
  });
});

describe("language switch", () => {
  it("changes every piece of text, and the document language", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=21&lang=en");
    const { page } = lab;
    expect(await page.textContent('[data-stage="execution"] button')).toContain("Execution");
    const english = await page.textContent('[data-testid="narration"]');
    await page.click('[data-testid="lang-switch"] [data-lang="zh-CN"]');
    await page.waitForFunction(() => document.documentElement.lang === "zh-CN");
    expect(await page.textContent('[data-stage="execution"] button')).toContain("执行");
    const chinese = await page.textContent('[data-testid="narration"]');
    expect(chinese).not.toBe(english);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    // The replay itself is in Chinese too: the user's question.
    expect(await page.textContent('[data-testid="context-inspector"]')).toContain("我的下载目录里有哪些 PDF？");
    await lab.close();
  });

  it("defaults to the browser's language", async () => {
    const context = await browser().newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    const { inject } = await import("vitest");
    await page.goto(inject("baseUrl"));
    await page.waitForFunction(() => document.documentElement.lang === "zh-CN");
    await context.close();
  });
});
