/// <reference lib="webworker" />
/**
 * The engine's home in the browser: a Web Worker, so building a trace — however long — never holds
 * up a paint or a key press on the page. Traces cross back as plain data. A learner's `execute`
 * does not run here: each call goes to the page, which runs it in its sandbox (`src/sandbox`).
 */
// Both languages' words: a trace is played in either, and the worker is no part of the first chunk.
import "../i18n";
import { parseFaults } from "../engine/round/faults";
import type { LearnerRun, LearnerTool } from "../engine/round/learner";
import type { LearnerRequest, WorkerRequest, WorkerResponse } from "./engine-protocol";
import { learnerTool, playRequest } from "./engine-play";
import { openScenarioBytes } from "../scenarios/open-file";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerResponse) => scope.postMessage(message);
/** Calls waiting for the page's sandbox, by call number. */
const waiting = new Map<number, (run: LearnerRun) => void>();
let calls = 0;

/** The learner's tool, its `execute` a round trip to the page. */
function remoteTool(id: number, learner: LearnerRequest): LearnerTool {
  return learnerTool(
    learner,
    (args, folder) =>
      new Promise<LearnerRun>((resolve) => {
        const call = ++calls;
        waiting.set(call, resolve);
        post({ type: "execute", id, call, args, folder });
      }),
  );
}

/** The 16 pairs of a scenario that replays a history (§14), or why not; the matrix module loads only when asked for. */
async function idMatrix(request: Extract<WorkerRequest, { type: "id-matrix" }>): Promise<WorkerResponse> {
  try {
    const parsed = parseFaults(request.faults);
    if (!parsed.ok)
      throw new Error(`faults not playable: ${[...parsed.unknown, ...parsed.conflicts.flat()].join(", ")}`);
    const { playIdMatrix } = await import("../engine/id-matrix");
    return {
      type: "id-matrix",
      id: request.id,
      ok: true,
      cells: await playIdMatrix(request.scenario, {
        faults: parsed.faults,
        lang: request.lang,
        engine: request.engine,
      }),
    };
  } catch (error) {
    return {
      type: "id-matrix",
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** A scenario file read and checked here, off the page; a file that cannot be read is refused in words. */
async function openFile(file: Blob) {
  try {
    return openScenarioBytes(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    return {
      ok: false as const,
      reason: `the file could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
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
  if (request.type === "open-file")
    return post({ type: "opened", id: request.id, opened: await openFile(request.file) });
  const { id, learner } = request;
  let response: WorkerResponse;
  try {
    const trace = await playRequest(request, learner ? remoteTool(id, learner) : undefined);
    response = { type: "done", id, ok: true, trace };
  } catch (error) {
    response = { type: "done", id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  post(response);
};
