/**
 * The lab's modes, each kind declared here once, in the order the help names them. The command
 * table (`commands.ts`) says which keys each mode answers, `state/mode.ts` which mode is on screen,
 * and `shell/modes/registry.tsx` how each is drawn. Plain data: the relay's protocol reads it in Node.
 */
export const MODE_KINDS = ["player", "quiz", "editor", "presenter", "audience", "recording"] as const;

/** Who owns the screen, as far as keys and layouts are concerned. */
export type ModeKind = (typeof MODE_KINDS)[number];
