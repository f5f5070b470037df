import { Show } from "solid-js";
import { useLab } from "../state/context";
import { recordingIdentity, recordingSource } from "./recording-lines";

/** Over the player while the person's capture plays: what it is, where its question and tools came from, the ways on. */
export function RecordingBanner() {
  const lab = useLab();
  return (
    <Show when={lab.recording.playing() && lab.trace()?.recording}>
      {(mine) => (
        <p class="notice info learner-banner" data-testid="recording-banner" data-api={mine().api}>
          <span>
            {lab.t("ui.recording.banner", {
              api: mine().api,
              events: mine().events,
              source: lab.t(recordingSource(mine()).key, recordingSource(mine()).params),
            })}{" "}
            {recordingIdentity(mine())
              .map((said) => lab.t(said.key, said.params))
              .join(" ")}{" "}
            {lab.t(mine().tools.length > 0 ? "ui.recording.banner-own" : "ui.recording.banner-chapter-tool")}
          </span>
          <button type="button" class="button small" onClick={() => lab.recording.setOpen(true)}>
            {lab.t("ui.recording.another")}
          </button>
          <button type="button" class="button small" data-testid="recording-off" onClick={() => lab.recording.drop()}>
            {lab.t("ui.recording.leave")}
          </button>
        </p>
      )}
    </Show>
  );
}
