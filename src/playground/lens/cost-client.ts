/**
 * Starts the streaming-cost measure in its own worker (`cost-worker.ts`) and hands each point back
 * as it arrives. One worker per measure: stopping it is ending the worker.
 */
import {
  COST_CAP_MS,
  COST_LENGTHS,
  longestArgument,
  seriesPieceSize,
  type CostPlan,
  type CostPoint,
} from "../../lens/cost";
import type { Trace } from "../../engine/trace/frames";
import type { CostRequest, CostResponse } from "./cost-protocol";

/** What a running measure reports. */
export interface CostListener {
  point(point: CostPoint): void;
  done(): void;
  failed(message: string): void;
}

/** A measure under way. */
export interface CostRun {
  cancel(): void;
}

/**
 * The plot's plan for `trace`: the series at the scenario's own piece size, the time cap, and the
 * scenario's longest argument with every piece it asked for (not the frames' 500).
 */
export function costPlanFor(trace: Pick<Trace, "frames">): CostPlan {
  const scenario = longestArgument(trace);
  return {
    lengths: COST_LENGTHS,
    pieceSize: seriesPieceSize(scenario),
    capMs: COST_CAP_MS,
    ...(scenario ? { scenario } : {}),
  };
}

/** How many points `plan` gives: each version's series, and its scenario point. */
export function pointsIn(plan: CostPlan): number {
  return 2 * (plan.lengths.length + (plan.scenario ? 1 : 0));
}

/** Measures `plan` in a fresh worker. */
export function measureCost(plan: CostPlan, listener: CostListener): CostRun {
  const worker = new Worker(new URL("./cost-worker.ts", import.meta.url), { type: "module" });
  let over = false;
  const end = () => {
    over = true;
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<CostResponse>) => {
    const answer = event.data;
    if (over) return;
    if (answer.type === "point") return listener.point(answer.point);
    end();
    if (answer.type === "done") listener.done();
    else listener.failed(answer.error);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (over) return;
    end();
    listener.failed(event.message || "the measure could not be loaded");
  };
  const request: CostRequest = { type: "measure", plan };
  worker.postMessage(request);
  return { cancel: end };
}
