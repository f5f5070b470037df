/// <reference lib="webworker" />
/**
 * The schema contrast's worker: the runner's sandbox, with pi-ai 1.6.0's `validateToolArguments`
 * beside 1.4.0's. Bundled on its own (`virtual:contrast-bundle`, scripts/build/runner-bundle.ts) and
 * loaded only when the Tool lab's contrast is opened, so the runner itself carries none of 1.6.0.
 * It loads the learner's module as the runner does (1.4.0's `Type` for its imports), then answers
 * `contrast` with every probe validated against the parameters as written and as their JSON.
 */
import { validateToolArguments as validate14 } from "@earendil-works/pi-ai";
import { validateToolArguments as validate16 } from "pi-ai-next";
import { loadModule, messageOf, type LoadedModule } from "./evaluate";
import type { RunnerRequest, RunnerResponse } from "./protocol";
import { sealWorker } from "./withhold";
import { SANDBOX_LIMITS } from "./boundary";
import { runContrast, type ContrastCells, type Validate } from "../lens/contrast";

// Captured before anything is withheld and before learner code runs: only this code answers.
const { post, listen } = sealWorker<RunnerResponse>(self as unknown as DedicatedWorkerGlobalScope);
const { then: promiseThen } = Promise.prototype;
const { apply } = Reflect;

const VALIDATORS = { "1.4.0": validate14 as unknown as Validate, "1.6.0": validate16 as unknown as Validate };

let loaded: LoadedModule | undefined;

/** An error text over the boundary's cap for one string is cut (rare: a schema with very many fields). */
function capped(rows: ContrastCells[]): ContrastCells[] {
  const max = SANDBOX_LIMITS.stringChars;
  for (const row of rows) {
    for (const versions of [row.written, row.json]) {
      for (const [version, cell] of Object.entries(versions)) {
        if (!cell.ok && cell.message.length > max)
          versions[version as keyof typeof versions] = { ok: false, message: `${cell.message.slice(0, max - 1)}…` };
      }
    }
  }
  return rows;
}

function answer(request: RunnerRequest): RunnerResponse {
  if (request.type === "load") {
    const result = loadModule(request.source);
    loaded = result.ok ? result.module : undefined;
    return result.ok
      ? { type: "loaded", id: request.id, ok: true, definition: result.module.definition }
      : { type: "loaded", id: request.id, ok: false, problem: result.problem };
  }
  if (request.type !== "contrast")
    return { type: "crashed", id: request.id, message: "the contrast worker only compares schemas" };
  if (!loaded) return { type: "crashed", id: request.id, message: "the module is not loaded" };
  return {
    type: "contrasted",
    id: request.id,
    rows: capped(runContrast(loaded.written, request.probes, VALIDATORS, loaded.definition.name)),
  };
}

// A listener, not `onmessage`: learner code cannot replace or remove it.
listen("message", (event: MessageEvent<RunnerRequest>) => {
  const request = event.data;
  const send = (response: RunnerResponse) => {
    try {
      post(response);
    } catch (error) {
      post({ type: "crashed", id: request.id, message: messageOf(error) });
    }
  };
  apply(
    promiseThen,
    Promise.resolve().then(() => answer(request)),
    [send, (error: unknown) => send({ type: "crashed", id: request.id, message: messageOf(error) })],
  );
});
