import { createMemo, For, Show, untrack } from "solid-js";
import { roundText } from "../../../i18n/round";
import {
  CHALLENGES,
  challengeSource,
  chapterRound,
  roundSkeleton,
  startingPoint,
} from "../../../learner-round/starters";
import { setUpMonaco } from "../monaco";
import { useLab } from "../../state/context";
import { createEditState, type EditState } from "../edit-state";
import { LinkBanner, ShareReset, useFocusOnMount } from "../EditorBits";
import { KeptVersions } from "../KeptVersions";
import { MonacoBox } from "../MonacoBox";
import { ClassTable } from "./ClassTable";
import { RoundGrid } from "./RoundGrid";
import { createRoundRun, type RoundRun, type RoundWords } from "./round-run";
import "./round.css";

setUpMonaco();

/** The round module's own file in Monaco, apart from the Tool lab's. */
const ROUND_MODEL_URI = "file:///round.ts";

/** The Round lab's words in the page's language. */
function useRoundText(): RoundWords {
  const lab = useLab();
  return (key, params = {}) => roundText(lab.lang(), key, params);
}

/** A challenge to start from (or the correct round), Grade or Cancel, Share and Reset, and back to the chapter's round. */
function RoundToolbar(props: { state: EditState; run: RoundRun }) {
  const lab = useLab();
  const rt = useRoundText();
  // "" is the skeleton the lab starts from, "correct" the chapter's round, any other a challenge.
  const pick = (id: string) => {
    const text =
      id === ""
        ? roundSkeleton(lab.lang())
        : id === "correct"
          ? chapterRound(lab.lang())
          : challengeSource(id, lab.lang());
    if (text !== undefined) props.state.load({ text });
  };
  // The picker names what the editor holds: a start it loaded, the chapter's round, or the person's own version.
  const start = createMemo(() => startingPoint(props.state.draft().text));
  return (
    <div class="editor-toolbar">
      <label>
        {rt("challenge")}{" "}
        <select data-testid="round-challenge" onChange={(e) => pick(e.currentTarget.value)}>
          <option value="" selected={start() === ""}>
            {rt("challenge.skeleton")}
          </option>
          <option value="correct" selected={start() === "correct"}>
            {rt("challenge.correct")}
          </option>
          <For each={CHALLENGES}>
            {(c) => (
              <option value={c.id} selected={start() === c.id}>
                {c.name[lab.lang()]}
              </option>
            )}
          </For>
          <option value="own" disabled selected={start() === undefined}>
            {rt("challenge.own")}
          </option>
        </select>
      </label>
      <button
        type="button"
        class="button"
        data-testid="round-show-chapter"
        title={rt("show-chapter.title")}
        disabled={props.state.fromLink()}
        onClick={() => props.state.load({ text: chapterRound(lab.lang()) })}
      >
        {rt("show-chapter")}
      </button>
      <Show
        when={props.run.progress()}
        fallback={
          <button
            type="button"
            class="button primary"
            data-testid="round-grade"
            disabled={props.state.fromLink()}
            onClick={() => void props.run.grade()}
          >
            {rt("grade")}
          </button>
        }
      >
        <button type="button" class="button" data-testid="round-cancel" onClick={() => props.run.cancel()}>
          {rt("cancel")}
        </button>
      </Show>
      <ShareReset state={props.state} />
      <Show when={lab.workbench.round()}>
        <button
          type="button"
          class="button"
          data-testid="round-chapter"
          onClick={() => lab.workbench.setRound(undefined)}
        >
          {rt("chapter")}
        </button>
      </Show>
    </div>
  );
}

/** Beside the code: the grading's progress or summary, its grid, a class's files, and the kept versions. */
function RoundResult(props: { state: EditState; run: RoundRun }) {
  const lab = useLab();
  const rt = useRoundText();
  // The lab makes one run and keeps it while it is open: read once.
  const run = untrack(() => props.run);
  return (
    <div class="editor-result" data-testid="editor-result">
      <p class="note">{rt("intro")}</p>
      <Show when={run.progress()}>
        {(p) => (
          <progress
            data-testid="round-progress"
            max={p().total}
            value={p().done}
            aria-label={rt("progress", { done: p().done, total: p().total })}
          />
        )}
      </Show>
      <output class="note" data-testid="round-summary" aria-live="polite">
        {run.progress() ? rt("progress", { done: run.progress()!.done, total: run.progress()!.total }) : run.message()}
      </output>
      <Show when={run.cells().length > 0}>
        <RoundGrid cells={run.cells()} lang={lab.lang()} onOpen={(cell) => void run.open(cell)} />
      </Show>
      <ClassTable lang={lab.lang()} storage={lab.storage} />
      <KeptVersions state={props.state} lang={lab.lang()} />
    </div>
  );
}

/**
 * The Round lab: the application's round as one TypeScript module, graded against every built-in
 * scenario × fault in the sandbox. A cell opens the player on that replay, played with this round,
 * at the frame where the rule broke. Below, a teacher grades a class's files.
 */
export default function RoundLab() {
  const lab = useLab();
  const rt = useRoundText();
  useFocusOnMount("round");
  // An untouched start grades poorly on purpose: the steps are the learner's to write.
  const state = createEditState(lab, "round", () => ({ text: roundSkeleton(lab.lang()) }));
  const run = createRoundRun(lab, state, rt);
  return (
    <section class="editor round-lab" aria-labelledby="round-lab-title">
      <header class="editor-head">
        <h2 id="round-lab-title" tabindex="-1">
          {rt("title")}
        </h2>
      </header>
      <LinkBanner state={state} runLabel={rt("grade")} onRun={() => void run.grade()} />
      <RoundToolbar state={state} run={run} />
      <div class="editor-body">
        <div class="editor-code" data-testid="editor-code">
          <MonacoBox
            uri={ROUND_MODEL_URI}
            language="typescript"
            value={state.draft().text}
            readOnly={state.fromLink()}
            label={rt("editor-label")}
            onChange={(text) => state.change({ text })}
          />
        </div>
        <RoundResult state={state} run={run} />
      </div>
    </section>
  );
}
