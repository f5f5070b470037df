import { Show } from "solid-js";
import type { ValidationData } from "../../../engine/trace/frames";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";

/** pi-ai's validation message beside the text the model gets back, when either exists. */
export function ValidationTexts(props: { validation: ValidationData }) {
  const lab = useLab();
  // Who wrote the text the model gets: pi-agent-core sends pi-ai's error as it is; the round adds its own line.
  const modelTextNote = () => {
    const fact = lab.frame()?.fact;
    return fact?.kind === "validation" && fact.by === "agent-core"
      ? "ui.val.model-text-note.loop"
      : `ui.val.model-text-note.${props.validation.status}`;
  };
  return (
    <Show when={props.validation.message || props.validation.modelText}>
      <div class="grid two">
        <Show when={props.validation.message}>
          {(m) => (
            <Panel
              title={lab.t("ui.val.message")}
              note={lab.t(`ui.val.message-note.${props.validation.format ?? "schema"}`)}
            >
              <Code value={m()} label={lab.t("ui.val.message")} />
            </Panel>
          )}
        </Show>
        <Show when={props.validation.modelText}>
          {(t) => (
            <Panel title={lab.t("ui.val.model-text")} note={lab.t(modelTextNote())}>
              <Code value={t()} label={lab.t("ui.val.model-text")} />
            </Panel>
          )}
        </Show>
      </div>
    </Show>
  );
}
