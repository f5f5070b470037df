import { Show } from "solid-js";
import { localize } from "../../scenarios";
import { useLab } from "../state/context";

/**
 * What is switched on, for the room: the scenario, and the faults (or that there are none); the
 * provider and engine when they are not the defaults; the presenter's own tool when it plays. A
 * class that joins late can read what it sees.
 */
export function AudienceBadge(props: { tool?: string | undefined }) {
  const lab = useLab();
  const title = () => {
    const entry = lab.scenarios().find((s) => s.id === lab.scenarioId());
    return entry ? localize(entry.title, lab.lang()) : lab.scenarioId();
  };
  const faults = () => lab.faults().map((id) => lab.t(`ui.fault.${id}`));
  return (
    <p class="audience-badge" data-testid="audience-badge" aria-label={lab.t("ui.audience.badge")}>
      <span class="tag audience-scenario">{title()}</span>
      <Show when={lab.provider() !== "scripted"}>
        <span class="tag">{lab.t(`ui.provider.${lab.provider()}`)}</span>
      </Show>
      <Show when={lab.engine() === "loop"}>
        <span class="tag">{lab.t("ui.engine.loop")}</span>
      </Show>
      <Show when={props.tool}>
        {(name) => (
          <span class="tag" data-testid="audience-tool">
            {lab.t("ui.audience.tool", { name: name() })}
          </span>
        )}
      </Show>
      <Show when={faults().length > 0} fallback={<span class="tag">{lab.t("ui.audience.no-faults")}</span>}>
        <span class="tag warn">
          {lab.t("ui.audience.faults", { list: faults().join(lab.lang() === "zh-CN" ? "、" : ", ") })}
        </span>
      </Show>
    </p>
  );
}
