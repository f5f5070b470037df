/**
 * The unit files' shared trace corpus: a built-in scenario played with a set of faults, a provider,
 * an engine, a language and the strict switch is played once in a worker, and every file that reads
 * the same play gets the same trace. The engine is deterministic, so the trace does not depend on
 * who asked first; it is frozen, so no file can change what another reads. The unit files that
 * share a module registry share this memo too (tests/isolation.ts names it with that reason).
 */
import { parseFaults, PROVIDER_CHOICES, providerFactory, type ProviderChoice, type Trace } from "../../src/engine";
import { playIn } from "../../src/engine/run";
import { FAULT_IDS } from "../../src/engine/round/faults";
import { builtInScenario, type Lang } from "../../src/scenarios";

/** One play: a built-in scenario and how it is played (the player's defaults where left out). */
export interface PlayKey {
  scenario: string;
  faults?: readonly string[];
  provider?: ProviderChoice;
  engine?: "round" | "loop";
  lang?: Lang;
  strict?: boolean;
}

/** The fault sets the oracle plays every scenario under: none, each fault alone, and two pairs. */
export const FAULT_SETS: readonly (readonly string[])[] = [
  [],
  ...FAULT_IDS.map((f) => [f]),
  ["folder:denied", "swallow-errors"],
  ["truncate", "bad-arguments:malformed"],
];

/** Both engines, the round (the chapter's hand-made one) first. */
export const ENGINES = ["round", "loop"] as const;

export { PROVIDER_CHOICES };

const plays = new Map<string, Promise<Trace>>();

/** Freezes plain data all the way down (a trace holds nothing else). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The trace of `key`, played once in this worker and frozen. */
export function corpusTrace(key: PlayKey): Promise<Trace> {
  const { faults = [], provider = "scripted", engine = "round", lang = "en", strict = false } = key;
  const id = JSON.stringify([key.scenario, faults, provider, engine, lang, strict]);
  let trace = plays.get(id);
  if (trace === undefined) {
    const parsed = parseFaults(faults);
    const scenario = builtInScenario(key.scenario);
    if (!parsed.ok || !scenario.ok) throw new Error(`no such play: ${id}`);
    trace = playIn(engine, scenario.scenario, {
      faults: parsed.faults,
      provider: providerFactory(provider),
      lang,
      ...(strict ? { strict } : {}),
    }).then(deepFreeze);
    plays.set(id, trace);
  }
  return trace;
}
