/** Captured responses (raw SSE or HAR): read, detected, stripped of secrets. No Solid, no DOM, no pi-ai. */
export { loadCapture, captureTooBig, type Capture, type CaptureResult } from "./load";
export { captureProblemKey, captureProblemParams, MAX_CAPTURE_BYTES, type CaptureProblem } from "./problems";
export type { RecordedRequest, RecordedTool } from "./request";
export { REMOVED_MARK, SECRET_WORDS } from "./secrets";
