/**
 * What a loaded learner's tool module is, as plain data, on both sides of the sandbox: the loader
 * (`evaluate.ts`) makes it, the messages (`protocol.ts`) carry it, the page's boundary
 * (`boundary.ts`) reads it back. Types only, and no imports: a leaf each of them can name without
 * importing the others (the three used to import each other in a circle).
 */

/** Why a module could not be used, as a catalog key (`ui.runner.problem.*`) and a detail. */
export interface ModuleProblem {
  key: "syntax" | "threw" | "no-tool" | "no-execute" | "bad-tool";
  detail: string;
}

/** The learner's tool as plain data: what the engine sends to the model and validates against. */
export interface LearnerDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}
