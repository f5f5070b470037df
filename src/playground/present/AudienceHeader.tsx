import { Show } from "solid-js";
import { useLab } from "../state/context";
import { AudienceBadge } from "./AudienceBadge";

/**
 * The room's header: its title, what is on, a warning while the presenter's window is not connected
 * (waiting for it, or lost after it `shared` its state), and the frame counter.
 */
export function AudienceHeader(props: { connected: boolean; shared: boolean }) {
  const lab = useLab();
  return (
    <header class="header audience-header">
      <h1 class="title">{lab.t("ui.audience.title")}</h1>
      <AudienceBadge tool={lab.workbench.learner() ? lab.trace()?.learner?.name : undefined} />
      <Show when={!props.connected}>
        <span class="tag warn" data-testid="presenter-disconnected" role="status">
          {props.shared ? lab.t("ui.audience.disconnected") : lab.t("ui.audience.waiting")}
        </span>
      </Show>
      <output class="counter" data-testid="frame-counter">
        {lab.total() ? `${lab.frameIndex() + 1} / ${lab.total()}` : "– / –"}
      </output>
    </header>
  );
}
