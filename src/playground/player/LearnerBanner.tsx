import { Show } from "solid-js";
import { useLab } from "../state/context";

/** Over the player while the learner's own tool is played: whose tool this is, and the way back. */
export function LearnerBanner() {
  const lab = useLab();
  return (
    <Show when={lab.workbench.learner() && lab.trace()?.learner}>
      {(mine) => (
        <p class="notice info learner-banner" data-testid="learner-banner">
          <span>{lab.t("ui.edit.yours", { name: mine().name })}</span>
          <button type="button" class="button small" onClick={() => lab.workbench.openEditor("tool")}>
            {lab.t("ui.edit.edit-again")}
          </button>
          <button
            type="button"
            class="button small"
            data-testid="learner-off"
            onClick={() => lab.workbench.setLearner(undefined)}
          >
            {lab.t("ui.edit.back-to-chapter")}
          </button>
        </p>
      )}
    </Show>
  );
}
