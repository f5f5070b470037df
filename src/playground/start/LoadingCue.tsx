import { Show } from "solid-js";
import { useLab } from "../state/context";

/**
 * Said while a new trace is built for a changed choice. The stage under it is hidden meanwhile
 * (styles: `.workspace[aria-busy="true"]`), so the old frame is never read as the new choice's.
 */
export function LoadingCue() {
  const lab = useLab();
  return (
    <Show when={lab.loading() && lab.trace()}>
      <p class="loading-cue" role="status" data-testid="loading-cue">
        {lab.t("ui.loading.choice")}
      </p>
    </Show>
  );
}
