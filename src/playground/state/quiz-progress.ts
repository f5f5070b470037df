import { own } from "../../text/own";
import type { StorageLike } from "./storage";

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

const KEY = "tool-call-lab:quiz:v1";

/** A fresh, empty progress. */
export function emptyProgress(): QuizProgress {
  return { answers: new Map(), predict: false, tallies: new Map(), predicted: new Map() };
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/**
 * Reads the stored progress. Anything malformed resets it, with `reset: true` so the person is told;
 * entries are read only through own keys and checked one by one.
 */
export function loadProgress(storage: StorageLike | undefined): { progress: QuizProgress; reset: boolean } {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(KEY) ?? null;
  } catch {
    return { progress: emptyProgress(), reset: false };
  }
  if (raw === null) return { progress: emptyProgress(), reset: false };
  try {
    const data = JSON.parse(raw) as unknown;
    if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error("not an object");
    const progress = emptyProgress();
    const answers = own(data, "answers");
    if (!Array.isArray(answers)) throw new Error("answers");
    for (const entry of answers) {
      if (!Array.isArray(entry) || entry.length !== 2) throw new Error("answer");
      const [n, answer] = entry as [unknown, unknown];
      if (!isCount(n) || n < 1 || n > 12 || typeof answer !== "object" || answer === null) throw new Error("answer");
      const chosen = own(answer, "chosen");
      const revealed = own(answer, "revealed");
      if (!isStrings(chosen) || typeof revealed !== "boolean") throw new Error("answer");
      progress.answers.set(n, { chosen, revealed });
    }
    const predict = own(data, "predict");
    if (typeof predict !== "boolean") throw new Error("predict");
    progress.predict = predict;
    for (const [name, map, check] of [
      ["tallies", progress.tallies, (v: unknown) => typeof v === "object" && v !== null && isCount(own(v, "right")) && isCount(own(v, "total"))],
      ["predicted", progress.predicted, (v: unknown) => typeof v === "string"],
    ] as const) {
      const list = own(data, name);
      if (!Array.isArray(list)) throw new Error(name);
      for (const entry of list) {
        if (!Array.isArray(entry) || typeof entry[0] !== "string" || !check(entry[1])) throw new Error(name);
        (map as Map<string, unknown>).set(entry[0], entry[1]);
      }
    }
    return { progress, reset: false };
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
      JSON.stringify({ answers: [...progress.answers], predict: progress.predict, tallies: [...progress.tallies], predicted: [...progress.predicted] }),
    );
  } catch {
    // Remembering is a convenience, not a requirement.
  }
}
