/**
 * A learner's round in a Node worker thread, for the grade and trace commands: the author's own code,
 * unsandboxed, but stoppable. The round's own time is limited as in the browser (2 s, waiting on the
 * engine not counted); a stopped round's worker is ended and a fresh one loads the module again,
 * under its own limit, before the next cell.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { readRoundMessage } from "../runner/boundary";
import { startRunClock } from "../sandbox/clock";
import { ROUND_TIME_LIMIT_MS, type RoundEnd, type RoundHost, type RoundModuleProblem, type RoundRunner, type RoundStart } from "./protocol";

/** How long each part may take: starting the worker (tsx compiling the lab: ours, so generous), loading the module, one round. */
export const ROUND_WORKER_LIMITS = { bootMs: 30_000, loadMs: 2_000, runMs: ROUND_TIME_LIMIT_MS };

const WORKER_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
let loaded;
const waiting = new Map();
let seq = 0;
const post = (m) => { try { parentPort.postMessage(m); } catch { parentPort.postMessage({ type: "crashed", message: "the round sent a value that cannot be sent" }); } };
import(workerData.tsx)
  .then(({ tsImport }) => tsImport(workerData.module, workerData.module))
  .then(({ loadRoundModule }) => {
    parentPort.on("message", (m) => {
      if (m.type === "load") {
        let result;
        try { result = loadRoundModule(m.source); } catch { result = { ok: false, problem: { key: "threw", detail: "it threw a value that cannot be read" } }; }
        loaded = result.ok ? result.round : undefined;
        post({ type: "loaded", ok: result.ok, problem: result.ok ? undefined : result.problem });
      } else if (m.type === "answer") {
        const settle = waiting.get(m.seq); waiting.delete(m.seq); if (settle) settle(m.answer);
      } else if (m.type === "run") {
        const ask = (request) => new Promise((resolve) => { const n = ++seq; waiting.set(n, resolve); post({ type: "question", seq: n, request }); });
        loaded.run(m.start, { ask, execute: ask }).then((finish) => post({ type: "finished", finish }), () => post({ type: "crashed", message: "the round's runner failed" }));
      }
    });
    post({ type: "ready" });
  }, (error) => post({ type: "boot-failed", message: String(error && error.message) }));
`;

function workerData(): { tsx: string; module: string } {
  // tsx's ESM API, as its exports map names it (its CommonJS build cannot load its ESM half from a worker).
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: Record<string, { import?: { default?: string } }> };
  const entry = exports["./esm/api"]?.import?.default ?? "./dist/esm/api/index.mjs";
  return { tsx: new URL(entry, pathToFileURL(manifest)).href, module: new URL("./module.ts", import.meta.url).href };
}

type Message = { type: string; [key: string]: unknown };

/** A worker with the module loaded, or why the module cannot be used. */
async function startLoaded(source: string, limits: typeof ROUND_WORKER_LIMITS): Promise<{ ok: true; worker: Worker } | { ok: false; problem: RoundModuleProblem }> {
  const worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: workerData() });
  worker.unref();
  const next = (ms: number, send?: unknown) =>
    new Promise<Message | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      const done = (m: unknown) => (clearTimeout(timer), worker.off("message", done), worker.off("error", failed), resolve(typeof m === "object" && m !== null ? (m as Message) : { type: "?" }));
      const failed = (error: Error) => done({ type: "boot-failed", message: error.message });
      worker.on("message", done);
      worker.once("error", failed);
      if (send !== undefined) worker.postMessage(send);
    });
  const fail = (problem: RoundModuleProblem) => (void worker.terminate(), { ok: false as const, problem });
  const ready = await next(limits.bootMs);
  if (ready?.type !== "ready") return fail({ key: "crashed", detail: ready ? `the runner did not start (${String(ready.message)})` : `the runner did not start within ${limits.bootMs / 1000} s` });
  const loaded = await next(limits.loadMs, { type: "load", source });
  if (!loaded) return fail({ key: "timeout", detail: `${limits.loadMs / 1000}` });
  if (loaded.ok !== true) return fail((loaded.problem as RoundModuleProblem | undefined) ?? { key: "crashed", detail: String(loaded.message ?? "") });
  return { ok: true, worker };
}

/** Runs one round in `worker`; resolves with how it ended, and whether the worker is still usable. */
function runIn(worker: Worker, start: RoundStart, host: RoundHost, limitMs: number): Promise<{ end: RoundEnd; usable: boolean }> {
  return new Promise((resolve) => {
    let over = false;
    const end = (value: RoundEnd, usable: boolean) => {
      if (over) return;
      over = true;
      clock.stop();
      worker.off("message", onMessage);
      worker.off("error", onError);
      if (!usable) void worker.terminate();
      resolve({ end: value, usable });
    };
    const clock = startRunClock(limitMs, (ms) => end({ type: "stopped", how: "timeout", ms }, false));
    const onError = (error: Error) => end({ type: "stopped", how: "threw", detail: `the worker failed: ${error.message}` }, false);
    const onMessage = async (raw: unknown) => {
      const m = (typeof raw === "object" && raw !== null ? raw : {}) as Message;
      if (m.type === "finished") {
        const read = readRoundMessage(m.finish);
        return end(read.ok && read.value.type === "finish" ? read.value : { type: "stopped", how: "unreadable", detail: read.ok ? "a question in place of a finish" : read.reason }, read.ok);
      }
      if (m.type !== "question") return end({ type: "stopped", how: "unreadable", detail: String(m.message ?? "the worker sent an unknown message") }, false);
      const read = readRoundMessage(m.request);
      if (!read.ok || read.value.type === "finish") return end({ type: "stopped", how: "unreadable", detail: read.ok ? "a finish in place of a question" : read.reason }, false);
      clock.pause();
      const answer = read.value.type === "ask" ? await host.ask(read.value) : await host.execute(read.value);
      if (over) return;
      if ("stop" in answer) return end({ type: "stopped", ...answer.stop }, false);
      clock.resume();
      worker.postMessage({ type: "answer", seq: m.seq, answer });
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.postMessage({ type: "run", start });
  });
}

/** Loads `source` in a worker thread and wraps it as a {@link RoundRunner}; `close()` ends the worker. */
export async function workerRoundRunner(source: string, limits = ROUND_WORKER_LIMITS): Promise<{ ok: true; runner: RoundRunner; close(): void } | { ok: false; problem: RoundModuleProblem }> {
  const first = await startLoaded(source, limits);
  if (!first.ok) return first;
  let worker: Worker | undefined = first.worker;
  const runner: RoundRunner = {
    async run(start, host) {
      if (!worker) {
        const again = await startLoaded(source, limits);
        if (!again.ok) return { type: "load-failed", problem: again.problem };
        worker = again.worker;
      }
      const { end, usable } = await runIn(worker, start, host, limits.runMs);
      if (!usable) worker = undefined;
      return end;
    },
  };
  return { ok: true, runner, close: () => void worker?.terminate() };
}
