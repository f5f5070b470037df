import { createSignal, For, Show } from "solid-js";
import { useLab } from "../state/context";

/** Notices shown before the rest fold into "N more": the stage must keep its room. */
const SHOWN = 2;

/** Problems with a link, stored data or a file: said in words, each dismissable. */
export function Notices() {
  const lab = useLab();
  const [expanded, setExpanded] = createSignal(false);
  const shown = () => (expanded() ? lab.notices() : lab.notices().slice(0, SHOWN));
  const hidden = () => lab.notices().length - shown().length;
  return (
    <div class="notices" role="status" aria-live="polite">
      <For each={shown()}>
        {(n) => (
          <p class={`notice ${n.tone}`} data-testid="notice">
            <span>
              {lab.t(n.key, n.params)}
              <Show when={n.count > 1}>
                {" "}
                <span class="tag">×{n.count}</span>
              </Show>
            </span>
            <button type="button" class="button small" onClick={() => lab.dismiss(n.id)}>
              {lab.t("ui.dismiss")}
            </button>
          </p>
        )}
      </For>
      <Show when={lab.notices().length > SHOWN}>
        <p class="notice more" data-testid="notice-more">
          <Show when={hidden() > 0} fallback={<span />}>
            <span>{lab.t("ui.notice.more", { count: hidden() })}</span>
          </Show>
          <span class="notice-actions">
            <button type="button" class="button small" onClick={() => setExpanded((x) => !x)}>
              {lab.t(expanded() ? "ui.notice.show-fewer" : "ui.notice.show-all")}
            </button>
            <button type="button" class="button small" onClick={() => lab.dismissAll()}>
              {lab.t("ui.dismiss-all")}
            </button>
          </span>
        </p>
      </Show>
    </div>
  );
}
