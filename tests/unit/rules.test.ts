import { describe, expect, it } from "vitest";
import type { Message, ToolResultMessage } from "@earendil-works/pi-ai";
import { play as sharedPlay } from "./helpers";
import { ruleViolations } from "../../src/grader/rules";
import { framesOf, storeFrames } from "../../src/engine/trace/frame-store";

/** A play's own copy: these tests break traces on purpose, and the corpus's are shared (and frozen). */
const play = async (...args: Parameters<typeof sharedPlay>) => structuredClone(await sharedPlay(...args));

const ROOT = "/Users/mei/Downloads";
const check = (t: Awaited<ReturnType<typeof play>>) => ruleViolations(t, { root: ROOT, secrets: ["/etc/passwd"] });

/** The checker itself must catch each kind of broken trace, or the fuzz proves nothing. */
describe("the rule checker catches", () => {
  it("an execution before the final event", async () => {
    const t = await play("happy-path");
    const frames = framesOf(t).map((f) => ({ ...f }));
    const exec = frames.find((f) => f.execution)!;
    frames.find((f) => f.event === "toolcall_delta")!.execution = exec.execution;
    t.frames = storeFrames(frames);
    expect(check(t)).toContain("an execution view during streaming");
  });
  it("a run after a truncated reply", async () => {
    const t = await play("truncated");
    t.executions.push({ toolCallId: "call_01", toolName: "list_download_files", args: {} });
    expect(check(t).join("\n")).toMatch(/executed after stopReason length/);
  });
  it("a missing or swapped result", async () => {
    const t = await play("two-calls");
    const [a, b] = t.messages.splice(2, 2);
    t.messages.splice(2, 0, b!, a!);
    expect(check(t).join("\n")).toMatch(/result 0 answers call_02/);
    t.messages.splice(2, 1);
    expect(check(t).join("\n")).toMatch(/call_02 got 0 results/);
  });
  it("a result for no call the model made, or sent apart from the reply that holds its call", async () => {
    const t = await play("happy-path");
    const [question, , result] = t.messages as [Message, Message, ToolResultMessage];
    t.messages.splice(2, 0, question);
    expect(check(t).join("\n")).toMatch(/result call_01 was sent without the reply that holds its call/);
    t.messages.splice(2, 1);
    result.toolCallId = "call_99";
    expect(check(t).join("\n")).toMatch(/result call_99 answers no call the model made/);
  });
  it("a valid call of a complete reply that never ran, and a round that never asked", async () => {
    const t = await play("happy-path");
    t.executions = [];
    expect(check(t).join("\n")).toMatch(/call_01 is a valid call of a complete reply, and it never ran/);
    t.messages = t.messages.slice(0, 1);
    expect(check(t).join("\n")).toMatch(/never asked the model/);
  });
  it("a failure that is not isError, or leaks a path or a stack", async () => {
    const t = await play("folder-denied");
    const r = t.messages[2] as ToolResultMessage;
    r.content = [{ type: "text", text: `EACCES at ${ROOT}\n    at readdir (node:fs:1:1)` }];
    expect(check(t).join("\n")).toMatch(/leaks .*Downloads[\s\S]*carries a stack/);
    r.isError = false;
    expect(check(t).join("\n")).toMatch(/is not isError/);
  });
  it("a swallowed read without the fault", async () => {
    const t = await play("folder-denied", ["swallow-errors"]);
    t.faults = [];
    expect(check(t).join("\n")).toMatch(/swallowed without the fault/);
  });
  it("arguments modified after the stream", async () => {
    const t = await play("bad-arguments");
    const call = (t.messages[1] as { content: { type: string; arguments?: Record<string, unknown> }[] }).content[1]!;
    call.arguments = { extension: "123" };
    expect(check(t).join("\n")).toMatch(/arguments of call_01 changed/);
  });
  it("nothing on a clean trace", async () => {
    expect(check(await play("happy-path"))).toEqual([]);
  });
});
