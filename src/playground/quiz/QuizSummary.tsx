import { createSignal, For, onMount, Show } from "solid-js";
import { quizText } from "../../i18n/quiz";
import { QUESTIONS, type Question } from "./questions";
import { useLab } from "../state/context";

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
  const result = (q: Question) => {
    const a = lab.quiz.answer(q.n);
    return a?.revealed ? (props.isRight(q, a.chosen) ? "right" : "wrong") : "open";
  };
  const right = () => QUESTIONS.filter((q) => result(q) === "right").length;
  const answered = () => QUESTIONS.filter((q) => result(q) !== "open").length;
  const firstWrong = () => QUESTIONS.find((q) => result(q) === "wrong");
  return (
    <section class="quiz" data-testid="quiz-summary" aria-labelledby="quiz-summary-title">
      <h2 id="quiz-summary-title" ref={heading} tabindex="-1">{tx("quiz.summary")}</h2>
      <p data-testid="quiz-score">{tx("quiz.score", { right: right(), answered: answered(), total: QUESTIONS.length })}</p>
      <ol class="plain quiz-results">
        <For each={QUESTIONS}>
          {(q) => (
            <li data-result={result(q)} data-testid="quiz-summary-item">
              <button type="button" class="link" onClick={() => lab.quiz.open(q.n)}>{tx("quiz.summary-question", { n: q.n })}</button>{" "}
              <span class="section">{tx("quiz.section", { n: q.section })}</span>{" "}
              <span class={`tag ${result(q) === "right" ? "good" : result(q) === "wrong" ? "bad" : ""}`}>
                {result(q) === "open" ? tx("quiz.unanswered") : tx(result(q) === "right" ? "quiz.correct" : "quiz.wrong")}
              </span>
              <span class="quiz-result-prompt" data-testid="quiz-summary-prompt">{tx(`q${q.n}.prompt`)}</span>
            </li>
          )}
        </For>
      </ol>
      <p class="quiz-actions">
        <button type="button" class="button" data-testid="quiz-review" aria-disabled={!firstWrong()} onClick={() => firstWrong() && lab.quiz.open(firstWrong()!.n)}>{tx("quiz.review")}</button>
        <button ref={resetButton} type="button" class="button" data-testid="quiz-reset" aria-expanded={asking()} onClick={() => setAsking(true)}>{tx("quiz.reset")}</button>
      </p>
      <Show when={asking()}>
        <div class="notice warn" role="alertdialog" aria-labelledby="quiz-reset-ask" data-testid="quiz-reset-ask">
          <span id="quiz-reset-ask">{tx("quiz.reset-ask")}</span>
          <span class="notice-actions">
            <button ref={(el) => requestAnimationFrame(() => el.focus())} type="button" class="button small" data-testid="quiz-reset-confirm" onClick={() => { lab.quiz.reset(); lab.quiz.open(1); }}>{tx("quiz.reset-yes")}</button>
            <button type="button" class="button small" data-testid="quiz-reset-cancel" onClick={() => (setAsking(false), resetButton.focus())}>{tx("quiz.reset-no")}</button>
          </span>
        </div>
      </Show>
    </section>
  );
}
