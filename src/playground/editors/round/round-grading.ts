/**
 * The Round lab's grading in the browser: every round module runs in the sandbox (`sandbox/browser.ts`),
 * the engine answers it on this page, between the sandbox's messages, so the page keeps painting.
 */
import { openRoundRunner } from "../../../sandbox/browser";
import { gradeLearnerRound, playCell, type Cell, type Combo } from "../../../learner-round/grade";
import type { RoundModuleProblem } from "../../../sandbox/round-protocol";
import type { Lang } from "../../../scenarios/types";
import type { Trace } from "../../../engine/trace/frames";

/** A graded module: every cell, or why the module could not be used. */
export type Graded = { ok: true; cells: Cell[] } | { ok: false; problem: RoundModuleProblem };

/** Grades `source` in a fresh sandbox; `onCell` after each cell; stops after the current cell when `signal` aborts. */
export async function gradeInSandbox(
  source: string,
  options: { lang: Lang; signal?: AbortSignal; onCell?(cell: Cell, done: number, total: number): void },
): Promise<Graded> {
  const opened = await openRoundRunner(source);
  if (!opened.ok) return opened;
  try {
    return { ok: true, cells: await gradeLearnerRound(opened.session.runner, options) };
  } finally {
    opened.session.close();
  }
}

/** Plays one cell again with `source`, in a fresh sandbox, for the player: its trace, or why not. */
export async function replayCell(
  source: string,
  combo: Combo,
  lang: Lang,
): Promise<{ ok: true; trace: Trace; cell: Cell } | { ok: false; problem: RoundModuleProblem }> {
  const opened = await openRoundRunner(source);
  if (!opened.ok) return opened;
  try {
    return { ok: true, ...(await playCell(opened.session.runner, combo, lang)) };
  } finally {
    opened.session.close();
  }
}
