/**
 * Plays the id matrix (§14) in an engine worker of its own, so its 16 replays never stop, or wait
 * for, the trace the player is building. The worker starts on the first request and stays for the next.
 */
import type { IdMatrixCell } from "../engine/id-matrix";
import type { IdMatrixRequest, WorkerRequest, WorkerResponse } from "./engine-protocol";

/** Plays id matrices off the main thread. */
export interface IdMatrixClient {
  play(request: IdMatrixRequest): Promise<IdMatrixCell[]>;
}

/** Creates the client; its worker loads on the first `play`. */
export function createIdMatrixClient(): IdMatrixClient {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve(cells: IdMatrixCell[]): void; reject(error: Error): void }>();
  const fail = (message: string) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
    worker?.terminate();
    worker = undefined;
  };
  const start = () => {
    const w = new Worker(new URL("./engine-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      const pending = answer.type === "id-matrix" ? waiting.get(answer.id) : undefined;
      if (!pending || answer.type !== "id-matrix") return;
      waiting.delete(answer.id);
      if (answer.ok) pending.resolve(answer.cells);
      else pending.reject(new Error(answer.error));
    };
    // A worker that cannot load (offline, its chunk missing) fails what waits, in words.
    w.onerror = (event) => {
      event.preventDefault();
      fail(event.message || "the engine could not be loaded");
    };
    return w;
  };
  return {
    play(request) {
      worker ??= start();
      const id = ++next;
      const message: WorkerRequest = { type: "id-matrix", id, ...request };
      return new Promise<IdMatrixCell[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage(message);
      });
    },
  };
}
