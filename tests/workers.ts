import { availableParallelism } from "node:os";

/**
 * How many test files run at once, in both suites (one pool when `vitest run` runs them together):
 * one per core. Vitest's own default, one fewer than the cores, ran a single file at a time on a
 * 2-core machine and left the other core idle. Not more than the cores: the sandbox's 2 s clock is
 * real time, and a file that shares its core with two others can miss it (docs/testing.md).
 */
export const TEST_WORKERS = availableParallelism();
