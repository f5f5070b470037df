/**
 * The first trace a plain visit shows, played at build time (`scripts/build/first-traces.ts`,
 * `virtual:first-traces`) by the same `playRequest` the engine worker runs: the engine is
 * deterministic, so the page can show the whole happy path at once instead of waiting for the
 * worker and pi-ai to load. Any other request — another scenario, language, provider, fault, the
 * loop, the lens, a learner's tool, a capture, an edited built-in — goes to the worker as before.
 */
import type { Trace } from "../engine/trace/frames";
import type { EngineClient } from "./engine-client";
import type { PlayRequest } from "./engine-protocol";

/** A trace played at build time: the request it answers (its key) and the trace, as JSON. */
export interface FirstTrace {
  key: string;
  json: string;
}

/** The key of a request a first trace may answer; none with a learner's tool, a capture or the lens. */
export function firstTraceKey(request: PlayRequest): string | undefined {
  if (request.learner || request.recording || request.lens || request.source || request.strict) return undefined;
  return JSON.stringify([request.scenario, request.faults, request.lang, request.provider, request.engine]);
}

/** `client`, answering the requests `traces` were played for from them (each parsed once). */
export function withFirstTraces(client: EngineClient, traces: readonly FirstTrace[]): EngineClient {
  const json = new Map(traces.map((t) => [t.key, t.json]));
  // Another scenario is not even written out as a key (a 10,000-entry folder would be, on every play).
  const ids = new Set(traces.map((t) => (JSON.parse(t.key) as [{ id: string }])[0].id));
  const parsed = new Map<string, Trace>();
  /** The first trace that answers `request`, if one does (parsed on first use). */
  const answer = (request: PlayRequest): Trace | undefined => {
    const key = ids.has(request.scenario.id) ? firstTraceKey(request) : undefined;
    const text = key === undefined ? undefined : json.get(key);
    if (key === undefined || text === undefined) return undefined;
    let trace = parsed.get(key);
    if (!trace) parsed.set(key, (trace = JSON.parse(text) as Trace));
    return trace;
  };
  return {
    play(request, runner) {
      const trace = runner ? undefined : answer(request);
      return trace ? Promise.resolve(trace) : client.play(request, runner);
    },
    glance(request) {
      const trace = answer(request);
      return trace ? Promise.resolve(trace) : client.glance(request);
    },
    idMatrix: (request) => client.idMatrix(request),
    openFile: (file) => client.openFile(file),
    known: answer,
  };
}
