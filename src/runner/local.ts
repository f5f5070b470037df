/**
 * A learner's tool run in this process, with no sandbox: for tests and the trace command, where the
 * code is the person's own file. The browser never uses this (see `host.ts`).
 */
import type { Tool } from "@earendil-works/pi-ai";
import type { LearnerTool } from "../steps/learner";
import { loadModule, type ModuleProblem } from "./evaluate";

/** Loads `source` and wraps it as the engine's {@link LearnerTool}. */
export function localLearnerTool(source: string): { ok: true; learner: LearnerTool } | { ok: false; problem: ModuleProblem } {
  const loaded = loadModule(source);
  if (!loaded.ok) return loaded;
  const { definition, execute } = loaded.module;
  return { ok: true, learner: { tool: definition as unknown as Tool, source, run: execute } };
}
