import { Show } from "solid-js";
import { useLab } from "../../state/context";

/**
 * After "See it happen": which question this frame answers, and the way back to it. Sticky at the
 * stage's top, so scrolling the evidence never hides it.
 */
export function EvidenceReturn() {
  const lab = useLab();
  return (
    <Show when={lab.quiz.returnTo()}>
      {(n) => (
        <p class="notice info return evidence-return" data-testid="quiz-evidence-note">
          <span>{lab.t("ui.quiz.evidence-note", { n: n() })}</span>
          <button
            type="button"
            class="button small"
            data-testid="quiz-back"
            onClick={() => {
              lab.quiz.open(n());
              lab.quiz.setReturnTo(undefined);
            }}
          >
            ← {lab.t("ui.quiz.back", { n: n() })}
          </button>
        </p>
      )}
    </Show>
  );
}
