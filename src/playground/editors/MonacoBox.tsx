import { createEffect, createSignal, For, onCleanup, onMount, Show, type Accessor } from "solid-js";
import { listedMarkers } from "./syntax-place";
import { monaco } from "./monaco";
import { useLab } from "../state/context";
import { editorText } from "./words";
import { editorSettled } from "../offline-work";
import { UNICODE_LOCALES } from "./unicode-locales";

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

/** The theme Monaco draws in, from the lab's. */
const themeOf = (theme: string) => (theme === "dark" ? "vs-dark" : "vs");

/** The warnings and errors Monaco's services marked on `uri`, as the list shows them. */
function markersOf(uri: monaco.Uri): Marked[] {
  return listedMarkers(monaco.editor.getModelMarkers({ resource: uri }))
    .filter((m) => m.severity >= monaco.MarkerSeverity.Warning)
    .map((m) => ({
      line: m.startLineNumber,
      column: m.startColumn,
      message: m.message,
      severity: m.severity === monaco.MarkerSeverity.Error ? "error" : "warning",
    }));
}

/** An editor made in `host` on a fresh model at `uri`, and how to take it all down again. */
interface Opened {
  editor: monaco.editor.IStandaloneCodeEditor;
  dispose(): void;
}

/**
 * Makes the model (replacing one left at `uri`) and the editor on it; forwards each change to
 * `props.onChange` and each new set of `uri`'s markers to `onMarked`.
 */
function openEditor(
  host: HTMLDivElement,
  props: MonacoBoxProps,
  uri: monaco.Uri,
  theme: string,
  onMarked: (marked: Marked[]) => void,
): Opened {
  monaco.editor.getModel(uri)?.dispose();
  const model = monaco.editor.createModel(props.value, props.language, uri);
  const editor = monaco.editor.create(host, {
    model,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    tabSize: 2,
    scrollBeyondLastLine: false,
    readOnly: props.readOnly,
    ariaLabel: props.label,
    theme: themeOf(theme),
    fixedOverflowWidgets: true,
    unicodeHighlight: { allowedLocales: { ...UNICODE_LOCALES } },
  });
  const changes = model.onDidChangeContent(() => props.onChange(model.getValue()));
  // Its language service's first answer: the service worker's work may start (offline-work.ts).
  let settled = false;
  const settle = () => settled || ((settled = true), editorSettled());
  const markers = monaco.editor.onDidChangeMarkers((uris) => {
    if (!uris.some((u) => u.toString() === uri.toString())) return;
    settle();
    onMarked(markersOf(uri));
  });
  return {
    editor,
    dispose() {
      settle();
      changes.dispose();
      markers.dispose();
      editor.dispose();
      model.dispose();
    },
  };
}

/**
 * Keeps the model's language and the lab's own marker in step with `props.tooDeep`. Runs after
 * the value is written (the offset is into the new text). Our marker has its own owner, so
 * Monaco's services neither overwrite it nor leave it behind.
 */
function useTooDeep(props: MonacoBoxProps, model: Accessor<monaco.editor.ITextModel | null | undefined>): void {
  createEffect(() => {
    const mark = props.tooDeep;
    const m = model();
    if (!m) return;
    // Monaco's bracket pairs and JSON tokenizer grow with the nesting: too deep, every key stalls.
    const language = mark ? "plaintext" : props.language;
    if (m.getLanguageId() !== language) monaco.editor.setModelLanguage(m, language);
    const at = mark ? m.getPositionAt(mark.offset) : undefined;
    monaco.editor.setModelMarkers(
      m,
      "lab",
      mark && at
        ? [
            {
              severity: monaco.MarkerSeverity.Error,
              message: mark.message,
              startLineNumber: at.lineNumber,
              startColumn: at.column,
              endLineNumber: at.lineNumber,
              endColumn: at.column + 1,
            },
          ]
        : [],
    );
  });
}

/** What the box's view needs of its editor. */
interface MonacoHandle {
  /** True once the editor is made (the browser tests wait on it as `editor-ready`). */
  ready: Accessor<boolean>;
  marked: Accessor<Marked[]>;
  /** Moves the cursor to a marked problem and focuses the editor there. */
  reveal(m: Marked): void;
}

/** The editor in `host()` once mounted, following `props` (read-only, value, depth) and the lab's theme. */
function useMonacoEditor(props: MonacoBoxProps, host: () => HTMLDivElement, theme: Accessor<string>): MonacoHandle {
  let editor: monaco.editor.IStandaloneCodeEditor | undefined;
  const [ready, setReady] = createSignal(false);
  const [marked, setMarked] = createSignal<Marked[]>([]);
  const uri = monaco.Uri.parse(props.uri);
  // Made on mount (the host must be in the page); the effects below first run after it.
  onMount(() => {
    const opened = openEditor(host(), props, uri, theme(), setMarked);
    editor = opened.editor;
    setReady(true);
    onCleanup(opened.dispose);
  });
  createEffect(() => editor?.updateOptions({ readOnly: props.readOnly }));
  createEffect(() => monaco.editor.setTheme(themeOf(theme())));
  // A new value from outside (reset, a link, another scenario) replaces the text as one undoable edit.
  createEffect(() => {
    const value = props.value;
    const model = editor?.getModel();
    if (model && model.getValue() !== value)
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
  });
  useTooDeep(props, () => (ready() ? editor?.getModel() : undefined));
  return {
    ready,
    marked,
    reveal(m) {
      editor?.setPosition({ lineNumber: m.line, column: m.column });
      editor?.revealLineInCenter(m.line);
      editor?.focus();
    },
  };
}

/** The list of what the editor marks and what else was found, each of Monaco's moving the cursor there. */
function ProblemList(props: { marked: Marked[]; extra: string[] | undefined; onReveal(m: Marked): void }) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => editorText(lab.lang(), key, params);
  const count = () => props.marked.length + (props.extra?.length ?? 0);
  return (
    <section class="problems" aria-label={tx("problems.title")} aria-live="polite">
      <h4>{count() === 0 ? tx("problems.none") : tx("problems.count", { n: count() })}</h4>
      <ul data-testid="editor-problems">
        <For each={props.marked}>
          {(m) => (
            <li class={m.severity}>
              <button type="button" class="link" onClick={() => props.onReveal(m)}>
                {tx("problems.at", { line: m.line, column: m.column })}
              </button>{" "}
              {m.message}
            </li>
          )}
        </For>
        <Show when={props.extra}>{(extra) => <For each={extra()}>{(p) => <li class="error">{p}</li>}</For>}</Show>
      </ul>
    </section>
  );
}

/**
 * A Monaco editor on one model, and the list of what it marks (type errors, schema errors) — a
 * list a keyboard or screen-reader user can reach, each line moving the cursor to its place.
 */
export function MonacoBox(props: MonacoBoxProps) {
  const lab = useLab();
  let host!: HTMLDivElement;
  const box = useMonacoEditor(props, () => host, lab.theme);
  return (
    <div class="monaco-wrap">
      <div
        class="monaco-host"
        ref={host}
        data-testid={box.ready() ? "editor-ready" : undefined}
        data-language={props.language}
      />
      <ProblemList marked={box.marked()} extra={props.extraProblems} onReveal={box.reveal} />
    </div>
  );
}
