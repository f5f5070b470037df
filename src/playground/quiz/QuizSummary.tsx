import { createSignal, For, onMount, Show } from "solid-js";
import { quizText } from "./words";
import { QUESTIONS, type Question } from "./questions";
import { useLab } from "../state/context";
import { QuizResultItem, type QuizResult } from "./QuizResultItem";
import { ResetAsk } from "./ResetAsk";

/**
 * Each question by name (its prompt), its section and result, the score, and ways to review or
 * start over. Starting over erases every answer, so it asks first.
 */
export function QuizSummary(props: { isRight(q: Question, chosen: readonly string[]): boolean }) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => quizText(lab.lang(), key, params);
  const [asking, setAsking] = createSignal(false);
  let heading!: HTMLHeadingElement;
  let resetButton!: HTMLButtonElement;
  onMount(() => requestAnimationFrame(() => heading.focus()));
  const result = (q: Question): QuizResult => {
    const a = lab.quiz.answer(q.n);
    return a?.revealed ? (props.isRight(q, a.chosen) ? "right" : "wrong") : "open";
  };
  const right = () => QUESTIONS.filter((q) => result(q) === "right").length;
  const answered = () => QUESTIONS.filter((q) => result(q) !== "open").length;
  const firstWrong = () => QUESTIONS.find((q) => result(q) === "wrong");
  return (
    <section class="quiz" data-testid="quiz-summary" aria-labelledby="quiz-summary-title">
      <h2 id="quiz-summary-title" ref={heading} tabindex="-1">
        {tx("quiz.summary")}
      </h2>
      <p data-testid="quiz-score">
        {tx("quiz.score", { right: right(), answered: answered(), total: QUESTIONS.length })}
      </p>
      <ol class="plain quiz-results">
        <For each={QUESTIONS}>{(q) => <QuizResultItem q={q} result={result(q)} />}</For>
      </ol>
      <Show when={lab.mode().kind !== "audience"}>
        <p class="quiz-actions">
          <button
            type="button"
            class="button"
            data-testid="quiz-review"
            aria-disabled={!firstWrong()}
            onClick={() => firstWrong() && lab.quiz.open(firstWrong()!.n)}
          >
            {tx("quiz.review")}
          </button>
          <button
            ref={resetButton}
            type="button"
            class="button"
            data-testid="quiz-reset"
            aria-expanded={asking()}
            onClick={() => setAsking(true)}
          >
            {tx("quiz.reset")}
          </button>
        </p>
        <Show when={asking()}>
          <ResetAsk onCancel={() => (setAsking(false), resetButton.focus())} />
        </Show>
      </Show>
    </section>
  );
}
