/**
 * A learner's tool run in Node, with no sandbox: for tests and the trace command, where the code is
 * the person's own file. The browser never uses this (see `host.ts`).
 *
 * `localLearnerTool` evaluates the module in this thread (the engine's tests). `workerLearnerTool`
 * (the trace command) runs it in a `node:worker_threads` Worker with the browser's limits: a
 * synchronous endless loop cannot be interrupted in-process, but a Worker can be terminated.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Tool } from "@earendil-works/pi-ai";
import { LEARNER_TIME_LIMIT_MS, type LearnerFolder, type LearnerRun, type LearnerTool } from "../engine/learner";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import { loadModule } from "./evaluate";

/** Loads `source` and wraps it as the engine's {@link LearnerTool}, in this thread (no limits). */
export function localLearnerTool(source: string): { ok: true; learner: LearnerTool } | { ok: false; problem: ModuleProblem } {
  const loaded = loadModule(source);
  if (!loaded.ok) return loaded;
  const { definition, execute } = loaded.module;
  return { ok: true, learner: { tool: definition as unknown as Tool, source, run: execute } };
}

/** How long each part of a worker run may take, in milliseconds. */
export interface LocalLimits {
  /** Starting Node's worker and compiling the runner with tsx: ours, not the learner's, so generous. */
  bootMs: number;
  /** Evaluating the learner's module (its top-level code), after the worker is up. */
  loadMs: number;
  /** One call of `execute`, after the module is loaded: the browser's limit. */
  callMs: number;
}

/**
 * The trace command's limits: the browser's 2 s for a call, and as long again for the module's own
 * code to load. Starting the worker (tsx compiling the runner) is not the learner's and has its own.
 */
export const LOCAL_LIMITS: LocalLimits = { bootMs: 30_000, loadMs: LEARNER_TIME_LIMIT_MS, callMs: LEARNER_TIME_LIMIT_MS };

/** Why a module run in a worker could not be used: the module's own problem, or a stop. */
export type WorkerProblem = ModuleProblem | { key: "timeout" | "crashed"; detail: string };

/** A learner's tool behind a worker; `close()` ends the worker so the process can exit. */
export type WorkerOpened = { ok: true; learner: LearnerTool; close(): void } | { ok: false; problem: WorkerProblem };

/**
 * The worker's script (CommonJS, evaluated): loads `evaluate.ts` through tsx, then answers one
 * request at a time. Anything the learner's code throws, however odd, becomes a value here, so the
 * command never fails on it ("a bad throw exits 1").
 */
const WORKER_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const unreadable = "it threw a value that cannot be read";
let loaded;
const post = (message) => { try { parentPort.postMessage(message); } catch { parentPort.postMessage({ type: "crashed", id: message.id, message: "it returned a value that cannot be sent" }); } };
const answer = async (loadModule, request) => {
  if (request.type === "load") {
    let result;
    try { result = loadModule(request.source); } catch { result = { ok: false, problem: { key: "threw", detail: unreadable } }; }
    loaded = result.ok ? result.module : undefined;
    return result.ok ? { type: "loaded", id: request.id, ok: true, definition: result.module.definition } : { type: "loaded", id: request.id, ok: false, problem: result.problem };
  }
  try { return { type: "executed", id: request.id, run: await loaded.execute(request.args, request.folder) }; }
  catch { return { type: "executed", id: request.id, run: { ok: false, kind: "threw", message: unreadable, audit: [] } }; }
};
import(workerData.tsx)
  .then(({ tsImport }) => tsImport(workerData.evaluate, workerData.evaluate))
  .then(({ loadModule }) => {
    parentPort.on("message", (request) => answer(loadModule, request).then(post));
    post({ type: "ready" });
  }, (error) => post({ type: "boot-failed", message: String(error && error.message) }));
`;

/** Where the worker finds tsx's loader API and the runner core, as file URLs. */
function workerData(): { tsx: string; evaluate: string } {
  // `require.resolve` would pick tsx's CommonJS build, which cannot load its ESM half from a worker;
  // the package's own exports map names the ESM entry.
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: Record<string, { import?: { default?: string } }> };
  const entry = exports["./esm/api"]?.import?.default ?? "./dist/esm/api/index.mjs";
  return { tsx: new URL(entry, pathToFileURL(manifest)).href, evaluate: new URL("./evaluate.ts", import.meta.url).href };
}

/** What the worker script posts (it is not checked by the compiler: the script is a string). */
type Answer = { type: "ready" } | { type: "boot-failed" | "crashed"; id?: number; message: string } | { type: "loaded" | "executed"; id: number; [key: string]: unknown };
type Outcome = { type: "answer"; answer: Record<string, unknown> } | { type: "timeout"; ms: number } | { type: "crashed"; message: string };

/** One worker thread, and the one question it is being asked (with its own clock). */
interface Thread {
  /** Waits for the answer with `id` (or for "ready", id 0), at most `ms`; stops the worker on timeout. */
  wait(id: number, ms: number, send?: unknown): Promise<Outcome>;
  stop(): void;
}

/** Starts a worker. Its answers are untrusted (the learner's code shares the thread): `wait` checks the id. */
function startThread(): Thread {
  const worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: workerData() });
  // A forgotten close must never keep the command alive: pending questions hold their own timers.
  worker.unref();
  let waiting: { id: number; settle(outcome: Outcome): void } | undefined;
  const settle = (outcome: Outcome) => {
    const current = waiting;
    waiting = undefined;
    current?.settle(outcome);
  };
  worker.on("message", (message: unknown) => {
    if (!waiting || typeof message !== "object" || message === null) return;
    const { type, id } = message as Partial<Answer> & { id?: unknown };
    if (type === "boot-failed") settle({ type: "crashed", message: `the runner did not start (${String((message as { message?: unknown }).message)})` });
    else if (type === "crashed" && id === waiting.id) settle({ type: "crashed", message: String((message as { message?: unknown }).message) });
    else if ((type === "ready" && waiting.id === 0) || ((type === "loaded" || type === "executed") && id === waiting.id)) settle({ type: "answer", answer: message as Record<string, unknown> });
  });
  worker.on("error", (error) => settle({ type: "crashed", message: `the worker failed: ${error.message}` }));
  worker.on("exit", (code) => settle({ type: "crashed", message: `the worker stopped (exit code ${code})` }));
  return {
    wait(id, ms, send) {
      return new Promise<Outcome>((resolve) => {
        const began = performance.now();
        const timer = setTimeout(() => {
          waiting = undefined;
          void worker.terminate();
          resolve({ type: "timeout", ms: Math.round(performance.now() - began) });
        }, ms);
        waiting = { id, settle: (outcome) => (clearTimeout(timer), resolve(outcome)) };
        if (send !== undefined) worker.postMessage(send);
      });
    },
    stop: () => void worker.terminate(),
  };
}

/** A run as the worker reported it, with the shape the engine needs; anything else is a failure. */
function readRun(value: unknown): LearnerRun {
  const run = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const audit = Array.isArray(run.audit) ? (run.audit as LearnerRun["audit"]) : [];
  if (run.ok === true) return { ok: true, returned: run.returned, audit };
  const message = typeof run.message === "string" ? run.message : "the runner sent a result it cannot read";
  return { ok: false, kind: run.kind === "timeout" ? "timeout" : "threw", message, audit };
}

/** A started worker with the module loaded, or why not. The boot is not counted in `loadMs`. */
async function startLoaded(source: string, limits: LocalLimits): Promise<{ ok: true; thread: Thread; definition: LearnerDefinition } | { ok: false; problem: WorkerProblem }> {
  const thread = startThread();
  const fail = (problem: WorkerProblem) => (thread.stop(), { ok: false as const, problem });
  const booted = await thread.wait(0, limits.bootMs);
  if (booted.type === "crashed") return fail({ key: "crashed", detail: booted.message });
  if (booted.type === "timeout") return fail({ key: "crashed", detail: `the runner did not start within ${limits.bootMs / 1000} s` });
  const loaded = await thread.wait(1, limits.loadMs, { type: "load", id: 1, source });
  if (loaded.type === "timeout") return fail({ key: "timeout", detail: `did not finish loading within ${limits.loadMs / 1000} s` });
  if (loaded.type === "crashed") return fail({ key: "crashed", detail: loaded.message });
  const answer = loaded.answer;
  if (answer.ok !== true) return fail((answer.problem as ModuleProblem | undefined) ?? { key: "crashed", detail: "" });
  return { ok: true, thread, definition: answer.definition as LearnerDefinition };
}

/**
 * Loads `source` in a worker thread and wraps it as the engine's {@link LearnerTool}, with the
 * browser's limits: loading gets `loadMs`, each call `callMs` from the moment it is sent to a loaded
 * worker. A stopped or crashed call becomes a failed run (an error frame), and the next call starts a
 * fresh worker, as the sandbox does.
 */
export async function workerLearnerTool(source: string, limits: LocalLimits = LOCAL_LIMITS): Promise<WorkerOpened> {
  const first = await startLoaded(source, limits);
  if (!first.ok) return first;
  let thread: Thread | undefined = first.thread;
  let nextId = 1;
  let closed = false;
  const run = async (args: unknown, folder: LearnerFolder): Promise<LearnerRun> => {
    if (closed) return { ok: false, kind: "threw", message: "the runner was closed", audit: [] };
    if (!thread) {
      const again = await startLoaded(source, limits);
      if (!again.ok) return { ok: false, kind: "threw", message: `the module did not load again: ${again.problem.detail || again.problem.key}`, audit: [] };
      thread = again.thread;
    }
    const id = ++nextId;
    const outcome = await thread.wait(id, limits.callMs, { type: "execute", id, args, folder });
    if (outcome.type === "answer") return readRun(outcome.answer.run);
    // The worker was terminated or died: the next call gets a clean one.
    thread.stop();
    thread = undefined;
    if (outcome.type === "timeout") return { ok: false, kind: "timeout", message: `stopped after ${outcome.ms} ms`, audit: [], ms: outcome.ms };
    return { ok: false, kind: "threw", message: outcome.message, audit: [] };
  };
  const close = () => {
    closed = true;
    thread?.stop();
    thread = undefined;
  };
  return { ok: true, learner: { tool: first.definition as unknown as Tool, source, run }, close };
}
