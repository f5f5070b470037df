import { For, Show } from "solid-js";
import { sentIds } from "../../fake-provider/request-shapes";
import { useLab } from "../state/context";
import { IdChip } from "../ui/IdChip";

/** Each stored tool-call id beside the id the second request carried (§14). */
export function SentIds() {
  const lab = useLab();
  const rows = () => {
    const trace = lab.trace();
    return trace ? sentIds(trace) : [];
  };
  return (
    <Show when={rows().length}>
      <div class="sent-ids">
        <h3>
          {lab.t("ui.ctx.sent-ids", { api: lab.t(`ui.provider.${lab.trace()?.requests[1]?.api ?? "scripted"}`) })}
        </h3>
        <ul class="plain">
          <For each={rows()}>
            {(row) => (
              <li>
                <IdChip id={row.stored} /> → <IdChip id={row.sent} group={row.stored} />{" "}
                <span class={`tag ${row.sent === row.stored ? "good" : "warn"}`}>
                  {lab.t(row.sent === row.stored ? "ui.ctx.same-id" : "ui.ctx.normalized")}
                </span>
              </li>
            )}
          </For>
        </ul>
      </div>
    </Show>
  );
}
