/**
 * The two engines that play a scenario into the same `Trace`: the one list, a leaf module (no
 * engine code), so a picker, a link reader or the CLI can name them without loading either.
 */

/** Every engine: the chapter's hand-made round, and pi-agent-core's agent loop (the next chapter). */
export const ENGINES = ["round", "loop"] as const;

/** Who played the calls: the chapter's hand-made round, or pi-agent-core's agent loop. */
export type EngineKind = (typeof ENGINES)[number];

/** True for an engine's name. */
export function isEngineKind(value: string): value is EngineKind {
  return (ENGINES as readonly string[]).includes(value);
}
