import { Show } from "solid-js";
import { useLab } from "../state/context";

/** What happens in this frame and why, with the chapter section; read out by screen readers. */
export function Narration() {
  const lab = useLab();
  return (
    <div class="narration" data-testid="narration" data-spotlight="narration" aria-live="polite" aria-atomic="true">
      {/* At a prediction still to be made, the gate's own sentence would give the answer away. */}
      <Show
        when={!lab.predictPending()}
        fallback={<p data-testid="narration-predict">{lab.t("ui.predict.narration")}</p>}
      >
        <Show when={lab.frame()}>
          {(f) => (
            <>
              <span class="section" title={lab.t("ui.section-title")}>
                §{f().section}
              </span>
              <p>{lab.t(f().narration.key, f().narration.params)}</p>
            </>
          )}
        </Show>
      </Show>
    </div>
  );
}
