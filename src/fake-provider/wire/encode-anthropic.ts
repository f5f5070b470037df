import type { ScriptedTurn } from "../scripted";
import { flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "./body";

const STOP: Record<string, string> = { stop: "end_turn", toolUse: "tool_use", length: "max_tokens" };

/** The tool-call id Anthropic would have used for a scripted call id. */
export const anthropicToolId = (id: string, turn: number) => flavour(`toolu_0${turn}`, id);

/**
 * Encodes a turn as an Anthropic Messages stream: `message_start`, `content_block_*` per block
 * (`input_json_delta` for tool arguments), `message_delta` with the stop reason, `message_stop`.
 * A failure mid-stream is Anthropic's `error` event.
 */
export function encodeAnthropic(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  const send = (type: string, data: Record<string, unknown>) => sse({ type, ...data }, type);
  const chunks = [
    send("message_start", {
      message: {
        id: flavour(`msg_0${ctx.turnNumber}`, ctx.modelId),
        type: "message",
        role: "assistant",
        model: ctx.modelId,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 180 * ctx.turnNumber, output_tokens: 1 },
      },
    }),
  ];
  for (const [index, block] of turn.blocks.entries()) {
    const pieces = piecesOf(block, turn);
    if (block.type === "text") {
      chunks.push(send("content_block_start", { index, content_block: { type: "text", text: "" } }));
      for (const text of pieces) chunks.push(send("content_block_delta", { index, delta: { type: "text_delta", text } }));
    } else if (block.type === "thinking") {
      chunks.push(send("content_block_start", { index, content_block: { type: "thinking", thinking: "", signature: "" } }));
      for (const thinking of pieces) chunks.push(send("content_block_delta", { index, delta: { type: "thinking_delta", thinking } }));
      chunks.push(send("content_block_delta", { index, delta: { type: "signature_delta", signature: flavour("sig", block.thinking, 32) } }));
    } else {
      const id = anthropicToolId(block.id, ctx.turnNumber);
      chunks.push(send("content_block_start", { index, content_block: { type: "tool_use", id, name: block.name, input: {} } }));
      for (const partial_json of pieces) chunks.push(send("content_block_delta", { index, delta: { type: "input_json_delta", partial_json } }));
      if (block.unfinished) break;
    }
    chunks.push(send("content_block_stop", { index }));
  }
  if (turn.stopReason === "error") {
    chunks.push(send("error", { error: { type: "overloaded_error", message: turn.errorMessage ?? "Overloaded" } }));
    return { contentType: "text/event-stream", chunks, end: "complete" };
  }
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  chunks.push(send("message_delta", { delta: { stop_reason: STOP[turn.stopReason], stop_sequence: null }, usage: { output_tokens: tokens(turnText(turn)) } }));
  chunks.push(send("message_stop", {}));
  return { contentType: "text/event-stream", chunks, end: "complete" };
}
