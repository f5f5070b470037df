/**
 * Messages of the learner-code runner's worker, for a tool module. The host talks to the worker
 * through the supervisor (`sandbox/supervisor.ts`), which starts a fresh worker after a stopped run
 * and enforces the limits.
 */
import type { LearnerFolder, LearnerRun } from "../engine/round/learner";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { ContrastCells, ContrastProbe } from "../lens/contrast";

/**
 * Host → supervisor → worker. `load` evaluates the module; `execute` runs one call; `contrast` (only
 * the contrast worker answers it) validates the probes against the module's parameters.
 */
export type RunnerRequest =
  | { type: "load"; id: number; source: string }
  | { type: "execute"; id: number; args: unknown; folder: LearnerFolder }
  | { type: "contrast"; id: number; probes: ContrastProbe[] };

/**
 * Worker → supervisor → host. The supervisor answers for a stopped worker: `timeout` (a call over its
 * limit) or `load-timeout` (the module did not load within its own, separate limit). The host reads
 * every answer with `readRunnerAnswer` (`boundary.ts`): the sandbox runs a learner's code.
 */
export type RunnerResponse =
  | { type: "loaded"; id: number; ok: true; definition: LearnerDefinition }
  | { type: "loaded"; id: number; ok: false; problem: ModuleProblem }
  | { type: "executed"; id: number; run: LearnerRun }
  | { type: "contrasted"; id: number; rows: ContrastCells[] }
  | { type: "timeout"; id: number; ms: number }
  | { type: "load-timeout"; id: number; ms: number }
  | { type: "crashed"; id: number; message: string };
