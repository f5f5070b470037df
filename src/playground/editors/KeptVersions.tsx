import { For, Show } from "solid-js";
import { HISTORY_SIZE, sameDraft, type KeptVersion } from "./drafts";
import type { EditState } from "./edit-state";
import { useEditorText } from "./EditorBits";

/**
 * The versions a link, a reset or a load replaced, newest first, each with when, why and a
 * Restore. Kept in storage, so a reset is undone after a reload too. The version on screen is
 * not offered again.
 */
export function KeptVersions(props: { state: EditState; lang: string }) {
  const tx = useEditorText();
  const shown = () => props.state.history().filter((v) => !sameDraft(v.draft, props.state.draft()));
  // A version from an earlier build has no time (0): it is shown without one.
  const when = (v: KeptVersion) =>
    v.at > 0 ? new Date(v.at).toLocaleString(props.lang, { dateStyle: "short", timeStyle: "short" }) : "—";
  const origin = (v: KeptVersion) => tx(`history.origin.${v.origin}`, { tag: v.link ?? "" });
  return (
    <Show when={shown().length > 0}>
      <details class="kept-versions" data-testid="editor-history">
        <summary>{tx("history.title", { n: shown().length })}</summary>
        <p class="note">{tx("history.note", { max: HISTORY_SIZE })}</p>
        <ol>
          <For each={shown()}>
            {(v) => (
              <li data-origin={v.origin}>
                <span>
                  {tx("history.item", {
                    time: when(v),
                    origin: origin(v),
                    size: v.draft.text.length.toLocaleString(props.lang),
                  })}
                </span>{" "}
                <button
                  type="button"
                  class="button small"
                  data-testid="editor-history-restore"
                  onClick={() => props.state.restore(v)}
                >
                  {tx("history.restore")}
                </button>
              </li>
            )}
          </For>
        </ol>
      </details>
    </Show>
  );
}
