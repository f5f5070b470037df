/**
 * Starts the Tool lab's TypeScript worker as soon as an editor that needs it is asked for, before
 * Monaco's own chunks have downloaded: the worker's ~7 MB script loads, compiles and warms its
 * checker (`ts-lab.worker.ts`) while the page is still loading and building the editor. Monaco takes
 * the started worker the first time it asks for one (`monaco.ts`).
 */
import TsLabWorker from "./ts-lab.worker?worker";

let early: Worker | undefined;

/** Starts the worker now, once (later calls do nothing until Monaco has taken it). */
export function startTsWorker(): void {
  early ??= new TsLabWorker();
}

/** The started worker, handed over once; a fresh one when none is waiting (Monaco restarted its own). */
export function takeTsWorker(): Worker {
  const worker = early ?? new TsLabWorker();
  early = undefined;
  return worker;
}
