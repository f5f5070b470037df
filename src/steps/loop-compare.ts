/**
 * The hand-made round and the agent loop, side by side (§17): what each did with the same
 * scenario, and the differences named — each one read off the two traces, never assumed.
 */
import type { ToolResultMessage } from "@earendil-works/pi-ai";
import type { LoopView, NarrationParams, RunSummary, Trace } from "./frames";

/** A run in a few numbers. */
export function summarize(trace: Trace): RunSummary {
  const results = trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  return { outcome: trace.outcome, requests: trace.requests.length, executions: trace.executions.length, errorResults: results.filter((r) => r.isError).length };
}

const textOf = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

/** The named differences between the round's trace and the loop's. */
export function differences(round: Trace, loop: Trace, view: Pick<LoopView, "turns" | "stop" | "executionMode" | "maxTurns">): { key: string; params: NarrationParams }[] {
  const out: { key: string; params: NarrationParams }[] = [];
  const add = (key: string, params: NarrationParams = {}) => out.push({ key, params });
  const loopResults = loop.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  if (round.outcome === "one-round-limit" && view.turns.length > 2) add("compare.second-round", { turns: view.turns.length });
  const truncated = view.turns.find((t) => t.stopReason === "length" && t.calls.length > 0);
  if (truncated) {
    const own = loopResults.find((r) => r.toolCallId === truncated.calls[0]?.id);
    add("compare.truncation", { text: own ? textOf(own) : "" });
    if (view.turns.length > truncated.turn) add("compare.reissued", { turn: truncated.turn + 1 });
  }
  if (view.turns.some((t) => t.calls.length > 1)) add(`compare.mode.${view.executionMode}`, { calls: Math.max(...view.turns.map((t) => t.calls.length)) });
  if (view.stop === "cancelled") add("compare.cancel");
  // A call whose execute ran and still came back isError: the tool threw, and the loop caught it.
  const ran = new Set(loop.executions.map((e) => e.toolCallId));
  if (loopResults.some((r) => r.isError && ran.has(r.toolCallId))) add("compare.thrown");
  if (view.stop === "turn-limit") add("compare.turn-limit", { max: view.maxTurns });
  // A refused call's result is pi-ai's validation error as it is, with the arguments the model sent.
  if (loopResults.some((r) => r.isError && /^Validation failed for tool|^Invalid arguments for tool/.test(textOf(r)))) add("compare.echo");
  if (out.length === 0) add("compare.same", { requests: loop.requests.length });
  return out;
}
