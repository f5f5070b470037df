import { For } from "solid-js";
import { useLab } from "../state/context";
import { EDITOR_KINDS, type EditorKind } from "../editors/workbench";

/** Starts loading the editors' chunk (and Monaco with it) before the click: on hover or focus. */
export function prefetchEditors(kind?: EditorKind): void {
  void import("../editors/EditorPanel");
  if (kind === "scenario" || kind === "tool" || kind === "round") void import("../editors/monaco");
}

/**
 * The player and the three editors, over the stage pane. Each editor loads the first time it is
 * opened; pointing at its tab starts the download.
 */
/** The row scrolls sideways when narrow: a tab reached by keyboard is brought fully into view. */
function keepInView(event: FocusEvent): void {
  (event.currentTarget as HTMLElement).scrollIntoView({ block: "nearest", inline: "nearest" });
}

export function EditorTabs() {
  const lab = useLab();
  const open = lab.workbench.editor;
  return (
    <nav class="editor-tabs" aria-label={lab.t("ui.edit.tabs")}>
      <button
        type="button"
        class="tab"
        aria-pressed={open() === undefined}
        data-testid="editor-close"
        onFocus={keepInView}
        onClick={() => lab.workbench.openEditor(undefined)}
      >
        {lab.t("ui.edit.player")}
      </button>
      <For each={EDITOR_KINDS}>
        {(kind) => (
          <button
            type="button"
            class="tab"
            aria-pressed={open() === kind}
            data-testid="editor-open"
            data-editor={kind}
            onPointerEnter={() => prefetchEditors(kind)}
            onFocus={(event) => (prefetchEditors(kind), keepInView(event))}
            onClick={() => lab.workbench.openEditor(kind)}
          >
            {lab.t(`ui.edit.${kind}`)}
          </button>
        )}
      </For>
      <button
        type="button"
        class="tab"
        data-testid="recording-open"
        onFocus={keepInView}
        title={lab.t("ui.recording.open-tip")}
        onPointerEnter={() => void import("../recording/RecordingPanel")}
        onClick={() => (lab.workbench.openEditor(undefined), lab.recording.setOpen(true))}
      >
        {lab.t("ui.recording.open")}
      </button>
    </nav>
  );
}
