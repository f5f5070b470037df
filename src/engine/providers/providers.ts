import { createScriptedProvider, type ReplayProvider, type ScriptedAnswers } from "../../fake-provider/provider";
import { KIT_14, type PiKit } from "../../fake-provider/kit";
import { createWireProvider } from "../../fake-provider/wire/replay";
import type { WireApi } from "../../fake-provider/apis";
import { LANGS, message } from "../../i18n";
import { localize, type Lang, type Scenario } from "../../scenarios/types";
import type { ProviderChoice } from "./choices";
import { scriptedTurn } from "./turns";

export { isProviderChoice, PROVIDER_CHOICES, type ProviderChoice } from "./choices";

/** The scripted model's second-turn answers for `scenario` in `lang` (the scenario's own, else the catalog's). */
export function answersFor(scenario: Scenario, lang: Lang): ScriptedAnswers {
  const answer = (key: "files" | "none" | "failed" | "truncated") =>
    scenario.answers?.[key] ? localize(scenario.answers[key], lang) : message(lang, `model.answer.${key}`);
  return {
    files: answer("files"),
    none: answer("none"),
    failed: answer("failed"),
    truncated: answer("truncated"),
    ...(scenario.answers?.stopReason ? { stopReason: scenario.answers.stopReason } : {}),
  };
}

/**
 * Builds the provider factory the engine calls. `choice` answers both turns, except in a
 * scenario whose first turn was recorded with another API (`firstTurnApi`): then turn one is
 * that recording and `choice` is the target that receives the history in turn two. `kit`: the
 * pi-ai version whose stream, parser and adapters play it (1.4.0 unless the lens asks).
 */
export function providerFactory(
  choice: ProviderChoice = "scripted",
  kit: PiKit = KIT_14,
  source?: WireApi,
): (scenario: Scenario, lang: Lang) => ReplayProvider {
  return (scenario, lang) => {
    const first = scriptedTurn(scenario.firstTurn, lang);
    const second = scenario.secondTurn && scriptedTurn(scenario.secondTurn, lang);
    const later = (scenario.laterTurns ?? []).map((t) => scriptedTurn(t, lang));
    const answers = {
      ...answersFor(scenario, lang),
      alternates: LANGS.filter((other) => other !== lang).map((other) => answersFor(scenario, other)),
    };
    const make = (api: ProviderChoice) =>
      api === "scripted"
        ? createScriptedProvider(first, second, answers, later, kit)
        : createWireProvider(api, first, second, answers, later, kit);
    const target = make(choice);
    const from = scenario.firstTurnApi && (source ?? scenario.firstTurnApi);
    if (!from || from === choice) return target;
    const origin = make(from);
    return {
      api: origin.api,
      model: origin.model,
      target: { api: target.api, model: target.model },
      turn: (context, turnNumber, timestamp) =>
        (turnNumber === 1 ? origin : target).turn(context, turnNumber, timestamp),
    };
  };
}
