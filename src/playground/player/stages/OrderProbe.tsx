import { Show } from "solid-js";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import type { Frame } from "../../../engine/trace/frames";
import { specOf } from "../../../fake-provider/apis";

/**
 * §13's probe: the request a real adapter built from a history that breaks the order rules — how
 * many results it made up, whether it skipped the failed call, and the body it would send.
 */
export function OrderProbe(props: { probe: NonNullable<Frame["probe"]> }) {
  const lab = useLab();
  const request = () => props.probe.request;
  return (
    <Panel
      title={lab.t("ui.final.probe", { api: lab.t(`ui.provider.${request().api}`) })}
      note={lab.t("ui.final.probe-note")}
      class="warn"
    >
      <ul class="plain" data-testid="order-probe">
        <li>
          <span class="tag good">{lab.t("ui.final.probe-synthetic", { n: props.probe.synthetic })}</span>
        </li>
        <li>
          <span class={`tag ${props.probe.failedSkipped ? "good" : "bad"}`}>
            {lab.t(props.probe.failedSkipped ? "ui.final.probe-skipped" : "ui.final.probe-kept")}
          </span>
        </li>
        <Show when={specOf(request().api)?.request.resultBlocks}>
          <li class="note">{lab.t("ui.final.probe-anthropic")}</li>
        </Show>
      </ul>
      <Code value={request().body} label={lab.t("ui.req.body", { api: request().api })} />
    </Panel>
  );
}
