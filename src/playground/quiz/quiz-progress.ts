import { own } from "../../text/own";
import { KEPT_PREFIX, type StorageLike } from "../state/storage";
import { QUESTION_COUNT } from "./question-numbers";

/** One question's state: what the learner chose, and whether they have checked it. */
export interface QuizAnswer {
  chosen: string[];
  revealed: boolean;
}

/** Predictions at the gate, tallied per scenario. */
export interface PredictTally {
  right: number;
  total: number;
}

/** Everything the self-test keeps between visits. */
export interface QuizProgress {
  answers: Map<number, QuizAnswer>;
  predict: boolean;
  tallies: Map<string, PredictTally>;
  /** Predictions already made, by trace key (scenario, faults, engine): each is asked once. */
  predicted: Map<string, string>;
}

const KEY = `${KEPT_PREFIX}quiz:v1`;

/** A fresh, empty progress. */
export function emptyProgress(): QuizProgress {
  return { answers: new Map(), predict: false, tallies: new Map(), predicted: new Map() };
}

/**
 * Caps on what a stored progress may hold. Progress grows by one tally and one prediction per
 * scenario, fault set and engine played: far below these; anything above was not written by the app.
 */
export const PROGRESS_LIMITS = {
  chars: 256_000,
  entries: 2_000,
  keyChars: 512,
  chosen: 8,
  optionChars: 8,
  count: 1_000_000,
  answers: 1_000,
} as const;

// "skipped": the person stepped past the prompt without predicting (not tallied).
const PREDICTIONS: readonly unknown[] = ["all", "some", "none", "skipped"];
const isCount = (v: unknown): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= PROGRESS_LIMITS.count;
const isKey = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= PROGRESS_LIMITS.keyChars;
const isChosen = (v: unknown): v is string[] =>
  Array.isArray(v) &&
  v.length <= PROGRESS_LIMITS.chosen &&
  v.every((x) => typeof x === "string" && x.length <= PROGRESS_LIMITS.optionChars);

/** Thrown inside the loader for anything it cannot take; caught there, and the progress is reset. */
class Unreadable extends Error {}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Unreadable(what);
}

/**
 * A stored tally, rebuilt from its own `right` and `total`: whole counts, within the cap, and no more
 * right than made ("8 of 3" is not a tally the app can have written).
 */
export function readTally(value: unknown): PredictTally | undefined {
  const right = own(value, "right");
  const total = own(value, "total");
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  return isCount(right) && isCount(total) && right <= total ? { right, total } : undefined;
}

/** Reads a stored list of `[key, value]` pairs into `map`, each value read by `read`. */
function readPairs<T>(list: unknown, map: Map<string, T>, read: (value: unknown) => T | undefined, what: string): void {
  check(Array.isArray(list) && list.length <= PROGRESS_LIMITS.entries, what);
  for (const entry of list) {
    check(Array.isArray(entry) && entry.length === 2 && isKey(entry[0]) && !map.has(entry[0]), what);
    const value = read(entry[1]);
    check(value !== undefined, what);
    map.set(entry[0] as string, value);
  }
}

/**
 * Reads the stored answers into `answers`. Each is checked as the app writes it; an answer to a
 * question this version does not have (saved when there were more) is left out, not a reason to
 * reset: the number of questions may change between visits, and the other answers stay.
 */
function readAnswers(list: unknown, answers: Map<number, QuizAnswer>, questions: number): void {
  check(Array.isArray(list) && list.length <= PROGRESS_LIMITS.answers, "answers");
  const seen = new Set<number>();
  for (const entry of list) {
    check(Array.isArray(entry) && entry.length === 2, "answer");
    const [n, answer] = entry as [unknown, unknown];
    check(isCount(n) && n >= 1 && n <= PROGRESS_LIMITS.answers && !seen.has(n), "answer");
    seen.add(n);
    const chosen = own(answer, "chosen");
    const revealed = own(answer, "revealed");
    check(isChosen(chosen) && typeof revealed === "boolean", "answer");
    if (n <= questions) answers.set(n, { chosen: [...chosen], revealed });
  }
}

/** The progress in `raw`, checked field by field through own keys; throws {@link Unreadable}. */
function readProgress(raw: string, questions: number): QuizProgress {
  check(raw.length <= PROGRESS_LIMITS.chars, "size");
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new Unreadable("json");
  }
  check(typeof data === "object" && data !== null && !Array.isArray(data), "not an object");
  const progress = emptyProgress();
  readAnswers(own(data, "answers"), progress.answers, questions);
  const predict = own(data, "predict");
  check(typeof predict === "boolean", "predict");
  progress.predict = predict;
  readPairs(own(data, "tallies"), progress.tallies, readTally, "tallies");
  readPairs(
    own(data, "predicted"),
    progress.predicted,
    (v) => (PREDICTIONS.includes(v) ? (v as string) : undefined),
    "predicted",
  );
  return progress;
}

/**
 * Reads the stored progress for a self-test of `questions` questions (`QUESTION_COUNT`; tests
 * pass another count). Anything malformed or over a cap resets it, with `reset: true` so the
 * person is told; entries are read only through own keys and checked one by one.
 */
export function loadProgress(
  storage: StorageLike | undefined,
  questions: number = QUESTION_COUNT,
): { progress: QuizProgress; reset: boolean } {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(KEY) ?? null;
  } catch {
    return { progress: emptyProgress(), reset: false };
  }
  if (raw === null) return { progress: emptyProgress(), reset: false };
  try {
    return { progress: readProgress(raw, questions), reset: false };
  } catch {
    try {
      storage?.removeItem(KEY);
    } catch {
      // Blocked storage: nothing to reset.
    }
    return { progress: emptyProgress(), reset: true };
  }
}

/** Saves the progress; a full or blocked storage is ignored. */
export function saveProgress(storage: StorageLike | undefined, progress: QuizProgress): void {
  try {
    storage?.setItem(
      KEY,
      JSON.stringify({
        answers: [...progress.answers],
        predict: progress.predict,
        tallies: [...progress.tallies],
        predicted: [...progress.predicted],
      }),
    );
  } catch {
    // Remembering is a convenience, not a requirement.
  }
}
