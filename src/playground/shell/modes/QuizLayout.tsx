import { lazy, Suspense } from "solid-js";
import { useLab } from "../../state/context";

/** The self-test, loaded the first time it is opened. */
const QuizPanel = lazy(() => import("../../quiz/QuizPanel"));

/**
 * The self-test's screen: the question (or the summary) takes the whole area under the header. No
 * stage, narration or stepper competes with it, and no player key reaches behind it.
 */
export function QuizLayout() {
  const lab = useLab();
  return (
    <main class="mode-layout mode-quiz" data-mode-layout="quiz" aria-label={lab.t("ui.quiz.open")}>
      <div class="quiz-main">
        <Suspense
          fallback={
            <p class="placeholder" role="status">
              {lab.t("ui.loading")}
            </p>
          }
        >
          <QuizPanel />
        </Suspense>
      </div>
    </main>
  );
}
