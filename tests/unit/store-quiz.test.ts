import { describe, expect, it } from "vitest";
import { firstGate } from "../../src/playground/player/predict";
import { locateFrame, QUESTIONS } from "../../src/playground/quiz/questions";
import { memoryStorage } from "./helpers";
import { openLab, settled } from "./store-fakes";

const question = (n: number) => QUESTIONS.find((q) => q.n === n)!;

describe("the self-test through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("“See it happen” in another scenario lands on the evidence's frame, once that trace is on screen", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&frame=2&quiz=3&lang=en");
    await settled(lab);
    const q = question(3);
    lab.showEvidence(q.n, q.evidence);
    expect(lab.quiz.view()).toBeUndefined();
    expect(lab.quiz.returnTo()).toBe(3);
    await settled(lab, () => lab.trace()?.scenarioId === q.evidence.scenario);
    const at = locateFrame(lab.trace()!.frames, q.evidence.frame);
    expect(at).toBeGreaterThan(1);
    expect(lab.frameIndex()).toBe(at);
    dispose();
  });

  it("“See it happen” in the scenario on screen lands at once, with no new replay", async () => {
    const { lab, engine, dispose } = openLab("?scenario=happy-path&frame=5&lang=en");
    await settled(lab);
    const asked = engine.requests.length;
    const q = question(1);
    lab.showEvidence(q.n, q.evidence);
    expect(lab.frameIndex()).toBe(locateFrame(lab.trace()!.frames, q.evidence.frame));
    expect(lab.loading()).toBe(false);
    expect(engine.requests.length).toBe(asked);
    dispose();
  });

  it("“Back to the player” after “See it happen” returns to the scenario, frame and lens the learner left", async () => {
    const { lab, dispose } = openLab("?scenario=folder-denied&frame=20&quiz=13&lang=en");
    await settled(lab);
    const q = question(13);
    lab.showEvidence(q.n, q.evidence);
    await settled(lab, () => lab.trace()?.scenarioId === q.evidence.scenario);
    expect(lab.lens()).toBe("1.6");
    lab.quiz.open(q.n);
    lab.backToPlayer();
    await settled(lab, () => lab.trace()?.scenarioId === "folder-denied");
    expect(lab.quiz.view()).toBeUndefined();
    expect(lab.quiz.returnTo()).toBeUndefined();
    expect(lab.lens()).toBeUndefined();
    expect(lab.frameIndex()).toBe(19);
    dispose();
  });

  it("in predict mode a step over the gate stops at its prompt; the prediction is tallied and not asked again after a reload", async () => {
    const storage = memoryStorage();
    const first = openLab("?scenario=happy-path&lang=en", { storage });
    await settled(first.lab);
    first.lab.quiz.togglePredict();
    const gate = firstGate(first.lab.trace()!.frames);
    first.lab.go(first.lab.total() - 1);
    expect(first.lab.frameIndex()).toBe(gate);
    expect(first.lab.predictPending()).toBeDefined();
    const actual = first.lab.predict("all");
    expect(first.lab.prediction()).toEqual({ choice: "all", actual });
    expect(first.lab.quiz.tally("happy-path")).toEqual({ right: actual === "all" ? 1 : 0, total: 1 });
    first.dispose();
    const again = openLab("?scenario=happy-path&lang=en", { storage });
    await settled(again.lab);
    again.lab.go(again.lab.total() - 1);
    expect(again.lab.frameIndex()).toBe(again.lab.total() - 1);
    again.dispose();
  });

  it("playing stops at a prediction waiting to be made", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.quiz.togglePredict();
    lab.setSpeed(1000);
    lab.togglePlay();
    await expect.poll(() => lab.playing(), { timeout: 20_000 }).toBe(false);
    expect(lab.frameIndex()).toBe(firstGate(lab.trace()!.frames));
    dispose();
  });
});
