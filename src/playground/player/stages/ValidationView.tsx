import { Show } from "solid-js";
import type { ValidationData as Validation } from "../../../engine/trace/frames";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { Skipped } from "../Skipped";
import { NAME_CHARS } from "../../long-values";
import { Clipped } from "../../ui/Clipped";
import { ValidationProblems } from "./ValidationProblems";
import { ValidationTexts } from "./ValidationTexts";

/** The right-hand panel: the copy that runs, the copy that was checked and failed, or nothing. */
function CopyPanel(props: { v: Validation }) {
  const lab = useLab();
  const offeredOnly = () => {
    const fact = lab.frame()?.fact;
    return fact?.kind === "validation" && fact.offered === true && fact.outcome !== "passed";
  };
  const v = () => props.v;
  const note = () =>
    v().dropped?.length
      ? lab.t("ui.val.dropped", { keys: v().dropped!.join(", ") })
      : v().changed?.length
        ? lab.t("ui.val.changed", { keys: v().changed!.join(", ") })
        : undefined;
  return (
    <Show
      when={v().status === "valid"}
      fallback={
        <Show
          when={v().checked !== undefined}
          fallback={
            <Panel title={lab.t("ui.val.converted")}>
              <p class="note">
                {lab.t(offeredOnly() ? "ui.val.no-copy.description-only" : (`ui.val.no-copy.${v().status}` as string))}
              </p>
            </Panel>
          }
        >
          <Panel title={lab.t("ui.val.checked")} note={lab.t("ui.val.checked-note")} class="bad">
            <Code value={v().checked} label={lab.t("ui.val.checked")} class="changed" />
          </Panel>
        </Show>
      }
    >
      <Panel title={lab.t("ui.val.converted")} note={note()} class={v().dropped?.length ? "warn" : ""}>
        <Code value={v().converted} label={lab.t("ui.val.converted")} class={v().changed?.length ? "changed" : ""} />
      </Panel>
    </Show>
  );
}

/** pi-ai's validateToolArguments: the model's own arguments, untouched, beside the copy pi-ai made. */
export function ValidationView() {
  const lab = useLab();
  const v = () => lab.frame()?.validation;
  // A tool the model was offered as a description only (§3): not "unknown", but nothing to run.
  const descriptionOnly = () => {
    const fact = lab.frame()?.fact;
    return fact?.kind === "validation" && fact.offered === true;
  };
  return (
    <div class="stage-view" data-testid="view-validation">
      <Show when={v()} fallback={<Skipped />}>
        {(val) => (
          <>
            <p class="event-line">
              <IdChip id={val().toolCallId} />{" "}
              <code>
                <Clipped text={val().toolName} max={NAME_CHARS} />
              </code>{" "}
              <span class={`tag ${val().status === "valid" ? "good" : "bad"}`} data-status={val().status}>
                {lab.t(descriptionOnly() ? "ui.val.status.description-only" : `ui.val.status.${val().status}`)}
              </span>
              <Show when={val().format}>
                {(f) => (
                  <span class="tag mono" data-format={f()}>
                    {lab.t(`ui.val.format.${f()}`)}
                  </span>
                )}
              </Show>
            </p>
            <Show when={val().validatorOf}>
              {(first) => (
                <p class="note" data-testid="validator-cached">
                  {lab.t("ui.val.cached", { id: first() })}
                </p>
              )}
            </Show>
            <div class="grid two">
              <Panel title={lab.t("ui.val.received")} note={lab.t("ui.val.received-note")}>
                <Code value={val().received} label={lab.t("ui.val.received")} />
              </Panel>
              <CopyPanel v={val()} />
            </div>
            <Show when={val().problems?.length}>
              <ValidationProblems problems={val().problems ?? []} />
            </Show>
            <ValidationTexts validation={val()} />
          </>
        )}
      </Show>
    </div>
  );
}
