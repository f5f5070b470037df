import { Show } from "solid-js";
import { quizText } from "./words";
import type { Question } from "./questions";
import { useLab } from "../state/context";

/**
 * One option of a question: its box or radio with the key that picks it, and once the answer is
 * checked, whether it was the right answer or a wrong choice — and why a wrong one is wrong.
 */
export function QuizOption(props: {
  q: Question;
  option: string;
  index: number;
  chosen: readonly string[];
  revealed: boolean;
}) {
  const lab = useLab();
  const tx = (key: string) => quizText(lab.lang(), key, {});
  const picked = () => props.chosen.includes(props.option);
  const correct = () => props.q.correct.includes(props.option);
  return (
    <div
      class="quiz-option"
      classList={{ picked: picked(), good: props.revealed && correct(), bad: props.revealed && picked() && !correct() }}
    >
      <label>
        <input
          type={props.q.multi ? "checkbox" : "radio"}
          name={`q${props.q.n}`}
          value={props.option}
          checked={picked()}
          data-testid="quiz-option"
          data-option={props.option}
          onChange={() => lab.quiz.choose(props.q.n, props.option, props.q.multi)}
        />
        <kbd>{props.index + 1}</kbd> {tx(`q${props.q.n}.${props.option}`)}
      </label>
      <Show when={props.revealed && (picked() || correct())}>
        <p class="note">
          <span class={`tag ${correct() ? "good" : "bad"}`}>
            {tx(correct() ? "quiz.right-answer" : "quiz.your-choice")}
          </span>{" "}
          <Show when={!correct()}>{tx(`q${props.q.n}.${props.option}.why`)}</Show>
        </p>
      </Show>
    </div>
  );
}
