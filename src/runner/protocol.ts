/**
 * Messages of the learner-code runner. The page talks to a sandboxed iframe (opaque origin, no
 * network); the iframe starts a fresh module worker per run and enforces the time limit.
 */
import type { LearnerFolder, LearnerRun } from "../steps/learner";
import type { LearnerDefinition, ModuleProblem } from "./evaluate";

/** Page → iframe → worker. `load` evaluates the module; `execute` runs one call. */
export type RunnerRequest =
  | { type: "load"; id: number; source: string }
  | { type: "execute"; id: number; args: unknown; folder: LearnerFolder };

/** Worker → iframe → page. A stopped worker is answered by the iframe with `timeout`. */
export type RunnerResponse =
  | { type: "loaded"; id: number; ok: true; definition: LearnerDefinition }
  | { type: "loaded"; id: number; ok: false; problem: ModuleProblem }
  | { type: "executed"; id: number; run: LearnerRun }
  | { type: "timeout"; id: number; ms: number }
  | { type: "crashed"; id: number; message: string };

/** Names the runner worker removes from its global scope before learner code runs. */
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
] as const;
