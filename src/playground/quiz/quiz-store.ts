import { createSignal, type Accessor } from "solid-js";
import type { Problem } from "../state/location";
import { loadProgress, saveProgress, type PredictTally, type QuizAnswer, type QuizProgress } from "./quiz-progress";
import type { StorageLike } from "../state/storage";

/** What the quiz panel shows: a question (1 to `QUESTION_COUNT`), the summary, or nothing (the player). */
export type QuizView = number | "summary" | undefined;

/** The self-test's state: which question is open, the answers, predict mode and its tallies. */
export interface QuizStore {
  view: Accessor<QuizView>;
  open(view: Exclude<QuizView, undefined>): void;
  close(): void;
  answer(n: number): QuizAnswer | undefined;
  /** Picks an option; in a multi-select question it toggles. Locked once revealed. */
  choose(n: number, option: string, multi: boolean): void;
  reveal(n: number): void;
  /** Shows a revealed answer as it is (an audience window mirroring its presenter; nothing is saved). */
  mirror(n: number, chosen: string[]): void;
  /** Clears every answer (predict mode and its tallies stay). */
  reset(): void;
  /** The question to go back to after "See it happen", while the player shows its evidence. */
  returnTo: Accessor<number | undefined>;
  setReturnTo(n: number | undefined): void;
  predict: Accessor<boolean>;
  togglePredict(): void;
  /** The prediction already made for a trace (by key), if any. */
  predicted(key: string): string | undefined;
  /** Records a prediction at the gate and tallies it for the scenario. */
  recordPrediction(key: string, scenario: string, choice: string, right: boolean): void;
  tally(scenario: string): PredictTally | undefined;
  /** Records that the person stepped past the prompt: skipped, not asked again, not tallied. */
  skipPrediction(key: string): void;
}

/** Creates the quiz state from storage; unreadable stored answers are reset with a notice. */
export function createQuizStore(
  storage: StorageLike | undefined,
  notify: (p: Problem) => void,
  initial: QuizView,
): QuizStore {
  const loaded = loadProgress(storage);
  if (loaded.reset) notify({ key: "ui.quiz.storage-reset", params: {} });
  // A new object per change, so Solid sees it; progress is small (an answer a question, a few tallies).
  const [progress, setProgress] = createSignal<QuizProgress>(loaded.progress);
  const [view, setView] = createSignal<QuizView>(initial);
  const [returnTo, setReturnTo] = createSignal<number | undefined>();
  const update = (change: (p: QuizProgress) => void) => {
    const next: QuizProgress = {
      ...progress(),
      answers: new Map(progress().answers),
      tallies: new Map(progress().tallies),
      predicted: new Map(progress().predicted),
    };
    change(next);
    setProgress(next);
    saveProgress(storage, next);
  };
  return {
    view,
    open: (v) => setView(v),
    close: () => setView(undefined),
    answer: (n) => progress().answers.get(n),
    choose(n, option, multi) {
      const current = progress().answers.get(n);
      if (current?.revealed) return;
      const before = current?.chosen ?? [];
      const chosen = multi
        ? before.includes(option)
          ? before.filter((o) => o !== option)
          : [...before, option].sort()
        : [option];
      update((p) => p.answers.set(n, { chosen, revealed: false }));
    },
    reveal(n) {
      const current = progress().answers.get(n);
      if (!current || current.chosen.length === 0) return;
      update((p) => p.answers.set(n, { ...current, revealed: true }));
    },
    mirror(n, chosen) {
      const next = { ...progress(), answers: new Map(progress().answers) };
      next.answers.set(n, { chosen, revealed: true });
      setProgress(next);
    },
    reset: () => update((p) => p.answers.clear()),
    returnTo,
    setReturnTo,
    predict: () => progress().predict,
    togglePredict: () => update((p) => (p.predict = !p.predict)),
    predicted: (key) => progress().predicted.get(key),
    recordPrediction(key, scenario, choice, right) {
      update((p) => {
        p.predicted.set(key, choice);
        const t = p.tallies.get(scenario) ?? { right: 0, total: 0 };
        p.tallies.set(scenario, { right: t.right + (right ? 1 : 0), total: t.total + 1 });
      });
    },
    tally: (scenario) => progress().tallies.get(scenario),
    skipPrediction: (key) => update((p) => p.predicted.set(key, "skipped")),
  };
}
