import { Show } from "solid-js";
import { quizText } from "./words";
import { QUESTIONS } from "./questions";
import { bindCommands } from "../keyboard";
import { useLab } from "../state/context";
import { isRight, QuestionView } from "./QuestionView";
import { QuizSummary } from "./QuizSummary";

/**
 * The self-test: a question or the summary, with keys for everything (1–5 choose, Enter check,
 * → next, ← back, Esc to the player). The keys are the self-test mode's own in the command table,
 * so nothing behind it steps; in the room's window the quiz only mirrors the presenter.
 */
export default function QuizPanel() {
  const lab = useLab();
  const current = () => {
    const v = lab.quiz.view();
    return typeof v === "number" ? QUESTIONS[v - 1] : undefined;
  };
  const withQuestion = (act: (q: NonNullable<ReturnType<typeof current>>, key: string) => void) => (key: string) => {
    const q = current();
    if (q) act(q, key);
  };
  bindCommands("quiz", {
    "quiz-choose": withQuestion((q, key) => {
      const option = q.options[Number(key) - 1];
      if (option) lab.quiz.choose(q.n, option, q.multi);
    }),
    // Enter checks, and only checks: never closes the test, never moves on unchecked.
    "quiz-check": withQuestion((q) => lab.quiz.reveal(q.n)),
    "quiz-next": withQuestion((q) => lab.quiz.open(q.n < QUESTIONS.length ? q.n + 1 : "summary")),
    "quiz-prev": (key) => {
      const v = lab.quiz.view();
      if (v === "summary") lab.quiz.open(QUESTIONS.length);
      else withQuestion((q) => q.n > 1 && lab.quiz.open(q.n - 1))(key);
    },
    "quiz-close": () => lab.backToPlayer(),
  });
  return (
    <div class="stage-view" data-testid="quiz">
      <p class="event-line">
        <strong>{quizText(lab.lang(), "quiz.title")}</strong>
        <span class="note">{quizText(lab.lang(), "quiz.intro", { total: QUESTIONS.length })}</span>
        {/* The room's window mirrors the presenter: it shows no control of its own. */}
        <Show when={lab.mode().kind !== "audience"}>
          <button type="button" class="button small" data-testid="quiz-close" onClick={() => lab.backToPlayer()}>
            {quizText(lab.lang(), "quiz.close")}
          </button>
        </Show>
      </p>
      <Show when={current()} fallback={<QuizSummary isRight={isRight} />}>
        {(q) => <QuestionView q={q()} />}
      </Show>
    </div>
  );
}
