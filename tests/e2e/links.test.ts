import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { parseFaults, playScenario, providerFactory } from "../../src/engine";
import { message } from "../../src/i18n";
import { counter, openLab, useBrowser, waitForFrame, waitForPaint } from "./lab";
import { framesOf } from "../../src/engine/trace/frame-store";

const browser = useBrowser();

describe("deep links", () => {
  it("open exactly the frame they name", async () => {
    const s = builtInScenario("folder-denied");
    const f = parseFaults(["swallow-errors"]);
    if (!s.ok || !f.ok) throw new Error("setup");
    const trace = await playScenario(s.scenario, { faults: f.faults, lang: "zh-CN" });
    for (const n of [1, 14, 22, framesOf(trace).length]) {
      const lab = await openLab(
        browser(),
        `?scenario=folder-denied&provider=scripted&faults=swallow-errors&frame=${n}&lang=zh-CN`,
      );
      const frame = framesOf(trace)[n - 1]!;
      expect(await counter(lab.page)).toEqual({ n, total: framesOf(trace).length });
      expect(await lab.page.locator(`[data-testid="view-${frame.stage}"]`).count()).toBe(1);
      expect(await lab.page.textContent('[data-testid="narration"] p')).toBe(
        message("zh-CN", frame.narration.key, frame.narration.params),
      );
      expect(await lab.page.getAttribute("html", "lang")).toBe("zh-CN");
      await lab.close();
    }
  });

  it("with a wire provider, open the same frame the engine makes", async () => {
    const s = builtInScenario("id-normalization");
    if (!s.ok) throw new Error("setup");
    const trace = await playScenario(s.scenario, { provider: providerFactory("anthropic-messages") });
    const n = framesOf(trace).findIndex((f) => f.stage === "final" && f.request) + 1;
    const lab = await openLab(browser(), `?scenario=id-normalization&provider=anthropic-messages&frame=${n}&lang=en`);
    const view = await lab.page.textContent('[data-testid="view-final"]');
    expect(view).toContain("normalized by pi-ai");
    const ids = (trace.requests[1]?.body as { messages: { content: { type: string; id?: string }[] }[] }).messages[1]!
      .content;
    expect(view).toContain(ids.find((b) => b.type === "tool_use")!.id);
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it("hovering or focusing a tool-call id highlights it everywhere, the normalized copy included", async () => {
    const s = builtInScenario("id-normalization");
    if (!s.ok) throw new Error("setup");
    const trace = await playScenario(s.scenario, { provider: providerFactory("openai-completions") });
    const n = framesOf(trace).findIndex((f) => f.stage === "final" && f.request) + 1;
    const lab = await openLab(browser(), `?scenario=id-normalization&provider=openai-completions&frame=${n}&lang=en`);
    const stored = framesOf(trace).find((f) => f.gate)!.gate!.calls[0]!.id;
    const chips = lab.page.locator(`.id-chip[data-id="${stored}"]`);
    // The call and its result in the Context, the stored id and the sent copy in the final view (and the inspector's list).
    expect(await chips.count()).toBeGreaterThanOrEqual(4);
    expect(await lab.page.locator(".id-chip.highlighted").count()).toBe(0);
    await lab.page.locator('[data-testid="context-inspector"] .id-chip').first().hover();
    await expect.poll(() => lab.page.locator(".id-chip.highlighted").count()).toBe(await chips.count());
    const sent = await lab.page.locator('[data-testid="view-final"] .sent-ids .id-chip').nth(1).textContent();
    expect(sent).not.toBe(stored);
    expect(sent!.length).toBeLessThanOrEqual(40);
    await lab.page.mouse.move(0, 0);
    await expect.poll(() => lab.page.locator(".id-chip.highlighted").count()).toBe(0);
    await lab.page.locator('[data-testid="view-final"] .id-chip').first().focus();
    await expect.poll(() => lab.page.locator(".id-chip.highlighted").count()).toBe(await chips.count());
    await lab.close();
  });

  it("report bad values and fall back to defaults, without a blank page", async () => {
    const lab = await openLab(
      browser(),
      "?scenario=<script>&provider=bedrock&faults=folder:denied,flood&frame=-3&lang=fr",
    );
    // Five notices: the first two are shown, the rest fold into "3 more" until asked for.
    expect(await lab.page.locator('[data-testid="notice"]').count()).toBe(2);
    await lab.page.click('[data-testid="notice-more"] button >> nth=0');
    const notices = await lab.page.locator('[data-testid="notice"]').allTextContents();
    expect(notices.join("\n")).toMatch(/“scenario” value “<script>”/);
    expect(notices.join("\n")).toMatch(/“provider” value “bedrock”/);
    expect(notices.join("\n")).toMatch(/“faults” value “flood”/);
    expect(notices.join("\n")).toMatch(/“frame” value “-3”/);
    expect(notices.join("\n")).toMatch(/“lang” value “fr”/);
    expect(await counter(lab.page)).toMatchObject({ n: 1 });
    // The good part of the link still applies, and the URL now says what is shown.
    expect(new URL(lab.page.url()).searchParams.get("faults")).toBe("folder:denied");
    expect(new URL(lab.page.url()).searchParams.get("scenario")).toBe("happy-path");
    await lab.close();
  });

  it("an unknown scenario or a frame past the end is explained", async () => {
    const lab = await openLab(browser(), "?scenario=my-lesson&frame=999");
    const notices = (await lab.page.locator('[data-testid="notice"]').allTextContents()).join("\n");
    expect(notices).toContain("There is no scenario “my-lesson”");
    expect(notices).toMatch(/frame 999, but this replay has \d+/);
    const { n, total } = await counter(lab.page);
    expect(n).toBe(total);
    await lab.close();
  });

  it("the URL follows the person as they step", async () => {
    const lab = await openLab(browser(), "?scenario=two-calls&frame=3");
    await lab.page.click('[data-testid="step-next"]');
    await waitForFrame(lab.page, 4);
    await lab.page.waitForFunction(() => new URL(location.href).searchParams.get("frame") === "4");
    expect(new URL(lab.page.url()).searchParams.get("scenario")).toBe("two-calls");
    await lab.close();
  });

  it("a reload straight after a run of steps opens on the last frame shown", async () => {
    const lab = await openLab(browser(), "?scenario=two-calls&frame=3&lang=en");
    for (const _ of [1, 2, 3]) await lab.page.keyboard.press("ArrowRight");
    await waitForFrame(lab.page, 6);
    // Shown means painted: the frame that paints frame 6, then one more, as a person who saw it and
    // reloaded at once (a frame later). No wait for the address itself. A step's write waits until
    // just after its paint, and a reload reads the address as it starts, before the page's
    // `pagehide` or `beforeunload` could write it: with the counter's text alone, a busy machine (three
    // test files on two cores) reloaded before that paint, at an earlier frame's address.
    await waitForPaint(lab.page);
    await lab.page.reload();
    await waitForFrame(lab.page, 6);
    expect(new URL(lab.page.url()).searchParams.get("frame")).toBe("6");
    await lab.close();
  });
});

describe("persistence", () => {
  it("keeps language, theme and position across a reload", async () => {
    const lab = await openLab(browser(), "?scenario=cancelled&frame=5&lang=en");
    await lab.page.click('[data-testid="lang-switch"] [data-lang="zh-CN"]');
    // The language switches (and is remembered) once its catalog has loaded, not at the click.
    await lab.page.waitForSelector('html[lang="zh-CN"]');
    await lab.page.click('[data-testid="theme-toggle"]');
    const theme = await lab.page.getAttribute("html", "data-theme");
    await lab.page.goto(lab.page.url().split("?")[0]!);
    await waitForFrame(lab.page, 5);
    expect(await lab.page.getAttribute("html", "lang")).toBe("zh-CN");
    expect(await lab.page.getAttribute("html", "data-theme")).toBe(theme);
    expect(await lab.page.inputValue('[data-testid="scenario-picker"]')).toBe("cancelled");
    await lab.close();
  });
});
