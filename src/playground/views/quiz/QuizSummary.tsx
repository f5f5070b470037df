import { For } from "solid-js";
import { quizText } from "../../../i18n/quiz";
import { QUESTIONS, type Question } from "../../../quiz/questions";
import { useLab } from "../../state/context";

/** Each question's result and section, the score, and ways to review or start over. */
export function QuizSummary(props: { isRight(q: Question, chosen: readonly string[]): boolean }) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => quizText(lab.lang(), key, params);
  const result = (q: Question) => {
    const a = lab.quiz.answer(q.n);
    return a?.revealed ? (props.isRight(q, a.chosen) ? "right" : "wrong") : "open";
  };
  const right = () => QUESTIONS.filter((q) => result(q) === "right").length;
  const answered = () => QUESTIONS.filter((q) => result(q) !== "open").length;
  const firstWrong = () => QUESTIONS.find((q) => result(q) === "wrong");
  return (
    <section class="quiz" data-testid="quiz-summary" aria-labelledby="quiz-summary-title">
      <h2 id="quiz-summary-title">{tx("quiz.summary")}</h2>
      <p data-testid="quiz-score">{tx("quiz.score", { right: right(), answered: answered(), total: QUESTIONS.length })}</p>
      <ol class="plain quiz-results">
        <For each={QUESTIONS}>
          {(q) => (
            <li data-result={result(q)}>
              <button type="button" class="link" onClick={() => lab.quiz.open(q.n)}>{tx("quiz.question", { n: q.n })}</button>{" "}
              <span class="section">{tx("quiz.section", { n: q.section })}</span>{" "}
              <span class={`tag ${result(q) === "right" ? "good" : result(q) === "wrong" ? "bad" : ""}`}>
                {result(q) === "open" ? tx("quiz.unanswered") : tx(result(q) === "right" ? "quiz.correct" : "quiz.wrong")}
              </span>
            </li>
          )}
        </For>
      </ol>
      <p class="quiz-actions">
        <button type="button" class="button" data-testid="quiz-review" aria-disabled={!firstWrong()} onClick={() => firstWrong() && lab.quiz.open(firstWrong()!.n)}>{tx("quiz.review")}</button>
        <button type="button" class="button" data-testid="quiz-reset" onClick={() => { lab.quiz.reset(); lab.quiz.open(1); }}>{tx("quiz.reset")}</button>
      </p>
    </section>
  );
}
