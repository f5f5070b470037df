import { useLab } from "../state/context";
import type { PresenterClock } from "./clock";

const pad = (n: number) => String(n).padStart(2, "0");

/** The talk's clock as mm:ss, with its pause and reset buttons. */
export function TalkClock(props: { clock: PresenterClock }) {
  const lab = useLab();
  const elapsed = () => {
    const s = props.clock.seconds();
    return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  };
  return (
    <>
      <span>
        {lab.t("ui.present.clock")}: <output data-testid="presenter-clock">{elapsed()}</output>
      </span>
      <span class="presenter-clock-buttons">
        <button
          type="button"
          class="button small"
          aria-pressed={props.clock.paused()}
          data-testid="presenter-clock-pause"
          onClick={() => props.clock.togglePause()}
        >
          {lab.t("ui.present.clock-pause")}
        </button>
        <button
          type="button"
          class="button small"
          data-testid="presenter-clock-reset"
          onClick={() => props.clock.reset()}
        >
          {lab.t("ui.present.clock-reset")}
        </button>
      </span>
    </>
  );
}
