/**
 * The page's side of a round module in the sandbox (Round lab): the same opaque-origin iframe and
 * `data:` module worker as the Tool lab (`host.ts`), with a round's own protocol. The round runs in
 * the worker; each question it asks (the model, the folder) comes to the page, is read by the
 * boundary (`readRoundMessage`) and answered by the engine here; the round's clock stands still
 * meanwhile. The iframe stops a round over its 2 s and loads the module in a fresh worker before the
 * next. Loaded only with the Round lab.
 */
import { runnerUrl } from "./runner-url";
import { readRoundMessage } from "../round/boundary";
import { ROUND_TIME_LIMIT_MS, type RoundEnd, type RoundHost, type RoundModuleProblem, type RoundRunner } from "../round/protocol";
import { LEARNER_LOAD_LIMIT_MS } from "../engine/learner";

const CSP = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' data:; worker-src data:; connect-src 'none'; img-src 'none'; style-src 'none'";

/**
 * The iframe's script (plain ES, in the sandbox). A run's clock is paused while a question is out
 * (`pause`) and goes on when the page answers (`arm`). It relays the worker's messages without
 * reading them: the page reads them.
 */
const IFRAME_SCRIPT = `
let bundleUrl, source, limits, worker, pending, timer, phase = "off", used = 0, since = 0;
const reply = (id, answer) => { try { parent.postMessage({ id, answer }, "*"); } catch (e) { parent.postMessage({ id, answer: { type: "crashed", message: "the sandbox could not pass on an answer" } }, "*"); } };
const ask = (id, question) => { try { parent.postMessage({ id, question }, "*"); } catch (e) { stop(); finish({ type: "crashed", message: "the round asked something that cannot be sent" }); start(); } };
const finish = (answer) => { const p = pending; pending = undefined; clearTimeout(timer); if (p) reply(p.id, answer); };
const stop = () => { clearTimeout(timer); if (worker) worker.terminate(); worker = undefined; phase = "off"; };
const arm = () => { since = performance.now(); timer = setTimeout(() => { stop(); finish({ type: "timeout", ms: Math.round(used + performance.now() - since) }); start(); }, Math.max(0, limits.runMs - used)); };
const pause = () => { clearTimeout(timer); used += performance.now() - since; };
const run = () => { used = 0; phase = "running"; worker.postMessage({ type: "round-run", id: pending.id, start: pending.request.start }); arm(); };
const crash = (message) => { const was = phase; stop(); finish({ type: "crashed", message }); if (was === "running") start(); };
const loaded = (m) => {
  clearTimeout(timer);
  const ok = m !== null && typeof m === "object" && m.type === "round-loaded" && m.ok === true;
  if (!ok) stop(); else phase = "ready";
  if (!pending) return;
  if (pending.request.type === "round-load") return finish(m);
  if (ok) return run();
  finish({ type: "crashed", message: "the module did not load again in a fresh worker" });
};
const start = () => {
  stop();
  const w = new Worker(bundleUrl, { type: "module" });
  worker = w;
  phase = "loading";
  w.onmessage = (event) => {
    if (w !== worker) return;
    const m = event.data;
    if (phase === "loading") return loaded(m);
    if (phase !== "running") return;
    if (m !== null && typeof m === "object" && m.type === "round-question") { pause(); return ask(pending.id, m); }
    phase = "ready";
    finish(m);
  };
  w.onmessageerror = () => { if (w === worker) crash("the worker sent a message that could not be read"); };
  w.onerror = (event) => { event.preventDefault(); if (w === worker) crash(String(event.message || "the worker failed")); };
  w.postMessage({ type: "round-load", id: 0, source });
  timer = setTimeout(() => { stop(); finish({ type: "load-timeout" }); }, limits.loadMs);
};
onmessage = (event) => {
  if (event.source !== parent) return;
  const { request, bundle } = event.data;
  if (bundle) bundleUrl = bundle;
  limits = event.data.limits;
  if (request.type === "round-answer") { if (phase === "running" && worker) { worker.postMessage(request); arm(); } return; }
  if (request.type === "round-stop") { stop(); finish({ type: "stopped" }); start(); return; }
  if (pending) finish({ type: "crashed", message: "a newer request replaced this one" });
  pending = { id: request.id, request };
  if (request.type === "round-load") { source = request.source; start(); }
  else if (phase === "ready") run();
  else if (phase === "off") start();
};
`;


function sandboxFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = "round runner";
  frame.hidden = true;
  frame.dataset.testid = "round-sandbox";
  frame.srcdoc = `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><script>${IFRAME_SCRIPT}</script>`;
  return frame;
}

/** What the iframe relays for a request: a question from the round, or the request's answer. */
type Relay = { question: unknown } | { answer: unknown };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The load's answer, read: the module is ready, or why not. */
function loadProblem(answer: unknown): RoundModuleProblem | undefined {
  if (isObject(answer) && answer.type === "round-loaded" && answer.ok === true) return undefined;
  if (isObject(answer) && answer.type === "round-loaded" && isObject(answer.problem)) {
    const { key, detail } = answer.problem;
    const known = ["syntax", "threw", "no-round"].includes(String(key));
    return { key: known ? (key as RoundModuleProblem["key"]) : "crashed", detail: typeof detail === "string" ? detail.slice(0, 1000) : "" };
  }
  if (isObject(answer) && answer.type === "load-timeout") return { key: "timeout", detail: "" };
  return { key: "crashed", detail: isObject(answer) && typeof answer.message === "string" ? answer.message.slice(0, 1000) : "the sandbox did not answer" };
}

/** A run's final answer, read: how the round ended. */
function endOf(answer: unknown): RoundEnd {
  if (!isObject(answer)) return { type: "stopped", how: "unreadable", detail: "the sandbox sent no answer" };
  if (answer.type === "timeout") return { type: "stopped", how: "timeout", ms: typeof answer.ms === "number" ? answer.ms : ROUND_TIME_LIMIT_MS };
  if (answer.type === "round-finished") {
    const read = readRoundMessage(answer.finish);
    return read.ok && read.value.type === "finish" ? read.value : { type: "stopped", how: "unreadable", detail: read.ok ? "a question in place of a finish" : read.reason };
  }
  if (answer.type === "crashed") return { type: "stopped", how: "threw", detail: typeof answer.message === "string" ? answer.message.slice(0, 1000) : "the sandbox failed" };
  return { type: "stopped", how: "unreadable", detail: "the sandbox sent an answer of an unknown kind" };
}

/** A round module in its own sandbox: a runner for the engine, and `close()` to remove the sandbox. */
export type OpenedRound = { ok: true; runner: RoundRunner; close(): void } | { ok: false; problem: RoundModuleProblem };

/**
 * Starts a sandbox for `source` and loads it (its own load limit); each run then has the round's 2 s
 * of its own time. The page keeps a backstop a second past the limits in case the sandbox stops answering.
 */
export function openRoundRunner(source: string, limits = { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: ROUND_TIME_LIMIT_MS }): Promise<OpenedRound> {
  const frame = sandboxFrame();
  let nextId = 0;
  let bundleSent = false;
  let listener: ((relay: Relay) => void) | undefined;
  let waitingId = -1;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== frame.contentWindow || !isObject(event.data) || event.data.id !== waitingId) return;
    listener?.("question" in event.data ? { question: event.data.question } : { answer: event.data.answer });
  };
  const send = (request: unknown) => {
    frame.contentWindow?.postMessage({ request, limits, ...(bundleSent ? {} : { bundle: runnerUrl() }) }, "*");
    bundleSent = true;
  };
  const close = () => {
    window.removeEventListener("message", onMessage);
    frame.remove();
  };
  /** Sends `request` and calls `on` for each relay until it returns a value; a backstop ends a silent sandbox. */
  const exchange = <T>(request: { type: string; id: number }, on: (relay: Relay) => T | undefined | Promise<T | undefined>, silent: () => T) =>
    new Promise<T>((resolve) => {
      let backstop: ReturnType<typeof setTimeout>;
      const arm = () => {
        clearTimeout(backstop);
        backstop = setTimeout(() => done(silent()), limits.loadMs + limits.runMs + 1000);
      };
      const done = (value: T) => {
        clearTimeout(backstop);
        listener = undefined;
        resolve(value);
      };
      waitingId = request.id;
      listener = (relay) => {
        arm();
        void Promise.resolve(on(relay)).then((value) => value !== undefined && done(value));
      };
      arm();
      send(request);
    });
  const run = (start: Parameters<RoundRunner["run"]>[0], host: RoundHost) =>
    exchange<RoundEnd>({ type: "round-run", id: ++nextId, start } as { type: string; id: number }, async (relay) => {
      if ("answer" in relay) return endOf(relay.answer);
      const q = isObject(relay.question) ? relay.question : {};
      const read = readRoundMessage(q.request);
      if (!read.ok || read.value.type === "finish") return (send({ type: "round-stop" }), { type: "stopped", how: "unreadable", detail: read.ok ? "a finish in place of a question" : read.reason } as RoundEnd);
      const answer = read.value.type === "ask" ? await host.ask(read.value) : await host.execute(read.value);
      if ("stop" in answer) return (send({ type: "round-stop" }), { type: "stopped", ...answer.stop } as RoundEnd);
      send({ type: "round-answer", seq: q.seq, answer });
      return undefined;
    }, () => ({ type: "stopped", how: "timeout", ms: limits.runMs }));
  window.addEventListener("message", onMessage);
  return new Promise<OpenedRound>((resolve) => {
    frame.addEventListener(
      "load",
      async () => {
        const problem = await exchange({ type: "round-load", id: ++nextId, source } as { type: string; id: number }, (relay) => ("answer" in relay ? { value: loadProblem(relay.answer) } : undefined), () => ({ value: { key: "timeout", detail: "" } as RoundModuleProblem | undefined }));
        if (problem.value) {
          close();
          resolve({ ok: false, problem: problem.value });
        } else resolve({ ok: true, runner: { run }, close });
      },
      { once: true },
    );
    document.body.append(frame);
  });
}
