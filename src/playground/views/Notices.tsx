import { For } from "solid-js";
import { useLab } from "../state/context";

/** Problems with a link, stored data or a file: said in words, each dismissable. */
export function Notices() {
  const lab = useLab();
  return (
    <div class="notices" role="status" aria-live="polite">
      <For each={lab.notices()}>
        {(n) => (
          <p class={`notice ${n.tone}`} data-testid="notice">
            <span>{lab.t(n.key, n.params)}</span>
            <button type="button" class="button small" onClick={() => lab.dismiss(n.id)}>
              {lab.t("ui.dismiss")}
            </button>
          </p>
        )}
      </For>
    </div>
  );
}
