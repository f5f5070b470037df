import type { LearnerDefinition } from "../sandbox/definition";
import type { Lang, Scenario } from "../scenarios/types";
import type { ProviderChoice } from "../engine/providers/choices";
import type { WireApi } from "../fake-provider/apis";
import type { EngineChoice, Trace } from "../engine/trace/frames";
import type { LearnerFolder, LearnerRun } from "../engine/round/learner";
import type { Capture } from "../fake-provider/capture";
import type { RecordingSummary } from "../engine/trace/frames";
import type { LensChoice } from "../lens/choice";
import type { IdMatrixCell } from "../engine/id-matrix";
import type { OpenedFile } from "../scenarios/open-file";

/** The person's capture (secrets already removed), played as turn one: plain data. */
export interface RecordingRequest {
  capture: Capture;
  summary: RecordingSummary;
}

/** The learner's tool (Tool lab), as the page loaded it in its sandbox: source and definition. */
export interface LearnerRequest {
  source: string;
  definition: LearnerDefinition;
}

/** What the page asks the engine to play. Plain data: it crosses into the worker. */
export interface PlayRequest {
  scenario: Scenario;
  faults: string[];
  lang: Lang;
  provider: ProviderChoice;
  /** For a scenario that replays a history another API made: the API that made it (absent: the scenario's own). */
  source?: WireApi;
  /** The chapter's hand-made round, or pi-agent-core's agent loop (loaded only when chosen). */
  engine: EngineChoice;
  /** Strict tools: every tool offered carries `constrainedSampling` (`src/engine/round/strict.ts`). */
  strict?: boolean;
  /** When set, the learner's tool replaces the chapter's; its `execute` runs in the page's sandbox. */
  learner?: LearnerRequest;
  /** When set, the person's capture answers turn one (the scenario is the one built for it). */
  recording?: RecordingRequest;
  /**
   * The version lens: the same replay through pi-ai 1.6.0 as well, every difference named on the
   * 1.4.0 trace (`trace.lens`). Not with a recording (it plays with 1.4.0 only).
   */
  lens?: LensChoice;
}

/** The id matrix to play (§14): the scenario's 16 source × target pairs in one engine, the chapter's tool. */
export interface IdMatrixRequest {
  scenario: Scenario;
  faults: string[];
  lang: Lang;
  engine: EngineChoice;
}

/**
 * The page's messages to the worker: a replay to build, the answer to one `execute`, the id matrix,
 * or a scenario file to read and check (the File itself: the page reads none of it).
 */
export type WorkerRequest =
  | ({ type: "play"; id: number } & PlayRequest)
  | { type: "executed"; id: number; call: number; run: LearnerRun }
  | ({ type: "id-matrix"; id: number } & IdMatrixRequest)
  | { type: "open-file"; id: number; file: Blob };

/**
 * The worker's messages: the trace (frames stored as patches, so linear to send) or why not; or,
 * while playing a learner's tool, a call for the page to run in its sandbox.
 */
export type WorkerResponse =
  | { type: "done"; id: number; ok: true; trace: Trace }
  | { type: "done"; id: number; ok: false; error: string }
  | { type: "execute"; id: number; call: number; args: unknown; folder: LearnerFolder }
  | { type: "id-matrix"; id: number; ok: true; cells: IdMatrixCell[] }
  | { type: "id-matrix"; id: number; ok: false; error: string }
  | { type: "opened"; id: number; opened: OpenedFile };
