/// <reference lib="webworker" />
/**
 * The streaming-cost plot's measure, on the learner's own machine: both pi-ai versions' real
 * readers (1.4.0's `parseStreamingJson`, 1.6.0's `StreamingJsonParser`) fed every piece, in a
 * worker of its own, so the page keeps painting and the engine worker keeps replaying. The page
 * stops a measure by ending the worker.
 */
import { createReader14 } from "../../fake-provider/reader-14";
import { runCostPlan, type CostReader } from "../../lens/cost";
import type { CostRequest, CostResponse } from "./cost-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: CostResponse) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<CostRequest>) => {
  try {
    // The readers alone: no adapter, catalog or validator of either version is part of this worker.
    const next: CostReader = {
      version: "1.6.0",
      createArgumentsReader: (await import("../../lens/reader-16")).createReader16,
    };
    const old: CostReader = { version: "1.4.0", createArgumentsReader: createReader14 };
    runCostPlan(event.data.plan, [old, next], { now: () => performance.now() }, (point) =>
      post({ type: "point", point }),
    );
    post({ type: "done" });
  } catch (error) {
    post({ type: "failed", error: error instanceof Error ? error.message : String(error) });
  }
};
