/**
 * The Tool lab's TypeScript worker, started as soon as an editor that checks TypeScript (the Tool
 * lab, the Round lab) is opened: its script loads and compiles, and its warm-up parses and binds the
 * libs and pi-ai's declarations (`ts-lab.worker.ts`), while the page is still loading Monaco and
 * building the editor. Monaco takes the started worker the first time it asks for one (`monaco.ts`).
 * Why at the click, measured: docs/performance.md.
 */
import TsLabWorker from "./ts-lab.worker?worker";

/** Starts a worker ahead of Monaco, and hands it over once. */
export interface TsWorkerStarter {
  /** Starts the worker now, unless one is waiting or Monaco already has its worker. */
  start(): void;
  /** The started worker, handed over; a fresh one when none is waiting. */
  take(): Worker;
}

/**
 * Creates the starter over `make`. Monaco keeps its TypeScript worker for the page's life (it has
 * no idle stop, and the lab sets its TypeScript options once), so once it has taken one, a later
 * open of the other TypeScript editor starts nothing: that worker would never be used.
 */
export function createTsWorkerStarter(make: () => Worker): TsWorkerStarter {
  let early: Worker | undefined;
  let taken = false;
  return {
    start() {
      if (!taken) early ??= make();
    },
    take() {
      const worker = early ?? make();
      early = undefined;
      taken = true;
      return worker;
    },
  };
}

const starter = createTsWorkerStarter(() => new TsLabWorker());

/** Starts the page's TypeScript worker now (see {@link TsWorkerStarter.start}). */
export const startTsWorker = (): void => starter.start();

/** The page's TypeScript worker for Monaco (see {@link TsWorkerStarter.take}). */
export const takeTsWorker = (): Worker => starter.take();
