/**
 * "Your recording" in the store: whether its screen is open, and the capture playing, if any. A
 * capture lives in memory only — never in storage, never in a link: it may be
 * large and it is the person's own traffic. Only its stripped form (a HAR's secrets removed) is held.
 */
import { createSignal, type Accessor } from "solid-js";
import type { Capture } from "../../fake-provider/capture";
import type { Scenario } from "../../scenarios/types";
import type { RecordingSummary } from "../../engine/trace/frames";

/** A capture read and ready to play: the capture, the scenario built for it, and what the trace will say. */
export interface LoadedRecording {
  capture: Capture;
  scenario: Scenario;
  summary: RecordingSummary;
}

/** The recording's state. */
export interface RecordingState {
  /** The import screen is open (it owns the screen and its keys: mode `recording`). */
  open: Accessor<boolean>;
  setOpen(open: boolean): void;
  /** The capture playing in the player instead of the picked scenario. */
  playing: Accessor<LoadedRecording | undefined>;
  /** Plays `loaded` and closes the screen. */
  play(loaded: LoadedRecording): void;
  /** Back to the picked scenario. */
  drop(): void;
  /** The last text in the import box (what the person pasted, a HAR already stripped): kept while the page lives. */
  draft: Accessor<string>;
  setDraft(text: string): void;
}

/** Creates the recording's state: nothing open, nothing playing. */
export function createRecordingState(): RecordingState {
  const [open, setOpen] = createSignal(false);
  const [playing, setPlaying] = createSignal<LoadedRecording | undefined>();
  const [draft, setDraft] = createSignal("");
  return {
    open,
    setOpen,
    playing,
    play(loaded) {
      setPlaying(() => loaded);
      setOpen(false);
    },
    drop: () => setPlaying(undefined),
    draft,
    setDraft,
  };
}
