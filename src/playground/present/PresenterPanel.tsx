import { Show } from "solid-js";
import { speakerNoteKey } from "./notes";
import type { Presenting } from "./presentation";
import { useLab } from "../state/context";

const pad = (n: number) => String(n).padStart(2, "0");

/** The presenter console beside the stage: next frame, speaker notes, clock, and the room's controls. */
export function PresenterPanel(props: { presenting: Presenting; spotlightOn: boolean; toggleSpotlight(): void }) {
  const lab = useLab();
  const clock = () => props.presenting.clock;
  const elapsed = () => {
    const s = clock().seconds();
    return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  };
  const next = () => lab.trace()?.frames[lab.frameIndex() + 1];
  const note = () => {
    const f = lab.frame();
    return f ? speakerNoteKey(f) : "ui.notes.definition";
  };
  // Lecture autoplay is a way of playing: turning it on plays, turning it off stops.
  const toggleLecture = () => {
    lab.toggleLecture();
    if (lab.lecture() !== lab.playing()) lab.togglePlay();
  };
  return (
    <section class="presenter" data-testid="presenter-console" aria-label={lab.t("ui.present.console")}>
      <h2>{lab.t("ui.present.console")}</h2>
      <div class="presenter-row">
        <span>{lab.t("ui.present.clock")}: <output data-testid="presenter-clock">{elapsed()}</output></span>
        <span class="presenter-clock-buttons">
          <button type="button" class="button small" aria-pressed={clock().paused()} data-testid="presenter-clock-pause" onClick={() => clock().togglePause()}>{lab.t("ui.present.clock-pause")}</button>
          <button type="button" class="button small" data-testid="presenter-clock-reset" onClick={() => clock().reset()}>{lab.t("ui.present.clock-reset")}</button>
        </span>
        <span class="note" data-testid="presenter-audiences">{lab.t("ui.present.audiences", { n: props.presenting.audiences() })}</span>
      </div>
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
        <p data-note={note()}>{lab.t(note())}</p>
      </div>
      <div class="quiz-actions">
        <button type="button" class="button" aria-pressed={lab.lecture()} title={lab.t("ui.present.lecture-hint")} data-testid="lecture-toggle" onClick={toggleLecture}>{lab.t("ui.present.lecture")}</button>
        <button type="button" class="button" aria-pressed={props.spotlightOn} title={lab.t("ui.present.spotlight-hint")} data-testid="spotlight" onClick={() => props.toggleSpotlight()}>{lab.t("ui.present.spotlight")}</button>
        <button type="button" class="button" onClick={() => props.presenting.openAudience()}>{lab.t("ui.present.reopen")}</button>
        <button type="button" class="button" data-testid="present-stop" onClick={() => lab.setPresentation(undefined)}>{lab.t("ui.present.stop")}</button>
      </div>
    </section>
  );
}
