/**
 * The version lens: the same scenario, faults, provider and engine played through pi-ai (and
 * pi-agent-core) 1.4.0 and 1.6.0, every difference named. The 1.4.0 trace is the one shown; the
 * lens adds `trace.lens` (every difference, by frame) and one last frame that lists them all.
 */
import { createVirtualClock } from "../fake-fs";
import { KIT_14, type PiKit } from "../fake-provider/kit";
import type { Scenario } from "../scenarios/types";
import type { ProviderChoice } from "../engine/providers/choices";
import type { WireApi } from "../fake-provider/apis";
import type { Frame, Trace } from "../engine/trace/frames";
import { createFrameRecorder, frameAt } from "../engine/trace/frame-store";
import { narrate, sectionOf } from "../engine/trace/narrate";
import type { EngineKind } from "../engine/trace/engines";
import type { PlayOptions } from "../engine/round/play";
import { playIn } from "../engine/run";
import { providerFactory } from "../engine/providers/providers";
import { compareTraces } from "./compare";
import { LENS_DIFFERENCE_KINDS } from "../engine/trace/differences";
import { loadLensKit } from "./load";

/** What the lens plays: the engine's options, the provider by name, which engine. */
export interface LensOptions extends Omit<PlayOptions, "provider" | "kit" | "clock"> {
  provider?: ProviderChoice;
  /** For a scenario that replays another API's history: the API that made it (`providerFactory`'s `source`). */
  source?: WireApi;
  engine?: EngineKind;
  /** The kit set beside 1.4.0 (tests may pass it; by default 1.6.0's, loaded on demand). */
  next?: PiKit;
}

async function playWith(scenario: Scenario, options: LensOptions, kit: PiKit): Promise<Trace> {
  // Each version gets its own clock: the two runs share nothing but their inputs.
  const play: PlayOptions = {
    ...options,
    kit,
    clock: createVirtualClock(),
    provider: providerFactory(options.provider ?? "scripted", kit, options.source),
  };
  return playIn(options.engine, scenario, play);
}

/**
 * Plays `scenario` through 1.4.0 and 1.6.0 and returns the 1.4.0 trace with `lens` set and a
 * final frame that lists every difference of this run (or says there was none).
 */
export async function playLens(scenario: Scenario, options: LensOptions = {}): Promise<Trace> {
  const next = options.next ?? (await loadLensKit());
  const base = await playWith(scenario, options, KIT_14);
  const other = await playWith(scenario, options, next);
  const differences = compareTraces(base, other);
  base.lens = { version: "1.6.0", nextFrames: other.frames.length, nextOutcome: other.outcome, differences };
  appendSummary(base);
  return base;
}

/** The last frame: the whole run's differences, by kind (the fact), each listed in the view. */
function appendSummary(trace: Trace) {
  const last = frameAt(trace, trace.frames.length - 1);
  const differences = trace.lens!.differences;
  const kinds = LENS_DIFFERENCE_KINDS.filter((k) => differences.some((d) => d.kind === k));
  const fact = { kind: "lens-summary", count: differences.length, kinds } as const;
  const frame: Frame = {
    ...last,
    index: trace.frames.length,
    fact,
    section: sectionOf(fact),
    narration: narrate(fact, trace.lang === "zh-CN" ? "zh-CN" : "en"),
    lensSummary: { differences },
  };
  // The summary is its own frame: not the event, nor the recap, of the frame it follows.
  delete frame.event;
  delete frame.recap;
  const recorder = createFrameRecorder();
  recorder.record(last);
  trace.frames.push(recorder.record(frame));
}
