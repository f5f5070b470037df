import type { Trace } from "../engine/frames";
import type { LearnerFolder, LearnerRun } from "../engine/learner";
import type { PlayRequest, WorkerRequest, WorkerResponse } from "./engine-protocol";

/** Runs a learner's `execute` for the engine (the page's sandbox, see `src/runner/host.ts`). */
export interface LearnerRunner {
  execute(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
}

/** Plays scenarios off the main thread. */
export interface EngineClient {
  /**
   * Builds the trace for `request`. A newer call supersedes an older one still building: the older
   * worker is stopped and its promise rejects with {@link Superseded}.
   */
  play(request: PlayRequest, runner?: LearnerRunner): Promise<Trace>;
}

/** The rejection of a request that a newer one replaced: not a failure to report. */
export class Superseded extends Error {}

/**
 * Creates the client. The worker starts on the first `play`, which the store makes only after the
 * first frame has painted, so the engine's download and evaluation never delay it.
 */
export function createEngineClient(): EngineClient {
  let worker: Worker | undefined;
  let pending: { id: number; runner?: LearnerRunner; resolve(trace: Trace): void; reject(error: Error): void } | undefined;
  let nextId = 0;

  const start = () => {
    const w = new Worker(new URL("./engine-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      if (!pending || answer.id !== pending.id) return;
      if (answer.type === "execute") {
        const { runner } = pending;
        const failed: LearnerRun = { ok: false, kind: "threw", message: "no sandbox is running this tool", audit: [] };
        void (runner ? runner.execute(answer.args, answer.folder) : Promise.resolve(failed)).then((run) => {
          const reply: WorkerRequest = { type: "executed", id: answer.id, call: answer.call, run };
          if (pending?.id === answer.id) w.postMessage(reply);
        });
        return;
      }
      const { resolve, reject } = pending;
      pending = undefined;
      if (answer.ok) resolve(answer.trace);
      else reject(new Error(answer.error));
    };
    // A worker that cannot load (its chunk missing, say, when offline) fails the request, in words.
    w.onerror = (event) => {
      event.preventDefault();
      const failed = pending;
      pending = undefined;
      worker?.terminate();
      worker = undefined;
      failed?.reject(new Error(event.message || "the engine could not be loaded"));
    };
    return w;
  };

  return {
    play(request, runner) {
      if (pending) {
        // Still building an older trace: stop it rather than wait for it.
        worker?.terminate();
        worker = undefined;
        pending.reject(new Superseded("superseded"));
        pending = undefined;
      }
      worker ??= start();
      const id = ++nextId;
      const message: WorkerRequest = { type: "play", id, ...request };
      return new Promise<Trace>((resolve, reject) => {
        pending = { id, resolve, reject, ...(runner ? { runner } : {}) };
        worker!.postMessage(message);
      });
    },
  };
}
