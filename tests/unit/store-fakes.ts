/**
 * What the store's unit tests give it in place of the browser: an engine client that plays in this
 * process with the real engine (and can be told to fail once), an address bar that keeps what it was
 * given, and a storage in memory. Each store is made in its own Solid root.
 */
import { createRoot } from "solid-js";
import { expect } from "vitest";
import { parseFaults, providerFactory } from "../../src/engine";
import { playIn } from "../../src/engine/run";
import type { Trace } from "../../src/engine/frames";
import type { EngineClient } from "../../src/playground/engine-client";
import type { PlayRequest } from "../../src/playground/engine-protocol";
import type { AddressBar } from "../../src/playground/state/session";
import { createLabStore, type LabStore, type LabStoreOptions } from "../../src/playground/state/store";
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
    async play(request): Promise<Trace> {
      requests.push(request);
      if (failure !== undefined) {
        const message = failure;
        failure = undefined;
        throw new Error(message);
      }
      return playRequest(request);
    },
    glance: playRequest,
  };
}

/** Plays a request in-process, as the engine worker does. */
async function playRequest(request: PlayRequest): Promise<Trace> {
  const parsed = parseFaults(request.faults);
  if (!parsed.ok) throw new Error(`faults not playable: ${request.faults.join()}`);
  // The lens plays both versions, as the engine worker does.
  if (request.lens) return (await import("../../src/lens/play-lens")).playLens(request.scenario, { faults: parsed.faults, lang: request.lang, provider: request.provider, ...(request.source ? { source: request.source } : {}), engine: request.engine });
  const options = { faults: parsed.faults, lang: request.lang, provider: providerFactory(request.provider, undefined, request.source) };
  return playIn(request.engine, request.scenario, options);
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
export function openLab(search = "", options: Partial<LabStoreOptions> & { storage?: ReturnType<typeof memoryStorage> } = {}): TestLab {
  const engine = fakeEngine();
  const address = fakeAddress(search);
  const storage = options.storage ?? memoryStorage();
  return createRoot((dispose) => ({ lab: createLabStore({ engine, address, storage, ...options }), engine, address, storage, dispose }));
}

/** Waits until the store shows a built trace (none loading), and `also` holds if given. */
export async function settled(lab: LabStore, also: () => boolean = () => true): Promise<void> {
  await expect.poll(() => lab.trace() !== undefined && !lab.loading() && also(), { timeout: 20_000 }).toBe(true);
}
