/**
 * §13 reports the order the second request really carried (issue 38, Imprecise 16): a round that
 * leaves out `context.messages.push(reply)` sends the question and the results only, and the frame
 * says so instead of the chapter's order.
 */
import { describe, expect, it } from "vitest";
import { FORGED_ROUNDS } from "../fixtures/forged-rounds";
import { playCell } from "../../src/learner-round/grade";
import { localRoundRunner } from "../../src/sandbox/local";
import { CORRECT_ROUND } from "../../src/learner-round/starters";
import { framesOf } from "../../src/engine/trace/frame-store";
import { message } from "../../src/i18n";

/** The §13 frame (the second request) of `source` played on the happy path, and its sentence in English. */
async function secondRequest(source: string) {
  const made = localRoundRunner(source);
  if (!made.ok) throw new Error(made.problem.detail);
  const { trace } = await playCell(made.runner, { scenario: "happy-path", faults: [] });
  const frame = framesOf(trace).find((f) => f.fact.kind === "request" && f.fact.turn === 2)!;
  return { frame, said: message("en", frame.narration.key, frame.narration.params) };
}

describe("§13: the second request's order, as sent", () => {
  it("the chapter's round: the question, the reply with its calls, one result per call", async () => {
    const { frame, said } = await secondRequest(CORRECT_ROUND);
    expect(frame.narration.key).toBe("final.request");
    expect(said).toContain("the question, the reply with its calls, then one result per call");
  });

  it("without context.messages.push(reply): the question and the result, said in that order", async () => {
    const { frame, said } = await secondRequest(FORGED_ROUNDS["no-push"].source);
    expect(frame.narration.key).toBe("final.request-sent");
    expect(said).toContain("2 messages, in this order: user → toolResult");
    expect(said).not.toContain("in the order providers require");
  });
});
