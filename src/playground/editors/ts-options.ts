/**
 * The TypeScript set-up the Tool lab's editor checks with, in one place: the page gives it to
 * Monaco (`monaco.ts`) and the lab's TypeScript worker (`ts-lab.worker.ts`) warms a language service
 * with exactly the same options and files, so the files it parsed are the ones Monaco's asks for.
 */
import piTypes from "virtual:pi-ai-types";
import { RUNNER_MODULE_TYPES } from "./runner-types";
import { LAB_LIBS } from "./ts-libs";

/**
 * Compiler options as TypeScript's API takes them (numbers: 99 = ESNext for target and module, 100 =
 * bundler resolution, packages found through their package.json "exports"). The libs are
 * `LAB_LIBS` (ES2022 and the worker's globals), file names as the compiler API takes them.
 */
export const LAB_COMPILER_OPTIONS = {
  target: 99,
  module: 99,
  moduleResolution: 100,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  lib: LAB_LIBS,
  types: [] as string[],
};

/** The declaration files beside the learner's module: pi-ai's and TypeBox's rolled up, and the runner's modules. */
export const LAB_EXTRA_LIBS: { filePath: string; content: string }[] = [
  ...piTypes.map((f) => ({ filePath: f.path, content: f.text })),
  ...RUNNER_MODULE_TYPES,
];
