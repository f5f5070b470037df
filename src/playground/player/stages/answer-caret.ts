import type { Frame } from "../../../engine/trace/frames";

/**
 * Whether the answer is still arriving on this frame, so the view draws a caret after its text:
 * only at a stream event of a message still filling in (pi-ai's partial), never once it is done.
 * The loop's turn_end and agent_end frames carry an event but no partial: the answer is whole there.
 */
export function answerArriving(frame: Pick<Frame, "event" | "partial">): boolean {
  return frame.partial !== undefined && frame.event !== "done" && frame.event !== "error";
}
