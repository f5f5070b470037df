import type { Trace } from "../engine/trace/frames";
import type { LearnerFolder, LearnerRun } from "../engine/round/learner";
import type { IdMatrixCell } from "../engine/id-matrix";
import type { OpenedFile } from "../scenarios/open-file";
import type { IdMatrixRequest, PlayRequest, WorkerRequest, WorkerResponse } from "./engine-protocol";

/** Runs a learner's `execute` for the engine (the page's sandbox, see `src/sandbox/browser.ts`). */
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
  /**
   * Reads and checks a scenario file in the worker (decoding, JSON.parse and the check of a big file
   * would hold up the page's frames), beside the trace on screen like a glance.
   */
  openFile(file: Blob): Promise<OpenedFile>;
  /** The trace for `request` when it is at hand without playing (played at build time), else none. */
  known?(request: PlayRequest): Trace | undefined;
  /** Calls `listen` when a trace answered without playing turned out to differ from the worker's: play again. */
  onReplaced?(listen: () => void): void;
}

/** The rejection of a request that a newer one replaced: not a failure to report. */
export class Superseded extends Error {}

const noSandbox: LearnerRun = { ok: false, kind: "threw", message: "no sandbox is running this tool", audit: [] };

/** What settles a request: every answer but a call for the sandbox. */
type Answer = Exclude<WorkerResponse, { type: "execute" }>;

/** A request beside the trace on screen (a glance, the id matrix): its message, and how its answer settles it. */
interface Beside {
  message: WorkerRequest;
  settle(answer: Answer): void;
  reject(error: Error): void;
}

/** How a request beside the trace reads its answer: the value, or the words of its error. */
type Read<T> = (answer: Answer) => { value: T } | { error: string };
const OTHER = { error: "the engine answered another request" };
/** A glance's answer: the trace, or why not. */
const readTrace: Read<Trace> = (answer) =>
  answer.type !== "done" ? OTHER : answer.ok ? { value: answer.trace } : { error: answer.error };
/** The id matrix's answer: its cells, or why not. */
const readCells: Read<IdMatrixCell[]> = (answer) =>
  answer.type !== "id-matrix" ? OTHER : answer.ok ? { value: answer.cells } : { error: answer.error };
/** A file's answer: its scenario or why it was refused (both values). */
const readFile: Read<OpenedFile> = (answer) => (answer.type !== "opened" ? OTHER : { value: answer.opened });

/** Requests beside the trace still building, by request id (sent again to a restarted worker). */
function createGlances() {
  const glances = new Map<number, Beside>();
  return {
    /** Sends `message` to `w` and keeps it until its answer, which `read` turns into the value. */
    ask<T>(w: Worker, id: number, message: WorkerRequest, read: Read<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const settle = (answer: Answer) => {
          const got = read(answer);
          if ("value" in got) resolve(got.value);
          else reject(new Error(got.error));
        };
        glances.set(id, { message, settle, reject });
        w.postMessage(message);
      });
    },
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

/**
 * Creates the client. The worker starts on the first `play`, which the store makes only after the
 * first frame has painted, so the engine's download and evaluation never delay it.
 */
export function createEngineClient(): EngineClient {
  let worker: Worker | undefined;
  let pending:
    { id: number; runner?: LearnerRunner; resolve(trace: Trace): void; reject(error: Error): void } | undefined;
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
      if (answer.type === "id-matrix" || answer.type === "opened") return; // only a request beside the trace asks for these
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

  /** Sends a request beside the trace on screen (kept, and sent again to a restarted worker, until answered). */
  const beside = <T>(ask: (id: number) => WorkerRequest, read: Read<T>): Promise<T> => {
    const id = ++nextId;
    return glances.ask(running(), id, ask(id), read);
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
    glance: (request) => beside((id) => ({ type: "play", id, ...request }), readTrace),
    idMatrix: (request) => beside((id) => ({ type: "id-matrix", id, ...request }), readCells),
    openFile: (file) => beside((id) => ({ type: "open-file", id, file }), readFile),
  };
}
