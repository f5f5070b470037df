/**
 * The sandbox in Node, for the trace and grade commands and the tests: the supervisor
 * (`supervisor.ts`) in this thread, over `worker_threads` workers that run the page's own built
 * runner through `node-shim.ts`, and the same host and boundary as the page. The runner is built
 * once per process (`bundle.ts`), so a worker compiles no TypeScript when it starts. There is no
 * iframe and no CSP here: the code is the author's own file, run stoppable, not sandboxed.
 */
import { Worker } from "node:worker_threads";
import type { Tool } from "@earendil-works/pi-ai";
import { LEARNER_LOAD_LIMIT_MS, LEARNER_TIME_LIMIT_MS, type LearnerTool } from "../engine/round/learner";
import { ROUND_TIME_LIMIT_MS, type RoundModuleProblem } from "./round-protocol";
import { bundleModule, WORKER_ENTRIES } from "./bundle";
import { moduleUrl } from "./data-url";
import { openSandbox, type SandboxChannel } from "./host";
import { ROUND_PROTOCOL, type RoundSession } from "./round-session";
import { createSupervisor, type SandboxLimits, type SupervisorWorld } from "./supervisor";
import { TOOL_PROTOCOL, type OpenProblem } from "./tool-session";

/** The trace command's limits for a tool module: the browser's. */
export const LOCAL_LIMITS: SandboxLimits = { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: LEARNER_TIME_LIMIT_MS };

/** The grade and trace commands' limits for a round module: the browser's. */
export const ROUND_WORKER_LIMITS: SandboxLimits = { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: ROUND_TIME_LIMIT_MS };

/** The shim and the runner as `data:` URLs, built on first use. */
let built: Promise<{ shim: string; runner: string }> | undefined;

function builtCode(): Promise<{ shim: string; runner: string }> {
  built ??= Promise.all([
    bundleModule(WORKER_ENTRIES.nodeShim, { node: true }),
    bundleModule(WORKER_ENTRIES.runner),
  ]).then(([shim, runner]) => ({ shim: moduleUrl(shim), runner: moduleUrl(runner) }));
  return built;
}

/** Starts a worker thread at the shim, which imports the runner from `runner`. */
function spawnThread(shim: string): SupervisorWorld["spawn"] {
  return (runner, on) => {
    // No tsx, no flags of this process: the worker runs built JavaScript only.
    const worker = new Worker(new URL(shim), { workerData: { runner }, execArgv: [] });
    // A forgotten close must never keep the command alive.
    worker.unref();
    worker.on("message", (data: unknown) => on.message(data));
    worker.on("messageerror", () => on.failed("the worker sent a message that could not be read"));
    worker.on("error", (error) => on.failed(`the worker failed: ${error.message}`));
    worker.on("exit", (code) => on.failed(`the worker stopped (exit code ${code})`));
    return { post: (message) => worker.postMessage(message), terminate: () => void worker.terminate() };
  };
}

/** A supervisor in this thread, as the host's channel; messages go both ways a task later, as a page's do. */
async function nodeChannel(): Promise<SandboxChannel> {
  const { shim } = await builtCode();
  const listeners: ((envelope: unknown) => void)[] = [];
  let closed = false;
  const supervisor = createSupervisor({
    spawn: spawnThread(shim),
    send: (envelope) => queueMicrotask(() => !closed && listeners.forEach((listener) => listener(envelope))),
  });
  return {
    send: (order) => queueMicrotask(() => !closed && supervisor.order(order)),
    listen: (on) => void listeners.push(on),
    close() {
      closed = true;
      supervisor.close();
    },
  };
}

/** A learner's tool behind a worker thread; `close()` ends the worker so the process can exit. */
export type WorkerOpened = { ok: true; learner: LearnerTool; close(): void } | { ok: false; problem: OpenProblem };

/**
 * Loads `source` in a worker thread and wraps it as the engine's {@link LearnerTool}, with the
 * browser's limits. A stopped or crashed call becomes a failed run (an error frame), and the next
 * call finds a fresh worker, as in the browser.
 */
export async function workerLearnerTool(source: string, limits: SandboxLimits = LOCAL_LIMITS): Promise<WorkerOpened> {
  const { runner } = await builtCode();
  const opened = await openSandbox(TOOL_PROTOCOL, source, { channel: nodeChannel, limits, bundle: () => runner });
  if (!opened.ok)
    return {
      ok: false,
      problem:
        opened.problem.key === "timeout"
          ? { key: "timeout", detail: `did not finish loading within ${limits.loadMs / 1000} s` }
          : opened.problem,
    };
  const { session } = opened;
  return {
    ok: true,
    learner: { tool: session.definition as unknown as Tool, source, run: session.execute },
    close: session.close,
  };
}

/** Loads `source` in a worker thread as a round module; `session.close()` ends the worker. */
export async function workerRoundRunner(
  source: string,
  limits: SandboxLimits = ROUND_WORKER_LIMITS,
): Promise<{ ok: true; session: RoundSession } | { ok: false; problem: RoundModuleProblem }> {
  const { runner } = await builtCode();
  return openSandbox(ROUND_PROTOCOL, source, { channel: nodeChannel, limits, bundle: () => runner });
}
