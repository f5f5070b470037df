import type { AssistantMessage, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { framesOf } from "../engine/trace/frame-store";
import type { Trace } from "../engine/trace/frames";

/**
 * The round's safety rules, as they apply to the agent loop: per turn, nothing runs before the
 * reply's final event nor after length/error/aborted; each call gets one result (none after a
 * failed reply); failures are isError and carry no host path or stack.
 */
export function loopViolations(trace: Trace, options: { root: string; secrets?: string[] }): string[] {
  const problems: string[] = [];
  const fail = (text: string) => problems.push(text);
  const frames = framesOf(trace);
  if (trace.engine !== "loop" || !trace.loop) return ["not a loop trace"];
  const replies = trace.messages.filter((m): m is AssistantMessage => m.role === "assistant");
  const results = trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  const ran = new Set(trace.executions.map((e) => e.toolCallId));
  replies.forEach((reply, i) => {
    const turn = i + 1;
    const calls = reply.content.filter((b): b is ToolCall => b.type === "toolCall");
    const gate = frames.findIndex((f) => f.turn === turn && f.stage === "gate");
    for (const f of frames)
      if (f.turn === turn && f.execution && f.index < gate)
        fail(`turn ${turn}: frame ${f.index} executes before the reply ended`);
    const failed = ["length", "error", "aborted"].includes(reply.stopReason);
    for (const call of calls) {
      if (failed && ran.has(call.id)) fail(`turn ${turn}: ${call.id} ran after stopReason ${reply.stopReason}`);
      const answers = results.filter((r) => r.toolCallId === call.id);
      const expected = reply.stopReason === "error" || reply.stopReason === "aborted" ? 0 : 1;
      if (answers.length > expected || (answers.length < expected && trace.loop?.stop !== "cancelled"))
        fail(`turn ${turn}: ${call.id} got ${answers.length} result(s), expected ${expected}`);
      if (reply.stopReason === "length" && answers.some((r) => !r.isError))
        fail(`turn ${turn}: a truncated call was answered as a success`);
    }
  });
  for (const r of results) {
    const details = r.details as { outcome?: string } | undefined;
    const text = r.content.map((c) => (c.type === "text" ? c.text : "")).join("");
    if (details?.outcome !== "files" && !r.isError) fail(`failed call ${r.toolCallId} is not isError`);
    for (const secret of [options.root, ...(options.secrets ?? [])])
      if (secret && text.includes(secret)) fail(`result ${r.toolCallId} leaks ${JSON.stringify(secret)}`);
    if (/\n\s+at\s/.test(text)) fail(`result ${r.toolCallId} carries a stack`);
  }
  if (trace.loop.turns.length > trace.loop.maxTurns)
    fail(`ran ${trace.loop.turns.length} turns past the limit ${trace.loop.maxTurns}`);
  return problems;
}
