import { For, Show } from "solid-js";
import { useLab } from "../../state/context";
import { Panel } from "../Code";
import { IdChip } from "../IdChip";

/** The application's decision before anything runs. */
export function GateView() {
  const lab = useLab();
  const gate = () => lab.frame()?.gate;
  return (
    <div class="stage-view" data-testid="view-gate">
      <Show when={gate()}>
        {(g) => (
          <>
            <div class="grid two">
              <Panel title={lab.t("ui.gate.stop-reason")}>
                <p class="big-value"><code>{g().stopReason}</code></p>
                <Show when={g().errorMessage}>{(m) => <p class="error-text">{m()}</p>}</Show>
              </Panel>
              <Panel title={lab.t("ui.gate.calls")} note={lab.t("ui.gate.calls-note")}>
                <Show when={g().calls.length} fallback={<p>{lab.t("ui.gate.no-calls")}</p>}>
                  <ul class="plain">
                    <For each={g().calls}>
                      {(c) => (
                        <li>
                          <IdChip id={c.id} /> <code>{c.name}</code>{" "}
                          <span class={c.known ? "tag good" : "tag bad"}>{lab.t(c.known ? "ui.gate.known" : "ui.gate.unknown")}</span>
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
              </Panel>
            </div>
            <p class={`decision ${g().decision}`} data-decision={g().decision}>{lab.t(`ui.gate.decision.${g().decision}`)}</p>
            <Show when={g().careless?.length}>
              <Panel title={lab.t("ui.gate.careless")} note={lab.t("ui.gate.careless-note")} class="bad">
                <ul class="plain" data-testid="careless">
                  <For each={g().careless}>
                    {(c) => (
                      <li>
                        <IdChip id={c.toolCallId} /> <code>{JSON.stringify(c.preview)}</code> —{" "}
                        <span class={`tag ${c.accepted ? "bad" : "good"}`}>{lab.t(c.accepted ? "ui.gate.careless-accepted" : "ui.gate.careless-rejected")}</span>
                      </li>
                    )}
                  </For>
                </ul>
              </Panel>
            </Show>
          </>
        )}
      </Show>
    </div>
  );
}
