import { For } from "solid-js";
import { useLab } from "../state/context";
import { Icon } from "../ui/Icon";
import { LensToggle } from "../lens/LensToggle";

const SPEEDS = [0.5, 1, 2, 4];

/**
 * First / previous / play / next / last, speed, a scrubber and the frame counter. The end buttons
 * are `aria-disabled`, not `disabled`: a disabled button loses focus, and a keyboard user who just
 * pressed Enter on "first" would be dropped to the top of the page.
 */
export function Stepper() {
  const lab = useLab();
  const atStart = () => lab.frameIndex() <= 0;
  const atEnd = () => lab.frameIndex() >= lab.total() - 1;
  return (
    <div class="stepper" role="group" aria-label={lab.t("ui.stepping")}>
      <button type="button" class="button" data-testid="step-first" aria-disabled={atStart()} onClick={() => lab.go(0)} aria-label={lab.t("ui.first")} title={lab.t("ui.first")}><Icon name="first" /></button>
      <button type="button" class="button" data-testid="step-prev" aria-disabled={atStart()} onClick={() => lab.step(-1)} aria-label={lab.t("ui.prev")} title={lab.t("ui.prev")}><Icon name="prev" /></button>
      <button type="button" class="button play" data-testid="play" aria-pressed={lab.playing()} onClick={() => lab.togglePlay()} aria-label={lab.t(lab.playing() ? "ui.pause" : "ui.play")} title={lab.t(lab.playing() ? "ui.pause" : "ui.play")}>
        <Icon name={lab.playing() ? "pause" : "play"} />
      </button>
      <button type="button" class="button" data-testid="step-next" aria-disabled={atEnd()} onClick={() => lab.step(1)} aria-label={lab.t("ui.next")} title={lab.t("ui.next")}><Icon name="next" /></button>
      <button type="button" class="button" data-testid="step-last" aria-disabled={atEnd()} onClick={() => lab.go(lab.total() - 1)} aria-label={lab.t("ui.last")} title={lab.t("ui.last")}><Icon name="last" /></button>
      <label class="field inline">
        <span>{lab.t("ui.speed")}</span>
        <select value={String(lab.speed())} onChange={(e) => lab.setSpeed(Number(e.currentTarget.value))}>
          <For each={SPEEDS}>{(s) => <option value={String(s)} selected={s === lab.speed()}>{s}×</option>}</For>
        </select>
      </label>
      <input
        class="scrubber"
        type="range"
        min="1"
        max={Math.max(1, lab.total())}
        value={lab.frameIndex() + 1}
        aria-label={lab.t("ui.scrubber")}
        onInput={(e) => lab.go(Number(e.currentTarget.value) - 1)}
      />
      <output class="counter" data-testid="frame-counter" aria-label={lab.t("ui.frame")}>
        {lab.total() ? `${lab.frameIndex() + 1} / ${lab.total()}` : lab.frame() ? "1 / …" : "– / –"}
      </output>
      {/* Predict mode sits with the stepping: it changes what a step does. */}
      <button type="button" class="button" data-testid="predict-toggle" aria-pressed={lab.quiz.predict()} title={lab.t("ui.predict.hint")} onClick={() => lab.quiz.togglePredict()}>
        {lab.t("ui.predict")}
      </button>
      <LensToggle />
    </div>
  );
}
