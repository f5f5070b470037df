/**
 * The hand-made round and the agent loop, side by side (§17): what each did with the same
 * scenario, and the differences named — each one read off the two traces, never assumed.
 */
import type { ToolResultMessage } from "@earendil-works/pi-ai";
import type { LoopTurn, LoopData, NarrationParams, RunSummary, Trace } from "../trace/frames";

/** A run in a few numbers. */
export function summarize(trace: Trace): RunSummary {
  const results = trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  return {
    outcome: trace.outcome,
    requests: trace.requests.length,
    executions: trace.executions.length,
    errorResults: results.filter((r) => r.isError).length,
  };
}

const textOf = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");
const resultsOf = (t: Trace) => t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");

/**
 * The calls both engines answered with different texts that no other named difference speaks of
 * (`explained`: a truncated turn's calls, calls pi-ai's validator refused): an unknown tool, which
 * the round answers with the application's own words and pi-agent-core's prepareToolCall with its
 * own; or any other text that differs. Each is named with both texts.
 */
function resultTexts(round: Trace, loop: Trace, explained: ReadonlySet<string>) {
  const roundText = new Map(resultsOf(round).map((r) => [r.toolCallId, textOf(r)]));
  const unknown = new Set(
    loop.frames.flatMap((f) =>
      f.fact.kind === "validation" && f.fact.by === "agent-core" && f.fact.outcome === "unknown-tool"
        ? [f.fact.toolCallId]
        : [],
    ),
  );
  return resultsOf(loop).flatMap((r) => {
    const before = roundText.get(r.toolCallId);
    if (before === undefined || before === textOf(r) || explained.has(r.toolCallId)) return [];
    const key = unknown.has(r.toolCallId) ? "compare.unknown-tool" : "compare.result-text";
    return [{ key, params: { id: r.toolCallId, name: r.toolName, round: before, loop: textOf(r) } }];
  });
}

/** The named differences between the round's trace and the loop's, each read off what the two recorded. */
export function differences(
  round: Trace,
  loop: Trace,
  view: Pick<LoopData, "turns" | "stop" | "executionMode" | "maxTurns">,
): { key: string; params: NarrationParams }[] {
  const out: { key: string; params: NarrationParams }[] = [];
  const add = (key: string, params: NarrationParams = {}) => out.push({ key, params });
  const loopResults = resultsOf(loop);
  const ran = new Set(loop.executions.map((e) => e.toolCallId));
  const ranIn = (turn: LoopTurn) => turn.calls.filter((c) => ran.has(c.id)).length;
  if (round.outcome === "one-round-limit" && view.turns.length > 2)
    add("compare.second-round", { turns: view.turns.length });
  const truncated = view.turns.find((t) => t.stopReason === "length" && t.calls.length > 0);
  if (truncated) {
    const own = loopResults.find((r) => r.toolCallId === truncated.calls[0]?.id);
    add("compare.truncation", { text: own ? textOf(own) : "" });
    // What the model did next: sent the call again (and the loop ran it), or answered in text.
    const rerun = view.turns.find((t) => t.turn > truncated.turn && ranIn(t) > 0);
    if (rerun) add("compare.reissued", { turn: rerun.turn });
    else if (view.turns.length > truncated.turn) add("compare.answered-instead", { turn: truncated.turn + 1 });
  }
  const busiest = view.turns.reduce<LoopTurn | undefined>(
    (best, t) =>
      t.calls.length > 1 && t.calls.length > (best?.calls.length ?? 0) && t.stopReason !== "length" ? t : best,
    undefined,
  );
  if (busiest) add(`compare.mode.${view.executionMode}`, { calls: busiest.calls.length, ran: ranIn(busiest) });
  if (view.stop === "cancelled") add("compare.cancel", { turn: view.turns.length });
  // A call whose execute ran and still came back isError: the tool threw, and the loop caught it.
  if (loopResults.some((r) => r.isError && ran.has(r.toolCallId))) add("compare.thrown");
  if (view.stop === "turn-limit") add("compare.turn-limit", { max: view.maxTurns });
  // A call pi-ai's validator refused: the loop sends pi-ai's error text as it is.
  const refused = loop.frames.flatMap((f) =>
    f.fact.kind === "validation" && f.fact.by === "agent-core" && f.fact.outcome === "refused"
      ? [f.fact.toolCallId]
      : [],
  );
  if (refused.length > 0) add("compare.echo");
  const explained = new Set([...refused, ...(truncated?.calls.map((c) => c.id) ?? [])]);
  out.push(...resultTexts(round, loop, explained));
  if (out.length === 0) add("compare.same", { requests: loop.requests.length });
  return out;
}
