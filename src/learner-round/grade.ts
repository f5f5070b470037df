/**
 * Grades a learner's round: plays it through every built-in scenario × every fault set the test
 * suite covers (leaving out faults that stand for the application's own code, such as
 * `swallow-errors`: the learner's round is the application) and checks the chapter's rules.
 */
import { chapterViolations, type RuleId } from "../grader/rules";
import { builtInScenario, BUILT_IN_IDS, type Lang } from "../scenarios";
import type { Scenario } from "../scenarios/types";
import { FAULT_IDS, parseFaults } from "../engine/round/faults";
import type { RoundEndKind } from "../engine/trace/facts";
import type { Trace } from "../engine/trace/frames";
import { playLearnerRound } from "./play";
import type { RoundRunner } from "../sandbox/round-protocol";

/** Faults that stand for the application's own bugs: the learner's round is the application. */
export const APPLICATION_FAULTS: readonly string[] = ["swallow-errors"];

/** The fault sets of every cell: none, each fault alone, and the pair the suite also plays. */
export const ROUND_FAULT_SETS: readonly (readonly string[])[] = [
  [],
  ...FAULT_IDS.filter((f) => !APPLICATION_FAULTS.includes(f)).map((f) => [f]),
  ["truncate", "bad-arguments:malformed"],
];

/** One cell of the grid: a scenario and a fault set. */
export interface Combo {
  scenario: string;
  faults: readonly string[];
}

/** Why a built-in scenario has no cells: it plays a variant of the chapter's tool (`toolVariant`). */
export type UngradedReason = "tool-variant";

/**
 * Why the built-in scenario `id` is not graded, or undefined when it is. A scenario that plays a
 * variant of the chapter's tool (`converted-limit`) is left out: a round's `app.tools` is the chapter's tool.
 */
export function ungradedReason(id: string): UngradedReason | undefined {
  const result = builtInScenario(id);
  return result.ok && result.scenario.toolVariant !== undefined ? "tool-variant" : undefined;
}

/** Every cell, scenario by scenario: each graded scenario with every fault set. */
export const ROUND_COMBOS: readonly Combo[] = BUILT_IN_IDS.filter((id) => ungradedReason(id) === undefined).flatMap(
  (scenario) => ROUND_FAULT_SETS.map((faults) => ({ scenario, faults })),
);

/**
 * Why a cell has no verdict on the rules: how the round ended when it did not return properly, or
 * `stopped`, when the grading was stopped while the cell played (cancelled, or a class file's time ran out).
 */
export type CellProblem = Exclude<RoundEndKind, "returned"> | "stopped";

/**
 * A graded cell. `rule` is the first rule broken (earliest frame), `frame` the 0-based frame that
 * shows it; `problem` is set instead when the round did not return properly (it threw, ran over its
 * time, returned something else, asked or ran too often, sent what cannot be read) or was stopped.
 */
export interface Cell extends Combo {
  pass: boolean;
  rule?: RuleId;
  /** Every rule broken in this cell, in order of first appearance. */
  rules: RuleId[];
  text?: string;
  frame?: number;
  problem?: { how: CellProblem; detail?: string };
  /** Not played: the round had just run over its time in {@link RUNAWAY_STREAK} cells in a row. */
  skipped?: boolean;
}

/**
 * Cells in a row that may run over their time before the rest are marked instead of played: a round
 * that loops forever would otherwise hold the grid for 2 s (and a fresh worker) per cell, minutes in all.
 */
export const RUNAWAY_STREAK = 3;

/** A built-in scenario; the ids come from `BUILT_IN_IDS`, so a failure is a bug in the lab. */
export function scenarioById(id: string): Scenario {
  const loaded = builtInScenario(id);
  if (!loaded.ok) throw new Error(`built-in scenario ${id} does not load`);
  return loaded.scenario;
}

/** Grades one played trace. */
export function gradeTrace(trace: Trace, combo: Combo, root: string): Cell {
  const end = trace.learnerRound;
  const last = Math.max(0, trace.frames.length - 1);
  if (end && end.end !== "returned")
    return {
      ...combo,
      pass: false,
      rules: [],
      frame: last,
      problem: { how: end.end, ...(end.detail !== undefined ? { detail: end.detail } : {}) },
    };
  const broken = chapterViolations(trace, { root });
  const first = broken[0];
  if (!first) return { ...combo, pass: true, rules: [] };
  const rules = [...new Set(broken.map((v) => v.rule))];
  return { ...combo, pass: false, rule: first.rule, rules, text: first.text, frame: first.frame };
}

/** Plays one cell with the learner's round, and grades it. */
export async function playCell(
  runner: RoundRunner,
  combo: Combo,
  lang: Lang = "en",
): Promise<{ trace: Trace; cell: Cell }> {
  const parsed = parseFaults([...combo.faults]);
  if (!parsed.ok) throw new Error(`unknown faults ${combo.faults.join(", ")}`);
  const scenario = scenarioById(combo.scenario);
  const trace = await playLearnerRound(scenario, { runner, faults: parsed.faults, lang });
  return { trace, cell: gradeTrace(trace, combo, scenario.downloads.path) };
}

/** Options for {@link gradeLearnerRound}. */
export interface GradeOptions {
  lang?: Lang;
  combos?: readonly Combo[];
  /** Called after each cell, in order, with the trace it was graded on (none for a skipped cell). */
  onCell?(cell: Cell, done: number, total: number, trace?: Trace): void;
  signal?: AbortSignal;
}

/** Settles with `work`, or with "stopped" as soon as `signal` aborts (the work is left to end on its own). */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T | "stopped"> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve("stopped");
  return new Promise((resolve, reject) => {
    const stop = () => resolve("stopped");
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/**
 * Grades every cell in turn; one bad cell never stops the others. When `signal` aborts, the cell
 * playing is marked `stopped` at once and the grading returns what it has (the caller ends the runner).
 */
export async function gradeLearnerRound(runner: RoundRunner, options: GradeOptions = {}): Promise<Cell[]> {
  const combos = options.combos ?? ROUND_COMBOS;
  const cells: Cell[] = [];
  let streak = 0;
  for (const combo of combos) {
    if (options.signal?.aborted) break;
    const played =
      streak >= RUNAWAY_STREAK
        ? undefined
        : await unlessStopped(playCell(runner, combo, options.lang ?? "en"), options.signal);
    if (played === "stopped") {
      const cell: Cell = { ...combo, pass: false, rules: [], problem: { how: "stopped" } };
      cells.push(cell);
      options.onCell?.(cell, cells.length, combos.length);
      break;
    }
    const cell: Cell = played?.cell ?? { ...combo, pass: false, rules: [], problem: { how: "timeout" }, skipped: true };
    streak = cell.problem?.how === "timeout" ? streak + 1 : 0;
    cells.push(cell);
    options.onCell?.(cell, cells.length, combos.length, played?.trace);
  }
  return cells;
}

/** The rules broken anywhere in `cells`, and the problems, each once, in the grid's order. */
export function brokenRules(cells: readonly Cell[]): string[] {
  const seen = new Set<string>();
  for (const cell of cells) {
    for (const rule of cell.rules) seen.add(rule);
    if (cell.problem) seen.add(cell.problem.how);
  }
  return [...seen];
}
