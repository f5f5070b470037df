/**
 * The chapter's rules, checked on a finished trace: the product's grader. The Round lab grades a
 * learner's round with {@link chapterViolations}; the engine's own tests add the player's display
 * invariants with {@link ruleViolations}. Plain data in, plain data out: no DOM, no Node.
 */
import type { AssistantMessage, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { STAGES, type Frame, type Trace } from "../engine/frames";
import { framesOf } from "../engine/frame-store";

/** The chapter's rules a round can break, in the order the grid names them. */
export const RULE_IDS = [
  "stop-reason",
  "validate-first",
  "validated-copy",
  "one-result-per-call",
  "result-order",
  "no-leak",
  "errors-are-errors",
  "no-ask-after-failure",
  "arguments-untouched",
] as const;

/** One of the chapter's rules. */
export type RuleId = (typeof RULE_IDS)[number];

/** One broken rule: which, at which frame (0-based) it shows, and what happened, in words. */
export interface Violation {
  rule: RuleId;
  frame: number;
  text: string;
}

/** What the rules need besides the trace: the host's folder and other paths no result may show. */
export interface RuleOptions {
  root: string;
  secrets?: string[];
}

/** Structural equality of plain JSON data (what frames and messages hold). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const FAILED_REPLY = ["length", "error", "aborted"];
const textOf = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

/** The first reply, its calls, and the results that directly follow it in the Context. */
function firstRound(trace: Trace) {
  const first = trace.messages.find((m): m is AssistantMessage => m.role === "assistant");
  if (!first) return undefined;
  const calls = first.content.filter((b): b is ToolCall => b.type === "toolCall");
  const results: ToolResultMessage[] = [];
  for (let i = trace.messages.indexOf(first) + 1; i < trace.messages.length && trace.messages[i]?.role === "toolResult"; i++) results.push(trace.messages[i] as ToolResultMessage);
  return { first, calls, results };
}

/** The frame that shows `result` (its tool-result frame), or the last frame. */
function resultFrame(frames: Frame[], result: ToolResultMessage | undefined): number {
  const at = result ? frames.findIndex((f) => f.toolResult?.toolCallId === result.toolCallId && f.stage === "toolResult") : -1;
  return at >= 0 ? at : Math.max(0, frames.length - 1);
}

/** The frames that really ran code, with the frame index. */
const executedFrames = (frames: Frame[]) => frames.filter((f) => f.execution && f.execution.status !== "skipped");

/** §6, §7: nothing runs from a reply cut at the length limit or failed; no new request after a failure. */
function gateRules(trace: Trace, frames: Frame[], fail: (v: Violation) => void) {
  const round = firstRound(trace);
  if (!round) return;
  const ran = executedFrames(frames);
  if (FAILED_REPLY.includes(round.first.stopReason) && (ran.length > 0 || trace.executions.length > 0)) {
    fail({ rule: "stop-reason", frame: ran[0]?.index ?? Math.max(0, frames.length - 1), text: `executed after stopReason ${round.first.stopReason}` });
  }
  const requests = frames.filter((f) => f.fact.kind === "request" && f.fact.turn >= 2);
  if ((round.first.stopReason === "error" || round.first.stopReason === "aborted") && requests.length > 0) {
    fail({ rule: "no-ask-after-failure", frame: requests[0]!.index, text: `asked the model again after stopReason ${round.first.stopReason}` });
  }
}

/** §9: a call runs only after pi-ai validated it, and with the copy pi-ai returned. */
function validationRules(trace: Trace, frames: Frame[], fail: (v: Violation) => void) {
  for (const f of executedFrames(frames)) {
    const e = f.execution!;
    const checked = frames.find((g) => g.index < f.index && g.validation?.toolCallId === e.toolCallId && g.validation.status === "valid" && e.toolCallId !== "");
    if (!checked) {
      fail({ rule: "validate-first", frame: f.index, text: `${e.toolCallId || "a call"} ran before pi-ai validated it` });
      continue;
    }
    const args = trace.executions.find((x) => x.toolCallId === e.toolCallId)?.args;
    if (e.argsFrom === "model" || (args !== undefined && !sameData(args, checked.validation!.converted))) {
      fail({ rule: "validated-copy", frame: f.index, text: `${e.toolCallId} ran with the model's arguments, not pi-ai's validated copy` });
    }
  }
}

/** §11, §13, §15: one result per call, own id and name, in call order; failures are isError and say no more than they should. */
function resultRules(trace: Trace, frames: Frame[], options: RuleOptions, fail: (v: Violation) => void) {
  const round = firstRound(trace);
  if (!round) return;
  const { first, calls, results } = round;
  const expected = first.stopReason === "error" || first.stopReason === "aborted" ? [] : calls;
  if (results.length !== expected.length) fail({ rule: "one-result-per-call", frame: resultFrame(frames, results[expected.length] ?? undefined), text: `${expected.length} call(s) but ${results.length} result(s)` });
  // Order is judged only when the count is right: a missing result would shift every later one.
  if (results.length === expected.length) expected.forEach((call, i) => {
    const r = results[i];
    if (r && (r.toolCallId !== call.id || r.toolName !== call.name)) fail({ rule: "result-order", frame: resultFrame(frames, r), text: `result ${i} answers ${r.toolCallId}/${r.toolName}, not ${call.id}/${call.name}` });
  });
  const all = trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  if (all.length !== results.length) fail({ rule: "one-result-per-call", frame: Math.max(0, frames.length - 1), text: "tool results outside the one round" });
  for (const r of results) {
    const at = resultFrame(frames, r);
    const ran = frames.find((f) => f.execution?.toolCallId === r.toolCallId && (f.execution.status === "ran" || f.execution.status === "swallowed"));
    const text = textOf(r);
    if (!ran && !r.isError) fail({ rule: "errors-are-errors", frame: at, text: `failed call ${r.toolCallId} is not isError` });
    // A call pi-ai refused is rightly an error, even if it (wrongly) ran first: that is validate-first's to say.
    const refused = frames.some((f) => f.validation?.toolCallId === r.toolCallId && f.validation.status !== "valid");
    if (ran && r.isError && !refused) fail({ rule: "errors-are-errors", frame: at, text: `successful call ${r.toolCallId} marked isError` });
    for (const secret of [options.root, ...(options.secrets ?? [])]) if (secret && text.includes(secret)) fail({ rule: "no-leak", frame: at, text: `result ${r.toolCallId} leaks ${JSON.stringify(secret)}` });
    if (/\n\s+at\s/.test(text)) fail({ rule: "no-leak", frame: at, text: `result ${r.toolCallId} carries a stack` });
  }
  // A failed read is never reported as success (a swallowed one only under the fault, see ruleViolations).
  for (const f of frames) {
    const e = f.execution;
    if (!e?.error || e.status === "swallowed") continue;
    const r = results.find((x) => x.toolCallId === e.toolCallId);
    if (r && !r.isError) fail({ rule: "errors-are-errors", frame: resultFrame(frames, r), text: `failed read of ${e.toolCallId} reported as success` });
  }
}

/** §9: the model's own arguments are left as they came; pi-ai validates a copy. */
function argumentRules(trace: Trace, frames: Frame[], fail: (v: Violation) => void) {
  const round = firstRound(trace);
  for (const call of round?.calls ?? []) {
    const end = frames.find((f) => f.stage === "stream" && f.stream?.toolCallId === call.id && (f.event === "toolcall_end" || f.event === "error"));
    const atEnd = end?.partial?.content.find((b): b is ToolCall => b.type === "toolCall" && b.id === call.id);
    if (atEnd && !sameData(atEnd.arguments, call.arguments)) fail({ rule: "arguments-untouched", frame: end!.index, text: `arguments of ${call.id} changed after the stream ended` });
    const v = frames.find((f) => f.validation?.toolCallId === call.id);
    if (v && !sameData(v.validation!.received, call.arguments)) fail({ rule: "arguments-untouched", frame: v.index, text: `validation of ${call.id} did not see the model's own arguments` });
  }
}

/**
 * The chapter's rules broken in `trace`, earliest frame first: what the Round lab grades. A round
 * that keeps them all gives `[]`.
 */
export function chapterViolations(trace: Trace, options: RuleOptions, frames: Frame[] = framesOf(trace)): Violation[] {
  const found: Violation[] = [];
  const fail = (v: Violation) => found.push(v);
  gateRules(trace, frames, fail);
  validationRules(trace, frames, fail);
  resultRules(trace, frames, options, fail);
  argumentRules(trace, frames, fail);
  return found.sort((a, b) => a.frame - b.frame || RULE_IDS.indexOf(a.rule) - RULE_IDS.indexOf(b.rule));
}

/** The player's own invariants: stages in order, one frame per stage, nothing runs while streaming. */
function displayInvariants(trace: Trace, frames: Frame[]): string[] {
  const problems: string[] = [];
  let last = 0;
  for (const f of frames) {
    const at = STAGES.indexOf(f.stage);
    if (at < last) problems.push(`frame ${f.index} goes back from ${STAGES[last]} to ${f.stage}`);
    last = Math.max(last, at);
  }
  for (const stage of STAGES) if (!frames.some((f) => f.stage === stage)) problems.push(`no frame for stage ${stage}`);
  if (!trace.messages.some((m) => m.role === "assistant")) return [...problems, "no assistant message"];
  const finalEvent = frames.findIndex((f) => f.stage === "stream" && (f.event === "done" || f.event === "error"));
  if (finalEvent < 0) problems.push("the first reply has no final event frame");
  const ran = executedFrames(frames);
  for (const f of ran) if (f.index < finalEvent) problems.push(`frame ${f.index} executes before the reply's final event`);
  if (ran.length !== trace.executions.length) problems.push(`${ran.length} execution frames but ${trace.executions.length} executions`);
  if (frames.some((f) => f.stage === "stream" && f.execution)) problems.push("an execution view during streaming");
  for (const f of frames) {
    const e = f.execution;
    if (e?.status !== "swallowed") continue;
    if (!trace.faults.includes("swallow-errors")) problems.push(`read of ${e.toolCallId} swallowed without the fault`);
    if (!trace.bug?.toolCallIds.includes(e.toolCallId)) problems.push(`swallowed read of ${e.toolCallId} not marked as the bug`);
  }
  if (trace.bug && !trace.faults.includes("swallow-errors")) problems.push("a bug is marked without the fault");
  return problems;
}

/**
 * Every rule the engine's own traces keep: the player's invariants and the chapter's rules, in
 * words, so a failing test says exactly what went wrong.
 */
export function ruleViolations(trace: Trace, options: RuleOptions): string[] {
  const frames = framesOf(trace);
  return [...displayInvariants(trace, frames), ...chapterViolations(trace, options, frames).map((v) => v.text)];
}
