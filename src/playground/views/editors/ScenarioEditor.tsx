import { createEffect, createMemo, createSignal, Show } from "solid-js";
import { parseScenario } from "../../../scenarios/load";
import { setUpMonaco, SCENARIO_MODEL_URI, useScenarioSchema } from "../../editors/monaco";
import { useLab } from "../../state/context";
import { createEditState } from "./edit-state";
import { LinkBanner, ShareReset, useEditorText } from "./EditorBits";
import { MonacoBox } from "./MonacoBox";

setUpMonaco();

/**
 * The current scenario as JSON, checked against the format's JSON Schema as it is typed (with
 * completion and hover documentation) and by the loader itself. Play replays it; Save keeps it
 * with the opened scenarios; Download gives the file.
 */
export default function ScenarioEditor() {
  const lab = useLab();
  const tx = useEditorText();
  const current = () => JSON.stringify(lab.findScenario(lab.scenarioId()) ?? {}, null, 2);
  const state = createEditState(lab, "scenario", () => ({ text: current() }));
  createEffect(() => useScenarioSchema(lab.lang()));
  // The loader's own verdict, which also knows the rules a schema cannot say (pieces, unique ids).
  const [checked, setChecked] = createSignal(parseScenario(state.draft().text));
  let timer: ReturnType<typeof setTimeout> | undefined;
  createEffect(() => {
    const text = state.draft().text;
    clearTimeout(timer);
    timer = setTimeout(() => setChecked(parseScenario(text)), 150);
  });
  const loaderProblems = createMemo(() => {
    const c = checked();
    return c.ok ? [] : c.problems.slice(0, 20).map((p) => tx("scenario.loader-problem", { path: p.path, reason: p.reason }));
  });

  const play = () => {
    if (lab.openScenarioText(state.draft().text, "scenario.json")) lab.workbench.openEditor(undefined);
  };
  const save = () => {
    if (lab.keepScenarioText(state.draft().text, "scenario.json")) lab.notify({ key: "ui.notice.scenario-kept", params: {} }, "info");
  };
  const download = () => {
    const c = checked();
    const name = `${c.ok ? c.scenario.id : "scenario"}.json`;
    const url = URL.createObjectURL(new Blob([state.draft().text], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section class="editor scenario-editor" aria-labelledby="scenario-editor-title">
      <header class="editor-head">
        <h2 id="scenario-editor-title">{tx("scenario.title")}</h2>
        <p class="note">{tx("scenario.intro")}</p>
      </header>
      <LinkBanner state={state} runLabel={tx("link.run-scenario")} onRun={play} />
      <div class="editor-toolbar">
        <button type="button" class="button primary" data-testid="editor-play" disabled={state.fromLink() || !checked().ok} onClick={play}>{tx("scenario.play")}</button>
        <button type="button" class="button" disabled={state.fromLink() || !checked().ok} onClick={save}>{tx("scenario.save")}</button>
        <button type="button" class="button" onClick={download}>{tx("scenario.download")}</button>
        <button type="button" class="button" disabled={state.fromLink()} onClick={() => state.change({ text: current() })}>{tx("scenario.load-current")}</button>
        <ShareReset state={state} />
      </div>
      <Show when={!checked().ok}>
        <p class="note">{tx("scenario.fix-first")}</p>
      </Show>
      <MonacoBox
        uri={SCENARIO_MODEL_URI}
        language="json"
        value={state.draft().text}
        readOnly={state.fromLink()}
        label={tx("scenario.editor-label")}
        onChange={(text) => state.change({ text })}
        extraProblems={loaderProblems()}
      />
    </section>
  );
}
