import type { ScriptedTurn } from "../scripted";
import { CREATED_AT, flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "./body";

const FINISH: Record<string, string> = { stop: "stop", toolUse: "tool_calls", length: "length" };

/** The tool-call id a Chat Completions server would have used. */
export const completionsToolId = (id: string, turn: number) => flavour("call_", `${turn}${id}`, 24);

/**
 * Encodes a turn as an OpenAI Chat Completions stream: `data:` chunks whose `choices[0].delta`
 * carries `content`, `reasoning_content` or `tool_calls[]` (id and name first, then argument text),
 * a chunk with `finish_reason`, a usage chunk, and `data: [DONE]`.
 * A failure mid-stream drops the connection, which is what a client sees.
 */
export function encodeOpenAICompletions(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  const id = flavour(`chatcmpl-`, `${ctx.turnNumber}${ctx.modelId}`, 29);
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    sse({ id, object: "chat.completion.chunk", created: CREATED_AT, model: ctx.modelId, choices, ...extra });
  const delta = (d: Record<string, unknown>) => chunk([{ index: 0, delta: d, finish_reason: null }]);
  const chunks = [delta({ role: "assistant", content: "" })];
  let toolIndex = 0;
  for (const block of turn.blocks) {
    const pieces = piecesOf(block, turn);
    if (block.type === "text") for (const content of pieces) chunks.push(delta({ content }));
    else if (block.type === "thinking") for (const reasoning_content of pieces) chunks.push(delta({ reasoning_content }));
    else {
      const index = toolIndex++;
      chunks.push(delta({ tool_calls: [{ index, id: completionsToolId(block.id, ctx.turnNumber), type: "function", function: { name: block.name, arguments: "" } }] }));
      for (const args of pieces) chunks.push(delta({ tool_calls: [{ index, function: { arguments: args } }] }));
      if (block.unfinished) break;
    }
  }
  if (turn.stopReason === "error") return { contentType: "text/event-stream", chunks, end: "reset" };
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  const out = tokens(turnText(turn));
  chunks.push(chunk([{ index: 0, delta: {}, finish_reason: FINISH[turn.stopReason] }]));
  chunks.push(chunk([], { usage: { prompt_tokens: 150 * ctx.turnNumber, completion_tokens: out, total_tokens: 150 * ctx.turnNumber + out } }));
  chunks.push(sse("[DONE]"));
  return { contentType: "text/event-stream", chunks, end: "complete" };
}
