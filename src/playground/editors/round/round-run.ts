/**
 * The Round lab's grading, as signals: the learner's round graded against every built-in scenario ×
 * fault in the sandbox (cells arriving one by one, cancellable), the summary said in words, and a
 * cell opened in the player played with that round. `RoundLab.tsx` draws it.
 */
import { createSignal, type Accessor } from "solid-js";
import { brokenRules, ROUND_COMBOS, type Cell } from "../../../learner-round/grade";
import { brokenName, verdictOf } from "../../../learner-round/verdict";
import type { Lang } from "../../../scenarios/types";
import { BUILT_IN_IDS } from "../../../scenarios";
import { roundText } from "../../../i18n/round";
import { gradeInSandbox, replayCell } from "./round-grading";
import type { EditState } from "../edit-state";
import type { LabStore } from "../../state/store";

/** The Round lab's words function. */
export type RoundWords = (key: string, params?: Record<string, string | number>) => string;

/** Grading in progress: cells done of all. */
export interface Progress {
  done: number;
  total: number;
}

/** The Round lab's grading state and what the person can do with it. */
export interface RoundRun {
  cells: Accessor<Cell[]>;
  /** Set while grading runs. */
  progress: Accessor<Progress | undefined>;
  /** The last grading's summary, or why the round could not be graded or a cell not opened. */
  message: Accessor<string>;
  /** Grades the draft (saved first) against every combination. */
  grade(): Promise<void>;
  /** Stops a grading that runs; the cells done so far stay. */
  cancel(): void;
  /** Opens `cell` in the player, played with this round, at the frame the grader named. */
  open(cell: Cell): Promise<void>;
}

/** The summary of a finished grading: passes of all, the rules broken, and if it was cancelled after `done` cells. */
function summaryOf(cells: readonly Cell[], done: number, cancelled: boolean, rt: RoundWords, lang: Lang): string {
  const summary = rt("summary", { pass: cells.filter((c) => c.pass).length, total: cells.length });
  const broken = brokenRules(cells);
  const stopped = cancelled ? `${rt("cancelled", { done, total: ROUND_COMBOS.length })} ` : "";
  return (
    stopped +
    summary +
    (broken.length ? ` ${rt("summary.rules", { rules: broken.map((key) => brokenName(key, lang)).join("; ") })}` : "")
  );
}

/** Creates the grading of `state`'s round on `lab`, its words from `rt`. */
export function createRoundRun(lab: LabStore, state: EditState, rt: RoundWords): RoundRun {
  const [cells, setCells] = createSignal<Cell[]>([]);
  const [progress, setProgress] = createSignal<Progress | undefined>();
  const [message, setMessage] = createSignal("");
  let controller: AbortController | undefined;

  const grade = async () => {
    const source = state.draft().text;
    state.save();
    controller = new AbortController();
    setCells([]);
    setMessage("");
    setProgress({ done: 0, total: ROUND_COMBOS.length });
    const graded = await gradeInSandbox(source, {
      lang: lab.lang(),
      signal: controller.signal,
      onCell: (cell, done, total) => (setCells([...cells(), cell]), setProgress({ done, total })),
    });
    const done = cells().length;
    setProgress(undefined);
    setMessage(
      graded.ok
        ? summaryOf(graded.cells, done, controller.signal.aborted, rt, lab.lang())
        : rt(`load.${graded.problem.key}`, { detail: graded.problem.detail }),
    );
  };

  // The player replays the cell with this round (fresh sandbox), at the frame the grader named.
  const open = async (cell: Cell) => {
    const source = state.draft().text;
    const played = await replayCell(source, cell, lab.lang());
    if (!played.ok) {
      setMessage(rt(`load.${played.problem.key}`, { detail: played.problem.detail }));
      return;
    }
    const first = { key: `${cell.scenario}|${cell.faults.join()}|${lab.lang()}`, trace: played.trace };
    lab.workbench.setRound({
      source,
      opened: (lang) =>
        roundText(lang, "opened", {
          scenario: cell.scenario,
          faults: cell.faults.join(" + ") || roundText(lang, "faults.none"),
          frame: (played.cell.frame ?? 0) + 1,
          rule: verdictOf(played.cell, lang),
        }),
      // The cell's own replay first; another scenario or fault picked in the player plays again with this round.
      async play(id, faults, lang) {
        if (`${id}|${faults.join()}|${lang}` === first.key) return first.trace;
        if (!BUILT_IN_IDS.includes(id)) return undefined;
        const again = await replayCell(source, { scenario: id, faults }, lang);
        return again.ok ? again.trace : undefined;
      },
    });
    lab.selectScenario(cell.scenario);
    lab.setFaults([...cell.faults]);
    lab.goWhenReady(played.cell.frame ?? 0);
    lab.workbench.openEditor(undefined);
  };

  return { cells, progress, message, grade, cancel: () => controller?.abort(), open };
}
