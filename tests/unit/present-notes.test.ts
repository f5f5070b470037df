/**
 * Speaker notes per frame kind (issue 18, item 5): a frame's note is chosen from its fact, with
 * the stage's note as the fallback; every note the catalogs hold is reached by some built-in trace.
 */
import { describe, expect, it } from "vitest";
import { catalogs, message } from "../../src/i18n";
import { noteCandidates, speakerNoteKey } from "../../src/playground/present/notes";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Fact } from "../../src/engine/trace/facts";
import { play } from "./helpers";

/** Faults played over every built-in scenario: between them they reach the round's kinds of frame. */
const FAULT_SETS: string[][] = [[], ["swallow-errors"], ["truncate-answer"], ["stream:aborted"], ["unknown-tool"]];

/**
 * Notes reached only outside the built-in rounds: the learner's code, the agent loop, a replay to
 * another API, a scenario (from a file) whose reply asks for no tool. Checked by hand-made facts above.
 */
const OTHER_MODES = [
  "ui.notes.execution.learner",
  "ui.notes.execution.agent-tool",
  "ui.notes.request.normalized",
  "ui.notes.gate.no-calls",
  "ui.notes.skip.no-calls",
  "ui.notes.ids.rewritten",
  "ui.notes.ids.kept",
  "ui.notes.ids.same-model",
];

describe("speaker notes", () => {
  it("are keyed by the fact's kind and variant, falling back to the stage's note", () => {
    const gate = (decision: "run" | "refuse-truncated" | "no-calls"): { stage: "gate"; fact: Fact } => ({
      stage: "gate",
      fact: { kind: "gate", engine: "round", decision, stopReason: "toolUse", calls: 1, names: ["x"] },
    });
    expect(speakerNoteKey(gate("run"))).toBe("ui.notes.gate.run");
    expect(speakerNoteKey(gate("refuse-truncated"))).toBe("ui.notes.gate.refuse-truncated");
    expect(speakerNoteKey(gate("no-calls"))).toBe("ui.notes.gate.no-calls");
    expect(
      speakerNoteKey({
        stage: "execution",
        fact: { kind: "skip", stage: "execution", reason: "no-calls", hadCalls: false },
      }),
    ).toBe("ui.notes.skip.no-calls");
    expect(
      noteCandidates({
        stage: "stream",
        fact: { kind: "stream", event: "toolcall_delta", brief: false, objectArguments: false },
      }),
    ).toEqual(["ui.notes.stream.toolcall_delta", "ui.notes.stream"]);
    // The second reply, told in short at the final stage, is the final stage's talk.
    expect(
      speakerNoteKey({ stage: "final", fact: { kind: "stream", event: "done", brief: true, objectArguments: false } }),
    ).toBe("ui.notes.final");
    expect(speakerNoteKey({ stage: "final", fact: { kind: "loop-start" } })).toBe("ui.notes.final");
    const ran = { kind: "execution", toolCallId: "c", toolName: "t", outcome: "ran", filter: null } as const;
    expect(speakerNoteKey({ stage: "execution", fact: { ...ran, runner: "learner" } })).toBe(
      "ui.notes.execution.learner",
    );
    expect(speakerNoteKey({ stage: "execution", fact: { ...ran, runner: "agent-tool" } })).toBe(
      "ui.notes.execution.agent-tool",
    );
    expect(
      speakerNoteKey({
        stage: "request",
        fact: { kind: "request", engine: "round", turn: 1, messages: 2, tools: 1, api: "x", normalized: true },
      }),
    ).toBe("ui.notes.request.normalized");
  });

  it("every note exists in both languages, and every note in the catalog is chosen for some frame", async () => {
    const chosen = new Set<string>();
    for (const id of BUILT_IN_IDS)
      for (const faults of FAULT_SETS)
        for (const frame of framesOf(await play(id, faults))) chosen.add(speakerNoteKey(frame));
    const notes = Object.keys(catalogs.en).filter((k) => k.startsWith("ui.notes."));
    for (const key of chosen) expect(notes, key).toContain(key);
    // A stage's own note is the fallback; each note of a kind of frame must be reachable.
    const variantNotes = notes.filter((k) => k.split(".").length > 3);
    expect(variantNotes.filter((k) => !chosen.has(k) && !OTHER_MODES.includes(k))).toEqual([]);
    for (const key of notes) expect(message("zh-CN", key)).not.toBe(message("en", key));
  }, 60_000);
});
