/**
 * What the Stream lab shows, as signals: the learner's text, how it is cut into pieces, pi-ai's
 * preview of the latest piece, the end-of-stream check, and why Play this cannot play (if it cannot).
 * The view (`StreamLab.tsx`) only draws this model and forwards the person's input to it.
 */
import { createEffect, createMemo, createSignal, onCleanup, type Accessor, type Setter } from "solid-js";
import { LIMITS, nestingDepth } from "../../scenarios/limits";
import { cutEvery, finalCheck, latestPreview, normalizeCuts, pieceEnds, piecesFromCuts, STREAM_EXAMPLES, streamScenario, type FinalCheck } from "../../engine/stream-lab";
import type { PreviewStep } from "../../engine/preview-step";
import type { LabStore } from "../state/store";
import { createEditState, type EditState } from "./edit-state";
import type { Draft } from "./drafts";

const FIRST = STREAM_EXAMPLES[0]!;

/** How the text is cut: at each input event, every `size` characters, or where the person clicks. */
export type CutMode = NonNullable<Draft["mode"]>;

/** The table's inputs, one frame behind the typing (see {@link createSettled}). */
export interface Settled {
  text: string;
  pieces: string[];
  ends: number[];
  /** Counts the changes, so the table knows a new one from the same one again. */
  version: number;
}

/** The Stream lab's state and the person's actions on it. */
export interface StreamModel {
  state: EditState;
  text: Accessor<string>;
  mode: Accessor<CutMode>;
  /** Characters per piece in the "every" mode. */
  size: Accessor<number>;
  cuts: Accessor<number[]>;
  pieces: Accessor<string[]>;
  /** pi-ai's preview of the whole text and the step that made it, following each keystroke. */
  latest: Accessor<{ preview: unknown; step: PreviewStep }>;
  settled: Accessor<Settled>;
  /** pi-ai's final parse and validation of the settled text. */
  final: Accessor<FinalCheck>;
  /** Why Play this cannot play, in the page's words, or undefined when it can. */
  blocked: Accessor<string | undefined>;
  /** The piece table's page. */
  page: Accessor<number>;
  setPage: Setter<number>;
  /** Merges `next` into the draft (a cut mode, a size, new cuts). */
  update(next: Partial<Draft>): void;
  /** The text box's new value, cut as the mode says. */
  type(next: string): void;
  /** Loads example `id` (the person's own text goes to the history first). */
  example(id: string): void;
  /** Plays the learner's stream in the player, opened at its first piece. */
  play(): void;
}

/** The editors' words function (`useEditorText`). */
type Words = (key: string, params?: Record<string, string | number>) => string;

/**
 * The cuts after typing turned `before` into `next` in the "typed" mode: each input event (a key,
 * a paste) ends a piece where it began, and cuts after the change are dropped.
 */
export function typedCuts(before: string, next: string, cuts: readonly number[]): number[] {
  let same = 0;
  while (same < before.length && same < next.length && before[same] === next[same]) same++;
  const kept = cuts.filter((c) => c < same);
  return normalizeCuts(next, same === before.length ? [...kept, before.length] : [...kept, same]);
}

/** The page's task scheduler where the browser has one (`scheduler.postTask`). */
type PostTask = (task: () => void, options: { priority: "background"; signal: AbortSignal }) => Promise<unknown>;

/**
 * Runs `task` after the tasks already waiting: at background priority where the browser can
 * (Chromium's `scheduler.postTask`), else as a timer. A plain timer queued in a frame runs before
 * everything queued after it in that frame; the table's 5 ms of parses then sat in front of other
 * work (measured: in front of the first task after the preview's paint). Returns a cancel.
 */
function afterWaitingTasks(task: () => void): () => void {
  const post = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  if (!post) {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const abort = new AbortController();
  post.call((globalThis as { scheduler?: unknown }).scheduler, task, { priority: "background", signal: abort.signal }).catch(() => undefined);
  return () => abort.abort();
}

/**
 * `text`, `pieces` and `ends` as they were one frame after the last change. The preview follows
 * each keystroke in the next frame; the table and the end-of-stream check (several more whole-text
 * parses) follow after it, once the tasks waiting then have run, so typing never waits on them.
 */
function createSettled(text: Accessor<string>, pieces: Accessor<string[]>, ends: Accessor<number[]>): Accessor<Settled> {
  let version = 0;
  const [settled, setSettled] = createSignal<Settled>({ text: text(), pieces: pieces(), ends: ends(), version });
  createEffect(() => {
    const next = { text: text(), pieces: pieces(), ends: ends(), version: ++version };
    let cancel: (() => void) | undefined;
    const frame = requestAnimationFrame(() => (cancel = afterWaitingTasks(() => setSettled(next))));
    onCleanup(() => (cancelAnimationFrame(frame), cancel?.()));
  });
  return settled;
}

/** Why the text cannot be played: the scenario limits it breaks, said before Play this is pressed. */
function createBlocked(lab: LabStore, tx: Words, text: Accessor<string>, pieces: Accessor<string[]>): Accessor<string | undefined> {
  const depth = createMemo(() => nestingDepth(text()));
  return createMemo(() => {
    if (text().length > LIMITS.textChars) return tx("stream.too-long", { n: text().length.toLocaleString(lab.lang()), max: LIMITS.textChars.toLocaleString(lab.lang()) });
    if (depth() > LIMITS.argumentDepth) return tx("stream.too-deep", { n: depth(), max: LIMITS.argumentDepth });
    if (pieces().length > LIMITS.pieces) return tx("stream.too-many", { n: pieces().length, max: LIMITS.pieces });
    return undefined;
  });
}

/** Creates the Stream lab's model on `lab`'s store, its messages in `tx`'s words. */
export function createStreamModel(lab: LabStore, tx: Words): StreamModel {
  const state = createEditState(lab, "stream", () => ({ text: FIRST.text, cuts: FIRST.cuts, mode: "manual" }));
  const text = () => state.draft().text;
  const mode = () => state.draft().mode ?? "manual";
  const size = () => state.draft().size ?? 8;
  const cuts = createMemo(() => (mode() === "every" ? cutEvery(text(), size()) : normalizeCuts(text(), state.draft().cuts ?? [])));
  const pieces = createMemo(() => piecesFromCuts(text(), cuts()));
  const ends = createMemo(() => pieceEnds(pieces()));
  const latest = createMemo(() => latestPreview(text()));
  const settled = createSettled(text, pieces, ends);
  const final = createMemo(() => finalCheck(settled().text));
  const blocked = createBlocked(lab, tx, text, pieces);
  const [page, setPage] = createSignal(0);
  const update = (next: Partial<Draft>) => state.change({ ...state.draft(), ...next });

  return {
    state, text, mode, size, cuts, pieces, latest, settled, final, blocked, page, setPage, update,
    type(next) {
      const own = state.draft().cuts ?? [];
      update({ text: next, cuts: mode() === "typed" ? typedCuts(text(), next, own) : normalizeCuts(next, own) });
    },
    example(id) {
      const ex = STREAM_EXAMPLES.find((e) => e.id === id);
      if (ex) (state.load({ ...state.draft(), text: ex.text, cuts: ex.cuts, mode: "manual" }), setPage(0));
    },
    play() {
      const base = lab.findScenario("happy-path");
      if (!base || blocked()) return;
      // The player opens where the learner's stream begins (its first piece), not at the tool definition.
      if (lab.openScenarioText(JSON.stringify(streamScenario(base, text(), pieces())), "stream-lab.json", { event: "toolcall_delta" })) lab.workbench.openEditor(undefined);
    },
  };
}
