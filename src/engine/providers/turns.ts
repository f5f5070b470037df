import { DEFAULT_PIECE_SIZE, sharedPieceCount, type ScriptedTurn } from "../../fake-provider/scripted";
import { LANGS } from "../../text/langs";
import { localize, type Lang, type LocalText, type ScenarioTurn } from "../../scenarios/types";

/** Prose in every language, so it streams in as many pieces in each (stable frame numbers). */
function pieceCountOf(text: LocalText, size: number): number | undefined {
  return typeof text === "string"
    ? undefined
    : sharedPieceCount(
        LANGS.map((lang) => localize(text, lang)),
        size,
      );
}

/** Resolves a scenario turn's per-language text into a scripted turn. */
export function scriptedTurn(turn: ScenarioTurn, lang: Lang): ScriptedTurn {
  const size = turn.pieceSize ?? DEFAULT_PIECE_SIZE;
  const count = (text: LocalText, pieces?: string[]) => {
    const n = pieces ? undefined : pieceCountOf(text, size);
    return n === undefined ? {} : { pieceCount: n };
  };
  return {
    ...turn,
    blocks: turn.blocks.map((b) =>
      b.type === "text"
        ? { ...b, text: localize(b.text, lang), ...count(b.text, b.pieces) }
        : b.type === "thinking"
          ? { ...b, thinking: localize(b.thinking, lang), ...count(b.thinking, b.pieces) }
          : b,
    ),
  };
}
