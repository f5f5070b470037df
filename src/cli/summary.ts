import { message } from "../i18n";
import { fillTemplate } from "../text/template";
import type { Lang } from "../scenarios";
import type { Frame } from "../engine";
import type { ExecutionData } from "../engine/trace/frames";
import type { IdsFact, WireStop } from "../engine/trace/facts";

/**
 * `n` and an English noun in the number it takes ("1 turn", "2 turns"): the CLI's technical lines
 * use the catalogs' plural choice rather than "(s)".
 */
export const counted = (n: number, one: string, other: string): string =>
  fillTemplate(`{n, plural, one {# ${one}} other {# ${other}}}`, { n });

/** One line about a frame for the terminal: the data it carries, else its narration in `lang`. */
export function frameSummary(frame: Frame, lang: Lang): string {
  if (frame.stream?.rawText !== undefined && frame.event === "toolcall_delta")
    return `raw ${JSON.stringify(frame.stream.rawText)} -> preview ${JSON.stringify(frame.stream.preview)}${frame.stream.step ? ` (${frame.stream.step})` : ""}`;
  if (frame.stream?.delta !== undefined) return JSON.stringify(frame.stream.delta);
  if (frame.stream?.reason)
    return `stopReason=${frame.stream.reason}${wireNote(frame.stream)}${frame.stream.errorMessage ? ` (${frame.stream.errorMessage})` : ""}`;
  if (frame.gate)
    return `decision=${frame.gate.decision} stopReason=${frame.gate.stopReason}${wireNote(frame.gate)} calls=${frame.gate.calls.map((c) => c.name).join(",") || "none"}`;
  if (frame.validation) {
    const { toolCallId, status, problems } = frame.validation;
    return `${toolCallId} ${status}${conversionNote(frame)}${problems ? `: ${problems.map((p) => `${p.path} ${p.reason}`).join("; ")}` : ""}`;
  }
  if (frame.execution) return executionNote(frame.execution);
  if (frame.toolResult)
    return `${frame.toolResult.toolCallId} isError=${frame.toolResult.isError} ${JSON.stringify(frame.toolResult.content.map((c) => (c.type === "text" ? c.text : `[${c.type}]`)).join(""))}`;
  if (frame.request)
    return `${frame.request.api}${frame.request.url ? ` POST ${frame.request.url}` : ""}: ${counted(frame.messages.length, "message", "messages")}`;
  if (frame.fact.kind === "ids") return idsNote(frame.fact);
  if (frame.limit)
    return `not executed: ${frame.limit.calls.map((c) => `${c.name} ${JSON.stringify(c.arguments)}`).join(", ")}`;
  return message(lang, frame.narration.key, frame.narration.params).slice(0, 100);
}

/** An execution in one line: the call, its status, and its limit, what it returned or its error's code. */
function executionNote(ex: ExecutionData): string {
  const limit = ex.limit !== undefined ? ` limit=${ex.limit}` : "";
  const returned = ex.returned ? ` -> ${JSON.stringify(ex.returned)}` : "";
  return `${ex.toolCallId} ${ex.status}${limit}${returned}${ex.error ? ` (${ex.error.code})` : ""}`;
}

/** The finish reason as the recorded stream said it, and the adapter that rewrote it (wire replays). */
function wireNote(view: { wire?: WireStop; rewrittenBy?: string }): string {
  if (!view.wire) return "";
  return ` (wire: ${view.wire.field}=${JSON.stringify(view.wire.value)} in ${view.wire.event}${view.rewrittenBy ? `; rewritten to toolUse by pi-ai's ${view.rewrittenBy} adapter` : ""})`;
}

/** Strings pi-ai's copy turned into a number or boolean (§9), as `key: "" -> 0`. */
function conversionNote(frame: Frame): string {
  const fact = frame.fact;
  if (fact.kind !== "validation" || !fact.conversions?.length) return "";
  return ` (converted ${fact.conversions.map((c) => `${c.key}: ${c.from} -> ${c.to}`).join(", ")})`;
}

/** What turn two did to each id of a replayed history (§14): `stored -> sent`, and how. */
function idsNote(fact: IdsFact): string {
  const how = (id: IdsFact["ids"][number]): string => {
    if (id.sent === undefined) return "not sent";
    if (!id.rewritten) return fact.sameModel ? "unchanged: same model" : "unchanged";
    const pair = id.pair;
    if (pair?.hash !== undefined && !pair.itemIdKept)
      return `rewritten: call_id kept ${pair.callIdKept} of ${pair.callId.length}, item id (${pair.itemId.length}) dropped, + "_${pair.hash}" (pi-ai's shortHash)`;
    const parts = [
      id.replaced.length ? `${id.replaced.join(" ")} -> _` : "",
      id.kept < id.stored.length ? `kept ${id.kept} of ${id.stored.length}` : "",
      id.tail ? `+ ${JSON.stringify(id.tail)}${id.tailIsHash ? " (pi-ai's shortHash)" : ""}` : "",
    ];
    return `rewritten: ${parts.filter(Boolean).join(", ")}`;
  };
  return `ids ${fact.source} -> ${fact.target}: ${fact.ids.map((id) => `${id.stored} -> ${id.sent ?? "-"} (${how(id)})`).join("; ")}`;
}
