/**
 * What the store's unit tests give it in place of the browser: an engine client that plays in this
 * process with the engine worker's own `playRequest` (and can be told to fail once), an address bar that keeps what it was
 * given, and a storage in memory. Each store is made in its own Solid root.
 */
import { createRoot } from "solid-js";
import { expect } from "vitest";
import type { Trace } from "../../src/engine/trace/frames";
import { learnerTool, playRequest } from "../../src/playground/engine-play";
import { playIdMatrix } from "../../src/engine/id-matrix";
import { parseFaults } from "../../src/engine/round/faults";
import { openScenarioBytes } from "../../src/scenarios/open-file";
import type { EngineClient } from "../../src/playground/engine-client";
import type { PlayRequest } from "../../src/playground/engine-protocol";
import type { AddressBar } from "../../src/playground/state/session";
import { createLabStore, type LabStore, type LabStoreOptions } from "../../src/playground/state/store";
import type { LearnerPlay } from "../../src/playground/editors/workbench";
import type { LearnerDefinition } from "../../src/sandbox/definition";
import { localLearnerTool } from "../../src/sandbox/local";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { memoryStorage } from "./helpers";

/** An engine client that plays in-process, records each request, and fails the next play on request. */
export interface FakeEngine extends EngineClient {
  requests: PlayRequest[];
  /** The next play rejects with `message` (as a worker that could not load would). */
  failNext(message: string): void;
}

/** Creates the in-process engine client. */
export function fakeEngine(): FakeEngine {
  const requests: PlayRequest[] = [];
  let failure: string | undefined;
  return {
    requests,
    failNext: (message) => void (failure = message),
    async play(request, runner): Promise<Trace> {
      requests.push(request);
      if (failure !== undefined) {
        const message = failure;
        failure = undefined;
        throw new Error(message);
      }
      // The worker's own replay, in this process; a learner's execute runs in the runner given.
      const tool =
        request.learner && runner
          ? learnerTool(request.learner, (args, folder) => runner.execute(args, folder))
          : undefined;
      return playRequest(request, tool);
    },
    // A glance plays beside the trace on screen, with no learner's tool.
    glance: (request) => playRequest(request),
    // The matrix the worker plays, played here by the engine's own function.
    idMatrix: async (request) => {
      const parsed = parseFaults(request.faults);
      if (!parsed.ok) throw new Error("faults not playable");
      return playIdMatrix(request.scenario, { faults: parsed.faults, lang: request.lang, engine: request.engine });
    },
    // The worker's own reading of a file, here.
    openFile: async (file) => openScenarioBytes(new Uint8Array(await file.arrayBuffer())),
  };
}

/** An address bar that keeps the query it was given, and every query written to it. */
export function fakeAddress(search = ""): AddressBar & { written: string[] } {
  let current = search;
  const written: string[] = [];
  return {
    written,
    search: () => current,
    base: () => "https://lab.example/",
    replace(next) {
      current = next;
      written.push(next);
    },
  };
}

/** A store over fakes, opened on `search`, and what it was given. */
export interface TestLab {
  lab: LabStore;
  engine: FakeEngine;
  address: ReturnType<typeof fakeAddress>;
  storage: ReturnType<typeof memoryStorage>;
  dispose(): void;
}

/** Opens a store on `search` over fakes (a storage may be passed to reopen one). */
export function openLab(
  search = "",
  options: Partial<LabStoreOptions> & { storage?: ReturnType<typeof memoryStorage> } = {},
): TestLab {
  const engine = fakeEngine();
  const address = fakeAddress(search);
  const storage = options.storage ?? memoryStorage();
  return createRoot((dispose) => ({
    lab: createLabStore({ engine, address, storage, ...options }),
    engine,
    address,
    storage,
    dispose,
  }));
}

/** Waits until the store shows a built trace (none loading), and `also` holds if given. */
export async function settled(lab: LabStore, also: () => boolean = () => true): Promise<void> {
  await expect.poll(() => lab.trace() !== undefined && !lab.loading() && also(), { timeout: 20_000 }).toBe(true);
}

/** The learner's tool as the Tool lab hands it to the store, its sandbox the Node runner (`runner/local.ts`). */
export function localLearnerPlay(source = CHAPTER_TOOL_MODULE, packed?: string): LearnerPlay {
  return {
    source,
    ...(packed ? { packed } : {}),
    async open() {
      const made = localLearnerTool(source);
      if (!made.ok) return { ok: false, message: made.problem.detail };
      return {
        ok: true,
        definition: made.learner.tool as unknown as LearnerDefinition,
        runner: { execute: made.learner.run },
        close: () => undefined,
      };
    },
  };
}
