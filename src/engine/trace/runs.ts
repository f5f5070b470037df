/**
 * Runs of frames that say the same thing: a stream's pieces ("The answer streams in.", one frame a
 * piece) each teach nothing the one before did not. The lecture script prints a run once, and the
 * player offers a step to its end; every frame stays in the trace, so frame numbers never move.
 */
import type { FrameHeader, Trace } from "./frames";

/**
 * Whether two frames say the same thing: the same stage, section, turn and kind of fact, and the
 * same narration. The narrations are compared whole, for equality only: which sentence a key names
 * decides nothing here (no key is read as data).
 */
export function sameSaying(a: FrameHeader, b: FrameHeader): boolean {
  return (
    a.stage === b.stage &&
    a.section === b.section &&
    a.turn === b.turn &&
    a.fact.kind === b.fact.kind &&
    JSON.stringify(a.narration) === JSON.stringify(b.narration)
  );
}

/** The run of frames around `index` that say the same: its first and last frame (0-based). */
export function runAround(trace: Pick<Trace, "frames">, index: number): { first: number; last: number } {
  const { frames } = trace;
  let first = index;
  while (first > 0 && sameSaying(frames[first - 1]!, frames[first]!)) first--;
  let last = index;
  while (last + 1 < frames.length && sameSaying(frames[last]!, frames[last + 1]!)) last++;
  return { first, last };
}
