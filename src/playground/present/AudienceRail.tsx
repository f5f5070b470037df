import { For } from "solid-js";
import { STAGES } from "../../engine/frames";
import { useLab } from "../state/context";

/**
 * The eight stages for the room: where the talk is, and how far it has come. Words, not buttons:
 * the presenter moves between stages, and the room's clicker keys go to the presenter.
 */
export function AudienceRail() {
  const lab = useLab();
  const current = () => lab.frame()?.stage;
  const reached = (stage: string) => lab.trace()?.frames.some((f) => f.stage === stage && f.index <= lab.frameIndex()) ?? false;
  return (
    <nav class="rail" aria-label={lab.t("ui.stages")}>
      <ol data-testid="stage-rail">
        <For each={STAGES}>
          {(stage, i) => (
            <li data-stage={stage}>
              <span class="rail-item" aria-current={current() === stage ? "step" : undefined} classList={{ current: current() === stage, reached: reached(stage) }}>
                <span class="rail-number" aria-hidden="true">{i() + 1}</span>
                {lab.t(`ui.stage.${stage}`)}
              </span>
            </li>
          )}
        </For>
      </ol>
    </nav>
  );
}
