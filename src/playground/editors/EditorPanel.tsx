import { createEffect, createSignal, For, lazy, Show, Suspense, type Component } from "solid-js";
import { Dynamic } from "solid-js/web";
import { useLab } from "../state/context";
import { EDITOR_KINDS, type EditorKind } from "./workbench";
import StreamLab from "./StreamLab";
import "./editors.css";
import { focusEditor, useEditorText } from "./EditorBits";
import { keepEditorFiles } from "../offline-work";
import { startTsWorker } from "./ts-prestart";

/** The two Monaco editors load with Monaco; the Stream lab needs none. */
const VIEWS: Record<EditorKind, Component> = {
  stream: StreamLab,
  scenario: lazy(() => import("./ScenarioEditor")),
  // Both check TypeScript: its worker starts now, while their chunks and Monaco's download.
  tool: lazy(() => (startTsWorker(), import("./ToolLab"))),
  round: lazy(() => (startTsWorker(), import("./round/RoundLab"))),
};

/**
 * The open editor, in its mode's layout. An editor opened once stays mounted, hidden while another
 * shows: Monaco keeps its undo history and is not rebuilt on every switch.
 */
export default function EditorPanel() {
  const lab = useLab();
  const tx = useEditorText();
  const [opened, setOpened] = createSignal<ReadonlySet<EditorKind>>(new Set());
  createEffect(() => {
    const kind = lab.workbench.editor();
    if (kind && !opened().has(kind)) {
      // Once no editor is opening (a Monaco editor settles: MonacoBox), the service worker keeps
      // the files the editors loaded (docs/offline.md); the Stream lab's at once.
      void keepEditorFiles();
      setOpened(new Set([...opened(), kind]));
    }
    // Focus goes to the editor shown (its heading); one still loading focuses itself when it mounts.
    if (kind) requestAnimationFrame(() => focusEditor(kind));
  });
  return (
    <For each={EDITOR_KINDS}>
      {(kind) => (
        <Show when={opened().has(kind)}>
          <div class="editor-view" data-editor-view={kind} hidden={lab.workbench.editor() !== kind}>
            <Suspense
              fallback={
                <p class="placeholder" role="status">
                  {tx("loading")}
                </p>
              }
            >
              <Dynamic component={VIEWS[kind]} />
            </Suspense>
          </div>
        </Show>
      )}
    </For>
  );
}
