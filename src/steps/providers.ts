import { createScriptedProvider, type ReplayProvider, type ScriptedAnswers } from "../fake-provider/provider";
import { isWireApi, type WireApi } from "../fake-provider/wire/apis";
import { createWireProvider } from "../fake-provider/wire/replay";
import { message } from "../i18n";
import { localize, type Lang, type Scenario } from "../scenarios/types";
import { scriptedTurn } from "./turns";

/** Which model answers: the scripted one, or a recorded stream through one of pi-ai's adapters. */
export type ProviderChoice = "scripted" | WireApi;

/** Every provider a person can pick. */
export const PROVIDER_CHOICES: readonly ProviderChoice[] = ["scripted", "anthropic-messages", "openai-responses", "openai-completions", "google-generative-ai"];

/** True for a known provider choice. */
export function isProviderChoice(value: string): value is ProviderChoice {
  return value === "scripted" || isWireApi(value);
}

function answersFor(scenario: Scenario, lang: Lang): ScriptedAnswers {
  const answer = (key: keyof ScriptedAnswers) => (scenario.answers?.[key] ? localize(scenario.answers[key], lang) : message(lang, `model.answer.${key}`));
  return { files: answer("files"), none: answer("none"), failed: answer("failed"), truncated: answer("truncated") };
}

/**
 * Builds the provider factory the engine calls. `choice` answers both turns, except in a
 * scenario whose first turn was recorded with another API (`firstTurnApi`): then turn one is
 * that recording and `choice` is the target that receives the history in turn two.
 */
export function providerFactory(choice: ProviderChoice = "scripted"): (scenario: Scenario, lang: Lang) => ReplayProvider {
  return (scenario, lang) => {
    const first = scriptedTurn(scenario.firstTurn, lang);
    const second = scenario.secondTurn && scriptedTurn(scenario.secondTurn, lang);
    const answers = answersFor(scenario, lang);
    const make = (api: ProviderChoice) => (api === "scripted" ? createScriptedProvider(first, second, answers) : createWireProvider(api, first, second, answers));
    const target = make(choice);
    if (!scenario.firstTurnApi || scenario.firstTurnApi === choice) return target;
    const origin = make(scenario.firstTurnApi);
    return {
      api: origin.api,
      model: origin.model,
      target: { api: target.api, model: target.model },
      turn: (context, turnNumber, timestamp) => (turnNumber === 1 ? origin : target).turn(context, turnNumber, timestamp),
    };
  };
}
