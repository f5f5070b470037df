/**
 * The page's side of the learner-code runner. Each session is a fresh `sandbox="allow-scripts"`
 * iframe (an opaque origin: no storage, no cookies, no access to this page) whose CSP blocks every
 * connection; inside it, a module worker started from a `data:` URL runs the learner's module. The iframe
 * stops a call that takes longer than the limit with `terminate()`, and starts a fresh worker for
 * the next call. Loaded only with the Tool lab.
 */
import runnerBundle from "virtual:runner-bundle";
import { LEARNER_TIME_LIMIT_MS, type LearnerFolder, type LearnerRun } from "../steps/learner";
import type { LearnerDefinition, ModuleProblem } from "./evaluate";
import type { RunnerRequest, RunnerResponse } from "./protocol";

/** One run of one learner module, in its own sandbox. */
export interface RunnerSession {
  definition: LearnerDefinition;
  /** Runs `execute(args)` over `folder`. Never rejects: a stopped or crashed run is a value. */
  execute(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
  /** Removes the sandbox (and its worker). */
  close(): void;
}

/** What opening a session gives: the session, or why the module cannot be used. */
export type Opened = { ok: true; session: RunnerSession } | { ok: false; problem: ModuleProblem | { key: "timeout" | "crashed"; detail: string } };

/**
 * The sandbox's policy: its own inline script, the worker from a `data:` URL, and nothing from any
 * network. (In an opaque origin Chromium starts a module worker from `data:` but not from `blob:`.)
 */
const CSP = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' data:; worker-src data:; connect-src 'none'; img-src 'none'; style-src 'none'";

/**
 * The iframe's own script (plain ES, it runs in the sandbox): keeps the module's source, starts a
 * worker per run (and after a stopped call), relays one request at a time, and enforces the limit.
 */
const IFRAME_SCRIPT = `
let bundleUrl, source, worker, pending, timer;
const reply = (message) => parent.postMessage(message, "*");
const stop = () => { clearTimeout(timer); worker && worker.terminate(); worker = undefined; };
const settle = (message) => { if (!pending || message.id !== pending.id) return; clearTimeout(timer); pending = undefined; reply(message); };
const start = (preload) => {
  worker = new Worker(bundleUrl, { type: "module" });
  worker.onmessage = (event) => settle(event.data);
  worker.onerror = (event) => { event.preventDefault(); const id = pending && pending.id; stop(); if (id !== undefined) settle({ type: "crashed", id, message: event.message || "the worker failed" }); };
  if (preload) worker.postMessage({ type: "load", id: -1, source });
};
onmessage = (event) => {
  if (event.source !== parent) return;
  const { request, bundle, limitMs } = event.data;
  if (bundle) bundleUrl = bundle;
  if (request.type === "load") { stop(); source = request.source; start(false); }
  else if (!worker) start(true);
  pending = { id: request.id };
  const began = performance.now();
  timer = setTimeout(() => { stop(); settle({ type: "timeout", id: request.id, ms: Math.round(performance.now() - began) }); }, limitMs);
  worker.postMessage(request);
};
`;

/**
 * The runner as a `data:` URL, encoded once per page (in an idle moment when possible): the iframe
 * shares this page's main thread, so each sandbox only starts the worker from it.
 */
let dataUrl: string | undefined;
function runnerUrl(): string {
  dataUrl ??= "data:text/javascript;charset=utf-8," + encodeURIComponent(runnerBundle);
  return dataUrl;
}
if (typeof requestIdleCallback === "function") requestIdleCallback(() => runnerUrl());

function srcdoc(): string {
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><script>${IFRAME_SCRIPT}</script>`;
}

/**
 * Starts a sandbox for `source` and loads it. `limitMs` bounds each request (loading, every call);
 * the page keeps its own backstop a second later in case the sandbox itself stops answering.
 */
export function openRunner(source: string, limitMs = LEARNER_TIME_LIMIT_MS): Promise<Opened> {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = "runner";
  frame.hidden = true;
  frame.dataset.testid = "runner-sandbox";
  frame.srcdoc = srcdoc();
  let nextId = 0;
  let waiting: { id: number; done(response: RunnerResponse): void } | undefined;
  let bundleSent = false;
  let closed = false;

  const onMessage = (event: MessageEvent<RunnerResponse>) => {
    if (event.source !== frame.contentWindow || !waiting || event.data?.id !== waiting.id) return;
    const { done } = waiting;
    waiting = undefined;
    done(event.data);
  };
  const close = () => {
    closed = true;
    window.removeEventListener("message", onMessage);
    frame.remove();
  };
  const ask = (request: RunnerRequest) =>
    new Promise<RunnerResponse>((resolve) => {
      if (closed) return resolve({ type: "crashed", id: request.id, message: "the sandbox was closed" });
      const backstop = setTimeout(() => {
        waiting = undefined;
        resolve({ type: "timeout", id: request.id, ms: limitMs });
      }, limitMs + 1000);
      waiting = { id: request.id, done: (r) => (clearTimeout(backstop), resolve(r)) };
      frame.contentWindow!.postMessage({ request, limitMs, ...(bundleSent ? {} : { bundle: runnerUrl() }) }, "*");
      bundleSent = true;
    });

  window.addEventListener("message", onMessage);
  return new Promise<Opened>((resolve) => {
    frame.addEventListener("load", async () => {
      const answer = await ask({ type: "load", id: ++nextId, source });
      if (answer.type === "loaded" && answer.ok) {
        resolve({
          ok: true,
          session: {
            definition: answer.definition,
            async execute(args, folder) {
              const r = await ask({ type: "execute", id: ++nextId, args, folder });
              if (r.type === "executed") return r.run;
              if (r.type === "timeout") return { ok: false, kind: "timeout", message: `stopped after ${r.ms} ms`, audit: [], ms: r.ms };
              return { ok: false, kind: "threw", message: r.type === "crashed" ? r.message : "the runner did not answer", audit: [] };
            },
            close,
          },
        });
        return;
      }
      close();
      if (answer.type === "loaded" && !answer.ok) resolve({ ok: false, problem: answer.problem });
      else resolve({ ok: false, problem: { key: answer.type === "timeout" ? "timeout" : "crashed", detail: answer.type === "crashed" ? answer.message : "" } });
    }, { once: true });
    document.body.append(frame);
  });
}
