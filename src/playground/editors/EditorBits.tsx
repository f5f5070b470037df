import { createSignal, onMount, Show } from "solid-js";
import type { EditorKind } from "./workbench";
import { editorText } from "./words";
import { useLab } from "../state/context";
import type { EditState } from "./edit-state";
import type { Clipped } from "../long-values";

/** The editors' words in the page's language. */
export function useEditorText() {
  const lab = useLab();
  return (key: string, params: Record<string, string | number> = {}) => editorText(lab.lang(), key, params);
}

/** Focuses editor `kind`'s heading, if it is on screen: where the person starts in it. */
export function focusEditor(kind: EditorKind): void {
  document.querySelector<HTMLElement>(`[data-editor-view="${kind}"]:not([hidden]) .editor-head h2`)?.focus();
}

/**
 * Focuses editor `kind` once it has mounted, if it is the one open: an editor whose code was still
 * loading when its tab was chosen.
 */
export function useFocusOnMount(kind: EditorKind): void {
  const lab = useLab();
  onMount(() => requestAnimationFrame(() => lab.workbench.editor() === kind && focusEditor(kind)));
}

/** A value cut for showing (`clipText`), with how many more characters there were said. */
export function useClipped() {
  const tx = useEditorText();
  return (value: Clipped) =>
    value.hidden > 0 ? `${value.head}${tx("stream.clipped", { n: value.hidden })}` : value.head;
}

/**
 * Above an editor: a link's text is someone else's — shown read-only until the person chooses to
 * run it; a link that could not be read is said. (Earlier versions are listed by `KeptVersions`.)
 */
export function LinkBanner(props: { state: EditState; runLabel: string; onRun(): void }) {
  const tx = useEditorText();
  return (
    <>
      <Show when={props.state.fromLink()}>
        <div class="notice warn" role="status" data-testid="editor-from-link">
          <span>{tx("link.readonly")}</span>
          <button
            type="button"
            class="button small primary"
            data-testid="editor-accept"
            onClick={() => (props.state.accept(), props.onRun())}
          >
            {props.runLabel}
          </button>
          <button type="button" class="button small" onClick={() => props.state.decline()}>
            {tx("link.decline")}
          </button>
        </div>
      </Show>
      <Show when={props.state.linkProblem()}>
        {(p) => (
          <p class="notice warn" role="alert">
            {tx(`link.bad.${p()}`)}
          </p>
        )}
      </Show>
    </>
  );
}

/** "Copy link" and "Reset to the chapter's version", with the link shown for copying by hand. */
export function ShareReset(props: { state: EditState }) {
  const tx = useEditorText();
  const [link, setLink] = createSignal<string>();
  const [copied, setCopied] = createSignal(false);
  const [tooLong, setTooLong] = createSignal<{ length: number; max: number }>();
  const share = async () => {
    const made = await props.state.link();
    // A link the app would refuse is never offered: the person is told why instead.
    setTooLong(made.ok ? undefined : { length: made.length, max: made.max });
    setLink(made.ok ? made.url : undefined);
    if (!made.ok) return;
    const url = made.url;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (permissions, an insecure page): the link is shown, selected, to copy by hand.
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" class="button" data-testid="editor-share" onClick={() => void share()}>
        {tx("share")}
      </button>
      <button type="button" class="button" data-testid="editor-reset" onClick={() => props.state.reset()}>
        {tx("reset")}
      </button>
      <Show when={tooLong()}>
        {(t) => (
          <p class="notice warn" role="alert" data-testid="editor-share-refused">
            {tx("share.too-long", { length: t().length.toLocaleString("en"), max: t().max.toLocaleString("en") })}
          </p>
        )}
      </Show>
      <Show when={link()}>
        {(url) => (
          <label class="share-link">
            <span>{copied() ? tx("share.copied") : tx("share.copy-by-hand")}</span>
            <input readonly value={url()} data-testid="editor-share-link" onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </Show>
    </>
  );
}
