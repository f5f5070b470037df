import { For, onCleanup, Show } from "solid-js";
import { quizText } from "../../../i18n/quiz";
import { QUESTIONS, type Question } from "../../../quiz/questions";
import { useLab } from "../../state/context";
import { FrameCard } from "./FrameCard";
import { QuizSummary } from "./QuizSummary";

/** Right when the chosen options are exactly the correct ones. */
export function isRight(q: Question, chosen: readonly string[]): boolean {
  return chosen.length === q.correct.length && q.correct.every((c) => chosen.includes(c));
}

/** One question: choose, check, read why, and open the frame that proves it. */
function QuestionView(props: { q: Question }) {
  const lab = useLab();
  const q = () => props.q;
  const tx = (key: string, params: Record<string, string | number> = {}) => quizText(lab.lang(), key, params);
  const answer = () => lab.quiz.answer(q().n);
  const revealed = () => answer()?.revealed ?? false;
  const chosen = () => answer()?.chosen ?? [];
  const right = () => isRight(q(), chosen());
  return (
    <section class="quiz" data-testid="quiz-question" data-question={q().n} aria-labelledby="quiz-prompt">
      <p class="note">
        {tx("quiz.question", { n: q().n })} · <span class="section">{tx("quiz.section", { n: q().section })}</span> · {tx(q().multi ? "quiz.multi" : "quiz.single")}
      </p>
      <Show when={q().prediction}>
        <p class="note">{tx("quiz.prediction")}</p>
        <FrameCard evidence={q().evidence} />
      </Show>
      <fieldset class="quiz-options" disabled={revealed() || lab.presentation()?.view === "audience"}>
        <legend id="quiz-prompt" class="quiz-prompt">{tx(`q${q().n}.prompt`)}</legend>
        <For each={q().options}>
          {(o, i) => {
            const picked = () => chosen().includes(o);
            const correct = () => q().correct.includes(o);
            return (
              <div class="quiz-option" classList={{ picked: picked(), good: revealed() && correct(), bad: revealed() && picked() && !correct() }}>
                <label>
                  <input type={q().multi ? "checkbox" : "radio"} name={`q${q().n}`} value={o} checked={picked()} data-testid="quiz-option" data-option={o} onChange={() => lab.quiz.choose(q().n, o, q().multi)} />
                  <kbd>{i() + 1}</kbd> {tx(`q${q().n}.${o}`)}
                </label>
                <Show when={revealed() && (picked() || correct())}>
                  <p class="note">
                    <span class={`tag ${correct() ? "good" : "bad"}`}>{tx(correct() ? "quiz.right-answer" : "quiz.your-choice")}</span>{" "}
                    <Show when={!correct()}>{tx(`q${q().n}.${o}.why`)}</Show>
                  </p>
                </Show>
              </div>
            );
          }}
        </For>
      </fieldset>
      <div class="quiz-actions">
        <Show when={!revealed()}>
          <button type="button" class="button" data-testid="quiz-reveal" aria-disabled={chosen().length === 0} onClick={() => lab.quiz.reveal(q().n)}>{tx("quiz.reveal")}</button>
        </Show>
        <Show when={q().n > 1}><button type="button" class="button" onClick={() => lab.quiz.open(q().n - 1)}>{tx("quiz.prev")}</button></Show>
        <button type="button" class="button" data-testid="quiz-next" onClick={() => lab.quiz.open(q().n < 12 ? q().n + 1 : "summary")}>{tx(q().n < 12 ? "quiz.next" : "quiz.summary")}</button>
      </div>
      <div aria-live="polite" data-testid="quiz-feedback">
        <Show when={revealed()}>
          <div class={`panel ${right() ? "good" : "bad"}`} data-testid="quiz-result" data-correct={String(right())}>
            <p class="quiz-verdict">{tx(right() ? "quiz.correct" : "quiz.wrong")}</p>
            <p>{tx(`q${q().n}.explain`)}</p>
            <button type="button" class="button" data-testid="quiz-evidence" onClick={() => lab.showEvidence(q().n, q().evidence)}>{tx("quiz.evidence")} →</button>
          </div>
        </Show>
      </div>
      <p class="note">{tx("quiz.keys")}</p>
    </section>
  );
}

/** The self-test in the stage area: a question or the summary, with keys for everything. */
export default function QuizPanel() {
  const lab = useLab();
  const current = () => {
    const v = lab.quiz.view();
    return typeof v === "number" ? QUESTIONS[v - 1] : undefined;
  };
  // Keys while the quiz is open: 1–5 choose, Enter check, → next, ← back. Taken before the
  // player's own keys (capture phase, then preventDefault), so stepping does not move behind it.
  // In the room's window the quiz only mirrors the presenter: its keys go to the presenter instead.
  const mirror = () => lab.presentation()?.view === "audience";
  const onKey = (event: KeyboardEvent) => {
    const q = current();
    if (mirror()) return;
    const target = event.target as HTMLElement | null;
    if (!q || event.ctrlKey || event.metaKey || event.altKey || target?.tagName === "SELECT") return;
    const index = Number(event.key) - 1;
    if (Number.isInteger(index) && index >= 0 && index < q.options.length) lab.quiz.choose(q.n, q.options[index]!, q.multi);
    else if (event.key === "Enter" && target?.tagName !== "BUTTON") lab.quiz.reveal(q.n);
    else if (event.key === "ArrowRight") lab.quiz.open(q.n < 12 ? q.n + 1 : "summary");
    else if (event.key === "ArrowLeft" && q.n > 1) lab.quiz.open(q.n - 1);
    else return;
    event.preventDefault();
  };
  window.addEventListener("keydown", onKey, true);
  onCleanup(() => window.removeEventListener("keydown", onKey, true));
  return (
    <div class="stage-view" data-testid="quiz">
      <p class="event-line">
        <strong>{quizText(lab.lang(), "quiz.title")}</strong>
        <span class="note">{quizText(lab.lang(), "quiz.intro")}</span>
        <button type="button" class="button small" onClick={() => lab.quiz.close()}>{quizText(lab.lang(), "quiz.close")}</button>
      </p>
      <Show when={current()} fallback={<QuizSummary isRight={isRight} />}>{(q) => <QuestionView q={q()} />}</Show>
    </div>
  );
}
