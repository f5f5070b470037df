/**
 * The presenter's learner's tool on the channel (issue 22, item 7): its code travels as a share
 * link carries it, checked and capped like a link's `code`; what the room cannot take is kept as a
 * refusal, so the room says why instead of showing the chapter's tool as the presenter's.
 */
import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { encodeShare } from "../../src/playground/editors/share";
import { createAudienceTool } from "../../src/playground/present/audience-tool";
import { parseMessage, PROTOCOL_VERSION, type SharedState } from "../../src/playground/present/protocol";
import { MAX_CODE_CHARS } from "../../src/playground/state/location";
import type { LabStore } from "../../src/playground/state/store";
import type { LearnerPlay } from "../../src/playground/editors/workbench";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";

const shared: SharedState = {
  scenario: "happy-path",
  provider: "scripted",
  faults: [],
  engine: "loop",
  frame: 3,
  lang: "en",
  theme: "light",
  quiz: null,
  reveal: null,
  file: null,
  tool: null,
};
const stateWith = (tool: unknown) =>
  parseMessage({ v: PROTOCOL_VERSION, type: "state", from: "presenter", seq: 1, state: { ...shared, tool } });
const toolOf = (tool: unknown) => {
  const m = stateWith(tool);
  return m?.type === "state" ? m.state.tool : "rejected";
};

describe("the presenter's tool on the channel", () => {
  it("a packed code within the link's cap is taken as it is", async () => {
    const code = await encodeShare({ kind: "tool", text: CHAPTER_TOOL_MODULE });
    expect(toolOf({ code })).toEqual({ code });
  });

  it("no tool, or a state from before the field existed, is the chapter's tool", () => {
    expect(toolOf(null)).toBeNull();
    const { tool: _, ...older } = shared;
    const m = parseMessage({ v: PROTOCOL_VERSION, type: "state", from: "presenter", seq: 1, state: older });
    expect(m?.type === "state" && m.state.tool).toBeNull();
  });

  it("a code longer than a link may carry is refused as too large, and the state is still followed", () => {
    expect(toolOf({ code: "A".repeat(MAX_CODE_CHARS + 1) })).toEqual({ refused: "too-large" });
  });

  it("a code outside a link's alphabet is refused as corrupt", () => {
    expect(toolOf({ code: "not base64url!" })).toEqual({ refused: "corrupt" });
  });

  it("the presenter's own refusals pass; anything else in `tool` is not ours, and the message is dropped", () => {
    expect(toolOf({ refused: "too-large" })).toEqual({ refused: "too-large" });
    expect(toolOf({ refused: "because" })).toBe("rejected");
    expect(toolOf("code")).toBe("rejected");
    expect(toolOf({ code: 12 })).toBe("rejected");
  });
});

/** A store with only what the room's follower touches. */
function fakeLab() {
  let learner: LearnerPlay | undefined = { source: "", open: async () => ({ ok: false, message: "" }) };
  const lab = {
    lang: () => "en" as const,
    goWhenReady: () => undefined,
    workbench: { learner: () => learner, setLearner: (play: LearnerPlay | undefined) => void (learner = play) },
  };
  return { lab: lab as unknown as LabStore, learner: () => learner };
}

describe("the room's follower of the presenter's tool", () => {
  it.each([
    ["a code that does not unpack", { code: "AAAA" }, "corrupt"],
    ["a refusal from the presenter (too large for a link)", { refused: "too-large" }, "too-large"],
  ] as const)("%s: the room says why, and plays the chapter's tool", async (_, tool, reason) => {
    const { lab, learner } = fakeLab();
    const follower = createRoot(() => createAudienceTool(lab, () => 0));
    follower.follow(tool);
    await expect.poll(() => follower.problem()).toEqual({ reason });
    expect(learner()).toBeUndefined();
  });

  it("a link's edit of another editor is not a tool module: refused as the wrong shape", async () => {
    const { lab } = fakeLab();
    const follower = createRoot(() => createAudienceTool(lab, () => 0));
    follower.follow({ code: await encodeShare({ kind: "stream", text: "{}" }) });
    await expect.poll(() => follower.problem()).toEqual({ reason: "shape" });
  });

  it("when the presenter goes back to the chapter's tool, the refusal is cleared", async () => {
    const { lab } = fakeLab();
    const follower = createRoot(() => createAudienceTool(lab, () => 0));
    follower.follow({ refused: "too-large" });
    expect(follower.problem()).toEqual({ reason: "too-large" });
    follower.follow(null);
    expect(follower.problem()).toBeUndefined();
  });
});
