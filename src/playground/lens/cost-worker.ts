/// <reference lib="webworker" />
/**
 * The streaming-cost plot's measure, on the learner's own machine: both pi-ai versions' real
 * readers (1.4.0's `parseStreamingJson`, 1.6.0's `StreamingJsonParser`) fed every piece, in a
 * worker of its own, so the page keeps painting and the engine worker keeps replaying. The page
 * stops a measure by ending the worker.
 */
import { KIT_14 } from "../../fake-provider/kit";
import { runCostPlan } from "../../lens/cost";
import { loadLensKit } from "../../lens/load";
import type { CostRequest, CostResponse } from "./cost-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: CostResponse) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<CostRequest>) => {
  try {
    const next = await loadLensKit();
    runCostPlan(event.data.plan, [KIT_14, next], { now: () => performance.now() }, (point) => post({ type: "point", point }));
    post({ type: "done" });
  } catch (error) {
    post({ type: "failed", error: error instanceof Error ? error.message : String(error) });
  }
};
