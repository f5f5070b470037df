/**
 * The one place that picks the engine: the CLI, the browser's engine worker, the lens and the tests
 * play a scenario through here. pi-agent-core (with the loop) loads only when the loop is chosen.
 */
import type { Scenario } from "../scenarios/types";
import type { EngineKind } from "./trace/engines";
import type { Trace } from "./trace/frames";
import { playScenario, type PlayOptions } from "./round/play";

/** Plays `scenario` in `engine` (the round unless the loop is asked for): the same options, the same `Trace` shape. */
export async function playIn(
  engine: EngineKind | undefined,
  scenario: Scenario,
  options: PlayOptions = {},
): Promise<Trace> {
  return engine === "loop"
    ? (await import("./loop/loop")).playLoop(scenario, options)
    : playScenario(scenario, options);
}
