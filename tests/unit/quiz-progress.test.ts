import { describe, expect, it } from "vitest";
import { emptyProgress, loadProgress, saveProgress } from "../../src/playground/quiz/quiz-progress";
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
    for (const raw of ["{nope", "[]", '{"answers": [[13, {"chosen": [], "revealed": true}]], "predict": false, "tallies": [], "predicted": []}', '{"__proto__": {"answers": []}}', '{"answers": [["1", {}]], "predict": false, "tallies": [], "predicted": []}']) {
      const storage = memoryStorage({ "tool-call-lab:quiz:v1": raw });
      expect(loadProgress(storage), raw).toEqual({ progress: emptyProgress(), reset: true });
      expect(storage.data.has("tool-call-lab:quiz:v1")).toBe(false);
    }
  });
});

describe("issue 19: stored tallies are checked", () => {
  const stored = (tallies: unknown, predicted: unknown = []) =>
    memoryStorage({ "tool-call-lab:quiz:v1": JSON.stringify({ answers: [], predict: true, tallies, predicted }) });

  it("a tally with more right than made (\"8 of 3\") resets the progress, with a notice", () => {
    expect(loadProgress(stored([["two-calls", { right: 8, total: 3 }]]))).toEqual({ progress: emptyProgress(), reset: true });
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
