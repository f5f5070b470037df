import type { ScriptedTurn } from "../scripted";
import { CREATED_AT, flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "./body";

/** The `call_id` and item `id` OpenAI Responses would have used; pi-ai joins them as `call_…|fc_…`. */
export const responsesIds = (id: string, turn: number) => ({ callId: flavour(`call_`, `${turn}${id}`, 24), itemId: flavour(`fc_`, `${id}${turn}`, 48) });

/**
 * Encodes a turn as an OpenAI Responses stream: `response.created`, per output item
 * `response.output_item.added` … deltas … `response.output_item.done`, then
 * `response.completed` (or `response.incomplete` for the length limit, or an `error` event).
 */
export function encodeOpenAIResponses(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  let seq = 0;
  const send = (type: string, data: Record<string, unknown>) => sse({ type, sequence_number: seq++, ...data }, type);
  const responseId = flavour(`resp_0${ctx.turnNumber}`, ctx.modelId, 32);
  const response = (status: string, output: unknown[], extra: Record<string, unknown> = {}) => ({
    id: responseId, object: "response", created_at: CREATED_AT, status, model: ctx.modelId, output, ...extra,
  });
  const chunks = [send("response.created", { response: response("in_progress", []) })];
  const done: unknown[] = [];

  for (const [output_index, block] of turn.blocks.entries()) {
    const pieces = piecesOf(block, turn);
    if (block.type === "text") {
      const item_id = flavour("msg_", `${ctx.turnNumber}${output_index}`, 40);
      chunks.push(send("response.output_item.added", { output_index, item: { id: item_id, type: "message", status: "in_progress", role: "assistant", content: [] } }));
      chunks.push(send("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } }));
      for (const delta of pieces) chunks.push(send("response.output_text.delta", { item_id, output_index, content_index: 0, delta }));
      chunks.push(send("response.output_text.done", { item_id, output_index, content_index: 0, text: block.text }));
      const part = { type: "output_text", text: block.text, annotations: [] };
      chunks.push(send("response.content_part.done", { item_id, output_index, content_index: 0, part }));
      const item = { id: item_id, type: "message", status: "completed", role: "assistant", content: [part] };
      chunks.push(send("response.output_item.done", { output_index, item }));
      done.push(item);
    } else if (block.type === "thinking") {
      const item_id = flavour("rs_", `${ctx.turnNumber}${output_index}`, 40);
      chunks.push(send("response.output_item.added", { output_index, item: { id: item_id, type: "reasoning", summary: [] } }));
      for (const delta of pieces) chunks.push(send("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta }));
      const item = { id: item_id, type: "reasoning", summary: [{ type: "summary_text", text: block.thinking }] };
      chunks.push(send("response.output_item.done", { output_index, item }));
      done.push(item);
    } else {
      const { callId, itemId } = responsesIds(block.id, ctx.turnNumber);
      const base = { id: itemId, type: "function_call", call_id: callId, name: block.name };
      chunks.push(send("response.output_item.added", { output_index, item: { ...base, arguments: "", status: "in_progress" } }));
      for (const delta of pieces) chunks.push(send("response.function_call_arguments.delta", { item_id: itemId, output_index, delta }));
      if (block.unfinished) break;
      chunks.push(send("response.function_call_arguments.done", { item_id: itemId, output_index, arguments: block.arguments }));
      const status = turn.stopReason === "length" ? "incomplete" : "completed";
      const item = { ...base, arguments: block.arguments, status };
      chunks.push(send("response.output_item.done", { output_index, item }));
      done.push(item);
    }
  }
  if (turn.stopReason === "error") {
    chunks.push(send("error", { code: "server_error", message: turn.errorMessage ?? "The server had an error", param: null }));
    return { contentType: "text/event-stream", chunks, end: "complete" };
  }
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  const out = tokens(turnText(turn));
  const usage = { input_tokens: 160 * ctx.turnNumber, output_tokens: out, total_tokens: 160 * ctx.turnNumber + out, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } };
  chunks.push(
    turn.stopReason === "length"
      ? send("response.incomplete", { response: response("incomplete", done, { incomplete_details: { reason: "max_output_tokens" }, usage }) })
      : send("response.completed", { response: response("completed", done, { usage }) }),
  );
  return { contentType: "text/event-stream", chunks, end: "complete" };
}
