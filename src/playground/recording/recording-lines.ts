/**
 * What a playing recording says about itself, as sentences to translate: where it came from (a
 * file by its name, or pasted text), the model it names and where its request went. Taken from the
 * capture alone: never the lab's catalog model or host.
 */
import type { RecordingSummary } from "../../engine/trace/frames";

/** A sentence to say: its words' key and placeholders. */
export interface Said {
  key: string;
  params: Record<string, string | number>;
}

/** Where the recording came from: the file by its name, else pasted SSE or a pasted HAR. */
export function recordingSource(summary: RecordingSummary): Said {
  return summary.file !== undefined
    ? { key: "ui.recording.source.file", params: { name: summary.file } }
    : { key: `ui.recording.source.${summary.source}`, params: {} };
}

/** The model the capture names (or that it names none), then where a HAR's request went. */
export function recordingIdentity(summary: RecordingSummary): Said[] {
  return [
    summary.model
      ? { key: "ui.recording.model", params: { model: summary.model } }
      : { key: "ui.recording.model-none", params: {} },
    ...(summary.url ? [{ key: "ui.recording.url", params: { url: summary.url } }] : []),
  ];
}

/** The provider picker's one option while a recording plays: "Your recording", with its model when named. */
export function recordingPickerLabel(summary: RecordingSummary): Said {
  return summary.model
    ? { key: "ui.recording.picker", params: { model: summary.model } }
    : { key: "ui.recording.picker-no-model", params: {} };
}
