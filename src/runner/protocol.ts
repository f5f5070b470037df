/**
 * Messages of the learner-code runner. The page talks to a sandboxed iframe (opaque origin, no
 * network); the iframe starts a fresh module worker per run and enforces the time limit.
 */
import type { LearnerFolder, LearnerRun } from "../engine/learner";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { ContrastCells, ContrastProbe } from "../lens/contrast";

/**
 * Page → iframe → worker. `load` evaluates the module; `execute` runs one call; `contrast` (only
 * the contrast worker answers it) validates the probes against the module's parameters.
 */
export type RunnerRequest =
  | { type: "load"; id: number; source: string }
  | { type: "execute"; id: number; args: unknown; folder: LearnerFolder }
  | { type: "contrast"; id: number; probes: ContrastProbe[] };

/**
 * Worker → iframe → page. The iframe answers for a stopped worker: `timeout` (a call over its limit)
 * or `load-timeout` (the module did not load within its own, separate limit). The page reads every
 * answer with `readRunnerAnswer` (`boundary.ts`): the sandbox runs a learner's code.
 */
export type RunnerResponse =
  | { type: "loaded"; id: number; ok: true; definition: LearnerDefinition }
  | { type: "loaded"; id: number; ok: false; problem: ModuleProblem }
  | { type: "executed"; id: number; run: LearnerRun }
  | { type: "contrasted"; id: number; rows: ContrastCells[] }
  | { type: "timeout"; id: number; ms: number }
  | { type: "load-timeout"; id: number; ms: number }
  | { type: "crashed"; id: number; message: string };

/** Iframe → page: the answer to request `id`, as the iframe relays it (not read by the iframe). */
export interface RunnerEnvelope {
  id: number;
  answer: unknown;
}

/** Page → iframe: one request, the two limits, and (the first time) the worker's bundle. */
export interface RunnerOrder {
  request: RunnerRequest;
  limits: { loadMs: number; runMs: number };
  bundle?: string;
}

/**
 * Names the runner worker removes from its global scope, and from every prototype on its chain,
 * before learner code runs. `postMessage` and `close` go too: only the runner answers the iframe.
 */
export const WITHHELD_GLOBALS = [
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "WebTransport",
  "EventSource",
  "indexedDB",
  "caches",
  "cookieStore",
  "importScripts",
  "BroadcastChannel",
  "Worker",
  "SharedWorker",
  "localStorage",
  "sessionStorage",
  "navigator",
  "WebSocketStream",
  "FontFace",
  "fonts",
  "Notification",
  "postMessage",
  "close",
] as const;
