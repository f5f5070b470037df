import { describe, expect, it } from "vitest";
import { emptyProgress, loadProgress, saveProgress } from "../../src/playground/quiz/quiz-progress";
import { QUESTIONS } from "../../src/playground/quiz/questions";
import { actualPrediction, predictionKey } from "../../src/playground/player/predict";
import { play, memoryStorage } from "./helpers";

describe("self-test progress", () => {
  it("round-trips answers, predict mode and tallies", () => {
    const storage = memoryStorage();
    const progress = emptyProgress();
    progress.answers.set(3, { chosen: ["c"], revealed: true });
    progress.predict = true;
    progress.tallies.set("two-calls", { right: 1, total: 2 });
    progress.predicted.set("two-calls|||round", "all");
    saveProgress(storage, progress);
    expect(loadProgress(storage)).toEqual({ progress, reset: false });
  });

  it("resets corrupt or hostile data, and says so", () => {
    for (const raw of [
      "{nope",
      "[]",
      '{"answers": [[0, {"chosen": [], "revealed": true}]], "predict": false, "tallies": [], "predicted": []}',
      '{"__proto__": {"answers": []}}',
      '{"answers": [["1", {}]], "predict": false, "tallies": [], "predicted": []}',
    ]) {
      const storage = memoryStorage({ "tool-call-lab:quiz:v1": raw });
      expect(loadProgress(storage), raw).toEqual({ progress: emptyProgress(), reset: true });
      expect(storage.data.has("tool-call-lab:quiz:v1")).toBe(false);
    }
  });
});

describe("issue 17: progress survives a change in the number of questions", () => {
  /** Answers as the twelve-question self-test saved them (the same key and shape). */
  const twelve = () => {
    const progress = emptyProgress();
    for (let n = 1; n <= 12; n++) progress.answers.set(n, { chosen: [n % 2 ? "a" : "b"], revealed: n !== 12 });
    progress.tallies.set("two-calls", { right: 1, total: 2 });
    return progress;
  };

  it("the twelve-question self-test's saved answers all load into this one's fourteen, the new two open", () => {
    expect(QUESTIONS).toHaveLength(14);
    const storage = memoryStorage();
    saveProgress(storage, twelve());
    const loaded = loadProgress(storage);
    expect(loaded.reset).toBe(false);
    expect(loaded.progress).toEqual(twelve());
    expect(loaded.progress.answers.has(13) || loaded.progress.answers.has(14)).toBe(false);
  });

  it("answers to questions a shorter self-test does not have are left out; the rest stay, nothing is reset", () => {
    const storage = memoryStorage();
    saveProgress(storage, twelve());
    const { progress, reset } = loadProgress(storage, 10);
    expect(reset).toBe(false);
    expect([...progress.answers.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(progress.tallies.get("two-calls")).toEqual({ right: 1, total: 2 });
  });

  it("an answer numbered twice is still a reason to reset, beyond the count or not", () => {
    const raw = (n: number) =>
      JSON.stringify({
        answers: [
          [n, { chosen: ["a"], revealed: true }],
          [n, { chosen: ["b"], revealed: true }],
        ],
        predict: false,
        tallies: [],
        predicted: [],
      });
    expect(loadProgress(memoryStorage({ "tool-call-lab:quiz:v1": raw(3) })).reset).toBe(true);
    expect(loadProgress(memoryStorage({ "tool-call-lab:quiz:v1": raw(40) })).reset).toBe(true);
  });
});

describe("issue 19: stored tallies are checked", () => {
  const stored = (tallies: unknown, predicted: unknown = []) =>
    memoryStorage({ "tool-call-lab:quiz:v1": JSON.stringify({ answers: [], predict: true, tallies, predicted }) });

  it('a tally with more right than made ("8 of 3") resets the progress, with a notice', () => {
    expect(loadProgress(stored([["two-calls", { right: 8, total: 3 }]]))).toEqual({
      progress: emptyProgress(),
      reset: true,
    });
  });

  it("a tally over the cap resets the progress", () => {
    expect(loadProgress(stored([["two-calls", { right: 1, total: 1e300 }]])).reset).toBe(true);
  });

  it("a tally is rebuilt from its own two counts: extra keys do not come along", () => {
    const { progress } = loadProgress(stored([["two-calls", { right: 1, total: 2, html: "<img>" }]]));
    expect(progress.tallies.get("two-calls")).toEqual({ right: 1, total: 2 });
  });

  it("a prediction that is not all, some or none resets the progress", () => {
    expect(loadProgress(stored([], [["two-calls|||round", "everything"]])).reset).toBe(true);
  });

  it("more entries than the app could have written reset the progress", () => {
    const many = Array.from({ length: 2_001 }, (_, i) => [`s${i}`, { right: 0, total: 1 }]);
    expect(loadProgress(stored(many)).reset).toBe(true);
  });
});

describe("predictions at the gate", () => {
  it("read what really happened from the frames: all, some or none of the calls ran", async () => {
    expect(actualPrediction((await play("two-calls")).frames)).toBe("all");
    expect(actualPrediction((await play("partial-json-steps")).frames)).toBe("some");
    expect(actualPrediction((await play("bad-arguments")).frames)).toBe("none");
    expect(actualPrediction((await play("truncated")).frames)).toBe("none");
    // A read that ran and failed still ran.
    expect(actualPrediction((await play("folder-denied")).frames)).toBe("all");
    expect(predictionKey("a", ["x", "y"], "scripted", "loop")).toBe("a|x,y|scripted|loop");
  });
});
