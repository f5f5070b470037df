import { For } from "solid-js";
import { useLab } from "../state/context";
import { StepButtons } from "./StepButtons";
import { LensToggle } from "../lens/LensToggle";

const SPEEDS = [0.5, 1, 2, 4];

/**
 * The scrubber's `max` and `value`, in that order and set together (one spread): the browser clamps
 * a value to the maximum it has at the time, so a link's frame set before its trace's total was in
 * would stay at 1. The value, held within the range, changes once the total does, and is set again.
 */
function scrubberRange(total: number, index: number): { max: number; value: number } {
  const max = Math.max(1, total);
  return { max, value: Math.min(index + 1, max) };
}

/** The stepping bar: the step buttons, speed, a scrubber, the frame counter, predict mode and the lens. */
export function Stepper() {
  const lab = useLab();
  return (
    <div class="stepper" role="group" aria-label={lab.t("ui.stepping")}>
      <StepButtons />
      <label class="field inline">
        <span>{lab.t("ui.speed")}</span>
        <select value={String(lab.speed())} onChange={(e) => lab.setSpeed(Number(e.currentTarget.value))}>
          <For each={SPEEDS}>
            {(s) => (
              <option value={String(s)} selected={s === lab.speed()}>
                {s}×
              </option>
            )}
          </For>
        </select>
      </label>
      <input
        class="scrubber"
        type="range"
        min="1"
        {...scrubberRange(lab.total(), lab.frameIndex())}
        aria-label={lab.t("ui.scrubber")}
        onInput={(e) => lab.go(Number(e.currentTarget.value) - 1)}
      />
      <output class="counter" data-testid="frame-counter" aria-label={lab.t("ui.frame")}>
        {lab.total() ? `${lab.frameIndex() + 1} / ${lab.total()}` : lab.frame() ? "1 / …" : "– / –"}
      </output>
      {/* Predict mode sits with the stepping: it changes what a step does. */}
      <button
        type="button"
        class="button"
        data-testid="predict-toggle"
        aria-pressed={lab.quiz.predict()}
        title={lab.t("ui.predict.hint")}
        onClick={() => lab.quiz.togglePredict()}
      >
        {lab.t("ui.predict")}
      </button>
      <LensToggle />
    </div>
  );
}
