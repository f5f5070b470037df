/**
 * Where the stage and the side pane share one column (tablets, phones). The one JS-read breakpoint
 * of the first screen: the sequence diagram starts folded there. The built page reads it inline too,
 * to pick the pre-rendered first screen (`start/first-screen.ts`).
 */
export const NARROW = "(max-width: 900px)";

/** True where the page is narrow (see {@link NARROW}). */
export function isNarrow(): boolean {
  return globalThis.matchMedia?.(NARROW).matches ?? false;
}
