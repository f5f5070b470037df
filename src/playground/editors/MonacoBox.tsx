import { createEffect, createSignal, For, onCleanup, onMount, Show } from "solid-js";
import { monaco } from "./monaco";
import { useLab } from "../state/context";
import { editorText } from "../../i18n/editors";

/** One problem Monaco marked: where, and what. */
interface Marked {
  line: number;
  column: number;
  message: string;
  severity: "error" | "warning";
}

/** Settings of one Monaco editor. */
export interface MonacoBoxProps {
  uri: string;
  language: "typescript" | "json";
  value: string;
  readOnly: boolean;
  label: string;
  onChange(text: string): void;
  /** Problems found by other means (the scenario loader), listed under Monaco's own. */
  extraProblems?: string[];
  /**
   * The text nests deeper than the language services may see, first at `offset`: it is shown as
   * plain text (no tokenizer, bracket matching or JSON worker walks it) with this one marker.
   */
  tooDeep?: { offset: number; message: string } | undefined;
}

/**
 * A Monaco editor on one model, and the list of what it marks (type errors, schema errors) — a
 * list a keyboard or screen-reader user can reach, each line moving the cursor to its place.
 */
export function MonacoBox(props: MonacoBoxProps) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => editorText(lab.lang(), key, params);
  let host!: HTMLDivElement;
  let editor: monaco.editor.IStandaloneCodeEditor | undefined;
  const [ready, setReady] = createSignal(false);
  const [marked, setMarked] = createSignal<Marked[]>([]);
  const uri = monaco.Uri.parse(props.uri);

  onMount(() => {
    monaco.editor.getModel(uri)?.dispose();
    const model = monaco.editor.createModel(props.value, props.language, uri);
    editor = monaco.editor.create(host, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      scrollBeyondLastLine: false,
      readOnly: props.readOnly,
      ariaLabel: props.label,
      theme: lab.theme() === "dark" ? "vs-dark" : "vs",
      fixedOverflowWidgets: true,
    });
    const changes = model.onDidChangeContent(() => props.onChange(model.getValue()));
    const markers = monaco.editor.onDidChangeMarkers((uris) => {
      if (!uris.some((u) => u.toString() === uri.toString())) return;
      setMarked(
        monaco.editor
          .getModelMarkers({ resource: uri })
          .filter((m) => m.severity >= monaco.MarkerSeverity.Warning)
          .map((m) => ({ line: m.startLineNumber, column: m.startColumn, message: m.message, severity: m.severity === monaco.MarkerSeverity.Error ? "error" : "warning" })),
      );
    });
    setReady(true);
    onCleanup(() => {
      changes.dispose();
      markers.dispose();
      editor?.dispose();
      model.dispose();
    });
  });
  createEffect(() => editor?.updateOptions({ readOnly: props.readOnly }));
  createEffect(() => monaco.editor.setTheme(lab.theme() === "dark" ? "vs-dark" : "vs"));
  // A new value from outside (reset, a link, another scenario) replaces the text as one undoable edit.
  createEffect(() => {
    const value = props.value;
    const model = editor?.getModel();
    if (model && model.getValue() !== value) model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
  });

  // After the value above (the offset is into the new text). Our own marker has its own owner, so
  // Monaco's services neither overwrite it nor leave it behind.
  createEffect(() => {
    const mark = props.tooDeep;
    const model = ready() ? editor?.getModel() : undefined;
    if (!model) return;
    // Monaco's bracket pairs and JSON tokenizer cost about 400 ms a key at 50,000 levels.
    const language = mark ? "plaintext" : props.language;
    if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
    const at = mark ? model.getPositionAt(mark.offset) : undefined;
    monaco.editor.setModelMarkers(model, "lab", mark && at ? [{ severity: monaco.MarkerSeverity.Error, message: mark.message, startLineNumber: at.lineNumber, startColumn: at.column, endLineNumber: at.lineNumber, endColumn: at.column + 1 }] : []);
  });

  const reveal = (m: Marked) => {
    editor?.setPosition({ lineNumber: m.line, column: m.column });
    editor?.revealLineInCenter(m.line);
    editor?.focus();
  };
  const count = () => marked().length + (props.extraProblems?.length ?? 0);

  return (
    <div class="monaco-wrap">
      <div class="monaco-host" ref={host} data-testid={ready() ? "editor-ready" : undefined} data-language={props.language} />
      <section class="problems" aria-label={tx("problems.title")} aria-live="polite">
        <h4>{count() === 0 ? tx("problems.none") : tx("problems.count", { n: count() })}</h4>
        <ul data-testid="editor-problems">
          <For each={marked()}>
            {(m) => (
              <li class={m.severity}>
                <button type="button" class="link" onClick={() => reveal(m)}>{tx("problems.at", { line: m.line, column: m.column })}</button> {m.message}
              </li>
            )}
          </For>
          <Show when={props.extraProblems}>{(extra) => <For each={extra()}>{(p) => <li class="error">{p}</li>}</For>}</Show>
        </ul>
      </section>
    </div>
  );
}
