/**
 * A learner's tool run in this thread, with no sandbox and no limits: for the engine's tests, where
 * the code is the project's own. The trace command uses a worker thread (`sandbox/node.ts`), the
 * browser the sandbox.
 */
import type { Tool } from "@earendil-works/pi-ai";
import type { LearnerTool } from "../engine/learner";
import type { ModuleProblem } from "./definition";
import { loadModule } from "./evaluate";

/** Loads `source` and wraps it as the engine's {@link LearnerTool}, in this thread (no limits). */
export function localLearnerTool(source: string): { ok: true; learner: LearnerTool } | { ok: false; problem: ModuleProblem } {
  const loaded = loadModule(source);
  if (!loaded.ok) return loaded;
  const { definition, execute } = loaded.module;
  return { ok: true, learner: { tool: definition as unknown as Tool, source, run: execute } };
}
