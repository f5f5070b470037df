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

/** The 16 pairs of a scenario that replays a history (§14), or why not; the matrix module loads only when asked for. */
async function idMatrix(request: Extract<WorkerRequest, { type: "id-matrix" }>): Promise<WorkerResponse> {
  try {
    const parsed = parseFaults(request.faults);
    if (!parsed.ok) throw new Error(`faults not playable: ${[...parsed.unknown, ...parsed.conflicts.flat()].join(", ")}`);
    const { playIdMatrix } = await import("../engine/id-matrix");
    return { type: "id-matrix", id: request.id, ok: true, cells: await playIdMatrix(request.scenario, { faults: parsed.faults, lang: request.lang, engine: request.engine }) };
  } catch (error) {
    return { type: "id-matrix", id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === "executed") {
    const resolve = waiting.get(request.call);
    waiting.delete(request.call);
    resolve?.(request.run);
    return;
  }
  if (request.type === "id-matrix") return post(await idMatrix(request));
  const { id, scenario, faults, lang, provider, source, engine, strict, learner, recording, lens } = request;
  let response: WorkerResponse;
  try {
    const parsed = parseFaults(faults);
    if (!parsed.ok) throw new Error(`faults not playable: ${[...parsed.unknown, ...parsed.conflicts.flat()].join(", ")}`);
    const options = recording
      ? { faults: parsed.faults, lang, provider: (await import("../engine/recording")).recordingProvider(recording.capture), recording: recording.summary }
      : { faults: parsed.faults, lang, provider: providerFactory(provider, undefined, source) };
    // pi-agent-core is fetched only when the loop is chosen. A learner's tool plays in either engine.
    const played = { ...options, strict: strict === true, ...(learner && !recording ? { learner: remoteTool(id, learner) } : {}) };
    // The lens (and pi-ai 1.6.0 behind it) is fetched only when it is on: both versions play here.
    const trace = lens && !recording
      ? await (await import("../lens/play-lens")).playLens(scenario, { faults: parsed.faults, lang, provider, ...(source ? { source } : {}), engine, strict: strict === true, ...(played.learner ? { learner: played.learner } : {}) })
      : await playIn(engine, scenario, played);
    response = { type: "done", id, ok: true, trace };
  } catch (error) {
    response = { type: "done", id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  post(response);
};
