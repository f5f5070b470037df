import { createMemo, createRenderEffect, createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { landOn } from "../../src/playground/player/player-store";
import { playScenario, providerFactory, type Trace } from "../../src/engine";
import type { WireApi } from "../../src/fake-provider/apis";
import { play, scenario } from "./helpers";
import { openLab, settled } from "./store-fakes";

describe("where a new trace lands: one rule", () => {
  it("a landing asked for past the end opens the last frame, and says so", async () => {
    const trace = await play("happy-path");
    const landed = landOn(trace, undefined, 0, { frame: 999 });
    expect(landed).toEqual({
      index: trace.frames.length - 1,
      used: true,
      problem: { key: "ui.notice.frame-out-of-range", params: { value: 999, total: trace.frames.length } },
    });
  });

  it("a landing for the learner's replay waits: the chapter's trace keeps the person's place", async () => {
    const trace = await play("happy-path");
    expect(landOn(trace, undefined, 0, { frame: 5, learnerOnly: true })).toEqual({ index: 0, used: false });
    expect(landOn({ ...trace, learner: { name: "mine" } }, trace, 0, { frame: 5, learnerOnly: true })).toMatchObject({
      index: 4,
      used: true,
    });
  });

  it("with nothing asked, a trace that lines up keeps the very frame; one that does not opens the same stage", async () => {
    const en = await play("happy-path", [], { lang: "en" });
    const zh = await play("happy-path", [], { lang: "zh-CN" });
    expect(landOn(zh, en, 7, undefined)).toEqual({ index: 7, used: false });
    const other = await play("truncated");
    const at = en.frames.findIndex((f) => f.stage === "execution");
    expect(landOn(other, en, at, undefined).index).toBe(other.frames.findIndex((f) => f.stage === "execution"));
  });

  it("History from changed on the ids frame (§14) stays on the ids frame", async () => {
    const from = (source: WireApi) =>
      playScenario(scenario("id-normalization"), {
        provider: providerFactory("openai-completions", undefined, source),
      });
    const responses = await from("openai-responses");
    const google = await from("google-generative-ai");
    const ids = (t: Trace) => t.frames.findIndex((f) => f.fact.kind === "ids");
    expect(ids(responses)).not.toBe(ids(google));
    expect(landOn(google, responses, ids(responses), undefined)).toEqual({ index: ids(google), used: false });
  });
});

describe("the player through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("a deep link lands on its frame; past the end, on the last, with a notice", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&frame=999&lang=en");
    await settled(lab);
    expect(lab.frameIndex()).toBe(lab.total() - 1);
    expect(lab.notices().map((n) => n.key)).toContain("ui.notice.frame-out-of-range");
    dispose();
  });

  it("a deep link's trace opens on its frame: what the stage renders never shows frame 1 first", async () => {
    const { lab, dispose } = openLab("?scenario=two-calls&frame=5&lang=en");
    const shown: (number | undefined)[] = [];
    // As a view reads it: a memo (a `Switch` picking the stage's view), then the DOM's effect.
    const stop = createRoot((done) => {
      const index = createMemo(() => lab.frame()?.index);
      createRenderEffect(() => shown.push(index()));
      return done;
    });
    await settled(lab);
    expect(shown.filter((i) => i !== undefined)).toEqual([4]);
    stop();
    dispose();
  });

  it("a new scenario from the gallery opens at frame 1, wherever the person was", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&frame=9&lang=en");
    await settled(lab);
    expect(lab.frameIndex()).toBe(8);
    lab.selectScenario("truncated");
    lab.goWhenReady(0);
    await settled(lab, () => lab.trace()?.scenarioId === "truncated");
    expect(lab.frameIndex()).toBe(0);
    dispose();
  });

  it("a scenario picked in the player keeps the stage the person was on", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.goStage("execution");
    lab.selectScenario("truncated");
    await settled(lab, () => lab.trace()?.scenarioId === "truncated");
    expect(lab.frame()?.stage).toBe("execution");
    expect(lab.frameIndex()).toBe(lab.trace()!.frames.findIndex((f) => f.stage === "execution"));
    dispose();
  });

  it("a language switch keeps the very frame", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&frame=7&lang=en");
    await settled(lab);
    lab.setLang("zh-CN");
    await settled(lab, () => lab.trace()?.lang === "zh-CN");
    expect(lab.frameIndex()).toBe(6);
    dispose();
  });

  it("frame 1 shows before the first trace exists, unless the link asked for a later one", () => {
    const plain = openLab("?scenario=happy-path&lang=en");
    expect(plain.lab.trace()).toBeUndefined();
    expect(plain.lab.frame()?.stage).toBe("definition");
    plain.dispose();
    const later = openLab("?scenario=happy-path&frame=6&lang=en");
    expect(later.lab.frame()).toBeUndefined();
    later.dispose();
  });

  it("a frame asked for while a trace is being built opens on that trace", async () => {
    const { lab, engine, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.setFaults(["truncate"]);
    expect(lab.loading()).toBe(true);
    lab.goWhenReady(4);
    await settled(lab, () => lab.trace()?.faults.length === 1);
    expect(lab.frameIndex()).toBe(4);
    expect(engine.requests.at(-1)?.faults).toEqual(["truncate"]);
    dispose();
  });

  it("playing steps to the end and stops there", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.setSpeed(1000);
    lab.togglePlay();
    await expect.poll(() => lab.playing(), { timeout: 20_000 }).toBe(false);
    expect(lab.frameIndex()).toBe(lab.total() - 1);
    dispose();
  });
});
