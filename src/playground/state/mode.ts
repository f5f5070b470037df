/**
 * Which mode owns the screen, derived from the store's own choices (never stored twice): an open
 * editor, then an open self-test, then presenting, else the player. The audience window is its
 * own app (`AudienceApp`) and is a mode only for keys.
 */
import type { ModeKind } from "../modes";
import type { QuizView } from "../quiz/quiz-store";
import type { EditorKind } from "../editors/workbench";

/** What a mode carries beside its kind: most carry nothing. */
interface ModeDetails {
  editor: { editor: EditorKind };
  presenter: { room: string };
  audience: { room: string };
}

/** The mode on screen, with what it needs to know to draw itself. */
export type Mode = {
  [K in ModeKind]: { kind: K } & (K extends keyof ModeDetails ? ModeDetails[K] : unknown);
}[ModeKind];

/** The choices a mode is read from. */
export interface ModeInputs {
  editor: EditorKind | undefined;
  quiz: QuizView;
  presentation: { view: "presenter" | "audience"; room: string } | undefined;
  /** "Your recording"'s import screen is open. */
  recording?: boolean;
}

/**
 * The mode for these choices. An audience window is always the audience; an editor opened while
 * presenting takes the screen (the room keeps the last frame), and so does the self-test.
 */
export function modeOf(inputs: ModeInputs): Mode {
  const p = inputs.presentation;
  if (p?.view === "audience") return { kind: "audience", room: p.room };
  if (inputs.recording) return { kind: "recording" };
  if (inputs.editor) return { kind: "editor", editor: inputs.editor };
  if (inputs.quiz !== undefined) return { kind: "quiz" };
  if (p?.view === "presenter") return { kind: "presenter", room: p.room };
  return { kind: "player" };
}

/** Two modes are the same screen (an editor switch is a new screen; a new room is not). */
export function sameMode(a: Mode, b: Mode): boolean {
  return a.kind === b.kind && (a.kind !== "editor" || (b.kind === "editor" && a.editor === b.editor));
}

/** The mode's kind, the key the command table is read with. */
export function modeKind(mode: Mode): ModeKind {
  return mode.kind;
}
