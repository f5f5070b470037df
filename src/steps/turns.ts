import type { ScriptedTurn } from "../fake-provider/scripted";
import { localize, type Lang, type ScenarioTurn } from "../scenarios/types";

/** Resolves a scenario turn's per-language text into a scripted turn. */
export function scriptedTurn(turn: ScenarioTurn, lang: Lang): ScriptedTurn {
  return {
    ...turn,
    blocks: turn.blocks.map((b) =>
      b.type === "text" ? { ...b, text: localize(b.text, lang) } : b.type === "thinking" ? { ...b, thinking: localize(b.thinking, lang) } : b,
    ),
  };
}
