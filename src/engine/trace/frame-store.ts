import type { Frame, FrameHeader, StoredFrame, Trace } from "./frames";
import { applyPatch, diff } from "./patch";

/** Everything of a frame but its header: what the patches carry. */
type Body = Omit<Frame, keyof FrameHeader>;

function split(frame: Frame): { header: FrameHeader; body: Body } {
  const { index, stage, section, event, narration, turn, fact, ...body } = frame;
  return {
    header: {
      index,
      stage,
      section,
      ...(event !== undefined ? { event } : {}),
      ...(turn !== undefined ? { turn } : {}),
      fact,
      narration,
    },
    body,
  };
}

/** Turns whole frames, in order, into stored ones. */
export interface FrameRecorder {
  /** The stored form of `frame`, a patch on the frame recorded before it. */
  record(frame: Frame): StoredFrame;
}

/**
 * Creates a recorder. It keeps only the previous frame's body, so recording costs what changed.
 * The frames given must not be modified afterwards: stored patches may share their data.
 */
export function createFrameRecorder(): FrameRecorder {
  let previous: Body = {} as Body;
  return {
    record(frame) {
      const { header, body } = split(frame);
      const patch = diff(previous, body);
      previous = body;
      return patch === undefined ? header : { ...header, patch };
    },
  };
}

/** Rebuilds whole frames of one trace. */
export interface FrameReader {
  /** Frame `index` (0-based), whole; the same object when asked twice in a row. */
  at(index: number): Frame;
}

/** How often the reader keeps a rebuilt body, so jumping backwards stays cheap. */
const CHECKPOINT_EVERY = 64;

/**
 * Creates a reader over `trace.frames`. Stepping forward applies one patch; a jump starts from the
 * nearest checkpoint before it. Rebuilt frames share unchanged data with each other: treat them as
 * read-only.
 */
export function createFrameReader(trace: Pick<Trace, "frames">): FrameReader {
  const checkpoints: Body[] = [];
  let lastIndex = -1;
  let lastBody = {} as Body;
  let lastFrame: Frame | undefined;
  return {
    at(index) {
      const stored = trace.frames[index];
      if (!stored) throw new RangeError(`frame ${index} is not in this trace of ${trace.frames.length}`);
      if (index === lastIndex && lastFrame) return lastFrame;
      let from = -1;
      let body = {} as Body;
      if (lastIndex >= 0 && lastIndex <= index) [from, body] = [lastIndex, lastBody];
      const mark = Math.floor(index / CHECKPOINT_EVERY);
      for (let c = Math.min(mark, checkpoints.length - 1); c >= 0; c--) {
        const at = c * CHECKPOINT_EVERY;
        if (at > from && checkpoints[c]) [from, body] = [at, checkpoints[c]!];
        if (at <= from) break;
      }
      for (let i = from + 1; i <= index; i++) {
        body = applyPatch(body, trace.frames[i]!.patch) as Body;
        if (i % CHECKPOINT_EVERY === 0) checkpoints[i / CHECKPOINT_EVERY] = body;
      }
      const { patch: _patch, ...header } = stored;
      lastIndex = index;
      lastBody = body;
      lastFrame = { ...header, ...body } as Frame;
      return lastFrame;
    },
  };
}

/** One whole frame of `trace` (for one-off reads; use a reader to step through many). */
export function frameAt(trace: Pick<Trace, "frames">, index: number): Frame {
  return createFrameReader(trace).at(index);
}

/** Stores whole frames (for tests that build or alter a trace by hand). */
export function storeFrames(frames: readonly Frame[]): StoredFrame[] {
  const recorder = createFrameRecorder();
  return frames.map((frame) => recorder.record(frame));
}

/** Every frame of `trace`, whole. Costs what the frames hold: for tests and small traces. */
export function framesOf(trace: Pick<Trace, "frames">): Frame[] {
  const reader = createFrameReader(trace);
  return trace.frames.map((_, i) => reader.at(i));
}
