import { createEffect, For, Show } from "solid-js";
import { useLab } from "../state/context";

const KEYS: [string, string][] = [
  ["← →", "ui.keys.step"],
  ["Home End", "ui.keys.ends"],
  ["Space", "ui.keys.play"],
  ["1 – 8", "ui.keys.stages"],
  ["P", "ui.keys.projector"],
  ["S", "ui.keys.present"],
  ["?", "ui.keys.help"],
];

/** The list of keys, in a modal dialog (Escape closes it, focus returns to the page). */
export function KeysHelp(props: { open: boolean; onClose: () => void }) {
  const lab = useLab();
  let dialog!: HTMLDialogElement;
  createEffect(() => {
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  });
  return (
    <dialog ref={dialog} class="keys" aria-labelledby="keys-title" onClose={props.onClose}>
      <h2 id="keys-title">{lab.t("ui.keys.title")}</h2>
      <Show when={props.open}>
        <dl>
          <For each={KEYS}>
            {([keys, key]) => (
              <>
                <dt><kbd>{keys}</kbd></dt>
                <dd>{lab.t(key)}</dd>
              </>
            )}
          </For>
        </dl>
      </Show>
      <button type="button" class="button" onClick={props.onClose}>{lab.t("ui.close")}</button>
    </dialog>
  );
}
