import { Match, Show, Switch } from "solid-js";
import { differencesAt } from "../../engine/trace/differences";
import { useLab } from "../state/context";
import { useLensWords } from "./words";

/** Moves to the lens pane (below the stage on a narrow screen, beside it on a wide one). */
function showPane() {
  const pane = document.getElementById("lens-pane");
  pane?.scrollIntoView({ block: "start", behavior: "smooth" });
  pane?.focus({ preventScroll: true });
}

/**
 * One line over the stage while the lens is on: whether 1.6.0 gives this frame too, or how many
 * differences it has here, with the way to both sides. Hidden while a prediction is to be made.
 */
export function LensStrip() {
  const lab = useLab();
  const tl = useLensWords();
  const lens = () => lab.trace()?.lens;
  const here = () => differencesAt(lens(), lab.frameIndex()).length;
  return (
    <Show when={lab.lens() && !lab.predictPending()}>
      <p class="lens-strip" data-testid="lens-strip" aria-live="polite">
        <Switch>
          <Match when={!lens() && lab.loading()}>{tl("ui.lens.loading")}</Match>
          <Match when={!lens()}>{tl("ui.lens.not-played")}</Match>
          <Match when={lab.frame()?.lensSummary}>
            <span data-state="summary">{tl("ui.lens.strip.summary", { n: lens()!.differences.length })}</span>
          </Match>
          <Match when={here() === 0}>
            <span data-state="same">{tl("ui.lens.strip.same")}</span>
          </Match>
          <Match when={here() > 0}>
            <span data-state="differs">{tl("ui.lens.strip.differs", { n: here() })}</span>{" "}
            <button type="button" class="link" data-testid="lens-see" onClick={showPane}>
              {tl("ui.lens.strip.see")}
            </button>
          </Match>
        </Switch>
      </p>
    </Show>
  );
}
