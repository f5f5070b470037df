import { For, Show } from "solid-js";
import { PREDICTIONS } from "../state/predict";
import { useLab } from "../state/context";
import { Panel } from "./Code";

/** Predict mode, at the gate: before the decision is shown, the learner says what will happen. */
export function PredictPrompt() {
  const lab = useLab();
  // The number of calls the gate found, from its fact (the prompt stands on the gate frame).
  const gateCalls = () => {
    const fact = lab.trace()?.frames[lab.frameIndex()]?.fact;
    return fact?.kind === "gate" ? fact.calls : 0;
  };
  const answer = () => lab.prediction();
  const tally = () => lab.quiz.tally(lab.scenarioId());
  return (
    <Panel title={lab.t("ui.predict.title")} class="warn">
      <div data-testid="predict-prompt">
        <p>{lab.t("ui.predict.question", { calls: gateCalls() })}</p>
        <div class="quiz-actions" role="group" aria-label={lab.t("ui.predict.title")}>
          <For each={PREDICTIONS}>
            {(p) => (
              <button type="button" class="button" data-prediction={p} aria-disabled={answer() !== undefined} onClick={() => answer() === undefined && lab.predict(p)}>
                {lab.t(`ui.predict.${p}`)}
              </button>
            )}
          </For>
        </div>
        <div aria-live="polite">
          <Show when={answer()}>
            {(a) => (
              <p data-testid="predict-result" data-correct={String(a().choice === a().actual)}>
                {lab.t(a().choice === a().actual ? "ui.predict.right" : "ui.predict.wrong", { actual: lab.t(`ui.predict.${a().actual}`) })}{" "}
                <Show when={tally()}>{(t) => lab.t("ui.predict.tally", { right: t().right, total: t().total })}</Show>
              </p>
            )}
          </Show>
        </div>
      </div>
    </Panel>
  );
}
