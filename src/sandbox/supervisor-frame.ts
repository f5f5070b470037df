/**
 * The sandboxed iframe's one script: the supervisor (`supervisor.ts`) over a module worker started
 * from the runner's `data:` URL, answering the page that made the iframe. Compiled into one classic
 * script at build time (`virtual:sandbox-supervisor`, scripts/build/runner-bundle.ts) and inlined by
 * `frame.ts`. No learner code runs in the iframe: only the page's orders are taken.
 */
import { createSupervisor, type SupervisorOrder } from "./supervisor";

const supervisor = createSupervisor({
  spawn(bundle, on) {
    const worker = new Worker(bundle, { type: "module" });
    worker.onmessage = (event) => on.message(event.data);
    worker.onmessageerror = () => on.failed("the worker sent a message that could not be read");
    worker.onerror = (event) => {
      // The page would otherwise log the learner's uncaught error as its own.
      event.preventDefault();
      on.failed(String(event.message || "the worker failed"));
    };
    return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
  },
  send: (envelope) => parent.postMessage(envelope, "*"),
});

addEventListener("message", (event: MessageEvent<SupervisorOrder>) => {
  if (event.source === parent) supervisor.order(event.data);
});
