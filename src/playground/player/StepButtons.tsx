import type { ComponentProps, JSX } from "solid-js";
import { useLab } from "../state/context";
import { Icon } from "../ui/Icon";

/**
 * One stepping button: its name is both the accessible label and the tooltip. `aria-disabled`, not
 * `disabled`: a disabled button loses focus, and a keyboard user who just pressed Enter on "first"
 * would be dropped to the top of the page.
 */
function StepButton(props: {
  testid: string;
  icon: ComponentProps<typeof Icon>["name"];
  label: string;
  disabled: boolean;
  onClick: () => void;
}): JSX.Element {
  return (
    <button
      type="button"
      class="button"
      data-testid={props.testid}
      aria-disabled={props.disabled}
      onClick={() => props.onClick()}
      aria-label={props.label}
      title={props.label}
    >
      <Icon name={props.icon} />
    </button>
  );
}

/** First / previous / play-pause / next / last: the buttons that move through the frames. */
export function StepButtons() {
  const lab = useLab();
  const atStart = () => lab.frameIndex() <= 0;
  const atEnd = () => lab.frameIndex() >= lab.total() - 1;
  const playLabel = () => lab.t(lab.playing() ? "ui.pause" : "ui.play");
  return (
    <>
      <StepButton
        testid="step-first"
        icon="first"
        label={lab.t("ui.first")}
        disabled={atStart()}
        onClick={() => lab.go(0)}
      />
      <StepButton
        testid="step-prev"
        icon="prev"
        label={lab.t("ui.prev")}
        disabled={atStart()}
        onClick={() => lab.step(-1)}
      />
      <button
        type="button"
        class="button play"
        data-testid="play"
        aria-pressed={lab.playing()}
        onClick={() => lab.togglePlay()}
        aria-label={playLabel()}
        title={playLabel()}
      >
        <Icon name={lab.playing() ? "pause" : "play"} />
      </button>
      <StepButton
        testid="step-next"
        icon="next"
        label={lab.t("ui.next")}
        disabled={atEnd()}
        onClick={() => lab.step(1)}
      />
      <StepButton
        testid="step-last"
        icon="last"
        label={lab.t("ui.last")}
        disabled={atEnd()}
        onClick={() => lab.go(lab.total() - 1)}
      />
    </>
  );
}
