import { createEffect, createMemo, createSignal, For, onCleanup, Show } from "solid-js";
import { LIMITS, nestingDepth } from "../../scenarios/limits";
import { cutEvery, finalCheck, normalizeCuts, pieceEnds, pieceRow, piecesFromCuts, STREAM_EXAMPLES, streamScenario } from "../../engine/stream-lab";
import { useLab } from "../state/context";
import { Code } from "../ui/Code";
import { createEditState } from "./edit-state";
import { LinkBanner, ShareReset, useClip, useEditorText } from "./EditorBits";
import { KeptVersions } from "./KeptVersions";
import { CutRuler } from "./CutRuler";
import { PieceTable } from "./PieceTable";

const FIRST = STREAM_EXAMPLES[0]!;
/** Characters of a value the panels show in full; longer ones are cut, with the count said. */
const SHOWN_CHARS = 2000;

/**
 * The Stream lab (§8): the argument text a model streams, cut into pieces as the learner likes; for
 * each piece, pi-ai's preview beside partial-json and JSON.parse, and which step made the preview.
 */
export default function StreamLab() {
  const lab = useLab();
  const tx = useEditorText();
  const state = createEditState(lab, "stream", () => ({ text: FIRST.text, cuts: FIRST.cuts, mode: "manual" }));
  const text = () => state.draft().text;
  const mode = () => state.draft().mode ?? "manual";
  const size = () => state.draft().size ?? 8;
  const cuts = createMemo(() => (mode() === "every" ? cutEvery(text(), size()) : normalizeCuts(text(), state.draft().cuts ?? [])));
  const pieces = createMemo(() => piecesFromCuts(text(), cuts()));
  const ends = createMemo(() => pieceEnds(pieces()));
  const latest = createMemo(() => pieceRow(text(), pieces(), pieces().length, text().length));
  // The preview follows each keystroke in the next frame; the table and the end-of-stream check
  // (several more whole-text parses) follow one frame later, so typing never waits on them.
  let version = 0;
  const [settled, setSettled] = createSignal({ text: text(), pieces: pieces(), ends: ends(), version });
  createEffect(() => {
    const next = { text: text(), pieces: pieces(), ends: ends(), version: ++version };
    const frame = requestAnimationFrame(() => setTimeout(() => setSettled(next), 0));
    onCleanup(() => cancelAnimationFrame(frame));
  });
  const final = createMemo(() => finalCheck(settled().text));
  const cut = useClip();
  const clipText = (text: string) => cut(text, SHOWN_CHARS);
  const shown = (value: unknown) => clipText(JSON.stringify(value, null, 2) ?? "undefined");
  const [page, setPage] = createSignal(0);
  // The text goes into the box only when it came from elsewhere (an example, a link, a reset):
  // writing 10,000 characters back into the box on every keystroke would cost a frame.
  let area!: HTMLTextAreaElement;
  createEffect(() => {
    const t = text();
    if (area.value !== t) area.value = t;
  });

  const update = (next: Partial<ReturnType<typeof state.draft>>) => state.change({ ...state.draft(), ...next });
  const onType = (next: string) => {
    const before = text();
    if (mode() !== "typed") return update({ text: next, cuts: normalizeCuts(next, state.draft().cuts ?? []) });
    // Typing streams: each input event (a key, a paste) ends a piece where it began.
    let same = 0;
    while (same < before.length && same < next.length && before[same] === next[same]) same++;
    const kept = (state.draft().cuts ?? []).filter((c) => c < same);
    update({ text: next, cuts: normalizeCuts(next, same === before.length ? [...kept, before.length] : [...kept, same]) });
  };
  const example = (id: string) => {
    const ex = STREAM_EXAMPLES.find((e) => e.id === id);
    // An example replaces the text: the person's own goes to the history first.
    if (ex) (state.load({ ...state.draft(), text: ex.text, cuts: ex.cuts, mode: "manual" }), setPage(0));
  };
  // Why Play this cannot play, said before it is pressed: the scenario limits the text applies to.
  const depth = createMemo(() => nestingDepth(text()));
  const blocked = createMemo(() => {
    if (text().length > LIMITS.textChars) return tx("stream.too-long", { n: text().length.toLocaleString(lab.lang()), max: LIMITS.textChars.toLocaleString(lab.lang()) });
    if (depth() > LIMITS.argumentDepth) return tx("stream.too-deep", { n: depth(), max: LIMITS.argumentDepth });
    if (pieces().length > LIMITS.pieces) return tx("stream.too-many", { n: pieces().length, max: LIMITS.pieces });
    return undefined;
  });
  const playThis = () => {
    const base = lab.findScenario("happy-path");
    if (!base || blocked()) return;
    // The player opens where the learner's stream begins (its first piece), not at the tool definition.
    if (lab.openScenarioText(JSON.stringify(streamScenario(base, text(), pieces())), "stream-lab.json", { event: "toolcall_delta" })) lab.workbench.openEditor(undefined);
  };

  return (
    <section class="editor stream-lab" aria-labelledby="stream-lab-title">
      <header class="editor-head">
        <h2 id="stream-lab-title" tabindex="-1">{tx("stream.title")}</h2>
        <p class="note">{tx("stream.intro")}</p>
      </header>
      <LinkBanner state={state} runLabel={tx("link.run-stream")} onRun={() => undefined} />
      <div class="editor-toolbar">
        <label class="field inline">
          <span>{tx("stream.example")}</span>
          <select onChange={(e) => example(e.currentTarget.value)} disabled={state.fromLink()}>
            <option value="">{tx("stream.example.pick")}</option>
            <For each={STREAM_EXAMPLES}>{(ex) => <option value={ex.id}>{tx(`stream.example.${ex.id}`)}</option>}</For>
          </select>
        </label>
        <button type="button" class="button primary" data-testid="editor-play" disabled={state.fromLink() || blocked() !== undefined} aria-describedby={blocked() ? "stream-blocked" : undefined} onClick={playThis}>{tx("stream.play")}</button>
        <ShareReset state={state} />
      </div>
      <div class="editor-body">
      <div class="editor-code" data-testid="editor-code">
      <label class="field block">
        <span>{tx("stream.text")}</span>
        <textarea ref={area} class="mono" rows="3" spellcheck={false} readOnly={state.fromLink()} data-testid="stream-text" onInput={(e) => onType(e.currentTarget.value)} />
      </label>
      <fieldset class="cut-modes" disabled={state.fromLink()}>
        <legend>{tx("stream.cut")}</legend>
        <For each={["typed", "every", "manual"] as const}>
          {(m) => (
            <label class="field inline">
              <input type="radio" name="cut-mode" value={m} checked={mode() === m} onChange={() => update({ mode: m, cuts: cuts() })} />
              <span>{tx(`stream.cut.${m}`)}</span>
            </label>
          )}
        </For>
        <Show when={mode() === "every"}>
          <label class="field inline">
            <span>{tx("stream.size")}</span>
            <input type="number" min="1" max="10000" value={size()} onInput={(e) => { const n = Math.floor(Number(e.currentTarget.value)); if (n >= 1) update({ size: n }); }} />
          </label>
        </Show>
      </fieldset>
      <Show when={mode() === "manual"}>
        <CutRuler text={text()} cuts={cuts()} disabled={state.fromLink()} onCuts={(next) => update({ cuts: next })} />
      </Show>
      <Show when={blocked()}>{(why) => <p class="notice warn" id="stream-blocked" data-testid="stream-blocked">{why()}</p>}</Show>
      <KeptVersions state={state} lang={lab.lang()} />
      </div>
      <div class="editor-result" data-testid="editor-result">
      <div class="grid two">
        <div class="panel" data-testid="stream-latest">
          <h3>{tx("stream.latest", { n: pieces().length })}</h3>
          <p><span class="tag" data-testid="stream-latest-step" data-step={latest().step}>{tx(`stream.step.${latest().step}`)}</span></p>
          <Code value={shown(latest().preview)} label={tx("stream.preview")} />
        </div>
        <div class="panel" data-testid="stream-final">
          <h3>{tx("stream.final")}</h3>
          <p class="note"><code>parseToolCallArguments</code> → <Show when={final().argumentsError} fallback={tx("stream.final.parsed")}>{tx("stream.final.error")}</Show></p>
          <Code value={shown(final().arguments)} label={tx("stream.final")} />
          <Show when={final().argumentsError}>{(e) => <pre class="code small bad">{clipText(e())}</pre>}</Show>
          <p class="note"><code>validateToolArguments</code> → <span class={`tag ${final().validation.ok ? "good" : "bad"}`} data-testid="stream-valid" data-valid={String(final().validation.ok)}>{tx(final().validation.ok ? "stream.valid" : "stream.invalid")}</span></p>
          <Show when={!final().validation.ok && (final().validation as { message: string }).message}>{(m) => <pre class="code small">{clipText(m())}</pre>}</Show>
        </div>
      </div>
      <PieceTable version={settled().version} text={settled().text} pieces={settled().pieces} ends={settled().ends} page={page()} onPage={setPage} />
      </div>
      </div>
    </section>
  );
}
