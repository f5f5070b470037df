/** The streaming-cost worker's messages (plain data both ways). */
import type { CostPlan, CostPoint } from "../../lens/cost";

/** The page asks for one plan to be measured. */
export interface CostRequest {
  type: "measure";
  plan: CostPlan;
}

/** Each point as soon as it is known, then the end (or why it could not run). */
export type CostResponse = { type: "point"; point: CostPoint } | { type: "done" } | { type: "failed"; error: string };
