/**
 * A scripted model turn as data: what the scripted stream and every wire encoder play. A leaf
 * module (types only), so the encoders in `apis/` read it without reaching the pi-ai kit.
 */
import type { ScriptedStopReason } from "./stop-reasons";

/** A block of a scripted model turn. Tool-call arguments are raw text, so they can be cut or malformed. */
export type ScriptedBlock =
  /** `pieceCount`: stream in exactly this many pieces (prose that exists in several languages; see `sharedPieceCount`). */
  | { type: "text"; text: string; pieces?: string[]; pieceCount?: number }
  | { type: "thinking"; thinking: string; pieces?: string[]; pieceCount?: number }
  | {
      type: "toolCall";
      id: string;
      name: string;
      /** The exact argument text the model sends, valid JSON or not. */
      arguments: string;
      pieces?: string[];
      /** The stream breaks inside this block: no `toolcall_end` (used with `error`/`aborted`). */
      unfinished?: boolean;
    };

/** One model reply, as data. */
export interface ScriptedTurn {
  blocks: ScriptedBlock[];
  stopReason: ScriptedStopReason;
  /** For `error`/`aborted`: what the provider said. */
  errorMessage?: string;
  /** Characters per piece when a block gives no explicit `pieces`. */
  pieceSize?: number;
  /** On the last of a scenario's later turns: it comes back every turn after (a model that never stops). */
  repeat?: boolean;
}
