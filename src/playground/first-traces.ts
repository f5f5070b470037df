/**
 * The first trace a plain visit or a shared link shows, played at build time
 * (`scripts/build/first-traces.ts`: `virtual:first-traces`, `virtual:scenario-trace/<id>`) by the
 * same `playRequest` the engine worker runs: the engine is deterministic, so the page can show the
 * whole trace of the happy path, or of the built-in a link names, at once instead of waiting for the
 * worker and pi-ai to load; the worker plays it again afterwards, and its trace wins should they
 * differ. Any other request — another provider, fault, the loop, the lens, a learner's tool, a
 * capture, an edited or opened scenario — goes to the worker as before.
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

/** Fields pi-ai stamps from the real clock (as the engine's `withoutWallClock` says): a check leaves them out. */
const WALL_CLOCK = new Set(["timestamp", "durationMs"]);

/** A JSON replacer leaving out the wall-clock fields, as keys and as a fact's `[name, value]` pair. */
function withoutWallClock(this: unknown, key: string, value: unknown): unknown {
  if (WALL_CLOCK.has(key)) return undefined;
  if (key === "1" && Array.isArray(this) && typeof this[0] === "string" && WALL_CLOCK.has(this[0])) return undefined;
  return value;
}

/** Whether `played` is the trace `json` holds, apart from the times pi-ai stamps from the real clock. */
export function sameTrace(json: string, played: Trace): boolean {
  return JSON.stringify(JSON.parse(json), withoutWallClock) === JSON.stringify(played, withoutWallClock);
}

/** Runs a check later, once the page is idle (the worker's play never competes with the first frames). */
const whenIdle = (check: () => unknown) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(check, { timeout: 2000 }) : setTimeout(check, 0);

/**
 * `client`, answering the requests `traces` were played for from them (each parsed once). Each one
 * answered is played again in the worker (`later`, beside the trace on screen, as a glance is): a
 * worker's trace that differs replaces it, and `onReplaced`'s listeners play again.
 */
export function withFirstTraces(
  client: EngineClient,
  traces: readonly FirstTrace[],
  later: (check: () => Promise<void>) => unknown = whenIdle,
): EngineClient {
  const json = new Map(traces.map((t) => [t.key, t.json]));
  // Another scenario is not even written out as a key (a 10,000-entry folder would be, on every play).
  const ids = new Set(traces.map((t) => (JSON.parse(t.key) as [{ id: string }])[0].id));
  const parsed = new Map<string, Trace>();
  const checked = new Set<string>();
  const listeners: (() => void)[] = [];
  const keyOf = (request: PlayRequest) => (ids.has(request.scenario.id) ? firstTraceKey(request) : undefined);
  /** The first trace that answers `request`, if one does (parsed on first use). */
  const answer = (request: PlayRequest): Trace | undefined => {
    const key = keyOf(request);
    const text = key === undefined ? undefined : json.get(key);
    if (key === undefined || text === undefined) return undefined;
    let trace = parsed.get(key);
    if (!trace) parsed.set(key, (trace = JSON.parse(text) as Trace));
    return trace;
  };
  /** Plays `request` (answered from a first trace) in the worker, once; a trace that differs replaces it. */
  const verify = (request: PlayRequest) => {
    const key = keyOf(request)!;
    if (checked.has(key)) return;
    checked.add(key);
    later(() =>
      client.glance(request).then(
        (trace) => {
          if (sameTrace(json.get(key)!, trace)) return;
          json.set(key, JSON.stringify(trace));
          parsed.set(key, trace);
          listeners.forEach((listen) => listen());
        },
        // A worker that cannot play leaves the first trace on screen, as it would a replay.
        () => undefined,
      ),
    );
  };
  return {
    play(request, runner) {
      const trace = runner ? undefined : answer(request);
      if (!trace) return client.play(request, runner);
      verify(request);
      return Promise.resolve(trace);
    },
    glance(request) {
      const trace = answer(request);
      return trace ? Promise.resolve(trace) : client.glance(request);
    },
    idMatrix: (request) => client.idMatrix(request),
    openFile: (file) => client.openFile(file),
    known: answer,
    onReplaced: (listen) => void listeners.push(listen),
  };
}
