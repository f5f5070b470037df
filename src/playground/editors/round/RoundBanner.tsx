import { Show } from "solid-js";
import { useLab } from "../../state/context";

/**
 * Over the player while the learner's round (Round lab) plays the replay: whose round this is, the
 * way back to it, and the way back to the chapter's. Another scenario or fault picked meanwhile plays
 * with the learner's round too, so the banner stays while it does.
 */
export function RoundBanner() {
  const lab = useLab();
  return (
    <Show when={lab.workbench.round() && lab.trace()?.learnerRound}>
      <p class="notice info learner-banner" data-testid="round-banner">
        {/* Opened from a graded cell, the banner says which and its verdict: one banner, not two. */}
        <span>{lab.workbench.round()?.opened?.(lab.lang()) ?? lab.t("ui.edit.round-yours")}</span>
        <button type="button" class="button small" onClick={() => lab.workbench.openEditor("round")}>
          {lab.t("ui.edit.edit-again")}
        </button>
        <button
          type="button"
          class="button small"
          data-testid="round-off"
          onClick={() => lab.workbench.setRound(undefined)}
        >
          {lab.t("ui.edit.round-off")}
        </button>
      </p>
    </Show>
  );
}
