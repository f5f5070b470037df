/** The bench's summary statistics: one definition, so every script's "median" and "p95" mean the same. */

/** The middle value (the upper one of an even count), NaN for none. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The nearest-rank percentile `p` (0–100), NaN for none. */
export const percentile = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
