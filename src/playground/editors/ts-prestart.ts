/**
 * The Tool lab's TypeScript worker, started as soon as an editor that checks TypeScript (the Tool
 * lab, the Round lab) is opened: its script loads and compiles, and its warm-up parses and binds the
 * libs and pi-ai's declarations (`ts-lab.worker.ts`), while the page is still loading Monaco and
 * building the editor. Monaco takes the started worker the first time it asks for one (`monaco.ts`).
 * Why at the click, measured: docs/performance.md, *Where the Tool lab's cold start goes*.
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
