import { Show } from "solid-js";
import type { WireStop } from "../../../engine/trace/facts";
import { useLab } from "../../state/context";

/**
 * A wire replay's finish reason as the recorded stream said it, under pi-ai's `stopReason`; and,
 * when pi-ai's adapter rewrote a plain stop to `toolUse`, which adapter and why (§6).
 */
export function WireStopNote(props: { wire?: WireStop; rewrittenBy?: string }) {
  const lab = useLab();
  return (
    <Show when={props.wire}>
      {(w) => (
        <div class="wire-stop" data-testid="wire-stop" data-raw={w().value} data-rewritten={props.rewrittenBy ?? ""}>
          <p class="note">
            {lab.t("ui.stop.wire")} <code>{`${w().field} = ${JSON.stringify(w().value)}`}</code>{" "}
            <span class="tag mono">{w().event}</span>
          </p>
          <Show when={props.rewrittenBy}>
            {(api) => (
              <p class="note" data-testid="stop-rewritten">
                <span class="tag warn">{lab.t("ui.stop.rewritten-tag")}</span>{" "}
                {lab.t("ui.stop.rewritten", { api: api() })}
              </p>
            )}
          </Show>
        </div>
      )}
    </Show>
  );
}
