import type { Trace } from "../engine/frames";
import type { LearnerFolder, LearnerRun } from "../engine/learner";
import type { IdMatrixCell } from "../engine/id-matrix";
import type { IdMatrixRequest, PlayRequest, WorkerRequest, WorkerResponse } from "./engine-protocol";

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
  /**
   * Builds a trace beside the current one (a quiz question's small frame) in the same worker: it
   * neither supersedes `play` nor is superseded by it (a stopped worker's glances are sent again to
   * the fresh one). It plays no learner's tool.
   */
  glance(request: PlayRequest): Promise<Trace>;
  /**
   * Plays the id matrix (§14: a scenario's 16 source × target pairs) in the same worker, beside the
   * trace on screen, like a glance: neither supersedes nor is superseded by `play`.
   */
  idMatrix(request: IdMatrixRequest): Promise<IdMatrixCell[]>;
}

/** The rejection of a request that a newer one replaced: not a failure to report. */
export class Superseded extends Error {}

const noSandbox: LearnerRun = { ok: false, kind: "threw", message: "no sandbox is running this tool", audit: [] };

/** A request beside the trace on screen (a glance, the id matrix): its message, and how its answer settles it. */
interface Beside {
  message: WorkerRequest;
  settle(answer: Extract<WorkerResponse, { type: "done" | "id-matrix" }>): void;
  reject(error: Error): void;
}

/** Requests beside the trace still building, by request id (sent again to a restarted worker). */
function createGlances() {
  const glances = new Map<number, Beside>();
  return {
    add: (id: number, beside: Beside) => void glances.set(id, beside),
    /** Sends every request still building to a fresh worker. */
    resend: (w: Worker) => glances.forEach((glance) => w.postMessage(glance.message)),
    /** Answers one of these requests' messages (they play no learner's tool); true when `answer` was one. */
    answer(w: Worker, answer: WorkerResponse): boolean {
      const glance = glances.get(answer.id);
      if (!glance) return false;
      if (answer.type === "execute") {
        w.postMessage({ type: "executed", id: answer.id, call: answer.call, run: noSandbox } satisfies WorkerRequest);
        return true;
      }
      glances.delete(answer.id);
      glance.settle(answer);
      return true;
    },
    failAll(reason: Error) {
      glances.forEach((glance) => glance.reject(reason));
      glances.clear();
    },
  };
}

/** A glance's answer: the trace, or why not. */
const settleTrace = (resolve: (trace: Trace) => void, reject: (error: Error) => void) => (answer: Extract<WorkerResponse, { type: "done" | "id-matrix" }>) => {
  if (answer.type === "done" && answer.ok) resolve(answer.trace);
  else reject(new Error(answer.ok ? "the engine answered with an id matrix" : answer.error));
};

/** The id matrix's answer: its cells, or why not. */
const settleCells = (resolve: (cells: IdMatrixCell[]) => void, reject: (error: Error) => void) => (answer: Extract<WorkerResponse, { type: "done" | "id-matrix" }>) => {
  if (answer.type === "id-matrix" && answer.ok) resolve(answer.cells);
  else reject(new Error(answer.ok ? "the engine answered with a trace" : answer.error));
};

/**
 * Creates the client. The worker starts on the first `play`, which the store makes only after the
 * first frame has painted, so the engine's download and evaluation never delay it.
 */
export function createEngineClient(): EngineClient {
  let worker: Worker | undefined;
  let pending: { id: number; runner?: LearnerRunner; resolve(trace: Trace): void; reject(error: Error): void } | undefined;
  const glances = createGlances();
  let nextId = 0;

  /** The running worker, started (and sent the glances still building) when there is none. */
  const running = (): Worker => {
    if (worker) return worker;
    worker = start();
    glances.resend(worker);
    return worker;
  };

  const start = () => {
    const w = new Worker(new URL("./engine-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      if (glances.answer(w, answer)) return;
      if (!pending || answer.id !== pending.id) return;
      if (answer.type === "execute") {
        const { runner } = pending;
        void (runner ? runner.execute(answer.args, answer.folder) : Promise.resolve(noSandbox)).then((run) => {
          const reply: WorkerRequest = { type: "executed", id: answer.id, call: answer.call, run };
          if (pending?.id === answer.id) w.postMessage(reply);
        });
        return;
      }
      if (answer.type === "id-matrix") return; // only a request beside the trace asks for one
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
      const reason = new Error(event.message || "the engine could not be loaded");
      failed?.reject(reason);
      glances.failAll(reason);
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
      const w = running();
      const id = ++nextId;
      const message: WorkerRequest = { type: "play", id, ...request };
      return new Promise<Trace>((resolve, reject) => {
        pending = { id, resolve, reject, ...(runner ? { runner } : {}) };
        w.postMessage(message);
      });
    },
    glance(request) {
      const w = running();
      const id = ++nextId;
      const message: WorkerRequest = { type: "play", id, ...request };
      return new Promise<Trace>((resolve, reject) => {
        glances.add(id, { message, settle: settleTrace(resolve, reject), reject });
        w.postMessage(message);
      });
    },
    idMatrix(request) {
      const w = running();
      const id = ++nextId;
      const message: WorkerRequest = { type: "id-matrix", id, ...request };
      return new Promise<IdMatrixCell[]>((resolve, reject) => {
        glances.add(id, { message, settle: settleCells(resolve, reject), reject });
        w.postMessage(message);
      });
    },
  };
}
