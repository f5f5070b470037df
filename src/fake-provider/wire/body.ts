import { cutIntoPieces, DEFAULT_PIECE_SIZE } from "../pieces";
import type { ScriptedBlock, ScriptedTurn } from "../turn";

/**
 * A recorded HTTP streaming response: the events exactly as they cross the wire, one string each,
 * and how the connection ends. `reset` breaks the connection (as a dropped socket does);
 * `abort` is the person pressing stop while it streams.
 */
export interface WireBody {
  contentType: "text/event-stream";
  chunks: string[];
  end: "complete" | "reset" | "abort";
}

/** Everything an encoder needs besides the turn. */
export interface EncodeContext {
  modelId: string;
  /** 1 or 2: keeps ids of the two turns apart. */
  turnNumber: number;
}

/** One server-sent event; `event:` only when the API names its events. */
export function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
}

/** The pieces a block streams in, as the scripted provider would cut them. */
export function piecesOf(block: ScriptedBlock, turn: ScriptedTurn): string[] {
  const size = turn.pieceSize ?? DEFAULT_PIECE_SIZE;
  if (block.type === "text") return cutIntoPieces(block.text, size, block.pieces, block.pieceCount);
  if (block.type === "thinking") return cutIntoPieces(block.thinking, size, block.pieces, block.pieceCount);
  return cutIntoPieces(block.arguments, size, block.pieces);
}

/**
 * A provider-flavoured id, derived from the scenario's id so recordings are stable:
 * `flavour("toolu_01", "call_01")` → `toolu_01…` followed by 22 letters and digits.
 */
export function flavour(prefix: string, seed: string, length = 22): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  let h = 2166136261;
  let out = "";
  for (let i = 0; out.length < length; i++) {
    h ^= seed.charCodeAt(i % Math.max(1, seed.length)) + i;
    h = Math.imul(h, 16777619) >>> 0;
    out += alphabet[h % alphabet.length];
  }
  return prefix + out;
}

/** Rough, deterministic token counts for usage fields. */
export function tokens(text: string): number {
  return Math.max(1, Math.ceil(Array.from(text).length / 4));
}

/** All the text a turn produces, for output token counts. */
export function turnText(turn: ScriptedTurn): string {
  return turn.blocks
    .map((b) => (b.type === "text" ? b.text : b.type === "thinking" ? b.thinking : b.arguments))
    .join("");
}

/** Fixed creation time for recorded responses (seconds): 2026-01-01T09:00:00Z. */
export const CREATED_AT = 1767258000;
