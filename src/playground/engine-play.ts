/**
 * One replay as the engine worker builds it from a page's request: the faults read, the provider (or
 * the person's capture) chosen, the learner's tool put in, and the engine picked. Pure engine calls,
 * no worker: the worker runs it, and so do the store's unit tests (an in-process engine client).
 */
import type { Tool } from "@earendil-works/pi-ai";
import { parseFaults } from "../engine/round/faults";
import type { Trace } from "../engine/trace/frames";
import type { LearnerFolder, LearnerRun, LearnerTool } from "../engine/round/learner";
import { playIn } from "../engine/run";
import { providerFactory } from "../engine/providers/providers";
import type { LearnerRequest, PlayRequest } from "./engine-protocol";

/** The learner's tool as the engine plays it, its `execute` run by `run` (the page's sandbox). */
export function learnerTool(
  learner: LearnerRequest,
  run: (args: unknown, folder: LearnerFolder) => Promise<LearnerRun>,
): LearnerTool {
  return { tool: learner.definition as unknown as Tool, source: learner.source, run };
}

/** Builds the trace `request` asks for; `learner` is its learner's tool, when it has one. Throws when the faults cannot play. */
export async function playRequest(request: PlayRequest, learner?: LearnerTool): Promise<Trace> {
  const { scenario, faults, lang, provider, source, engine, strict, recording, lens } = request;
  const parsed = parseFaults(faults);
  if (!parsed.ok) throw new Error(`faults not playable: ${[...parsed.unknown, ...parsed.conflicts.flat()].join(", ")}`);
  const options = recording
    ? {
        faults: parsed.faults,
        lang,
        provider: (await import("../engine/providers/recording")).recordingProvider(recording.capture),
        recording: recording.summary,
      }
    : { faults: parsed.faults, lang, provider: providerFactory(provider, undefined, source) };
  // A learner's tool plays in either engine (pi-agent-core is fetched only for the loop, in playIn).
  const played = { ...options, strict: strict === true, ...(learner && !recording ? { learner } : {}) };
  // The lens (and pi-ai 1.6.0 behind it) is fetched only when it is on: both versions play here.
  if (lens && !recording)
    return (await import("../lens/play-lens")).playLens(scenario, {
      faults: parsed.faults,
      lang,
      provider,
      ...(source ? { source } : {}),
      engine,
      strict: strict === true,
      ...(played.learner ? { learner: played.learner } : {}),
    });
  return playIn(engine, scenario, played);
}
