import { createEffect, For, on, Show } from "solid-js";
import { quizText } from "./words";
import { QUESTIONS, type Question } from "./questions";
import { useLab } from "../state/context";
import { FrameCard } from "./FrameCard";
import { QuizOption } from "./QuizOption";
import { QuestionActions } from "./QuestionActions";
import "./quiz.css";

/** Right when the chosen options are exactly the correct ones. */
export function isRight(q: Question, chosen: readonly string[]): boolean {
  return chosen.length === q.correct.length && q.correct.every((c) => chosen.includes(c));
}

/**
 * One question: choose, check, read why, and open the frame that proves it. Focus follows the
 * person: to the question when it opens, to the verdict (scrolled into view, and announced) when
 * it is checked — never left on a control that went away.
 */
export function QuestionView(props: { q: Question }) {
  const lab = useLab();
  const q = () => props.q;
  const inRoom = () => lab.mode().kind === "audience";
  const tx = (key: string, params: Record<string, string | number> = {}) => quizText(lab.lang(), key, params);
  const answer = () => lab.quiz.answer(q().n);
  const revealed = () => answer()?.revealed ?? false;
  const chosen = () => answer()?.chosen ?? [];
  const right = () => isRight(q(), chosen());
  let heading!: HTMLHeadingElement;
  let verdict: HTMLDivElement | undefined;
  createEffect(
    on(
      () => q().n,
      () => requestAnimationFrame(() => heading.isConnected && heading.focus()),
    ),
  );
  // Only a check made now moves focus and scrolls; an answer checked earlier is just shown.
  createEffect(
    on([() => q().n, revealed], ([n, now], before) => {
      if (!now || !before || before[0] !== n || before[1]) return;
      requestAnimationFrame(() => {
        verdict?.focus({ preventScroll: true });
        verdict?.scrollIntoView({ block: "nearest" });
      });
    }),
  );
  return (
    <section class="quiz" data-testid="quiz-question" data-question={q().n} aria-labelledby="quiz-prompt">
      <h2 ref={heading} class="quiz-number note" tabindex="-1">
        {tx("quiz.question", { n: q().n, total: QUESTIONS.length })} ·{" "}
        <span class="section">{tx("quiz.section", { n: q().section })}</span> ·{" "}
        {tx(q().multi ? "quiz.multi" : "quiz.single")}
      </h2>
      <Show when={q().prediction}>{(card) => <FrameCard evidence={q().evidence} card={card()} />}</Show>
      <fieldset class="quiz-options" disabled={revealed() || lab.presentation()?.view === "audience"}>
        <legend id="quiz-prompt" class="quiz-prompt">
          {tx(`q${q().n}.prompt`)}
        </legend>
        <For each={q().options}>
          {(o, i) => <QuizOption q={q()} option={o} index={i()} chosen={chosen()} revealed={revealed()} />}
        </For>
      </fieldset>
      <div aria-live="polite" data-testid="quiz-feedback">
        <Show when={revealed()}>
          <div
            ref={verdict}
            class={`panel ${right() ? "good" : "bad"}`}
            tabindex="-1"
            data-testid="quiz-result"
            data-correct={String(right())}
          >
            <p class="quiz-verdict">{tx(right() ? "quiz.correct" : "quiz.wrong")}</p>
            <p>{tx(`q${q().n}.explain`)}</p>
            <Show when={!inRoom()}>
              <button
                type="button"
                class="button"
                data-testid="quiz-evidence"
                onClick={() => lab.showEvidence(q().n, q().evidence)}
              >
                {tx("quiz.evidence")} →
              </button>
            </Show>
          </div>
        </Show>
      </div>
      {/* The room's window mirrors the presenter: its controls and keys stay on the presenter's screen. */}
      <Show when={!inRoom()}>
        <QuestionActions q={q()} revealed={revealed()} chosen={chosen().length} />
        <p class="note">{tx("quiz.keys")}</p>
      </Show>
    </section>
  );
}
