import { createResource, Show } from "solid-js";
import { cardNarration, type Evidence, type PredictionCard } from "./questions";
import { locateFrame } from "../player/locate";
import { frameAt } from "../../engine/trace/frame-store";
import { useLab } from "../state/context";
import { showControls } from "../../text/visible";
import { quizText } from "./words";

/**
 * A prediction question's real frame, played by the lab's one engine worker beside the trace on
 * screen, and shown small: the card's frame of the evidence's play, with only the narration the
 * card allows (nothing that states the answer).
 */
export function FrameCard(props: { evidence: Evidence; card: PredictionCard }) {
  const lab = useLab();
  const [frame] = createResource(
    () => ({ e: props.evidence, card: props.card, lang: lab.lang() }),
    async ({ e, card, lang }) => {
      const scenario = lab.scenarios().some((s) => s.id === e.scenario) ? e.scenario : undefined;
      if (!scenario) return undefined;
      const found = lab.findScenario(scenario);
      if (!found) return undefined;
      const trace = await lab.glance({
        scenario: found,
        faults: e.faults ?? [],
        lang,
        provider: e.provider ?? "scripted",
        engine: e.engine ?? "round",
      });
      const at = locateFrame(trace.frames, card.frame);
      return at < 0 ? undefined : frameAt(trace, at);
    },
  );
  return (
    <>
      <p class="note">{quizText(lab.lang(), "quiz.prediction")}</p>
      <Show when={frame()}>
        {(f) => (
          <figure class="panel frame-card" data-testid="quiz-frame">
            <figcaption class="note">{quizText(lab.lang(), "quiz.shown-frame")}</figcaption>
            <p class="event-line">
              <span class="event">{f().event ?? f().stage}</span>
              <Show when={f().gate}>{(g) => <code>stopReason: {g().stopReason}</code>}</Show>
            </p>
            <Show when={f().stream?.rawText !== undefined}>
              <p>
                <code>{showControls(f().stream?.rawText ?? "")}</code> →{" "}
                <code>{showControls(JSON.stringify(f().stream?.preview))}</code>
              </p>
            </Show>
            <Show when={cardNarration(props.card, f().narration)}>
              {(n) => <p class="note">{lab.t(n().key, n().params)}</p>}
            </Show>
          </figure>
        )}
      </Show>
    </>
  );
}
