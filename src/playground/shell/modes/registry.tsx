/**
 * How each mode is drawn: one entry per kind of `MODE_KINDS` (the type checker asks for a new
 * one). The shell (`App.tsx`) draws every entry the same way, from here; no other file lists modes.
 */
import type { Component } from "solid-js";
import type { ModeKind } from "../../modes";
import type { ModeLayoutProps } from "./layout-props";
import { EditorLayout } from "./EditorLayout";
import { QuizLayout } from "./QuizLayout";
import { RecordingLayout } from "./RecordingLayout";
import { StageLayout } from "./StageLayout";

/** One mode's drawing. */
export interface ModeEntry {
  /** Its layout; none when another entry's draws it, or when it is a window of its own. */
  Layout?: Component<ModeLayoutProps>;
  /**
   * When it is in the page: `always` (from the start, kept under the other modes), `opened` (from
   * its first opening on, kept: an editor keeps its undo history), or `shown` (only on screen).
   */
  mounted: "always" | "opened" | "shown";
  /** The other modes whose screen this layout draws. */
  draws?: readonly ModeKind[];
}

/** The modes' drawings, in the page's order. */
export const MODE_LAYOUTS: Record<ModeKind, ModeEntry> = {
  player: { Layout: StageLayout, mounted: "always", draws: ["presenter"] },
  quiz: { Layout: QuizLayout, mounted: "shown" },
  editor: { Layout: (props) => <EditorLayout hidden={!props.shown} />, mounted: "opened" },
  // The stage's layout draws the presenter's console in the player's place.
  presenter: { mounted: "always" },
  // The audience window is its own app (`AudienceApp`): a mode only for keys.
  audience: { mounted: "shown" },
  recording: { Layout: RecordingLayout, mounted: "shown" },
};

/** Whether the mode on screen is `kind`'s, or one its layout draws. */
export function showsMode(kind: ModeKind, onScreen: ModeKind): boolean {
  return kind === onScreen || (MODE_LAYOUTS[kind].draws?.includes(onScreen) ?? false);
}
