/**
 * The gate (§6, §7): the application's decision before anything runs — the final stop reason can
 * only veto, and whether there is anything to run is read from the calls in `content`.
 */
import type { AssistantMessage, ToolCall } from "@earendil-works/pi-ai";
import type { GateDecision } from "../trace/facts";

export type { GateDecision } from "../trace/facts";

/** The gate: look at the final stop reason and at the calls actually present in `content`. */
export function decide(message: AssistantMessage): { decision: GateDecision; calls: ToolCall[] } {
  const calls = message.content.filter((block): block is ToolCall => block.type === "toolCall");
  if (message.stopReason === "error" || message.stopReason === "aborted") return { decision: "stopped", calls };
  if (calls.length === 0) return { decision: "no-calls", calls };
  if (message.stopReason === "length") return { decision: "refuse-truncated", calls };
  return { decision: "run", calls };
}
