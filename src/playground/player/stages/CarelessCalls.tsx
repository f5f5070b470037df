import { For, Show } from "solid-js";
import { useLab } from "../../state/context";
import { Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { showControls } from "../../../text/visible";
import type { CarelessData } from "../../../engine/trace/frames";

/**
 * For a truncated reply (§7): what the two careless applications would have run — one on the last
 * streaming preview (`delta`), one ignoring the `length` stop — and what pi-ai's validator says.
 */
export function CarelessCalls(props: { careless: readonly CarelessData[] }) {
  const lab = useLab();
  return (
    <div class="grid two" data-testid="careless">
      <For each={["delta", "length"] as const}>
        {(kind) => (
          <Panel title={lab.t(`ui.gate.careless.${kind}`)} note={lab.t(`ui.gate.careless.${kind}-note`)} class="bad">
            <ul class="plain" data-kind={kind}>
              <For each={props.careless.filter((c) => c.kind === kind)}>
                {(c) => (
                  <li>
                    <IdChip id={c.toolCallId} /> <code>{showControls(JSON.stringify(c.args))}</code> —{" "}
                    <span class={`tag ${c.accepted ? "bad" : "good"}`}>
                      {lab.t(c.accepted ? "ui.gate.careless-accepted" : "ui.gate.careless-rejected")}
                    </span>
                    <Show when={c.argumentsError}>
                      {(e) => (
                        <p class="note">
                          {lab.t("ui.gate.careless.arguments-error", { error: e().split("\n")[0] ?? "" })}
                        </p>
                      )}
                    </Show>
                  </li>
                )}
              </For>
            </ul>
          </Panel>
        )}
      </For>
    </div>
  );
}
