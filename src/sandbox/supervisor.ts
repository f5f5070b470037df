/**
 * The sandbox's supervisor: the state machine between the page's host and the worker that runs a
 * learner's module, the same for the Tool lab's protocol and the Round lab's. In the browser it is
 * the sandboxed iframe's one script (`supervisor-frame.ts`, compiled into the iframe at build
 * time); in Node it runs in the command's own thread (`node.ts`), over a `worker_threads` worker.
 *
 * The clock is fair: a worker is started and the module loaded under a load limit of its own; only
 * then is a run posted and its clock started. A round's clock stands still while a question it asked
 * is out (the page answers it). After a stopped or crashed run a fresh worker is started and loaded
 * at once, so the next run finds one ready. The supervisor relays the worker's answers without
 * reading them beyond what its states need: the host reads every one (`boundary.ts`).
 */
import { startRunClock, type RunClock } from "./clock";

/** The sandbox's two limits: loading (starting the worker included), and each run after it. */
export interface SandboxLimits {
  loadMs: number;
  runMs: number;
}

/**
 * Host → supervisor. `load` starts a fresh worker and loads the module (its request is kept, to load
 * it again in the next fresh worker); `run` posts one run to a loaded worker (loading one first if
 * the last was stopped); `answer` hands a round the answer to its question; `stop` ends a round's run
 * (the host decided it is over). `bundle`, sent with the first order, is where the worker's code is.
 */
export type SupervisorOrder =
  | { op: "load" | "run"; id: number; request: unknown; limits: SandboxLimits; bundle?: string }
  | { op: "answer"; message: unknown }
  | { op: "stop" };

/**
 * Supervisor → host: the answer to order `id` (the worker's, unread, or the supervisor's own stop), or
 * a question the round asked while order `id` runs. The host reads both with the boundary.
 */
export type SupervisorEnvelope = { id: number; answer: unknown } | { id: number; question: unknown };

/** The answers the supervisor itself gives, for a worker it stopped or lost. */
export type SupervisorAnswer =
  { type: "timeout" | "load-timeout"; ms: number } | { type: "crashed"; message: string } | { type: "stopped" };

/** A started worker, as the supervisor drives it. */
export interface WorkerPort {
  post(message: unknown): void;
  terminate(): void;
}

/** What a worker reports: each message it posts, and its failure (an error, an exit, a message that cannot be read). */
export interface WorkerEvents {
  message(data: unknown): void;
  failed(message: string): void;
}

/** Where the supervisor runs: how it starts a worker, and how it reaches the host. */
export interface SupervisorWorld {
  spawn(bundle: string, on: WorkerEvents): WorkerPort;
  /** Sends an envelope to the host; throws when the value cannot be sent. */
  send(envelope: SupervisorEnvelope): void;
}

/** The supervisor: it takes the host's orders. */
export interface Supervisor {
  order(order: SupervisorOrder): void;
  /** Ends the worker and answers nothing more (Node's threads; in the browser the iframe goes). */
  close(): void;
}

type Phase = "off" | "loading" | "ready" | "running";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
/** A worker's answer to a load that went well, a tool module's or a round's (the host reads it in full). */
const loadedWell = (answer: unknown) =>
  isRecord(answer) && (answer.type === "loaded" || answer.type === "round-loaded") && answer.ok === true;
/** A round's question, sent while it runs (the host reads it in full). */
const isQuestion = (answer: unknown) => isRecord(answer) && answer.type === "round-question";

/** The supervisor's states, in one place: each method is one transition. */
class Supervision implements Supervisor {
  private bundle = "";
  private limits: SandboxLimits = { loadMs: 0, runMs: 0 };
  private loadRequest: unknown;
  private worker: WorkerPort | undefined;
  private pending: { id: number; op: "load" | "run"; request: unknown } | undefined;
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  private clock: RunClock | undefined;
  private phase: Phase = "off";

  constructor(private readonly world: SupervisorWorld) {}

  order(order: SupervisorOrder): void {
    if (order.op === "answer") {
      if (this.phase === "running" && this.worker) {
        this.worker.post(order.message);
        this.clock?.resume();
      }
      return;
    }
    if (order.op === "stop") {
      this.stop();
      this.answer({ type: "stopped" });
      if (this.loadRequest !== undefined) this.start();
      return;
    }
    if (order.bundle !== undefined) this.bundle = order.bundle;
    this.limits = order.limits;
    if (this.pending) this.answer({ type: "crashed", message: "a newer request replaced this one" });
    this.pending = { id: order.id, op: order.op, request: order.request };
    if (order.op === "load") {
      this.loadRequest = order.request;
      this.start();
    } else if (this.phase === "ready" && this.worker) this.run(this.worker);
    else if (this.phase === "off") this.start();
  }

  close(): void {
    this.pending = undefined;
    this.stop();
  }

  /** Starts a fresh worker and loads the module in it, under the load limit. */
  private start(): void {
    this.stop();
    const began = performance.now();
    let port: WorkerPort;
    try {
      port = this.world.spawn(this.bundle, {
        message: (data) => this.heard(port, data),
        failed: (message) => port === this.worker && this.crash(message),
      });
    } catch {
      return this.answer({ type: "crashed", message: "the sandbox could not start a worker" });
    }
    this.worker = port;
    this.phase = "loading";
    port.post(this.loadRequest);
    this.loadTimer = setTimeout(() => {
      this.stop();
      this.answer({ type: "load-timeout", ms: Math.round(performance.now() - began) });
    }, this.limits.loadMs);
  }

  /** Posts the pending run to the loaded worker and starts its clock. */
  private run(port: WorkerPort): void {
    this.phase = "running";
    port.post(this.pending!.request);
    this.clock = startRunClock(this.limits.runMs, (ms) => {
      this.stop();
      this.answer({ type: "timeout", ms });
      this.start();
    });
  }

  /** A message from `port`: only the current worker's counts, and only in a state that waits for one. */
  private heard(port: WorkerPort, data: unknown): void {
    if (port !== this.worker) return;
    if (this.phase === "loading") return this.loaded(data, port);
    if (this.phase !== "running") return;
    if (isQuestion(data)) return this.ask(data);
    this.phase = "ready";
    this.finish(data);
  }

  private loaded(answer: unknown, port: WorkerPort): void {
    clearTimeout(this.loadTimer);
    const ok = loadedWell(answer);
    if (ok) this.phase = "ready";
    else this.stop();
    if (!this.pending) return;
    if (this.pending.op === "load") return this.finish(answer);
    if (ok) return this.run(port);
    this.answer({ type: "crashed", message: "the module did not load again in a fresh worker" });
  }

  /** A round's question goes to the host; the run's clock stands still until its answer. */
  private ask(question: unknown): void {
    this.clock?.pause();
    try {
      this.world.send({ id: this.pending!.id, question });
    } catch {
      this.stop();
      this.answer({ type: "crashed", message: "the round asked something that cannot be sent" });
      this.start();
    }
  }

  private crash(message: string): void {
    const was = this.phase;
    this.stop();
    this.answer({ type: "crashed", message });
    if (was === "running") this.start();
  }

  private stop(): void {
    this.stopClocks();
    this.worker?.terminate();
    this.worker = undefined;
    this.phase = "off";
  }

  private stopClocks(): void {
    clearTimeout(this.loadTimer);
    this.clock?.stop();
    this.clock = undefined;
  }

  /** Answers the pending order with the supervisor's own answer (a stop, a lost worker). */
  private answer(own: SupervisorAnswer): void {
    this.finish(own);
  }

  /** Answers the pending order (the worker's answer, unread, or the supervisor's own). */
  private finish(answer: unknown): void {
    const was = this.pending;
    this.pending = undefined;
    this.stopClocks();
    if (!was) return;
    try {
      this.world.send({ id: was.id, answer });
    } catch {
      this.world.send({
        id: was.id,
        answer: { type: "crashed", message: "the sandbox could not pass on an answer" } satisfies SupervisorAnswer,
      });
    }
  }
}

/** Makes a supervisor in `world`. */
export function createSupervisor(world: SupervisorWorld): Supervisor {
  return new Supervision(world);
}
