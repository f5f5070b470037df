import { describe, expect, it } from "vitest";
import { readContext, readRoundMessage } from "../../src/sandbox/boundary";

const reason = (value: unknown) => {
  const read = readRoundMessage(value);
  return read.ok ? "read" : read.reason;
};

describe("what a learner's round sends is read, never trusted", () => {
  it("reads an ask, an execute and a finish", () => {
    expect(readRoundMessage({ type: "ask", context: { messages: [] }, validated: ["call_01"] })).toMatchObject({
      ok: true,
      value: { type: "ask", validated: ["call_01"] },
    });
    expect(
      readRoundMessage({
        type: "execute",
        args: { extension: ".pdf" },
        from: "validated",
        callId: "call_01",
        validated: [],
      }),
    ).toMatchObject({ ok: true, value: { from: "validated", callId: "call_01" } });
    expect(readRoundMessage({ type: "finish", how: "returned", messages: [], validated: [] })).toMatchObject({
      ok: true,
      value: { how: "returned" },
    });
  });
  it("refuses a kind it does not know", () => expect(reason({ type: "eval", validated: [] })).toMatch(/unknown kind/));
  it("never runs a getter", () => {
    let ran = false;
    const sneaky = {
      type: "ask",
      validated: [],
      get context() {
        ran = true;
        return {};
      },
    };
    expect(reason(sneaky)).toMatch(/getter/);
    expect(ran).toBe(false);
  });
  it("refuses a list of validated calls that is not names", () =>
    expect(reason({ type: "ask", context: {}, validated: [1] })).toMatch(/validated calls/));
  it("refuses an execute that says its arguments came from nowhere it knows", () =>
    expect(reason({ type: "execute", args: {}, from: "elsewhere", validated: [] })).toMatch(/execute/));
  it("refuses a value nested past the caps", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(reason({ type: "ask", context: deep, validated: [] })).toMatch(/nested deeper/);
  });
  it("refuses a Context with a role pi-ai does not know, or a result without isError", () => {
    expect(readContext({ messages: [{ role: "robot" }] })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/role "robot"/),
    });
    expect(
      readContext({
        messages: [{ role: "toolResult", toolCallId: "a", toolName: "b", content: [{ type: "text", text: "x" }] }],
      }),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/isError/) });
  });
  it("reads a result's own fields only, whatever else it carries", () => {
    const read = readContext({
      messages: [
        {
          role: "toolResult",
          toolCallId: "a",
          toolName: "b",
          content: [{ type: "text", text: "x" }],
          isError: false,
          details: { outcome: "files" },
          extra: 1,
        },
      ],
    });
    expect(read.ok && read.value.messages[0]).toEqual({
      role: "toolResult",
      toolCallId: "a",
      toolName: "b",
      content: [{ type: "text", text: "x" }],
      isError: false,
      timestamp: 0,
    });
  });
});
