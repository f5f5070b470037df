/**
 * The player: the trace on screen, which frame of it is shown, stepping and playing. Where a new
 * trace opens is decided by one rule, {@link landOn}, once per trace: a landing asked for (a link's
 * frame, a question's evidence, a round cell, the presenter's frame), else where the person was.
 */
import { createEffect, createMemo, createSignal, on, onCleanup, untrack, type Accessor } from "solid-js";
import { createFrameReader } from "../../engine/trace/frame-store";
import type { Frame, FrameHeader, Stage, Trace } from "../../engine/trace/frames";
import { locateFrame, type FrameLocator } from "./locate";
import type { Problem } from "../state/location";

/**
 * Where a trace should open.
 * - `frame`: a 1-based frame (a link, the presenter's frame, a round cell); past the end, the last
 *   frame opens and the person is told. `learnerOnly`: for a trace of the learner's tool only (a
 *   link into a replay of someone's tool waits for that replay, not the chapter's shown before).
 * - `locate`: the first frame a locator finds (a question's evidence, the Stream lab's first piece).
 */
export type Landing = { frame: number; learnerOnly?: boolean } | { locate: FrameLocator };

/** Where a trace opened: its index, whether the landing asked for was used up, and what to say. */
export interface Landed {
  index: number;
  used: boolean;
  problem?: Problem;
}

/** Frames alike enough that a person on one is "in the same place" on the other. */
const alike = (a: FrameHeader, b: FrameHeader) =>
  a.stage === b.stage && a.event === b.event && a.fact.kind === b.fact.kind;

/**
 * In `next`, the frame that is the same place as frame `at` of `previous`: its nth frame alike
 * (the ids frame stays the ids frame when *History from* changes it), or -1.
 */
function samePlace(next: Trace, previous: Trace, at: number): number {
  const was = previous.frames[at]!;
  let nth = 0;
  for (let i = 0; i < at; i++) if (alike(previous.frames[i]!, was)) nth++;
  for (let i = 0; i < next.frames.length; i++) if (alike(next.frames[i]!, was) && nth-- === 0) return i;
  return -1;
}

/**
 * THE rule for where a new trace opens. A landing asked for wins, when it applies to this trace;
 * otherwise the person stays where they were: the same frame when the traces line up there (a
 * language switch, a fault that changes later stages), else the same kind of frame (the nth alike:
 * same stage, event and kind of fact), else the first frame of the same stage.
 */
export function landOn(next: Trace, previous: Trace | undefined, at: number, wanted: Landing | undefined): Landed {
  if (wanted && "locate" in wanted) return { index: Math.max(0, locateFrame(next.frames, wanted.locate)), used: true };
  const total = next.frames.length;
  if (wanted && (!wanted.learnerOnly || next.learner)) {
    const problem =
      wanted.frame > total
        ? { key: "ui.notice.frame-out-of-range", params: { value: wanted.frame, total } }
        : undefined;
    return { index: Math.max(0, Math.min(wanted.frame, total) - 1), used: true, ...(problem ? { problem } : {}) };
  }
  const was = previous?.frames[at];
  const here = next.frames[at];
  if (was && here && alike(here, was)) return { index: at, used: false };
  const place = was ? samePlace(next, previous!, at) : -1;
  if (place >= 0) return { index: place, used: false };
  const same = next.frames.findIndex((f) => f.stage === (was?.stage ?? "definition"));
  return { index: same >= 0 ? same : Math.max(0, Math.min(at, total - 1)), used: false };
}

/** True when a trace, once built, opens on frame 1 with this landing asked for (so frame 1 may show before it). */
export function opensOnFirst(wanted: Landing | undefined): boolean {
  return wanted === undefined || ("frame" in wanted && (wanted.frame === 1 || wanted.learnerOnly === true));
}

/** The player as the views read and drive it (through `useLab()`). */
export interface PlayerState {
  trace: Accessor<Trace | undefined>;
  loading: Accessor<boolean>;
  frameIndex: Accessor<number>;
  frame: Accessor<Frame | undefined>;
  total: Accessor<number>;
  go(index: number): void;
  /** Goes to `index` now, or as soon as the trace being built is on screen. */
  goWhenReady(index: number): void;
  step(delta: number): void;
  goStage(stage: Stage): void;
  playing: Accessor<boolean>;
  togglePlay(): void;
  speed: Accessor<number>;
  setSpeed(speed: number): void;
  highlightId: Accessor<string | undefined>;
  setHighlightId(id: string | undefined): void;
}

/** The player, with what the other parts of the store use. */
export interface Player extends PlayerState {
  /** Opens `wanted` on the trace on screen when no other is being built, else on the next trace that it applies to. */
  land(wanted: Landing): void;
  /** Drops a landing that waits for the learner's tool (the person left the link's code unrun). */
  forgetLearnerLanding(): void;
  /** Sets what a step may do (predict mode stops at a gate): given the frame now and the one asked for, the one to go to. */
  guard(rule: (from: number, to: number) => number): void;
}

/** What the player is built on. */
export interface PlayerDeps {
  trace: Accessor<Trace | undefined>;
  loading: Accessor<boolean>;
  /** The landing the first trace opens on (from the link, or the kept position). */
  first: Landing | undefined;
  /** Frame 1 as it will be (the tool's definition), to show before the first trace exists. */
  preview: Accessor<Frame | undefined>;
  notify(problem: Problem): void;
  /** Playing stops here: a prediction is waiting to be made. */
  holds: Accessor<boolean>;
  /** Lecture autoplay: playing stops at each new stage until the presenter goes on. */
  lecture: Accessor<boolean>;
}

/** Milliseconds per frame at speed 1 while playing. */
const PLAY_INTERVAL = 900;

/** Creates the player. Call inside a Solid root. */
export function createPlayer(deps: PlayerDeps): Player {
  const { trace } = deps;
  const [shownIndex, setFrameIndex] = createSignal(0);
  const [wanted, setWanted] = createSignal<Landing | undefined>(deps.first);
  const [playing, setPlaying] = createSignal(false);
  const [speed, setSpeed] = createSignal(1);
  const [highlightId, setHighlightId] = createSignal<string | undefined>();
  const reader = createMemo(() => {
    const current = trace();
    return current && createFrameReader(current);
  });
  const total = () => trace()?.frames.length ?? 0;
  const frame = (): Frame | undefined => {
    const r = reader();
    if (r && frameIndex() < total()) return r.at(frameIndex());
    return !trace() && opensOnFirst(wanted()) ? deps.preview() : undefined;
  };
  const open = (next: Trace, previous: Trace | undefined) => {
    const landed = landOn(next, previous, untrack(shownIndex), untrack(wanted));
    if (landed.used) setWanted(undefined);
    if (landed.problem) deps.notify(landed.problem);
    setFrameIndex(landed.index);
  };
  // Once per trace: where it opens. A memo, read before the index is: whatever reads a new trace's
  // frame reads it landed (a link's frame 5 never renders frame 1 first).
  const opened = createMemo(on(trace, (next, previous) => void (next && open(next, previous))));
  const frameIndex = () => (opened(), shownIndex());

  let rule = (_from: number, to: number) => to;
  const go = (index: number) => setFrameIndex(rule(frameIndex(), Math.max(0, Math.min(index, total() - 1))));
  const land = (landing: Landing) => {
    setWanted(landing);
    const current = trace();
    // A landing asked for while no other trace is coming opens on the one on screen, by the same rule.
    if (current && !deps.loading()) open(current, current);
  };
  autoplay({ playing, setPlaying, speed, frameIndex, total, trace, go, holds: deps.holds, lecture: deps.lecture });

  return {
    trace,
    loading: deps.loading,
    frameIndex,
    frame,
    total,
    go,
    goWhenReady: (index) => land({ frame: index + 1 }),
    step: (delta) => go(frameIndex() + delta),
    goStage(stage) {
      const index = trace()?.frames.findIndex((f) => f.stage === stage) ?? -1;
      if (index >= 0) go(index);
    },
    playing,
    togglePlay() {
      if (!playing() && frameIndex() >= total() - 1) go(0);
      setPlaying((p) => !p);
    },
    speed,
    setSpeed,
    highlightId,
    setHighlightId,
    land,
    forgetLearnerLanding: () => setWanted((w) => (w && "frame" in w && w.learnerOnly ? undefined : w)),
    guard: (next) => void (rule = next),
  };
}

/** Playing advances one frame per interval and stops at the end, at a prediction to make, or (lecture) at a new stage. */
function autoplay(p: {
  playing: Accessor<boolean>;
  setPlaying(on: boolean): void;
  speed: Accessor<number>;
  frameIndex: Accessor<number>;
  total: Accessor<number>;
  trace: Accessor<Trace | undefined>;
  go(index: number): void;
  holds: Accessor<boolean>;
  lecture: Accessor<boolean>;
}): void {
  createEffect(() => {
    if (!p.playing()) return;
    if (p.holds() || p.frameIndex() >= p.total() - 1) {
      p.setPlaying(false);
      return;
    }
    const timer = setTimeout(() => {
      const from = p.trace()?.frames[p.frameIndex()]?.stage;
      p.go(p.frameIndex() + 1);
      if (p.lecture() && p.trace()?.frames[p.frameIndex()]?.stage !== from) p.setPlaying(false);
    }, PLAY_INTERVAL / p.speed());
    onCleanup(() => clearTimeout(timer));
  });
}
