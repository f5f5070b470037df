import type { Lang, Scenario } from "../scenarios/types";
import type { ProviderChoice } from "../steps/choices";
import type { EngineChoice, Trace } from "../steps/frames";

/** What the page asks the engine to play. Plain data: it crosses into the worker. */
export interface PlayRequest {
  scenario: Scenario;
  faults: string[];
  lang: Lang;
  provider: ProviderChoice;
  /** The chapter's hand-made round, or pi-agent-core's agent loop (loaded only when chosen). */
  engine: EngineChoice;
}

/** The page's message to the worker. */
export interface WorkerRequest extends PlayRequest {
  id: number;
}

/** The worker's answer: the trace (frames stored as patches, so linear to send) or why not. */
export type WorkerResponse = { id: number; ok: true; trace: Trace } | { id: number; ok: false; error: string };
