/**
 * The page's side of the learner-code runner. Each session is a fresh `sandbox="allow-scripts"`
 * iframe (an opaque origin: no storage, no cookies, no access to this page) whose CSP blocks every
 * connection; inside it, a module worker started from a `data:` URL runs the learner's module.
 *
 * The clock is fair: the worker is started and the module loaded under a load limit of its own;
 * only then does a call's 2 s start. A stopped or crashed worker is replaced by a fresh one, loaded
 * again before the next call's clock starts. Every answer from the sandbox is read by
 * `readRunnerAnswer` (`boundary.ts`): what it cannot read becomes words, never a page error.
 * Loaded only with the Tool lab.
 */
import { runnerUrl } from "./runner-url";
import { LEARNER_LOAD_LIMIT_MS, LEARNER_TIME_LIMIT_MS, type LearnerFolder, type LearnerRun } from "../engine/learner";
import { readRunnerAnswer, type Expected, type Read } from "./boundary";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { RunnerOrder, RunnerRequest } from "./protocol";
import type { ContrastProbe } from "../lens/contrast";

/** One run of one learner module, in its own sandbox. */
export interface RunnerSession {
  definition: LearnerDefinition;
  /** Runs `execute(args)` over `folder`. Never rejects: a stopped or crashed run is a value. */
  execute(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
  /** Asks the sandbox to validate `probes` (only a contrast worker's sandbox answers it; see `contrast-host.ts`). Never rejects. */
  contrast(probes: ContrastProbe[]): Promise<Read>;
  /** Removes the sandbox (and its worker). */
  close(): void;
}

/** Why a module cannot be used: its own problem, a load over the limit, a crash, or an answer the lab cannot read. */
export type OpenProblem = ModuleProblem | { key: "timeout" | "crashed" | "unreadable"; detail: string };

/** What opening a session gives: the session, or why the module cannot be used. */
export type Opened = { ok: true; session: RunnerSession } | { ok: false; problem: OpenProblem };

/** The sandbox's two limits: loading (starting the worker included), and each call after it. */
export interface RunnerLimits {
  loadMs: number;
  runMs: number;
}

/**
 * The sandbox's policy: its own inline script, the worker from a `data:` URL, and nothing from any
 * network. (In an opaque origin Chromium starts a module worker from `data:` but not from `blob:`.)
 */
const CSP = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' data:; worker-src data:; connect-src 'none'; img-src 'none'; style-src 'none'";

/**
 * The iframe's own script (plain ES, it runs in the sandbox). It keeps the module's source, starts
 * and loads a worker under the load limit (`phase` "loading"), and only then posts a call and starts
 * that call's clock. After a stopped or crashed call it starts a fresh worker at once, so the next
 * call finds one loaded. It relays the worker's answers without reading them (`{ id, answer }`):
 * the page reads them.
 */
const IFRAME_SCRIPT = `
let bundleUrl, source, limits, worker, pending, timer, phase = "off";
const since = (t) => Math.round(performance.now() - t);
const reply = (id, answer) => {
  try { parent.postMessage({ id, answer }, "*"); }
  catch (e) { parent.postMessage({ id, answer: { type: "crashed", message: "the sandbox could not pass on an answer" } }, "*"); }
};
const finish = (answer) => { const p = pending; pending = undefined; clearTimeout(timer); if (p) reply(p.id, answer); };
const stop = () => { clearTimeout(timer); if (worker) worker.terminate(); worker = undefined; phase = "off"; };
const crash = (message) => { const was = phase; stop(); finish({ type: "crashed", message }); if (was === "running") start(); };
const run = () => {
  const began = performance.now();
  phase = "running";
  worker.postMessage(pending.request);
  timer = setTimeout(() => { stop(); finish({ type: "timeout", ms: since(began) }); start(); }, limits.runMs);
};
const loaded = (answer) => {
  clearTimeout(timer);
  const ok = answer !== null && typeof answer === "object" && answer.type === "loaded" && answer.ok === true;
  if (!ok) stop(); else phase = "ready";
  if (!pending) return;
  if (pending.request.type === "load") return finish(answer);
  if (ok) return run();
  finish({ type: "crashed", message: "the module did not load again in a fresh worker" });
};
const start = () => {
  stop();
  const w = new Worker(bundleUrl, { type: "module" });
  const began = performance.now();
  worker = w;
  phase = "loading";
  w.onmessage = (event) => { if (w !== worker) return; if (phase === "loading") loaded(event.data); else if (phase === "running") { phase = "ready"; finish(event.data); } };
  w.onmessageerror = () => { if (w === worker) crash("the worker sent a message that could not be read"); };
  w.onerror = (event) => { event.preventDefault(); if (w === worker) crash(String(event.message || "the worker failed")); };
  w.postMessage({ type: "load", id: 0, source });
  timer = setTimeout(() => { stop(); finish({ type: "load-timeout", ms: since(began) }); }, limits.loadMs);
};
onmessage = (event) => {
  if (event.source !== parent) return;
  const { request, bundle } = event.data;
  if (bundle) bundleUrl = bundle;
  limits = event.data.limits;
  if (pending) finish({ type: "crashed", message: "a newer request replaced this one" });
  pending = { id: request.id, request };
  if (request.type === "load") { source = request.source; start(); }
  else if (phase === "ready") run();
  else if (phase === "off") start();
};
`;

// Encode the runner once, in an idle moment, before the first sandbox needs it.
if (typeof requestIdleCallback === "function") requestIdleCallback(() => runnerUrl());

function srcdoc(): string {
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><script>${IFRAME_SCRIPT}</script>`;
}

function sandboxFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = "runner";
  frame.hidden = true;
  frame.dataset.testid = "runner-sandbox";
  frame.srcdoc = srcdoc();
  return frame;
}

/** A call's answer as the engine takes it: every way a call can end is a {@link LearnerRun}. */
function runOf(read: Read, limits: RunnerLimits): LearnerRun {
  if (!read.ok) return { ok: false, kind: "unreadable", message: read.reason, audit: [] };
  const r = read.response;
  if (r.type === "executed") return r.run;
  if (r.type === "timeout") return { ok: false, kind: "timeout", message: `stopped after ${r.ms} ms`, audit: [], ms: r.ms };
  if (r.type === "load-timeout") return { ok: false, kind: "load-timeout", message: `did not load within ${limits.loadMs / 1000} s`, audit: [], ms: r.ms };
  return { ok: false, kind: "threw", message: r.type === "crashed" ? r.message : "the runner did not answer", audit: [] };
}

/** Why loading failed, from the answer to the load request. */
function problemOf(read: Read, limits: RunnerLimits): OpenProblem {
  if (!read.ok) return { key: "unreadable", detail: read.reason };
  const r = read.response;
  if (r.type === "loaded" && !r.ok) return r.problem;
  if (r.type === "crashed") return { key: "crashed", detail: r.message };
  return { key: "timeout", detail: String(limits.loadMs / 1000) };
}

/**
 * Starts a sandbox for `source` and loads it, under `limits.loadMs`; each call then has
 * `limits.runMs` once the module is loaded; `bundle` is the worker's `data:` URL (the runner's by
 * default, the schema contrast's for it). The page keeps its own backstop a second past the
 * sandbox's limits in case the sandbox itself stops answering.
 */
export function openRunner(source: string, limits: RunnerLimits = { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: LEARNER_TIME_LIMIT_MS }, bundle: () => string = runnerUrl): Promise<Opened> {
  const frame = sandboxFrame();
  let nextId = 0;
  let waiting: { id: number; expected: Expected; done(read: Read): void } | undefined;
  let bundleSent = false;
  let closed = false;

  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== frame.contentWindow || !waiting) return;
    // The envelope is the iframe's own (its id names the request); the answer inside is read by the boundary.
    const envelope = event.data;
    const id = typeof envelope === "object" && envelope !== null ? (envelope as { id?: unknown }).id : undefined;
    if (id !== waiting.id) return;
    const { done, expected } = waiting;
    waiting = undefined;
    done(readRunnerAnswer((envelope as { answer?: unknown }).answer, expected, id));
  };
  const close = () => {
    closed = true;
    window.removeEventListener("message", onMessage);
    frame.remove();
  };
  const ask = (request: RunnerRequest) =>
    new Promise<Read>((resolve) => {
      if (closed) return resolve({ ok: true, response: { type: "crashed", id: request.id, message: "the sandbox was closed" } });
      // A call may first have to load the module again in a fresh worker: both limits, then a second.
      const backstopMs = limits.loadMs + (request.type !== "load" ? limits.runMs : 0) + 1000;
      const backstop = setTimeout(() => {
        waiting = undefined;
        resolve({ ok: true, response: { type: request.type === "load" ? "load-timeout" : "timeout", id: request.id, ms: backstopMs } });
      }, backstopMs);
      waiting = { id: request.id, expected: request.type, done: (r) => (clearTimeout(backstop), resolve(r)) };
      const order: RunnerOrder = { request, limits, ...(bundleSent ? {} : { bundle: bundle() }) };
      frame.contentWindow!.postMessage(order, "*");
      bundleSent = true;
    });

  window.addEventListener("message", onMessage);
  return new Promise<Opened>((resolve) => {
    frame.addEventListener(
      "load",
      async () => {
        const read = await ask({ type: "load", id: ++nextId, source });
        if (read.ok && read.response.type === "loaded" && read.response.ok) {
          const execute = async (args: unknown, folder: LearnerFolder) => runOf(await ask({ type: "execute", id: ++nextId, args, folder }), limits);
          const contrast = (probes: ContrastProbe[]) => ask({ type: "contrast", id: ++nextId, probes });
          resolve({ ok: true, session: { definition: read.response.definition, execute, contrast, close } });
          return;
        }
        close();
        resolve({ ok: false, problem: problemOf(read, limits) });
      },
      { once: true },
    );
    document.body.append(frame);
  });
}
