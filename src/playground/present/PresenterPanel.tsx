import { speakerNoteKey } from "./notes";
import type { Presenting } from "./presentation";
import { useLab } from "../state/context";
import { NextFrame } from "./NextFrame";
import { TalkClock } from "./TalkClock";

/** The presenter console beside the stage: next frame, speaker notes, clock, and the room's controls. */
export function PresenterPanel(props: { presenting: Presenting; spotlightOn: boolean; toggleSpotlight(): void }) {
  const lab = useLab();
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
        <TalkClock clock={props.presenting.clock} />
        <span class="note" data-testid="presenter-audiences">
          {lab.t("ui.present.audiences", { n: props.presenting.audiences() })}
        </span>
      </div>
      <NextFrame />
      <div class="panel presenter-notes" data-testid="speaker-notes">
        <h3>{lab.t("ui.present.notes")}</h3>
        <p data-note={note()}>{lab.t(note())}</p>
      </div>
      <div class="quiz-actions">
        <button
          type="button"
          class="button"
          aria-pressed={lab.lecture()}
          title={lab.t("ui.present.lecture-hint")}
          data-testid="lecture-toggle"
          onClick={toggleLecture}
        >
          {lab.t("ui.present.lecture")}
        </button>
        <button
          type="button"
          class="button"
          aria-pressed={props.spotlightOn}
          title={lab.t("ui.present.spotlight-hint")}
          data-testid="spotlight"
          onClick={() => props.toggleSpotlight()}
        >
          {lab.t("ui.present.spotlight")}
        </button>
        <button type="button" class="button" onClick={() => props.presenting.openAudience()}>
          {lab.t("ui.present.reopen")}
        </button>
        <button type="button" class="button" data-testid="present-stop" onClick={() => lab.setPresentation(undefined)}>
          {lab.t("ui.present.stop")}
        </button>
      </div>
    </section>
  );
}
