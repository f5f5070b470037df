/// <reference lib="webworker" />
/**
 * The runner worker: bundled on its own (`scripts/runner-bundle.ts`) and started from a `data:` URL
 * inside the sandboxed iframe: an opaque origin under the iframe's CSP (no network at all). It holds pi-ai's real `Type`, `validateToolArguments` and `parseStreamingJson`.
 */
import { loadModule, type LoadedModule } from "./evaluate";
import { WITHHELD_GLOBALS, type RunnerRequest, type RunnerResponse } from "./protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = scope.postMessage.bind(scope);

// Defence in depth beside the CSP and the opaque origin: what learner code must not reach is gone.
for (const name of WITHHELD_GLOBALS) {
  try {
    Object.defineProperty(scope, name, { value: undefined, configurable: false, writable: false });
  } catch {
    // A property the browser will not let go stays blocked by the CSP and the origin.
  }
}

let loaded: LoadedModule | undefined;

scope.onmessage = async (event: MessageEvent<RunnerRequest>) => {
  const request = event.data;
  let response: RunnerResponse;
  if (request.type === "load") {
    const result = loadModule(request.source);
    if (result.ok) loaded = result.module;
    response = result.ok ? { type: "loaded", id: request.id, ok: true, definition: result.module.definition } : { type: "loaded", id: request.id, ok: false, problem: result.problem };
  } else if (!loaded) {
    response = { type: "crashed", id: request.id, message: "the module is not loaded" };
  } else {
    response = { type: "executed", id: request.id, run: await loaded.execute(request.args, request.folder) };
  }
  post(response);
};
