/// <reference lib="webworker" />
/**
 * The runner worker: bundled on its own (`bundle.ts`, `scripts/build/runner-bundle.ts`) and started
 * from a `data:` URL inside the sandboxed iframe: an opaque origin under the iframe's CSP (no network
 * at all). Node's commands run the same code in a worker thread (`node-shim.ts`). It holds pi-ai's
 * real `Type`, `validateToolArguments` and `parseStreamingJson`.
 */
import { loadModule, messageOf, type LoadedModule } from "./evaluate";
import type { RunnerRequest, RunnerResponse } from "./protocol";
import { sealWorker } from "./withhold";
import { loadRoundModule, type LoadedRound } from "./round-module";
import type { RoundWorkerRequest, RoundWorkerResponse } from "./round-protocol";

// Captured before anything is withheld and before learner code runs: only this code answers.
const { post, listen } = sealWorker<RunnerResponse>(self as unknown as DedicatedWorkerGlobalScope);
const { then: promiseThen } = Promise.prototype;
const { apply } = Reflect;

let loaded: LoadedModule | undefined;

// Round lab: a round module runs here too; its questions (the model, the folder) go to the page by
// message, each answered by `round-answer` with its number.
let round: LoadedRound | undefined;
const questions = new Map<number, (answer: unknown) => void>();
let asked = 0;
const roundPost = post as unknown as (message: RoundWorkerResponse) => void;

function answerRound(request: RoundWorkerRequest): void {
  if (request.type === "round-answer") {
    const settle = questions.get(request.seq);
    questions.delete(request.seq);
    settle?.(request.answer);
    return;
  }
  if (request.type === "round-load") {
    const result = loadRoundModule(request.source);
    round = result.ok ? result.round : undefined;
    return roundPost({
      type: "round-loaded",
      id: request.id,
      ok: result.ok,
      ...(result.ok ? {} : { problem: result.problem }),
    });
  }
  if (!round)
    return roundPost({
      type: "round-finished",
      id: request.id,
      finish: { type: "finish", how: "threw", detail: "the module is not loaded", messages: [], validated: [] },
    });
  const ask = (question: unknown) =>
    new Promise<never>((resolve) => {
      const seq = ++asked;
      questions.set(seq, resolve as (answer: unknown) => void);
      roundPost({ type: "round-question", id: request.id, seq, request: question });
    });
  const send = (finish: unknown) => roundPost({ type: "round-finished", id: request.id, finish });
  apply(promiseThen, round.run(request.start, { ask, execute: ask }), [
    send,
    (error: unknown) => send({ type: "finish", how: "threw", detail: messageOf(error), messages: [], validated: [] }),
  ]);
}

async function answer(request: RunnerRequest): Promise<RunnerResponse> {
  if (request.type === "load") {
    const result = loadModule(request.source);
    if (result.ok) loaded = result.module;
    return result.ok
      ? { type: "loaded", id: request.id, ok: true, definition: result.module.definition }
      : { type: "loaded", id: request.id, ok: false, problem: result.problem };
  }
  // The schema contrast has its own worker (contrast-worker.ts), with pi-ai 1.6.0 beside 1.4.0.
  if (request.type === "contrast")
    return { type: "crashed", id: request.id, message: "this runner does not compare schemas" };
  if (!loaded) return { type: "crashed", id: request.id, message: "the module is not loaded" };
  return { type: "executed", id: request.id, run: await loaded.execute(request.args, request.folder) };
}

// A listener, not `onmessage`: learner code cannot replace or remove it.
listen("message", (event: MessageEvent<RunnerRequest | RoundWorkerRequest>) => {
  const type = event.data.type;
  if (type === "round-load" || type === "round-run" || type === "round-answer")
    return answerRound(event.data as RoundWorkerRequest);
  const request = event.data as RunnerRequest;
  const send = (response: RunnerResponse) => {
    try {
      post(response);
    } catch (error) {
      post({ type: "crashed", id: request.id, message: messageOf(error) });
    }
  };
  apply(promiseThen, answer(request), [
    send,
    (error: unknown) => send({ type: "crashed", id: request.id, message: messageOf(error) }),
  ]);
});
