import { describe, expect, it } from "vitest";
import type { AssistantMessageEvent } from "@earendil-works/pi-ai";
import { createScriptedStream, cutIntoPieces, type ScriptedTurn } from "../../src/fake-provider/scripted";

async function collect(turn: ScriptedTurn) {
  const { stream, events } = createScriptedStream(turn, 1000);
  const seen: AssistantMessageEvent[] = [];
  const copies: unknown[] = [];
  for await (const e of events) {
    seen.push(e);
    copies.push(structuredClone("partial" in e ? e.partial : e.type === "done" ? e.message : e.error));
  }
  return { seen, copies, result: await stream.result() };
}

describe("scripted stream through pi-ai's AssistantMessageEventStream", () => {
  it("emits the provider event sequence and resolves result() with the final message", async () => {
    const { seen, result } = await collect({
      blocks: [
        { type: "thinking", thinking: "hmm" },
        { type: "toolCall", id: "c1", name: "t", arguments: '{"a":1}', pieces: ['{"a"', ":1}"] },
      ],
      stopReason: "toolUse",
      pieceSize: 2,
    });
    expect(seen.map((e) => e.type)).toEqual([
      "start",
      "thinking_start",
      "thinking_delta",
      "thinking_delta",
      "thinking_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    expect(result).toMatchObject({
      stopReason: "toolUse",
      content: [
        { type: "thinking", thinking: "hmm" },
        { type: "toolCall", id: "c1", arguments: { a: 1 } },
      ],
    });
    expect(JSON.stringify(result)).not.toContain("partialJson");
  });

  it("copies taken between events show that moment, though pi-ai mutates the message in place", async () => {
    const { copies } = await collect({
      blocks: [{ type: "toolCall", id: "c1", name: "t", arguments: '{"x":"abc"}' }],
      stopReason: "toolUse",
      pieceSize: 4,
    });
    const args = copies.map((c) => (c as { content: { arguments?: unknown }[] }).content[0]?.arguments);
    // pieces: {"x"  :"ab  c"}  — the preview grows with them
    expect(args).toEqual([undefined, {}, {}, { x: "ab" }, { x: "abc" }, { x: "abc" }, { x: "abc" }]);
  });

  it("a malformed call ends with argumentsError from pi-ai's parseToolCallArguments", async () => {
    const { result } = await collect({
      blocks: [{ type: "toolCall", id: "c1", name: "t", arguments: "{oops" }],
      stopReason: "toolUse",
    });
    expect(result.content[0]).toMatchObject({
      arguments: {},
      argumentsError: expect.stringContaining("Received arguments:\n{oops"),
    });
  });

  it("error and aborted end with pi-ai's error event; an unfinished call gets no toolcall_end", async () => {
    for (const reason of ["error", "aborted"] as const) {
      const { seen, result } = await collect({
        blocks: [{ type: "toolCall", id: "c1", name: "t", arguments: '{"a', unfinished: true }],
        stopReason: reason,
        errorMessage: "x",
      });
      expect(seen.map((e) => e.type)).toEqual(["start", "toolcall_start", "toolcall_delta", "error"]);
      expect(result).toMatchObject({ stopReason: reason, errorMessage: "x" });
    }
  });

  it("length still ends with done", async () => {
    const { seen } = await collect({ blocks: [{ type: "text", text: "hi" }], stopReason: "length" });
    expect(seen.at(-1)).toMatchObject({ type: "done", reason: "length" });
  });

  it("cuts by code point and honours explicit pieces only when they join back", () => {
    expect(cutIntoPieces("🎉ab", 1)).toEqual(["🎉", "a", "b"]);
    expect(cutIntoPieces("abcd", 3, ["a", "bcd"])).toEqual(["a", "bcd"]);
    expect(cutIntoPieces("abcd", 3, ["a", "xx"])).toEqual(["abc", "d"]);
  });
});
