import { createEffect, For, Show } from "solid-js";
import { helpRows } from "../commands";
import type { ModeKind } from "../modes";
import { useLab } from "../state/context";

/**
 * The keys of the mode on screen, read from the command table, in a modal dialog (Escape closes
 * it, focus returns to the page).
 */
export function KeysHelp(props: { open: boolean; mode: ModeKind; onClose: () => void }) {
  const lab = useLab();
  let dialog!: HTMLDialogElement;
  createEffect(() => {
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  });
  return (
    <dialog
      ref={dialog}
      class="keys"
      aria-labelledby="keys-title"
      data-testid="keys-dialog"
      data-mode={props.mode}
      onClose={() => props.onClose()}
    >
      <h2 id="keys-title">{lab.t("ui.keys.title")}</h2>
      <Show when={props.open}>
        <p class="note">{lab.t(`ui.keys.mode.${props.mode}`)}</p>
        <dl>
          <For each={helpRows(props.mode)}>
            {(row) => (
              <>
                <dt>
                  <For each={row.keys}>{(k) => <kbd>{k}</kbd>}</For>
                </dt>
                <dd>{lab.t(row.help)}</dd>
              </>
            )}
          </For>
        </dl>
      </Show>
      <button type="button" class="button" onClick={() => props.onClose()}>
        {lab.t("ui.close")}
      </button>
    </dialog>
  );
}
