import { createEffect, For, Show, untrack } from "solid-js";
import { STREAM_EXAMPLES } from "../../engine/stream-lab";
import { useLab } from "../state/context";
import { layOutNow } from "../paint";
import { Code } from "../ui/Code";
import { LinkBanner, ShareReset, useClipped, useEditorText } from "./EditorBits";
import { KeptVersions } from "./KeptVersions";
import { CutRuler } from "./CutRuler";
import { PieceTable } from "./PieceTable";
import { createStreamModel, type CutMode, type StreamModel } from "./stream-model";
import { STREAM_ANSWER_CAP_MS } from "./stream-view-client";
import type { Clipped } from "../long-values";

const CUT_MODES: readonly CutMode[] = ["typed", "every", "manual"];

/** The example picker, Play this (disabled, with the reason, while the text breaks a limit), Share and Reset. */
function StreamToolbar(props: { model: StreamModel }) {
  const tx = useEditorText();
  // The lab makes one model and keeps it while it is open, so each part reads it once.
  const m = untrack(() => props.model);
  return (
    <div class="editor-toolbar">
      <label class="field inline">
        <span>{tx("stream.example")}</span>
        <select onChange={(e) => m.example(e.currentTarget.value)} disabled={m.state.fromLink()}>
          <option value="">{tx("stream.example.pick")}</option>
          <For each={STREAM_EXAMPLES}>{(ex) => <option value={ex.id}>{tx(`stream.example.${ex.id}`)}</option>}</For>
        </select>
      </label>
      <button
        type="button"
        class="button primary"
        data-testid="editor-play"
        disabled={m.state.fromLink() || m.blocked() !== undefined}
        aria-describedby={m.blocked() ? "stream-blocked" : undefined}
        onClick={() => m.play()}
      >
        {tx("stream.play")}
      </button>
      <ShareReset state={m.state} />
    </div>
  );
}

/** The text box. Its value is written only when the text came from elsewhere (see the effect). */
function StreamText(props: { model: StreamModel }) {
  const tx = useEditorText();
  const m = untrack(() => props.model);
  // The text goes into the box only when it came from elsewhere (an example, a link, a reset):
  // writing 10,000 characters back into the box on every keystroke would cost a frame.
  let area!: HTMLTextAreaElement;
  createEffect(() => {
    const t = m.text();
    if (area.value !== t) area.value = t;
  });
  return (
    <label class="field block">
      <span>{tx("stream.text")}</span>
      <textarea
        ref={area}
        class="mono"
        rows="3"
        spellcheck={false}
        readOnly={m.state.fromLink()}
        data-testid="stream-text"
        onInput={(e) => (m.type(e.currentTarget.value), layOutNow())}
      />
    </label>
  );
}

/** How the text is cut (at each input, every N characters, by hand), with N for the second. */
function CutModes(props: { model: StreamModel }) {
  const tx = useEditorText();
  const m = untrack(() => props.model);
  const setSize = (value: string) => {
    const n = Math.floor(Number(value));
    if (n >= 1) m.update({ size: n });
  };
  return (
    <fieldset class="cut-modes" disabled={m.state.fromLink()}>
      <legend>{tx("stream.cut")}</legend>
      <For each={CUT_MODES}>
        {(mode) => (
          <label class="field inline">
            <input
              type="radio"
              name="cut-mode"
              value={mode}
              checked={m.mode() === mode}
              onChange={() => m.update({ mode, cuts: m.cuts() })}
            />
            <span>{tx(`stream.cut.${mode}`)}</span>
          </label>
        )}
      </For>
      <Show when={m.mode() === "every"}>
        <label class="field inline">
          <span>{tx("stream.size")}</span>
          <input type="number" min="1" max="10000" value={m.size()} onInput={(e) => setSize(e.currentTarget.value)} />
        </label>
      </Show>
    </fieldset>
  );
}

/** The left column: the text, its cuts, why it cannot play, and the kept versions. */
function StreamInput(props: { model: StreamModel }) {
  const lab = useLab();
  const m = untrack(() => props.model);
  return (
    <div class="editor-code" data-testid="editor-code">
      <StreamText model={m} />
      <CutModes model={m} />
      <Show when={m.mode() === "manual"}>
        <CutRuler
          text={m.text()}
          cuts={m.cuts()}
          disabled={m.state.fromLink()}
          onCuts={(next) => m.update({ cuts: next })}
        />
      </Show>
      <Show when={m.blocked()}>
        {(why) => (
          <p class="notice warn" id="stream-blocked" data-testid="stream-blocked">
            {why()}
          </p>
        )}
      </Show>
      <KeptVersions state={m.state} lang={lab.lang()} />
    </div>
  );
}

/** pi-ai's preview after the last piece, and which step made it (as the worker last answered). */
function LatestPanel(props: { model: StreamModel }) {
  const tx = useEditorText();
  const shown = useClipped();
  const m = untrack(() => props.model);
  return (
    <div class="panel" data-testid="stream-latest">
      <h3>{tx("stream.latest", { n: m.pieceCount() })}</h3>
      <Show when={m.view().latest}>
        {(latest) => (
          <>
            <p>
              <span class="tag" data-testid="stream-latest-step" data-step={latest().step}>
                {tx(`stream.step.${latest().step}`)}
              </span>
            </p>
            <Code value={shown(latest().preview)} label={tx("stream.preview")} />
          </>
        )}
      </Show>
    </div>
  );
}

/** The end of the stream: pi-ai's final parse of the whole text, then its validator on the call. */
function FinalPanel(props: { model: StreamModel }) {
  const tx = useEditorText();
  const shown = useClipped();
  return (
    <div class="panel" data-testid="stream-final">
      <h3>{tx("stream.final")}</h3>
      <Show when={props.model.view().final}>
        {(final) => (
          <>
            <p class="note">
              <code>parseToolCallArguments</code> →{" "}
              <Show when={final().argumentsError} fallback={tx("stream.final.parsed")}>
                {tx("stream.final.error")}
              </Show>
            </p>
            <Code value={shown(final().arguments)} label={tx("stream.final")} />
            <Show when={final().argumentsError}>{(e) => <pre class="code small bad">{shown(e())}</pre>}</Show>
            <p class="note">
              <code>validateToolArguments</code> →{" "}
              <span
                class={`tag ${final().validation.ok ? "good" : "bad"}`}
                data-testid="stream-valid"
                data-valid={String(final().validation.ok)}
              >
                {tx(final().validation.ok ? "stream.valid" : "stream.invalid")}
              </span>
            </p>
            <Show when={!final().validation.ok && (final().validation as { message: Clipped }).message}>
              {(msg) => <pre class="code small">{shown(msg())}</pre>}
            </Show>
          </>
        )}
      </Show>
    </div>
  );
}

/** The panels and the table, or nothing while the text breaks a limit (the notice says which). */
function StreamResult(props: { model: StreamModel }) {
  const tx = useEditorText();
  const m = untrack(() => props.model);
  return (
    <div class="editor-result" data-testid="editor-result">
      <Show when={!m.limit()}>
        <Show when={m.view().stopped}>
          <p class="notice warn" role="status" data-testid="stream-stopped">
            {tx("stream.stopped", { s: STREAM_ANSWER_CAP_MS / 1000 })}
          </p>
        </Show>
        <div class="grid two">
          <LatestPanel model={m} />
          <FinalPanel model={m} />
        </div>
        <PieceTable view={m.view()} pieces={m.pieceCount()} page={m.page()} onPage={m.setPage} />
      </Show>
    </div>
  );
}

/**
 * The Stream lab (§8): the argument text a model streams, cut into pieces as the learner likes; for
 * each piece, pi-ai's preview beside partial-json and JSON.parse, and which step made the preview.
 */
export default function StreamLab() {
  const lab = useLab();
  const tx = useEditorText();
  const model = createStreamModel(lab, tx);
  return (
    <section class="editor stream-lab" aria-labelledby="stream-lab-title">
      <header class="editor-head">
        <h2 id="stream-lab-title" tabindex="-1">
          {tx("stream.title")}
        </h2>
        <p class="note">{tx("stream.intro")}</p>
      </header>
      <LinkBanner state={model.state} runLabel={tx("link.run-stream")} onRun={() => undefined} />
      <StreamToolbar model={model} />
      <div class="editor-body">
        <StreamInput model={model} />
        <StreamResult model={model} />
      </div>
    </section>
  );
}
