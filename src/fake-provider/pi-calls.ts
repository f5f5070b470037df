/**
 * Where the pi-ai spies report (`scripts/pi-spies/hook.mjs`, registered by the CLI and the unit
 * tests). The spies call one global function with the name of the function that was called; it
 * counts the call for the innermost play that is running. Plays that nest (the loop plays the round
 * to compare) each count their own calls; plays run one at a time wherever the calls are read.
 */

/**
 * The spied pi-ai 1.4.0 functions (`scripts/pi-spies/hook.mjs` wraps exactly these): five exported,
 * and inside validation.js its own `coerceWithJsonSchema` and TypeBox's `Compile` as it calls it
 * (reported, never counted in a trace: see `countingPiCalls`).
 */
export type PiCallName =
  | "parseStreamingJson"
  | "parseToolCallArguments"
  | "validateToolArguments"
  | "normalizeContext"
  | "transformMessages"
  | "coerceWithJsonSchema"
  | "Compile";

/** How many times each spied function was called during one play (plain data); one never called is absent. */
export type PiCalls = Partial<Record<PiCallName, number>>;

const spied = globalThis as {
  __toolCallLabPiCall?: (name: PiCallName) => void;
  __toolCallLabPiSpied?: boolean;
};

/** The counts of the plays running now, innermost last. */
const running: PiCalls[] = [];

/**
 * Runs `play`, counting the spied pi-ai calls made meanwhile. The counts are given to `play`'s
 * result by `keep`; without the spies (the browser, the build) nothing is counted and `keep` is not
 * called, so no trace claims an empty record.
 */
export async function countingPiCalls<T>(
  play: () => Promise<T>,
  keep: (result: T, calls: PiCalls) => void,
): Promise<T> {
  const calls: PiCalls = {};
  spied.__toolCallLabPiCall ??= (name) => {
    // A compile depends on what the process validated before (pi-ai's cache outlives a play): in a
    // trace it would make two plays of the same request differ. Tests watch it on their own.
    if (name === "Compile") return;
    const counts = running.at(-1);
    if (counts) counts[name] = (counts[name] ?? 0) + 1;
  };
  running.push(calls);
  try {
    const result = await play();
    if (spied.__toolCallLabPiSpied) keep(result, calls);
    return result;
  } finally {
    running.splice(running.lastIndexOf(calls), 1);
  }
}
