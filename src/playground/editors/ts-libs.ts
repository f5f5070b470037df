/**
 * The TypeScript libs the Tool lab's module is checked with, as the compiler API names them: ES2022
 * and the worker's globals (the module runs in a worker; no DOM lib, a third of the checker's
 * start-up). One list for the editor's options (`ts-options.ts`) and for the build, which gives the
 * lab's TypeScript worker only these libs and the ones they reference (`scripts/build/ts-lab-libs.ts`),
 * its `lib.webworker.d.ts` cut to the sandbox's globals (`scripts/build/sandbox-lib.ts`).
 */
export const LAB_LIBS = ["lib.es2022.d.ts", "lib.webworker.d.ts"];
