import { For } from "solid-js";
import { STAGES } from "../../engine/frames";
import { useLab } from "../state/context";

/** The eight stages; the current one marked; a click jumps to its first frame. */
export function StageRail() {
  const lab = useLab();
  const current = () => lab.frame()?.stage;
  const reached = (stage: string) => lab.trace()?.frames.some((f) => f.stage === stage && f.index <= lab.frameIndex()) ?? false;
  return (
    <nav class="rail" aria-label={lab.t("ui.stages")}>
      <ol data-testid="stage-rail">
        <For each={STAGES}>
          {(stage, i) => (
            <li data-stage={stage}>
              <button
                type="button"
                aria-current={current() === stage ? "step" : undefined}
                classList={{ current: current() === stage, reached: reached(stage) }}
                onClick={() => lab.goStage(stage)}
              >
                <span class="rail-number" aria-hidden="true">{i() + 1}</span>
                {lab.t(`ui.stage.${stage}`)}
              </button>
            </li>
          )}
        </For>
      </ol>
    </nav>
  );
}
