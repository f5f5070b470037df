/**
 * Presenting: this window's part in a presentation (presenter or audience) and the room both windows
 * share — opened only by a link, never by a kept position — and the lecture autoplay.
 */
import { createSignal, type Accessor } from "solid-js";
import type { LabLocation } from "../state/location";

/** A window's part in a presentation, and its room. */
export type PresentationPart = LabLocation["present"];

/** The presentation as the views read and make it (through `useLab()`). */
export interface Presentation {
  /** When presenting: this window's part (presenter or audience) and the shared room. */
  presentation: Accessor<PresentationPart>;
  setPresentation(p: PresentationPart): void;
  /** Lecture autoplay: playing stops at each new stage until the presenter goes on. */
  lecture: Accessor<boolean>;
  toggleLecture(): void;
}

/** Creates the presentation state from the link's `view` and `room`. */
export function createPresentation(linked: PresentationPart): Presentation {
  const [presentation, setPresentation] = createSignal<PresentationPart>(linked);
  const [lecture, setLecture] = createSignal(false);
  return { presentation, setPresentation, lecture, toggleLecture: () => setLecture((x) => !x) };
}
