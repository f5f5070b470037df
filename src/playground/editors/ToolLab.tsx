import { createEffect, createSignal, onCleanup, Show } from "solid-js";
import { chapterToolModule } from "../../sandbox/template";
import { monaco, setUpMonaco, TOOL_MODEL_URI } from "./monaco";
import { checkModule, describeProblem, learnerPlay, runnerState, runnerStatusText } from "./learner-play";
import { runNotes, RUNNER_MARKER_OWNER, type SyntaxPlace } from "./syntax-place";
import { useLab } from "../state/context";
import { encodeShare } from "./share";
import { createEditState } from "./edit-state";
import { LinkBanner, ShareReset, useEditorText, useFocusOnMount } from "./EditorBits";
import { KeptVersions } from "./KeptVersions";
import { MonacoBox } from "./MonacoBox";
import { SchemaContrast } from "./SchemaContrast";

setUpMonaco();

/** Monaco's marker owner for what the sandbox found (a syntax error), apart from TypeScript's own. */
const RUNNER_OWNER = RUNNER_MARKER_OWNER;

/** The model's TypeScript errors now: type errors are marked and listed, and do not stop a run. */
function typeErrors(): monaco.editor.IMarker[] {
  return monaco.editor
    .getModelMarkers({ resource: monaco.Uri.parse(TOOL_MODEL_URI), owner: "typescript" })
    .filter((m) => m.severity === monaco.MarkerSeverity.Error);
}

/**
 * Marks a syntax error the sandbox found where it is, like TypeScript's own markers; the next edit
 * clears it, and so does leaving the lab.
 */
function useSyntaxMarker(): (at: SyntaxPlace) => void {
  const model = () => monaco.editor.getModel(monaco.Uri.parse(TOOL_MODEL_URI));
  onCleanup(() => {
    const m = model();
    if (m && !m.isDisposed()) monaco.editor.setModelMarkers(m, RUNNER_OWNER, []);
  });
  return (at) => {
    const m = model();
    if (m)
      monaco.editor.setModelMarkers(m, RUNNER_OWNER, [
        {
          severity: monaco.MarkerSeverity.Error,
          message: at.message,
          startLineNumber: at.line,
          startColumn: at.column,
          endLineNumber: at.line,
          endColumn: at.column + 1,
        },
      ]);
  };
}

/** What the sandbox refused, for `runNotes`: a syntax error's detail (it names the place), else nothing placed. */
const refusal = (problem: { key: string; detail: string }) => (problem.key === "syntax" ? problem.detail : "");

/** The sandbox's state in words; while a module loads, its seconds against the limit, ticking. */
function RunnerStatus() {
  const lab = useLab();
  const [now, setNow] = createSignal(performance.now());
  createEffect(() => {
    if (runnerState().kind !== "starting") return;
    const tick = setInterval(() => setNow(performance.now()), 1000);
    onCleanup(() => clearInterval(tick));
  });
  return (
    <output class="runner-status" data-testid="runner-status" data-state={runnerState().kind} aria-live="polite">
      {runnerStatusText(lab.lang(), runnerState(), now())}
    </output>
  );
}

/** TypeScript's errors in short: how many, and the first with its line (they do not stop a run). */
function TypeErrorsNote(props: { types: monaco.editor.IMarker[] }) {
  const tx = useEditorText();
  return (
    <Show when={props.types.length > 0}>
      <p class="note" data-testid="tool-type-errors">
        {tx("tool.type-errors", {
          n: props.types.length,
          line: props.types[0]!.startLineNumber,
          message: props.types[0]!.message,
        })}
      </p>
    </Show>
  );
}

/**
 * The Tool lab: the chapter's tool as a TypeScript module — its TypeBox parameters, the Tool, and
 * the application's execute — with pi-ai's types in the editor, beside what the sandbox made of
 * it. "Run" checks the module in a sandbox, then replays the current scenario with it.
 */
export default function ToolLab() {
  const lab = useLab();
  const tx = useEditorText();
  useFocusOnMount("tool");
  const state = createEditState(lab, "tool", () => ({ text: chapterToolModule(lab.lang()) }));
  const describe = (key: string, detail: string) => describeProblem(lab.lang(), key, detail);
  const [types, setTypes] = createSignal<monaco.editor.IMarker[]>([]);
  const markSyntax = useSyntaxMarker();

  const run = async () => {
    const source = state.draft().text;
    // Kept now: a version too big for the address bar is named there by this draft (`tool=draft`).
    state.save();
    setTypes([]);
    const checked = await checkModule(source);
    // One account of the run: a refused module is said by the status alone, its line marked once.
    const notes = runNotes(typeErrors(), checked.ok ? undefined : refusal(checked.problem));
    setTypes(notes.typeErrors);
    if (notes.marker) markSyntax(notes.marker);
    if (!checked.ok) return;
    // Packed for the URL: a deep link copied while it plays carries this version.
    const packed = await encodeShare({ kind: "tool", text: source }).catch(() => undefined);
    lab.workbench.setLearner(learnerPlay(source, describe, checked.session, packed));
    lab.workbench.openEditor(undefined);
  };

  return (
    <section class="editor tool-lab" aria-labelledby="tool-lab-title">
      <header class="editor-head">
        <h2 id="tool-lab-title" tabindex="-1">
          {tx("tool.title")}
        </h2>
      </header>
      <LinkBanner state={state} runLabel={tx("link.run-tool")} onRun={() => void run()} />
      <div class="editor-toolbar">
        <button
          type="button"
          class="button primary"
          data-testid="editor-play"
          disabled={state.fromLink()}
          onClick={() => void run()}
        >
          {tx("tool.run")}
        </button>
        <ShareReset state={state} />
        <Show when={lab.workbench.learner()}>
          <button type="button" class="button" onClick={() => lab.workbench.setLearner(undefined)}>
            {tx("tool.chapter")}
          </button>
        </Show>
      </div>
      <div class="editor-body">
        <div class="editor-code" data-testid="editor-code">
          <MonacoBox
            uri={TOOL_MODEL_URI}
            language="typescript"
            value={state.draft().text}
            readOnly={state.fromLink()}
            label={tx("tool.editor-label")}
            onChange={(text) => state.change({ text })}
          />
        </div>
        <div class="editor-result" data-testid="editor-result" aria-labelledby="tool-result-title">
          <p class="note">{tx("tool.intro")}</p>
          <h3 id="tool-result-title">{tx("tool.result")}</h3>
          <RunnerStatus />
          <TypeErrorsNote types={types()} />
          <p class="note">{tx("tool.types-note")}</p>
          <SchemaContrast source={() => state.draft().text} blocked={() => state.fromLink()} describe={describe} />
          <KeptVersions state={state} lang={lab.lang()} />
        </div>
      </div>
    </section>
  );
}
