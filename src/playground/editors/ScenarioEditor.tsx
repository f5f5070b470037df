import { createEffect, createMemo, createSignal, Show, untrack, type Accessor } from "solid-js";
import { firstTooDeep, LIMITS } from "../../scenarios/limits";
import { parseScenario } from "../../scenarios/load";
import type { Scenario } from "../../scenarios/types";
import { setUpMonaco, SCENARIO_MODEL_URI, useScenarioSchema } from "./monaco";
import { useLab } from "../state/context";
import { localize } from "../../scenarios";
import { createEditState, type EditState } from "./edit-state";
import { LinkBanner, ShareReset, useEditorText, useFocusOnMount } from "./EditorBits";
import { KeptVersions } from "./KeptVersions";
import { MonacoBox } from "./MonacoBox";

setUpMonaco();

/** The editors' words function (`useEditorText`). */
type Words = ReturnType<typeof useEditorText>;

/** The loader's verdict on the draft, and what the editor shows of it. */
interface ScenarioCheck {
  /** The loader's result for the text now in the editor, or undefined while it is still checking. */
  current: Accessor<ReturnType<typeof parseScenario> | undefined>;
  /** Where the text first nests deeper than a scenario file may, with the one marker's message. */
  tooDeep: Accessor<{ offset: number; message: string } | undefined>;
  /** The loader's problems, in words, listed under Monaco's (at most 20). */
  loaderProblems: Accessor<string[]>;
  /** The scenario, once the loader accepts the text. */
  accepted: Accessor<Scenario | undefined>;
}

/**
 * The loader's own verdict on `state`'s text, which also knows the rules a schema cannot say
 * (pieces, unique ids), a moment after typing stops.
 */
function createScenarioCheck(state: EditState, tx: Words): ScenarioCheck {
  // Each verdict remembers its text: one about an earlier text is never shown as this one's.
  const verdict = (text: string) => ({ text, result: parseScenario(text) });
  const [checked, setChecked] = createSignal(verdict(state.draft().text));
  let timer: ReturnType<typeof setTimeout> | undefined;
  createEffect(() => {
    const text = state.draft().text;
    clearTimeout(timer);
    timer = setTimeout(() => setChecked(verdict(text)), 150);
  });
  const current = () => (checked().text === state.draft().text ? checked().result : undefined);
  // Too deep: one marker where the limit is passed; nothing deeper reaches a parser (the loader
  // says the same, so its line is left out), and Monaco's JSON worker is guarded the same way.
  const tooDeep = createMemo(() => {
    const at = firstTooDeep(state.draft().text, LIMITS.fileDepth);
    return at === undefined ? undefined : { offset: at, message: tx("scenario.too-deep", { max: LIMITS.fileDepth }) };
  });
  const loaderProblems = createMemo(() => {
    const c = current();
    return !c || c.ok || tooDeep()
      ? []
      : c.problems.slice(0, 20).map((p) => tx("scenario.loader-problem", { path: p.path, reason: p.reason }));
  });
  const accepted = () => {
    const c = current();
    return c?.ok ? c.scenario : undefined;
  };
  return { current, tooDeep, loaderProblems, accepted };
}

/** Offers `text` as a file named `name` for the browser to save. */
function downloadText(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Play, Save (with the opened scenarios), Download, Load the current scenario, Share and Reset. */
function ScenarioToolbar(props: { state: EditState; check: ScenarioCheck; scenarioText(): string; onPlay(): void }) {
  const lab = useLab();
  const tx = useEditorText();
  // The editor makes its state and its check once, so its parts read them once.
  const state = untrack(() => props.state);
  const playable = () => props.check.current()?.ok === true;
  const save = () => {
    if (lab.keepScenarioText(state.draft().text, "scenario.json"))
      lab.notify({ key: "ui.notice.scenario-kept", params: {} }, "info");
  };
  const download = () => downloadText(state.draft().text, `${props.check.accepted()?.id ?? "scenario"}.json`);
  return (
    <div class="editor-toolbar">
      <button
        type="button"
        class="button primary"
        data-testid="editor-play"
        disabled={state.fromLink() || !playable()}
        onClick={() => props.onPlay()}
      >
        {tx("scenario.play")}
      </button>
      <button type="button" class="button" disabled={state.fromLink() || !playable()} onClick={save}>
        {tx("scenario.save")}
      </button>
      <button type="button" class="button" onClick={download}>
        {tx("scenario.download")}
      </button>
      <button
        type="button"
        class="button"
        disabled={state.fromLink()}
        onClick={() => state.load({ text: props.scenarioText() })}
      >
        {tx("scenario.load-current")}
      </button>
      <ShareReset state={state} />
    </div>
  );
}

/** Beside the code: what the loader made of it (the scenario it accepted, or how many problems), and the kept versions. */
function ScenarioResult(props: { state: EditState; check: ScenarioCheck }) {
  const lab = useLab();
  const tx = useEditorText();
  const check = untrack(() => props.check);
  return (
    <div class="editor-result" data-testid="editor-result">
      <p class="note">{tx("scenario.intro")}</p>
      <h3>{tx("scenario.result")}</h3>
      <Show
        when={check.accepted()}
        fallback={
          <Show when={check.current()}>
            <p class="note">
              {tx("scenario.refused", { n: check.loaderProblems().length + (check.tooDeep() ? 1 : 0) })}{" "}
              {tx("scenario.fix-first")}
            </p>
          </Show>
        }
      >
        {(s) => (
          <p data-testid="scenario-accepted">
            {tx("scenario.accepted", {
              title: localize(s().title, lab.lang()),
              question: localize(s().question, lab.lang()),
            })}
          </p>
        )}
      </Show>
      <KeptVersions state={props.state} lang={lab.lang()} />
    </div>
  );
}

/**
 * The current scenario as JSON, checked against the format's JSON Schema as it is typed (with
 * completion and hover documentation) and by the loader itself. Play replays it; Save keeps it
 * with the opened scenarios; Download gives the file.
 */
export default function ScenarioEditor() {
  const lab = useLab();
  const tx = useEditorText();
  useFocusOnMount("scenario");
  const scenarioText = () => JSON.stringify(lab.findScenario(lab.scenarioId()) ?? {}, null, 2);
  const state = createEditState(lab, "scenario", () => ({ text: scenarioText() }));
  createEffect(() => useScenarioSchema(lab.lang()));
  const check = createScenarioCheck(state, tx);
  const play = () => {
    if (lab.openScenarioText(state.draft().text, "scenario.json")) lab.workbench.openEditor(undefined);
  };

  return (
    <section class="editor scenario-editor" aria-labelledby="scenario-editor-title">
      <header class="editor-head">
        <h2 id="scenario-editor-title" tabindex="-1">
          {tx("scenario.title")}
        </h2>
      </header>
      <LinkBanner state={state} runLabel={tx("link.run-scenario")} onRun={play} />
      <ScenarioToolbar state={state} check={check} scenarioText={scenarioText} onPlay={play} />
      <div class="editor-body">
        <div class="editor-code" data-testid="editor-code">
          <MonacoBox
            uri={SCENARIO_MODEL_URI}
            language="json"
            value={state.draft().text}
            readOnly={state.fromLink()}
            label={tx("scenario.editor-label")}
            onChange={(text) => state.change({ text })}
            extraProblems={check.loaderProblems()}
            tooDeep={check.tooDeep()}
          />
        </div>
        <ScenarioResult state={state} check={check} />
      </div>
    </section>
  );
}
