import { isDeepStrictEqual } from "node:util";
import type { AssistantMessage, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { STAGES, type Trace } from "../../src/steps";
import { framesOf } from "../../src/steps/frame-store";

/**
 * The engine's safety rules, checked on a finished trace. Returns every violation found, so a
 * failing test says exactly what went wrong.
 */
export function ruleViolations(trace: Trace, options: { root: string; secrets?: string[] }): string[] {
  const problems: string[] = [];
  const fail = (text: string) => problems.push(text);
  const frames = framesOf(trace);

  // Stages never go backwards.
  let last = 0;
  for (const f of frames) {
    const at = STAGES.indexOf(f.stage);
    if (at < last) fail(`frame ${f.index} goes back from ${STAGES[last]} to ${f.stage}`);
    last = Math.max(last, at);
  }
  for (const stage of STAGES) if (!frames.some((f) => f.stage === stage)) fail(`no frame for stage ${stage}`);

  const first = trace.messages.find((m): m is AssistantMessage => m.role === "assistant");
  if (!first) return [...problems, "no assistant message"];
  const calls = first.content.filter((b): b is ToolCall => b.type === "toolCall");
  const finalEvent = frames.findIndex((f) => f.stage === "stream" && (f.event === "done" || f.event === "error"));
  if (finalEvent < 0) fail("the first reply has no final event frame");

  // Nothing executes before the final event, nor after a length/error/aborted reply.
  const ran = frames.filter((f) => f.execution && f.execution.status !== "skipped");
  for (const f of ran) if (f.index < finalEvent) fail(`frame ${f.index} executes before the reply's final event`);
  if (ran.length !== trace.executions.length) fail(`${ran.length} execution frames but ${trace.executions.length} executions`);
  if (["length", "error", "aborted"].includes(first.stopReason) && trace.executions.length > 0) fail(`executed after stopReason ${first.stopReason}`);
  if (frames.some((f) => f.stage === "stream" && f.execution)) fail("an execution view during streaming");

  // One result per call, own id and name, in call order; none after error/aborted.
  const firstAt = trace.messages.indexOf(first);
  const results: ToolResultMessage[] = [];
  for (let i = firstAt + 1; i < trace.messages.length && trace.messages[i]?.role === "toolResult"; i++) results.push(trace.messages[i] as ToolResultMessage);
  const expected = first.stopReason === "error" || first.stopReason === "aborted" ? [] : calls;
  if (results.length !== expected.length) fail(`${expected.length} call(s) but ${results.length} result(s)`);
  expected.forEach((call, i) => {
    const r = results[i];
    if (r && (r.toolCallId !== call.id || r.toolName !== call.name)) fail(`result ${i} answers ${r.toolCallId}/${r.toolName}, not ${call.id}/${call.name}`);
  });
  const allResults = trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  if (allResults.length !== results.length) fail("tool results outside the one round");

  // Every failure is an error result with no absolute path and no stack.
  for (const r of results) {
    const details = r.details as { outcome?: string } | undefined;
    const text = r.content.map((c) => (c.type === "text" ? c.text : "")).join("");
    if (details?.outcome !== "files" && !r.isError) fail(`failed call ${r.toolCallId} is not isError`);
    if (r.isError && details?.outcome === "files") fail(`successful call ${r.toolCallId} marked isError`);
    for (const secret of [options.root, ...(options.secrets ?? [])]) if (secret && text.includes(secret)) fail(`result ${r.toolCallId} leaks ${JSON.stringify(secret)}`);
    if (/\n\s+at\s/.test(text)) fail(`result ${r.toolCallId} carries a stack`);
  }

  // A failed read is never an empty list, unless the swallow-errors bug is on and marked.
  for (const f of frames) {
    const e = f.execution;
    if (!e || !e.error) continue;
    const r = results.find((x) => x.toolCallId === e.toolCallId);
    if (e.status === "swallowed") {
      if (!trace.faults.includes("swallow-errors")) fail(`read of ${e.toolCallId} swallowed without the fault`);
      if (!trace.bug?.toolCallIds.includes(e.toolCallId)) fail(`swallowed read of ${e.toolCallId} not marked as the bug`);
    } else if (!r?.isError) fail(`failed read of ${e.toolCallId} reported as success`);
  }
  if (trace.bug && !trace.faults.includes("swallow-errors")) fail("a bug is marked without the fault");

  // The model's own arguments are never modified by validation.
  for (const call of calls) {
    const end = frames.find((f) => f.stage === "stream" && f.stream?.toolCallId === call.id && (f.event === "toolcall_end" || f.event === "error"));
    const atEnd = end?.partial?.content.find((b): b is ToolCall => b.type === "toolCall" && b.id === call.id);
    if (atEnd && !isDeepStrictEqual(atEnd.arguments, call.arguments)) fail(`arguments of ${call.id} changed after the stream ended`);
    const v = frames.find((f) => f.validation?.toolCallId === call.id)?.validation;
    if (v && !isDeepStrictEqual(v.received, call.arguments)) fail(`validation of ${call.id} did not see the model's own arguments`);
  }
  return problems;
}
