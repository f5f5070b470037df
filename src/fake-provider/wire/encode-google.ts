import type { ScriptedTurn } from "../scripted";
import { flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "./body";

/** The function-call id Gemini would have sent. */
export const googleToolId = (id: string, turn: number) => flavour("fc-", `${turn}${id}`, 16);

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Encodes a turn as a Gemini `streamGenerateContent?alt=sse` stream. Text arrives in pieces, but a
 * function call arrives whole, as a structured `args` object in one part: Gemini never streams
 * argument text. Text that is not a JSON object therefore cannot be sent; the server reports
 * `MALFORMED_FUNCTION_CALL` instead (or `MAX_TOKENS` when the reply was cut).
 */
export function encodeGoogle(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  const responseId = flavour("", `${ctx.turnNumber}${ctx.modelId}`, 20);
  const prompt = 140 * ctx.turnNumber;
  const chunk = (parts: unknown[], finishReason?: string, out = 0) =>
    sse({
      candidates: [{ content: { parts, role: "model" }, index: 0, ...(finishReason ? { finishReason } : {}) }],
      usageMetadata: { promptTokenCount: prompt, candidatesTokenCount: out, totalTokenCount: prompt + out },
      modelVersion: ctx.modelId,
      responseId,
    });
  const chunks: string[] = [];
  let malformed = false;
  for (const block of turn.blocks) {
    if (block.type === "text") for (const text of piecesOf(block, turn)) chunks.push(chunk([{ text }]));
    else if (block.type === "thinking") for (const text of piecesOf(block, turn)) chunks.push(chunk([{ text, thought: true }]));
    else {
      if (block.unfinished) break; // the connection drops before the whole call could be sent
      const args = parseObject(block.arguments);
      if (!args) {
        malformed = true;
        break;
      }
      chunks.push(chunk([{ functionCall: { id: googleToolId(block.id, ctx.turnNumber), name: block.name, args }, thoughtSignature: flavour("", block.id, 24) }]));
    }
  }
  if (turn.stopReason === "error") return { contentType: "text/event-stream", chunks, end: "reset" };
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  const finish = turn.stopReason === "length" ? "MAX_TOKENS" : malformed ? "MALFORMED_FUNCTION_CALL" : "STOP";
  chunks.push(chunk([], finish, tokens(turnText(turn))));
  return { contentType: "text/event-stream", chunks, end: "complete" };
}
