import { lazy, Show, Suspense } from "solid-js";
import { useLab } from "../../state/context";
import { EditorTabs } from "../EditorTabs";

/** The editors (Monaco with two of them), loaded the first time one is opened. */
const EditorPanel = lazy(() => import("../../editors/EditorPanel"));

/**
 * An editor's screen: the tabs, then the editor with its code beside its live result (stacked on
 * narrow screens). Once opened it stays mounted, hidden while another mode shows, so Monaco keeps
 * its undo history.
 */
export function EditorLayout(props: { hidden: boolean }) {
  const lab = useLab();
  return (
    <main
      class="mode-layout mode-editor"
      data-mode-layout="editor"
      hidden={props.hidden}
      aria-label={lab.t("ui.edit.tabs")}
    >
      <Show when={!props.hidden}>
        <EditorTabs />
      </Show>
      <Suspense
        fallback={
          <p class="placeholder" role="status">
            {lab.t("ui.edit.loading")}
          </p>
        }
      >
        <EditorPanel />
      </Suspense>
    </main>
  );
}
