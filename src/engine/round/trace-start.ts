import type { ReplayProvider } from "../../fake-provider/provider";
import type { Lang, Scenario } from "../../scenarios/types";
import { faultId, type Fault } from "./faults";
import type { EngineChoice, Trace } from "../trace/frames";

/** An empty trace for `scenario` as `engine` is about to play it: who answers, which faults, nothing yet. */
export function startTrace(
  scenario: Scenario,
  provider: ReplayProvider,
  faults: readonly Fault[],
  inert: string[],
  lang: Lang,
  engine: EngineChoice,
): Trace {
  return {
    scenarioId: scenario.id,
    lang,
    provider: { api: provider.api, model: provider.model },
    ...(provider.target ? { target: provider.target } : {}),
    faults: faults.map(faultId),
    inertFaults: inert,
    frames: [],
    messages: [],
    executions: [],
    requests: [],
    outcome: "answered",
    engine,
    ...(scenario.toolVariant ? { toolVariant: scenario.toolVariant } : {}),
  };
}
