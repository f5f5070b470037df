import { createSignal, onCleanup, Show } from "solid-js";
import { useLab } from "../../state/context";
import type { Presenting } from "../../present/presentation";

const pad = (n: number) => String(n).padStart(2, "0");

/** The presenter console beside the stage: next frame, speaker notes, clock, and the room's controls. */
export function PresenterPanel(props: { presenting: Presenting; spotlightOn: boolean; toggleSpotlight(): void }) {
  const lab = useLab();
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 1000);
  onCleanup(() => clearInterval(tick));
  const elapsed = () => {
    const s = Math.max(0, Math.floor((now() - props.presenting.startedAt) / 1000));
    return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  };
  const next = () => lab.trace()?.frames[lab.frameIndex() + 1];
  const stage = () => lab.frame()?.stage ?? "definition";
  return (
    <section class="presenter" data-testid="presenter-console" aria-label={lab.t("ui.present.console")}>
      <h2>{lab.t("ui.present.console")}</h2>
      <p class="presenter-row">
        <span>{lab.t("ui.present.clock")}: <output data-testid="presenter-clock">{elapsed()}</output></span>
        <span class="note" data-testid="presenter-audiences">{lab.t("ui.present.audiences", { n: props.presenting.audiences() })}</span>
      </p>
      <div class="panel" data-testid="presenter-next-preview">
        <h3>{lab.t("ui.present.next")}</h3>
        <Show when={next()} fallback={<p class="note">{lab.t("ui.present.next-none")}</p>}>
          {(f) => (
            <p>
              <span class="tag">{lab.t(`ui.stage.${f().stage}`)}</span> <span class="section">§{f().section}</span> {lab.t(f().narration.key, f().narration.params)}
            </p>
          )}
        </Show>
      </div>
      <div class="panel" data-testid="speaker-notes">
        <h3>{lab.t("ui.present.notes")}</h3>
        <p>{lab.t(`ui.notes.${stage()}`)}</p>
      </div>
      <div class="quiz-actions">
        <button type="button" class="button" aria-pressed={lab.lecture()} title={lab.t("ui.present.lecture-hint")} data-testid="lecture-toggle" onClick={() => lab.toggleLecture()}>{lab.t("ui.present.lecture")}</button>
        <button type="button" class="button" aria-pressed={props.spotlightOn} title={lab.t("ui.present.spotlight-hint")} data-testid="spotlight" onClick={() => props.toggleSpotlight()}>{lab.t("ui.present.spotlight")}</button>
        <button type="button" class="button" onClick={() => props.presenting.openAudience()}>{lab.t("ui.present.reopen")}</button>
        <button type="button" class="button" data-testid="present-stop" onClick={() => lab.setPresentation(undefined)}>{lab.t("ui.present.stop")}</button>
      </div>
    </section>
  );
}
