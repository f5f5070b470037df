import { Match, Switch } from "solid-js";
import { useLab } from "../state/context";
import { DefinitionView } from "./stages/DefinitionView";
import { ExecutionView } from "./stages/ExecutionView";
import { FinalView } from "./stages/FinalView";
import { GateView } from "./stages/GateView";
import { RequestView } from "./stages/RequestView";
import { StreamView } from "./stages/StreamView";
import { ToolResultView } from "./stages/ToolResultView";
import { ValidationView } from "./stages/ValidationView";
import { PredictPrompt } from "./PredictPrompt";
import { LazyLensSummaryView } from "../lens/lazy";
import { LazyIdsView } from "./ids/lazy";

/** Picks the view for the current frame's stage. */
export function StageView() {
  const lab = useLab();
  const stage = () => lab.frame()?.stage;
  return (
    <Switch>
      {/* The version lens's last frame: every difference of the run (its stage is the last frame's). */}
      <Match when={lab.frame()?.lensSummary}>
        <LazyLensSummaryView />
      </Match>
      {/* What turn two did to a replayed history's ids (§14): its own view, in either engine's stage. */}
      <Match when={lab.frame()?.fact.kind === "ids"}>
        <LazyIdsView />
      </Match>
      <Match when={stage() === "definition"}>
        <DefinitionView />
      </Match>
      <Match when={stage() === "request"}>
        <RequestView />
      </Match>
      <Match when={stage() === "stream"}>
        <StreamView />
      </Match>
      <Match when={stage() === "gate" && lab.predictPending()}>
        <PredictPrompt />
      </Match>
      {/* Answered: the prediction's result, with the real gate below it. */}
      <Match when={stage() === "gate" && lab.prediction()}>
        <div class="stage-view">
          <PredictPrompt />
          <GateView />
        </div>
      </Match>
      <Match when={stage() === "gate" && lab.predictSkipped()}>
        <div class="stage-view">
          <p class="note" data-testid="predict-skipped">
            {lab.t("ui.predict.skipped")}
          </p>
          <GateView />
        </div>
      </Match>
      <Match when={stage() === "gate"}>
        <GateView />
      </Match>
      <Match when={stage() === "validation"}>
        <ValidationView />
      </Match>
      <Match when={stage() === "execution"}>
        <ExecutionView />
      </Match>
      <Match when={stage() === "toolResult"}>
        <ToolResultView />
      </Match>
      <Match when={stage() === "final"}>
        <FinalView />
      </Match>
    </Switch>
  );
}
