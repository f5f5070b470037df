import { quizText } from "./words";
import { useLab } from "../state/context";

/**
 * Starting over erases every answer, so it asks first. Focus goes to "yes" when the question
 * appears; "yes" erases and opens the first question, "no" is the caller's (`onCancel`).
 */
export function ResetAsk(props: { onCancel(): void }) {
  const lab = useLab();
  const tx = (key: string) => quizText(lab.lang(), key, {});
  return (
    <div class="notice warn" role="alertdialog" aria-labelledby="quiz-reset-ask" data-testid="quiz-reset-ask">
      <span id="quiz-reset-ask">{tx("quiz.reset-ask")}</span>
      <span class="notice-actions">
        <button
          ref={(el) => requestAnimationFrame(() => el.focus())}
          type="button"
          class="button small"
          data-testid="quiz-reset-confirm"
          onClick={() => {
            lab.quiz.reset();
            lab.quiz.open(1);
          }}
        >
          {tx("quiz.reset-yes")}
        </button>
        <button type="button" class="button small" data-testid="quiz-reset-cancel" onClick={() => props.onCancel()}>
          {tx("quiz.reset-no")}
        </button>
      </span>
    </div>
  );
}
