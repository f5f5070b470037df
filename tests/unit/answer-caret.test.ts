import { describe, expect, it } from "vitest";
import { framesOf } from "../../src/engine/trace/frame-store";
import { answerArriving } from "../../src/playground/player/stages/answer-caret";
import { corpusTrace } from "./corpus";

describe("the answer's caret", () => {
  it("is drawn while the answer streams, and never once a turn or the run has ended (loop key 8)", async () => {
    const frames = framesOf(await corpusTrace({ scenario: "second-round", engine: "loop" }));
    const ended = frames.filter((f) => f.event === "turn_end" || f.event === "agent_end");
    expect(ended.length).toBeGreaterThan(1);
    expect(ended.filter(answerArriving)).toEqual([]);
    const round = framesOf(await corpusTrace({ scenario: "happy-path" })).filter((f) => f.stage === "final");
    expect(round.filter(answerArriving).map((f) => f.event)).toEqual([
      "start",
      "text_start",
      ...Array.from({ length: 15 }, () => "text_delta"),
      "text_end",
    ]);
  });
});
