import { For, Show } from "solid-js";
import { PREDICTIONS } from "./predict";
import { useLab } from "../state/context";
import { Panel } from "../ui/Code";

/**
 * Predict mode, at the gate: before the decision is shown, the learner says what will happen.
 * Nothing here names the answer until the choice is made; then the choice and what really
 * happened are both marked on the options. In the room's window (`room`) the class sees the
 * question and the options as words: the choosing is the presenter's.
 */
export function PredictPrompt(props: { room?: boolean }) {
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
        <Show when={props.room}>
          <ul data-testid="predict-room-options">
            <For each={PREDICTIONS}>{(p) => <li>{lab.t(`ui.predict.${p}`)}</li>}</For>
          </ul>
        </Show>
        <Show when={!props.room}>
          <div class="quiz-actions predict-options" role="group" aria-label={lab.t("ui.predict.title")}>
            <For each={PREDICTIONS}>
              {(p) => {
                const chosen = () => answer()?.choice === p;
                const actual = () => answer()?.actual === p;
                return (
                  <button
                    type="button"
                    class="button"
                    classList={{ chosen: chosen(), good: actual(), bad: chosen() && !actual() }}
                    data-prediction={p}
                    data-chosen={answer() ? String(chosen()) : undefined}
                    data-actual={answer() ? String(actual()) : undefined}
                    aria-pressed={answer() ? chosen() : undefined}
                    aria-disabled={answer() !== undefined}
                    onClick={() => answer() === undefined && lab.predict(p)}
                  >
                    {lab.t(`ui.predict.${p}`)}
                    <Show when={chosen()}>
                      {" "}
                      <span class="tag">{lab.t("ui.predict.your-choice")}</span>
                    </Show>
                    <Show when={actual()}>
                      {" "}
                      <span class="tag good">{lab.t("ui.predict.happened")}</span>
                    </Show>
                  </button>
                );
              }}
            </For>
          </div>
          <div aria-live="polite">
            <Show when={answer()}>
              {(a) => (
                <p data-testid="predict-result" data-correct={String(a().choice === a().actual)}>
                  {lab.t(a().choice === a().actual ? "ui.predict.right" : "ui.predict.wrong", {
                    actual: lab.t(`ui.predict.${a().actual}`),
                  })}{" "}
                  <Show when={tally()}>{(t) => lab.t("ui.predict.tally", { right: t().right, total: t().total })}</Show>
                </p>
              )}
            </Show>
          </div>
        </Show>
      </div>
    </Panel>
  );
}
