/**
 * The one command table: every key the lab answers, which modes own it, and the words the help
 * shows for it. The keyboard (`keyboard.ts`), the list of keys (`KeysHelp`) and the presenter ↔
 * audience relay (`present/*`) all read this table; no other file lists keys. Plain data, no Solid,
 * no DOM: the relay's protocol parser imports it in Node too.
 */

import type { ModeKind } from "./modes";

/** What a key can do. Handlers are bound per mode by the layout that owns the mode. */
export type CommandId =
  | "next"
  | "prev"
  | "first"
  | "last"
  | "play"
  | "stage"
  | "projector"
  | "present"
  | "help"
  | "quiz-choose"
  | "quiz-check"
  | "quiz-next"
  | "quiz-prev"
  | "quiz-close"
  | "recording-close";

/** One row of the table. */
export interface Command {
  id: CommandId;
  /** `KeyboardEvent.key` values that run it. */
  keys: readonly string[];
  /** The modes in which these keys mean this command; in every other mode they mean nothing. */
  modes: readonly ModeKind[];
  /** The keys as the help shows them. */
  label: string;
  /** Catalog key of the help's words; commands sharing one are shown as one row. */
  help: string;
}

const STEPPING: readonly ModeKind[] = ["player", "presenter", "audience"];
const DIGITS = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

/** The table. Order is the help's order. */
export const COMMANDS: readonly Command[] = [
  { id: "prev", keys: ["ArrowLeft", "PageUp"], modes: STEPPING, label: "←", help: "ui.keys.step" },
  { id: "next", keys: ["ArrowRight", "PageDown"], modes: STEPPING, label: "→", help: "ui.keys.step" },
  { id: "first", keys: ["Home"], modes: STEPPING, label: "Home", help: "ui.keys.ends" },
  { id: "last", keys: ["End"], modes: STEPPING, label: "End", help: "ui.keys.ends" },
  { id: "play", keys: [" "], modes: STEPPING, label: "Space", help: "ui.keys.play" },
  { id: "stage", keys: DIGITS(8), modes: STEPPING, label: "1 – 8", help: "ui.keys.stages" },
  { id: "quiz-choose", keys: DIGITS(9), modes: ["quiz"], label: "1 – 5", help: "ui.keys.quiz-choose" },
  { id: "quiz-check", keys: ["Enter"], modes: ["quiz"], label: "Enter", help: "ui.keys.quiz-check" },
  { id: "quiz-prev", keys: ["ArrowLeft"], modes: ["quiz"], label: "←", help: "ui.keys.quiz-move" },
  { id: "quiz-next", keys: ["ArrowRight"], modes: ["quiz"], label: "→", help: "ui.keys.quiz-move" },
  { id: "quiz-close", keys: ["Escape"], modes: ["quiz"], label: "Esc", help: "ui.keys.quiz-close" },
  { id: "projector", keys: ["p", "P"], modes: ["player", "presenter", "quiz"], label: "P", help: "ui.keys.projector" },
  { id: "present", keys: ["s", "S"], modes: ["player"], label: "S", help: "ui.keys.present" },
  {
    id: "help",
    keys: ["?"],
    modes: ["player", "presenter", "quiz", "editor", "recording"],
    label: "?",
    help: "ui.keys.help",
  },
  { id: "recording-close", keys: ["Escape"], modes: ["recording"], label: "Esc", help: "ui.keys.recording-close" },
];

/** The command `key` runs in `mode`, if any: the only way a key is looked up. */
export function commandFor(key: string, mode: ModeKind): Command | undefined {
  return COMMANDS.find((c) => c.modes.includes(mode) && c.keys.includes(key));
}

/**
 * Keys an audience window sends to its presenter (a clicker's PageDown included): exactly the keys
 * that mean something in the audience's mode. The protocol accepts no other key.
 */
export const RELAYED_KEYS: ReadonlySet<string> = new Set(
  COMMANDS.filter((c) => c.modes.includes("audience")).flatMap((c) => c.keys),
);

/** One row of the help: the keys, and the catalog key of what they do. */
export interface HelpRow {
  keys: string[];
  help: string;
}

/** The help's rows for `mode`: commands that share words are one row ("← →"). */
export function helpRows(mode: ModeKind): HelpRow[] {
  const rows: HelpRow[] = [];
  for (const c of COMMANDS) {
    if (!c.modes.includes(mode)) continue;
    const row = rows.find((r) => r.help === c.help);
    if (row) row.keys.push(c.label);
    else rows.push({ keys: [c.label], help: c.help });
  }
  return rows;
}
