import type { Fact } from "../../engine/trace/facts";
import type { FrameHeader } from "../../engine/trace/frames";

/** Fields of one kind of fact; a locator names the kind and any of its fields. */
type FactPattern = {
  [K in Fact["kind"]]: { kind: K } & Partial<Omit<Extract<Fact, { kind: K }>, "kind">>;
}[Fact["kind"]];

/**
 * Where the evidence frame is: the first frame whose fact matches `fact` (every field given is
 * equal) and whose pi-ai event is `event`, or the last such frame. Facts, never narration keys.
 */
export interface FrameLocator {
  fact?: FactPattern;
  event?: string;
  /** Take the last matching frame instead of the first. */
  last?: boolean;
}

function matchesFact(fact: Fact, pattern: FactPattern): boolean {
  const own = fact as unknown as Record<string, unknown>;
  return Object.entries(pattern).every(
    ([key, value]) => Object.hasOwn(own, key) && JSON.stringify(own[key]) === JSON.stringify(value),
  );
}

/** The 0-based index of the frame `locator` names in `frames`, or -1. */
export function locateFrame(frames: readonly Pick<FrameHeader, "fact" | "event">[], locator: FrameLocator): number {
  const matches = (f: Pick<FrameHeader, "fact" | "event">) =>
    (locator.fact === undefined || matchesFact(f.fact, locator.fact)) &&
    (locator.event === undefined || f.event === locator.event);
  if (locator.last) {
    for (let i = frames.length - 1; i >= 0; i--) if (matches(frames[i]!)) return i;
    return -1;
  }
  return frames.findIndex(matches);
}
