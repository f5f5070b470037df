import { useLab } from "../state/context";
import { StageList } from "../player/StageList";

/**
 * The eight stages for the room: where the talk is, and how far it has come. Words, not buttons:
 * the presenter moves between stages, and the room's clicker keys go to the presenter.
 */
export function AudienceRail() {
  const lab = useLab();
  return (
    <StageList
      item={(stage, marks, badge) => (
        <span class="rail-item" aria-current={marks["aria-current"]} classList={marks.classList}>
          {badge}
          {lab.t(`ui.stage.${stage}`)}
        </span>
      )}
    />
  );
}
