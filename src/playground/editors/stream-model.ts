/**
 * What the Stream lab shows, as signals: the learner's text, how it is cut into pieces, the limit it
 * breaks, the worker's answers (pi-ai's preview, the end-of-stream check, the piece table), and why
 * Play this cannot play (if it cannot). Nothing here parses the text: the page stays free whatever
 * the text. The view (`StreamLab.tsx`) only draws this model and forwards the person's input to it.
 */
import { createEffect, createMemo, createSignal, onCleanup, type Accessor, type Setter } from "solid-js";
import { LIMITS } from "../../scenarios/limits";
import {
  cutEvery,
  normalizeCuts,
  piecesFromCuts,
  STREAM_EXAMPLES,
  streamLimit,
  streamScenario,
  type StreamLimit,
} from "../../engine/stream-lab";
import type { ShownFinal, ShownLatest, ShownRow } from "./stream-view";
import { createStreamViewClient, type StreamViewEvent } from "./stream-view-client";
import type { LabStore } from "../state/store";
import { createEditState, type EditState } from "./edit-state";
import type { Draft } from "./drafts";

const FIRST = STREAM_EXAMPLES[0]!;

/** Characters a piece in the "every" mode the lab starts in: the chapter's example in six pieces. */
const FIRST_SIZE = 4;

/** How the text is cut: at each input event, every `size` characters, or where the person clicks. */
export type CutMode = NonNullable<Draft["mode"]>;

/**
 * What the worker has answered (`stream-view.ts`). Each answer stays on screen until the next
 * request's replaces it, so typing never blanks a panel; `done` says the table belongs to `version`.
 */
export interface StreamView {
  /** The latest request's version. */
  version: number;
  latest?: ShownLatest;
  final?: ShownFinal;
  rows: ShownRow[];
  /** The version the rows belong to. */
  rowsOf: number;
  /** Every answer of `version` has come (or it was stopped). */
  done: boolean;
  /** The worker took too long on `version` and was ended: its answers that did not come are not shown. */
  stopped: boolean;
}

/** The Stream lab's state and the person's actions on it. */
export interface StreamModel {
  state: EditState;
  text: Accessor<string>;
  mode: Accessor<CutMode>;
  /** Characters per piece in the "every" mode. */
  size: Accessor<number>;
  cuts: Accessor<number[]>;
  /** How many pieces the cuts make (the pieces themselves are cut where they are used: the worker, Play this). */
  pieceCount: Accessor<number>;
  /** The limit the text breaks: then nothing parses it, on the page or in the worker. */
  limit: Accessor<StreamLimit | undefined>;
  /** pi-ai's preview, the end-of-stream check and the table's rows, as the worker answered them. */
  view: Accessor<StreamView>;
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

/** Adds the worker's `event` to `view`; an answer to an older request is already filtered out by the client. */
function withAnswer(view: StreamView, event: StreamViewEvent): StreamView {
  switch (event.part) {
    case "latest":
      return { ...view, latest: event.latest };
    case "final":
      return { ...view, final: event.final };
    case "row":
      return {
        ...view,
        rows: view.rowsOf === event.version ? [...view.rows, event.row] : [event.row],
        rowsOf: event.version,
      };
    case "done":
    case "limit":
      return { ...view, done: true };
    case "stopped":
      return { ...view, done: true, stopped: true };
  }
}

/**
 * Asks the worker for what `text` cut at `cuts` shows on `page`, after each change, unless the
 * text breaks a limit: then nothing is asked and the panels are emptied.
 */
function createView(
  text: Accessor<string>,
  cuts: Accessor<number[]>,
  page: Accessor<number>,
  limit: Accessor<StreamLimit | undefined>,
): Accessor<StreamView> {
  const [view, setView] = createSignal<StreamView>({ version: 0, rows: [], rowsOf: 0, done: false, stopped: false });
  const client = createStreamViewClient((event) => setView((v) => withAnswer(v, event)));
  onCleanup(() => client.dispose());
  createEffect(() => {
    const request = { text: text(), cuts: cuts(), page: page() };
    if (limit()) {
      client.cancel();
      setView({ version: 0, rows: [], rowsOf: 0, done: true, stopped: false });
      return;
    }
    const version = client.show(request);
    setView((v) => ({ ...v, version, done: false, stopped: false }));
  });
  return view;
}

/** Why the text cannot be played: the scenario limits it breaks, said before Play this is pressed. */
function createBlocked(
  lab: LabStore,
  tx: Words,
  limit: Accessor<StreamLimit | undefined>,
  pieceCount: Accessor<number>,
): Accessor<string | undefined> {
  const blocked = createMemo(() => {
    const over = limit();
    if (over)
      return tx(`stream.${over.kind}`, {
        n: over.n.toLocaleString(lab.lang()),
        max: over.max.toLocaleString(lab.lang()),
      });
    if (pieceCount() > LIMITS.pieces) return tx("stream.too-many", { n: pieceCount(), max: LIMITS.pieces });
    return undefined;
  });
  return blocked;
}

/** Creates the Stream lab's model on `lab`'s store, its messages in `tx`'s words. */
export function createStreamModel(lab: LabStore, tx: Words): StreamModel {
  // The lab starts cutting every few characters, so any text typed or pasted over the example still
  // streams in pieces; an example picked from the list brings its own cut points ("manual").
  const state = createEditState(lab, "stream", () => ({ text: FIRST.text, mode: "every", size: FIRST_SIZE }));
  const text = () => state.draft().text;
  const mode = () => state.draft().mode ?? "every";
  const size = () => state.draft().size ?? FIRST_SIZE;
  const cuts = createMemo(() =>
    mode() === "every" ? cutEvery(text(), size()) : normalizeCuts(text(), state.draft().cuts ?? []),
  );
  // The cuts are clean (inside the text, sorted, each once), so they make one piece more than they are.
  const pieceCount = () => cuts().length + 1;
  const limit = createMemo(() => streamLimit(text()));
  const [page, setPage] = createSignal(0);
  // eslint-plugin-solid 0.14 flags a memo handed to a create* function but allows a signal (its
  // issue #182; fixed in 0.16.1, which needs Node 22).
  // eslint-disable-next-line solid/reactivity -- a memo, as a signal may, goes to a create* function
  const view = createView(text, cuts, page, limit);
  // eslint-disable-next-line solid/reactivity -- as above
  const blocked = createBlocked(lab, tx, limit, pieceCount);
  const update = (next: Partial<Draft>) => state.change({ ...state.draft(), ...next });

  return {
    state,
    text,
    mode,
    size,
    cuts,
    pieceCount,
    limit,
    view,
    blocked,
    page,
    setPage,
    update,
    type(next) {
      const own = state.draft().cuts ?? [];
      update({ text: next, cuts: mode() === "typed" ? typedCuts(text(), next, own) : normalizeCuts(next, own) });
    },
    example(id) {
      const ex = STREAM_EXAMPLES.find((e) => e.id === id);
      if (!ex) return;
      state.load({ ...state.draft(), text: ex.text, cuts: ex.cuts, mode: "manual" });
      setPage(0);
    },
    play() {
      const base = lab.findScenario("happy-path");
      if (!base || blocked()) return;
      // The player opens where the learner's stream begins (its first piece), not at the tool definition.
      if (
        lab.openScenarioText(
          JSON.stringify(streamScenario(base, text(), piecesFromCuts(text(), cuts()))),
          "stream-lab.json",
          { event: "toolcall_delta" },
        )
      )
        lab.workbench.openEditor(undefined);
    },
  };
}
