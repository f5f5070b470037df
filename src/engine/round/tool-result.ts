/** The tool-result message that answers a call (§11, §13), and the outcome it carries for the views. */
import type { ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import type { ResultDetails } from "../../fake-provider/provider";

/** Builds a `ToolResultMessage` that answers `call`, with its own id and name (§11, §13). */
export function toolResult(call: ToolCall, text: string, isError: boolean, timestamp: number): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: [{ type: "text", text }],
    isError,
    timestamp,
  };
}

/** Attaches the structured outcome the UI (and the scripted model) read; adapters send only `content`. */
export function withDetails(result: ToolResultMessage, details: ResultDetails): ToolResultMessage {
  result.details = details;
  return result;
}
