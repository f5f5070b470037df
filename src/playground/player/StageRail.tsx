import { useLab } from "../state/context";
import { StageList } from "./StageList";

/**
 * The eight stages; the current one marked; a click jumps to its first frame. On a phone only the
 * current stage shows its name (the others keep theirs for screen readers): one row, not two.
 */
export function StageRail() {
  const lab = useLab();
  return (
    <StageList
      item={(stage, marks, badge) => (
        <button
          type="button"
          aria-current={marks["aria-current"]}
          classList={marks.classList}
          title={stage === "gate" ? lab.t("ui.stage-hint.gate") : undefined}
          onClick={() => lab.goStage(stage)}
        >
          {badge}
          <span class="rail-name">{lab.t(`ui.stage.${stage}`)}</span>
        </button>
      )}
    />
  );
}
