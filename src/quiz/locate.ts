import type { FrameHeader } from "../steps/frames";

/** Where the evidence frame is: the first frame whose narration key (or event) matches, optionally the last such. */
export interface FrameLocator {
  key?: string;
  event?: string;
  /** Take the last matching frame instead of the first. */
  last?: boolean;
}

/** The 0-based index of the frame `locator` names in `frames`, or -1. */
export function locateFrame(frames: readonly Pick<FrameHeader, "narration" | "event">[], locator: FrameLocator): number {
  const matches = (f: Pick<FrameHeader, "narration" | "event">) => (locator.key === undefined || f.narration.key === locator.key) && (locator.event === undefined || f.event === locator.event);
  if (locator.last) {
    for (let i = frames.length - 1; i >= 0; i--) if (matches(frames[i]!)) return i;
    return -1;
  }
  return frames.findIndex(matches);
}
