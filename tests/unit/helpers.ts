import type { StorageLike } from "../../src/playground/state/storage";
import { builtInScenario, type Scenario } from "../../src/scenarios";
import { parseFaults, playScenario, type PlayOptions, type Trace } from "../../src/engine";
import { corpusTrace } from "./corpus";

/** A built-in scenario; throws in tests only, where a missing one is a bug. */
export function scenario(id: string): Scenario {
  const result = builtInScenario(id);
  if (!result.ok) throw new Error(`${id}: ${JSON.stringify(result.problems)}`);
  return result.scenario;
}

/**
 * Plays a built-in scenario with fault ids. Played the player's way (options of language or the
 * strict switch at most), the trace comes from the shared corpus (`corpus.ts`): played once in
 * the worker, and frozen.
 */
export async function play(
  id: string,
  faultIds: readonly string[] = [],
  options: Omit<PlayOptions, "faults"> = {},
): Promise<Trace> {
  const { lang, strict, ...other } = options;
  if (Object.keys(other).length === 0)
    return corpusTrace({ scenario: id, faults: faultIds, ...(lang ? { lang } : {}), ...(strict ? { strict } : {}) });
  const parsed = parseFaults(faultIds);
  if (!parsed.ok) throw new Error(`unknown faults ${parsed.unknown.join(", ")}`);
  return playScenario(scenario(id), { ...options, faults: parsed.faults });
}

/** The text of a tool result or assistant message. */
export function textOf(content: readonly { type: string; text?: string }[]): string {
  return content.map((c) => c.text ?? "").join("");
}

/** The tool results of a trace, in order. */
export function results(trace: Trace) {
  return trace.messages.filter((m) => m.role === "toolResult");
}

/** The final assistant text (the answer), if any. */
export function answer(trace: Trace): string {
  const last = trace.messages[trace.messages.length - 1];
  return last?.role === "assistant" ? textOf(last.content as { type: string; text?: string }[]) : "";
}

/** mulberry32: a tiny seeded PRNG, so every run fuzzes the same cases and a failure can be replayed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

/** A storage that lives in a Map, as the browser's would (tests make parts of it throw). */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
