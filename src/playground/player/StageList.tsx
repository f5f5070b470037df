/**
 * The eight stages as a list, each marked current (where the replay is) or reached (the replay has
 * been there), for the player's rail and the room's. One source for what "current" and "reached"
 * mean, so the two rails never disagree.
 */
import { For, untrack, type JSX } from "solid-js";
import { STAGES, type Stage } from "../../engine/trace/frames";
import { useLab } from "../state/context";

/** How one stage is marked: the attributes its item carries (getters, so the item's bindings follow the replay). */
export interface StageMarks {
  "aria-current": "step" | undefined;
  classList: { current: boolean; reached: boolean };
}

/** Marks for each stage: current is the shown frame's stage; reached, any stage with a frame at or before it. */
export function useStageMarks(): (stage: Stage) => StageMarks {
  const lab = useLab();
  const current = () => lab.frame()?.stage;
  const reached = (stage: Stage) =>
    lab.trace()?.frames.some((f) => f.stage === stage && f.index <= lab.frameIndex()) ?? false;
  return (stage) => ({
    get "aria-current"() {
      return current() === stage ? "step" : undefined;
    },
    get classList() {
      return { current: current() === stage, reached: reached(stage) };
    },
  });
}

/**
 * The rail: a labelled list of the stages, each drawn by `item` (a button in the player, words in
 * the room) from its marks and its number's badge.
 */
export function StageList(props: { item(stage: Stage, marks: StageMarks, badge: JSX.Element): JSX.Element }) {
  const lab = useLab();
  const marks = useStageMarks();
  return (
    <nav class="rail" aria-label={lab.t("ui.stages")}>
      <ol data-testid="stage-rail">
        <For each={STAGES}>
          {(stage, i) => (
            <li data-stage={stage}>
              {/* Made once per stage: only the item's own bindings follow the replay, so a focused button stays. */}
              {untrack(() =>
                props.item(
                  stage,
                  marks(stage),
                  <span class="rail-number" aria-hidden="true">
                    {i() + 1}
                  </span>,
                ),
              )}
            </li>
          )}
        </For>
      </ol>
    </nav>
  );
}
