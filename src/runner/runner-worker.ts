/// <reference lib="webworker" />
/**
 * The runner worker: bundled on its own (`scripts/runner-bundle.ts`) and started from a `data:` URL
 * inside the sandboxed iframe: an opaque origin under the iframe's CSP (no network at all). It holds
 * pi-ai's real `Type`, `validateToolArguments` and `parseStreamingJson`.
 */
import { loadModule, messageOf, type LoadedModule } from "./evaluate";
import { WITHHELD_GLOBALS, type RunnerRequest, type RunnerResponse } from "./protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
// Captured before anything is withheld and before learner code runs: only this code answers.
const post: (message: RunnerResponse) => void = scope.postMessage.bind(scope);
const listen = scope.addEventListener.bind(scope);
const { getPrototypeOf, hasOwn, defineProperty } = Object;
const { then: promiseThen } = Promise.prototype;
const { apply } = Reflect;

/**
 * Defence in depth beside the CSP and the opaque origin: what learner code must not reach is gone,
 * from the global object and from every prototype on its chain (`WorkerGlobalScope.prototype`,
 * `EventTarget.prototype`…), so `Object.getOwnPropertyDescriptor(proto, name).get.call(self)`
 * finds nothing either.
 */
function withhold(): void {
  const chain: object[] = [];
  for (let at: object | null = scope; at !== null; at = getPrototypeOf(at)) chain.push(at);
  for (const name of WITHHELD_GLOBALS) {
    for (const holder of chain) {
      try {
        if (hasOwn(holder, name)) delete (holder as Record<string, unknown>)[name];
      } catch {
        // Not deletable: the definition below still hides it on the global object.
      }
    }
    try {
      defineProperty(scope, name, { value: undefined, configurable: false, writable: false });
    } catch {
      // A property the browser will not let go stays blocked by the CSP and the origin.
    }
  }
}
withhold();

let loaded: LoadedModule | undefined;

async function answer(request: RunnerRequest): Promise<RunnerResponse> {
  if (request.type === "load") {
    const result = loadModule(request.source);
    if (result.ok) loaded = result.module;
    return result.ok ? { type: "loaded", id: request.id, ok: true, definition: result.module.definition } : { type: "loaded", id: request.id, ok: false, problem: result.problem };
  }
  if (!loaded) return { type: "crashed", id: request.id, message: "the module is not loaded" };
  return { type: "executed", id: request.id, run: await loaded.execute(request.args, request.folder) };
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
  apply(promiseThen, answer(request), [send, (error: unknown) => send({ type: "crashed", id: request.id, message: messageOf(error) })]);
});
