/**
 * The trace on screen: built in the engine worker from the person's choices, with the learner's
 * tool in a fresh sandbox when there is one. A replay that fails never becomes an error state (a
 * view reading it would throw): it is said, the last trace stays, and the choices go back to it.
 */
import { createResource, type Accessor } from "solid-js";
import { isServer } from "solid-js/web";
import type { Lang, Scenario } from "../../scenarios/types";
import type { ProviderChoice } from "../../engine/providers/choices";
import type { WireApi } from "../../fake-provider/apis";
import { parseFaults } from "../../engine/round/faults";
import type { EngineChoice, Trace } from "../../engine/trace/frames";
import type { PlayRequest } from "../engine-protocol";
import { Superseded, type EngineClient } from "../engine-client";
import type { Problem } from "./location";
import type { LearnerPlay, OpenedLearner, RoundPlay } from "../editors/workbench";
import type { LoadedRecording } from "../recording/recording";
import type { LensChoice } from "../../lens/choice";
import { loadLensWords } from "../../i18n/load";

/** What one replay is built from. */
export interface ReplaySource {
  id: string;
  provider: ProviderChoice;
  /** The API that made a replayed history, when one was chosen. */
  source?: WireApi | undefined;
  faults: string[];
  lang: Lang;
  engine: EngineChoice;
  /** The version lens: the same choices through pi-ai 1.6.0 too (not for a recording or the learner's round). */
  lens?: LensChoice | undefined;
  /** Strict tools: every tool offered carries `constrainedSampling`. */
  strict: boolean;
  /** The scenario catalog's version: an opened file with a known id replays. */
  v: number;
  learner: LearnerPlay | undefined;
  /** The learner's round (Round lab): it plays instead of the engine when it can. */
  round?: RoundPlay | undefined;
  /** The person's capture, when one plays: its scenario replaces the picked one. */
  recording?: LoadedRecording | undefined;
}

/** The choices a shown trace was built from, which a failed replay puts back. */
export interface Shown {
  id: string;
  provider: ProviderChoice;
  source?: WireApi;
  faults: string[];
  engine: EngineChoice;
  lens?: LensChoice | undefined;
  strict: boolean;
}

/** What the trace resource needs from the store. */
export interface TraceDeps {
  find(id: string): Scenario | undefined;
  client: EngineClient;
  /** Resolves after the first paint: the engine never delays it. */
  painted: Promise<unknown>;
  notify(problem: Problem): void;
  restore(back: Shown): void;
  /** The learner's tool could not be opened: play the chapter's again. */
  dropLearner(): void;
}

/** The choices a replay was built from. */
const shownOf = (s: ReplaySource): Shown => ({
  id: s.id,
  provider: s.provider,
  ...(s.source ? { source: s.source } : {}),
  faults: s.faults,
  engine: s.engine,
  lens: s.lens,
  strict: s.strict,
});

/** The engine's request for `s` (the learner's tool, when one plays, is added by the caller). */
function requestOf(s: ReplaySource, scenario: Scenario): PlayRequest {
  return {
    scenario,
    faults: s.faults,
    lang: s.lang,
    provider: s.provider,
    ...(s.source ? { source: s.source } : {}),
    engine: s.engine,
    strict: s.strict,
    ...(s.lens && !s.recording ? { lens: s.lens } : {}),
    ...(s.recording ? { recording: { capture: s.recording.capture, summary: s.recording.summary } } : {}),
  };
}

/**
 * On the server (the first screen rendered ahead of time, `first-screen-render.tsx`) nothing plays:
 * the trace is the one the client has at hand for the opening choices (played at build time), if any.
 */
function knownTrace(s: ReplaySource, deps: TraceDeps): Trace | undefined {
  const scenario = s.recording || s.learner || s.round ? undefined : deps.find(s.id);
  return scenario && parseFaults(s.faults).ok ? deps.client.known?.(requestOf(s, scenario)) : undefined;
}

/** Creates the trace resource for the current `source`. */
export function createTraceResource(
  source: () => ReplaySource,
  deps: TraceDeps,
): { trace: Accessor<Trace | undefined>; loading: Accessor<boolean> } {
  if (isServer) {
    const trace = knownTrace(source(), deps);
    return { trace: () => trace, loading: () => trace === undefined };
  }
  let shown: Shown | undefined;
  // `kept` is the trace on screen when this replay began: a failed or superseded one leaves it there.
  const [resource, { refetch }] = createResource(source, async (s, { value: kept }): Promise<Trace | undefined> => {
    const scenario = s.recording?.scenario ?? deps.find(s.id);
    if (!scenario || !parseFaults(s.faults).ok) return undefined;
    let sandbox: Extract<OpenedLearner, { ok: true }> | undefined;
    try {
      await deps.painted;
      // The lens's sentences are words of their own, fetched with the first trace that shows them.
      if (s.lens && !s.recording) await loadLensWords();
      const played = s.round && !s.recording ? await s.round.play(s.id, s.faults, s.lang) : undefined;
      if (played) {
        shown = shownOf(s);
        return played;
      }
      if (s.learner && !s.recording) {
        const opened = await s.learner.open();
        if (!opened.ok) {
          queueMicrotask(deps.dropLearner);
          throw new Error(opened.message);
        }
        sandbox = opened;
      }
      const request = requestOf(s, scenario);
      const built =
        sandbox && s.learner && !s.recording
          ? await deps.client.play(
              { ...request, learner: { source: s.learner.source, definition: sandbox.definition } },
              sandbox.runner,
            )
          : await deps.client.play(request);
      shown = shownOf(s);
      return built;
    } catch (error) {
      if (error instanceof Superseded) return kept;
      deps.notify({
        key: "ui.notice.replay-failed",
        params: { message: error instanceof Error ? error.message : String(error) },
      });
      const back = shown;
      if (
        back &&
        (back.id !== s.id ||
          back.provider !== s.provider ||
          back.source !== s.source ||
          back.faults.join() !== s.faults.join() ||
          back.engine !== s.engine ||
          back.lens !== s.lens ||
          back.strict !== s.strict)
      )
        queueMicrotask(() => deps.restore(back));
      return kept;
    } finally {
      // The sandbox lives for one replay.
      sandbox?.close();
    }
  });
  // A trace played at build time that the worker played otherwise: the worker's is shown.
  deps.client.onReplaced?.(() => void refetch());
  return { trace: () => resource.latest, loading: () => resource.loading };
}
