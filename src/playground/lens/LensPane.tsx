import { For, Match, Switch } from "solid-js";
import { differencesAt } from "../../engine/trace/differences";
import { useLab } from "../state/context";
import { useLensWords } from "./words";
import { CostPlot } from "./CostPlot";
import { DifferenceCard } from "./DifferenceCard";
import "./lens.css";

/**
 * The version lens beside the stage: for the frame on screen, each difference between pi-ai 1.4.0
 * (the stage) and 1.6.0 with both sides, or one line saying the frame is the same. Nothing shows
 * while a prediction is to be made: the differences would tell what validation will say. Below
 * them, the streaming-cost plot (`CostPlot`).
 */
export function LensPane() {
  const lab = useLab();
  const tl = useLensWords();
  const lens = () => lab.trace()?.lens;
  const here = () => differencesAt(lens(), lab.frameIndex());
  return (
    <section
      class="lens-pane"
      id="lens-pane"
      data-testid="lens-pane"
      tabindex="-1"
      aria-labelledby="lens-title"
      data-spotlight="lens"
    >
      <h2 id="lens-title">{tl("ui.lens.title")}</h2>
      <p class="note">{tl("ui.lens.intro")}</p>
      <Switch>
        <Match when={lab.predictPending()}>
          <p class="note" data-testid="lens-hidden">
            {tl("ui.lens.hidden")}
          </p>
        </Match>
        <Match when={!lens() && lab.loading()}>
          <p class="note">{tl("ui.lens.loading")}</p>
        </Match>
        <Match when={!lens()}>
          <p class="note">{tl("ui.lens.not-played")}</p>
        </Match>
        <Match when={lab.frame()?.lensSummary}>{null}</Match>
        <Match when={here().length === 0}>
          <p class="lens-same" data-testid="lens-same">
            {lab.t("lens.same")}
          </p>
        </Match>
        <Match when={here().length > 0}>
          <h3>{tl("ui.lens.here")}</h3>
          <For each={here()}>{(d) => <DifferenceCard difference={d} />}</For>
        </Match>
      </Switch>
      {/* Measured apart from the frames: it tells nothing a prediction asks for. */}
      <CostPlot />
    </section>
  );
}
