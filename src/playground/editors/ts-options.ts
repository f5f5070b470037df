/**
 * The TypeScript set-up the Tool lab's editor checks with, in one place: the page gives it to
 * Monaco (`monaco.ts`) and the lab's TypeScript worker (`ts-lab.worker.ts`) warms a language service
 * with exactly the same options and files, so the files it parsed are the ones Monaco's asks for.
 */
import piTypes from "virtual:pi-ai-types";
import { RUNNER_MODULE_TYPES } from "./runner-types";

/**
 * Compiler options as TypeScript's API takes them (numbers: 99 = ESNext for target and module, 100 =
 * bundler resolution, packages found through their package.json "exports"). The module runs in a
 * worker: ES2022 and the worker's globals (no DOM lib, a third of the checker's start-up). Lib names
 * are file names here, as the compiler API takes them.
 */
export const LAB_COMPILER_OPTIONS = {
  target: 99,
  module: 99,
  moduleResolution: 100,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  lib: ["lib.es2022.d.ts", "lib.webworker.d.ts"],
  types: [] as string[],
};

/** The declaration files beside the learner's module: pi-ai's and TypeBox's rolled up, and the runner's modules. */
export const LAB_EXTRA_LIBS: { filePath: string; content: string }[] = [...piTypes.map((f) => ({ filePath: f.path, content: f.text })), ...RUNNER_MODULE_TYPES];
