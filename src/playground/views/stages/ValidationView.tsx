import { For, Show } from "solid-js";
import { useLab } from "../../state/context";
import { Code, Panel } from "../Code";
import { IdChip } from "../IdChip";
import { Skipped } from "../Skipped";

/** pi-ai's validateToolArguments: the model's own arguments, untouched, beside the converted copy. */
export function ValidationView() {
  const lab = useLab();
  const v = () => lab.frame()?.validation;
  return (
    <div class="stage-view" data-testid="view-validation">
      <Show when={v()} fallback={<Skipped />}>
        {(val) => (
          <>
            <p class="event-line">
              <IdChip id={val().toolCallId} /> <code>{val().toolName}</code>{" "}
              <span class={`tag ${val().status === "valid" ? "good" : "bad"}`} data-status={val().status}>{lab.t(`ui.val.status.${val().status}`)}</span>
            </p>
            <div class="grid two">
              <Panel title={lab.t("ui.val.received")} note={lab.t("ui.val.received-note")}>
                <Code value={val().received} label={lab.t("ui.val.received")} />
              </Panel>
              <Panel title={lab.t("ui.val.converted")} note={val().changed?.length ? lab.t("ui.val.changed", { keys: val().changed!.join(", ") }) : undefined}>
                <Show when={val().status === "valid"} fallback={<p class="note">{lab.t("ui.val.no-copy")}</p>}>
                  <Code value={val().converted} label={lab.t("ui.val.converted")} class={val().changed?.length ? "changed" : ""} />
                </Show>
              </Panel>
            </div>
            <Show when={val().problems?.length}>
              <Panel title={lab.t("ui.val.problems")} class="bad">
                <table class="table">
                  <thead><tr><th scope="col">{lab.t("ui.val.path")}</th><th scope="col">{lab.t("ui.val.reason")}</th></tr></thead>
                  <tbody>
                    <For each={val().problems}>{(p) => <tr><td><code>{p.path}</code></td><td>{p.reason}</td></tr>}</For>
                  </tbody>
                </table>
              </Panel>
            </Show>
            <Show when={val().message}>
              {(m) => (
                <details class="panel">
                  <summary>{lab.t("ui.val.message")}</summary>
                  <Code value={m()} label={lab.t("ui.val.message")} />
                </details>
              )}
            </Show>
          </>
        )}
      </Show>
    </div>
  );
}
