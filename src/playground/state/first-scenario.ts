/**
 * The scenario a visit opens when its link names none: the happy path, whose traces are the build's
 * first traces (`scripts/build/first-traces.ts`). On its own, with no imports, so the built page's
 * inline head script can read it too (`start/app-code-head.ts`).
 */
export const FIRST_SCENARIO = "happy-path";
