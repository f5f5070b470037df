/// <reference lib="webworker" />
/**
 * The engine's home in the browser: a Web Worker, so building a trace — however long — never holds
 * up a paint or a key press on the page. Traces cross back as plain data.
 */
import { parseFaults } from "../steps/faults";
import { playScenario } from "../steps/play";
import { providerFactory } from "../steps/providers";
import type { WorkerRequest, WorkerResponse } from "./engine-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, scenario, faults, lang, provider, engine } = event.data;
  let response: WorkerResponse;
  try {
    const parsed = parseFaults(faults);
    if (!parsed.ok) throw new Error(`faults not playable: ${[...parsed.unknown, ...parsed.conflicts.flat()].join(", ")}`);
    // pi-agent-core is fetched only when the loop is chosen.
    const play = engine === "loop" ? (await import("../steps/loop")).playLoop : playScenario;
    const trace = await play(scenario, { faults: parsed.faults, lang, provider: providerFactory(provider) });
    response = { id, ok: true, trace };
  } catch (error) {
    response = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
