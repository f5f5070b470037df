/**
 * The start of a sandbox worker in Node (`node.ts`): the runner is written for a browser's dedicated
 * worker, so this gives it one's `self`, `postMessage` and "message" events over `worker_threads`,
 * then imports the runner's own built code (the page's, from a `data:` URL). Built once per process
 * with the runner (`bundle.ts`), so a worker compiles no TypeScript when it starts.
 */
import { parentPort, workerData } from "node:worker_threads";

type Listener = (event: { data: unknown; isTrusted: boolean }) => void;

const port = parentPort!;
// Defined before the runner runs: it captures these, then withholds `postMessage` from learner code.
Object.assign(globalThis, {
  self: globalThis,
  postMessage: (message: unknown) => port.postMessage(message),
  addEventListener: (type: string, listener: Listener) => {
    if (type === "message") port.on("message", (data: unknown) => listener({ data, isTrusted: true }));
  },
});
await import((workerData as { runner: string }).runner);
