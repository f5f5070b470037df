/**
 * The editors' state in the page's first chunk: which editor is open, the learner's tool being
 * played (if any), and a shared edit carried by a link. Light on purpose: Monaco, sucrase and the
 * runner load only with the editors; the Tool lab hands the store a way to open its sandbox.
 */
import { createSignal, type Accessor } from "solid-js";
import type { LearnerDefinition } from "../../sandbox/definition";
import type { LearnerRunner } from "../engine-client";
import type { Lang } from "../../scenarios/types";
import type { Trace } from "../../engine/trace/frames";
import { holdForEditor } from "../offline-work";

/** The four editors: the Stream lab, the Scenario editor, the Tool lab and the Round lab. */
export const EDITOR_KINDS = ["stream", "scenario", "tool", "round"] as const;

/** One of the editors. */
export type EditorKind = (typeof EDITOR_KINDS)[number];

/** True when `value` names an editor. */
export function isEditorKind(value: string): value is EditorKind {
  return (EDITOR_KINDS as readonly string[]).includes(value);
}

/** A sandbox opened for one replay of the learner's tool, or why it could not be. */
export type OpenedLearner =
  { ok: true; definition: LearnerDefinition; runner: LearnerRunner; close(): void } | { ok: false; message: string };

/** The learner's tool as the store plays it: its source, and a fresh sandbox per replay. */
export interface LearnerPlay {
  source: string;
  /** The source packed for a link (`?code=`), when it could be. */
  packed?: string;
  open(): Promise<OpenedLearner>;
}

/**
 * The learner's round as the player plays it (Round lab): its source, and a replay of a scenario
 * with it (undefined for one it cannot play, such as an opened file: the chapter's round plays).
 */
export interface RoundPlay {
  source: string;
  /** The graded cell it was opened from, said in `lang` in the banner over the player: where, and its verdict. */
  opened?: (lang: Lang) => string;
  play(scenarioId: string, faults: readonly string[], lang: Lang): Promise<Trace | undefined>;
}

/** The editors' state. */
export interface Workbench {
  /** The learner's round being played (Round lab), if any; setting one drops a learner's tool. */
  round: Accessor<RoundPlay | undefined>;
  setRound(play: RoundPlay | undefined): void;
  editor: Accessor<EditorKind | undefined>;
  openEditor(kind: EditorKind | undefined): void;
  learner: Accessor<LearnerPlay | undefined>;
  setLearner(play: LearnerPlay | undefined): void;
  /** The compressed edit a link carried (`?code=`), kept in the URL until the person runs or drops it. */
  sharedCode: Accessor<string | undefined>;
  clearSharedCode(): void;
  /** The person left a link's code unrun: it is dropped, and so is the frame the link pointed at (`onDecline`). */
  declineSharedCode(): void;
}

/**
 * Creates the editors' state from what the link said. `onDecline` is told when the person leaves a
 * link's code unrun (the player then forgets the frame that link was waiting to open).
 */
export function createWorkbench(initial: { edit?: EditorKind; code?: string; onDecline?: () => void }): Workbench {
  const [editor, setEditor] = createSignal<EditorKind | undefined>(initial.edit);
  // The first open of a Monaco editor holds the service worker's work, from the click (before the
  // editors' chunk arrives) until the editor settles: offline-work.ts.
  const opened = new Set<EditorKind>();
  const open = (kind: EditorKind | undefined) => {
    if (kind && kind !== "stream" && !opened.has(kind)) holdForEditor();
    if (kind) opened.add(kind);
    setEditor(kind);
  };
  open(initial.edit);
  const [learner, setLearner] = createSignal<LearnerPlay | undefined>();
  const [round, setRound] = createSignal<RoundPlay | undefined>();
  const [sharedCode, setSharedCode] = createSignal<string | undefined>(initial.code);
  return {
    editor,
    openEditor: open,
    learner,
    // A learner's tool and a learner's round are two different applications: one plays at a time.
    setLearner: (play) => (setLearner(() => play), play && setRound(undefined)),
    round,
    setRound: (play) => (setRound(() => play), play && setLearner(undefined)),
    sharedCode,
    clearSharedCode: () => setSharedCode(undefined),
    declineSharedCode() {
      setSharedCode(undefined);
      initial.onDecline?.();
    },
  };
}
