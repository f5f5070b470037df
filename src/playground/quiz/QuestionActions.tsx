import { Show } from "solid-js";
import { quizText } from "./words";
import { QUESTIONS, type Question } from "./questions";
import { useLab } from "../state/context";

/** Check (until the answer is checked; marked unavailable while nothing is chosen), previous, and next — or the summary after the last. */
export function QuestionActions(props: { q: Question; revealed: boolean; chosen: number }) {
  const lab = useLab();
  const tx = (key: string) => quizText(lab.lang(), key, {});
  const last = () => props.q.n >= QUESTIONS.length;
  return (
    <div class="quiz-actions">
      <Show when={!props.revealed}>
        <button
          type="button"
          class="button"
          data-testid="quiz-reveal"
          aria-disabled={props.chosen === 0}
          onClick={() => lab.quiz.reveal(props.q.n)}
        >
          {tx("quiz.reveal")}
        </button>
      </Show>
      <Show when={props.q.n > 1}>
        <button type="button" class="button" data-testid="quiz-prev" onClick={() => lab.quiz.open(props.q.n - 1)}>
          {tx("quiz.prev")}
        </button>
      </Show>
      <button
        type="button"
        class="button"
        data-testid="quiz-next"
        onClick={() => lab.quiz.open(last() ? "summary" : props.q.n + 1)}
      >
        {tx(last() ? "quiz.summary" : "quiz.next")}
      </button>
    </div>
  );
}
