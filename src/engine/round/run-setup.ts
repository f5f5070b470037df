/**
 * What both engines build before their first frame, in one place: the hand-made round
 * (`play.ts`) and pi-agent-core's loop (`loop.ts`) play the same scenario with the same faults,
 * clock, provider, folder and trace header, so a difference between their traces is a difference
 * between the engines, never between two copies of the set-up.
 */
import { createFakeFs, createVirtualClock, type FakeFs, type VirtualClock } from "../../fake-fs";
import type { PiKit } from "../../fake-provider/kit";
import type { ReplayProvider } from "../../fake-provider/provider";
import { message } from "../../i18n";
import type { Lang, Scenario } from "../../scenarios/types";
import { applyFaults, type Fault } from "./faults";
import type { EngineChoice, NarrationParams, RecordingSummary, Trace } from "../trace/frames";
import type { LearnerTool } from "./learner";
import { providerFactory } from "../providers/providers";
import { startTrace } from "./trace-start";

/** Options for `playScenario` and `playLoop`. Everything that could vary between runs is injected. */
export interface PlayOptions {
  faults?: readonly Fault[];
  lang?: Lang;
  clock?: VirtualClock;
  /** Defaults to the scripted provider built from the scenario (see `providerFactory`). */
  provider?: (scenario: Scenario, lang: Lang) => ReplayProvider;
  /** The learner's own tool (Tool lab): its definition is sent and checked, its `execute` runs. */
  learner?: LearnerTool;
  /**
   * The pi-ai (and pi-agent-core) version that plays it: 1.4.0, the chapter's, unless the version
   * lens passes 1.6.0's kit. Pass the same kit to `providerFactory` for the provider's stream.
   */
  kit?: PiKit;
  /** The person's capture plays turn one (pass `recordingProvider` too): said before the first request. */
  recording?: RecordingSummary;
  /** Strict tools: every tool in the Context carries `constrainedSampling` (`src/engine/round/strict.ts`). */
  strict?: boolean;
}

/** One run's shared pieces, before any frame is recorded. */
export interface RunSetUp {
  lang: Lang;
  clock: VirtualClock;
  /** The scenario as played: the original with the faults applied. */
  scenario: Scenario;
  /** The `swallow-errors` fault: the careless application's catch-all. */
  swallowErrors: boolean;
  provider: ReplayProvider;
  /** The in-memory Downloads folder, on the run's clock. */
  fs: FakeFs;
  /** The trace being recorded: its header filled in, no frames yet. */
  trace: Trace;
  /** A sentence in the run's language. */
  say(key: string, params?: NarrationParams): string;
}

/**
 * Sets up one run of `original` in `engine`: the faults applied, the provider built (the
 * scripted one unless `options.provider`), the folder on a virtual clock (a fresh one unless
 * `options.clock`), and the trace header with the strict switch, the learner's tool's name (the
 * learner's module is the same in both engines) and the replayed capture.
 */
export function setUpRun(original: Scenario, options: PlayOptions, engine: EngineChoice): RunSetUp {
  const lang = options.lang ?? "en";
  const clock = options.clock ?? createVirtualClock();
  const faults = options.faults ?? [];
  const { scenario, swallowErrors, inert } = applyFaults(original, faults);
  const provider = (options.provider ?? providerFactory("scripted", options.kit))(scenario, lang);
  const fs = createFakeFs({
    root: scenario.downloads.path,
    entries: scenario.downloads.entries,
    failure: scenario.downloads.failure,
    clock,
  });
  const trace = startTrace(scenario, provider, faults, inert, lang, engine);
  if (options.strict) trace.strict = true;
  if (options.learner) trace.learner = { name: options.learner.tool.name };
  if (options.recording) trace.recording = structuredClone(options.recording);
  const say = (key: string, params: NarrationParams = {}) => message(lang, key, params);
  return { lang, clock, scenario, swallowErrors, provider, fs, trace, say };
}
