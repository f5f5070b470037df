import { quizText } from "./words";
import type { Question } from "./questions";
import { useLab } from "../state/context";

/** How a question stands in the summary: checked and right, checked and wrong, or not yet checked. */
export type QuizResult = "right" | "wrong" | "open";

/** One line of the summary: the question (a link back to it), its section, its result and its prompt. */
export function QuizResultItem(props: { q: Question; result: QuizResult }) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => quizText(lab.lang(), key, params);
  return (
    <li data-result={props.result} data-testid="quiz-summary-item">
      <button type="button" class="link" onClick={() => lab.quiz.open(props.q.n)}>
        {tx("quiz.summary-question", { n: props.q.n })}
      </button>{" "}
      <span class="section">{tx("quiz.section", { n: props.q.section })}</span>{" "}
      <span class={`tag ${props.result === "right" ? "good" : props.result === "wrong" ? "bad" : ""}`}>
        {props.result === "open" ? tx("quiz.unanswered") : tx(props.result === "right" ? "quiz.correct" : "quiz.wrong")}
      </span>
      <span class="quiz-result-prompt" data-testid="quiz-summary-prompt">
        {tx(`q${props.q.n}.prompt`)}
      </span>
    </li>
  );
}
