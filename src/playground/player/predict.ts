import { executed } from "../../engine/trace/facts";
import type { StoredFrame } from "../../engine/trace/frames";

/** What a learner may predict at the gate: every call runs, some do, or none. */
export type Prediction = "all" | "some" | "none";

/** Every prediction, in the order the prompt offers them. */
export const PREDICTIONS: readonly Prediction[] = ["all", "some", "none"];

/** The first gate frame of a trace (turn one's, in loop mode), or -1. */
export function firstGate(frames: readonly StoredFrame[]): number {
  return frames.findIndex((f) => f.stage === "gate");
}

/**
 * What really happened to the first reply's calls, read from the frames' facts: how many calls
 * the gate saw, and how many of them really ran — the application's code, the learner's module or
 * the loop's AgentTool, whether the read then worked or not. A refused, cut or failed reply runs none.
 */
export function actualPrediction(frames: readonly StoredFrame[]): Prediction {
  const gate = firstGate(frames);
  const fact = frames[gate]?.fact;
  if (fact?.kind !== "gate") return "none";
  const calls = fact.calls;
  const turn = frames[gate]!.turn;
  const ran = frames.filter((f, i) => i > gate && f.turn === turn && executed(f.fact)).length;
  if (calls === 0 || ran === 0) return "none";
  return ran >= calls ? "all" : "some";
}

/** One prediction per scenario, faults, provider and engine: the same trace is not asked twice. */
export function predictionKey(scenario: string, faults: readonly string[], provider: string, engine: string): string {
  return [scenario, faults.join(","), provider, engine].join("|");
}
