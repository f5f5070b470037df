/// <reference lib="webworker" />
/**
 * The engine's home in the browser: a Web Worker, so building a trace — however long — never holds
 * up a paint or a key press on the page. Traces cross back as plain data. A learner's `execute`
 * does not run here: each call goes to the page, which runs it in its sandbox (`src/runner`).
 */
import type { Tool } from "@earendil-works/pi-ai";
import { parseFaults } from "../engine/faults";
import type { LearnerRun, LearnerTool } from "../engine/learner";
import { playIn } from "../engine/run";
import { providerFactory } from "../engine/providers";
import type { LearnerRequest, WorkerRequest, WorkerResponse } from "./engine-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerResponse) => scope.postMessage(message);
/** Calls waiting for the page's sandbox, by call number. */
const waiting = new Map<number, (run: LearnerRun) => void>();
let calls = 0;

/** The learner's tool, its `execute` a round trip to the page. */
function remoteTool(id: number, learner: LearnerRequest): LearnerTool {
  return {
    tool: learner.definition as unknown as Tool,
    source: learner.source,
    run: (args, folder) =>
      new Promise<LearnerRun>((resolve) => {
        const call = ++calls;
        waiting.set(call, resolve);
        post({ type: "execute", id, call, args, folder });
      }),
  };
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === "executed") {
    const resolve = waiting.get(request.call);
    waiting.delete(request.call);
    resolve?.(request.run);
    return;
  }
  const { id, scenario, faults, lang, provider, engine, learner, recording, lens } = request;
  let response: WorkerResponse;
  try {
    const parsed = parseFaults(faults);
    if (!parsed.ok) throw new Error(`faults not playable: ${[...parsed.unknown, ...parsed.conflicts.flat()].join(", ")}`);
    const options = recording
      ? { faults: parsed.faults, lang, provider: (await import("../engine/recording")).recordingProvider(recording.capture), recording: recording.summary }
      : { faults: parsed.faults, lang, provider: providerFactory(provider) };
    // pi-agent-core is fetched only when the loop is chosen. A learner's tool plays in either engine.
    const played = { ...options, ...(learner && !recording ? { learner: remoteTool(id, learner) } : {}) };
    // The lens (and pi-ai 1.6.0 behind it) is fetched only when it is on: both versions play here.
    const trace = lens && !recording
      ? await (await import("../lens/play-lens")).playLens(scenario, { faults: parsed.faults, lang, provider, engine, ...(played.learner ? { learner: played.learner } : {}) })
      : await playIn(engine, scenario, played);
    response = { type: "done", id, ok: true, trace };
  } catch (error) {
    response = { type: "done", id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  post(response);
};
