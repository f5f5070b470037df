import { For, Show } from "solid-js";
import { useLab } from "../../state/context";
import { Panel } from "../../ui/Code";
import { WireStopNote } from "./WireStopNote";
import { CallName } from "../CallName";
import { CarelessCalls } from "./CarelessCalls";

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
                <p class="big-value">
                  <code>{g().stopReason}</code>
                </p>
                <WireStopNote wire={g().wire} rewrittenBy={g().rewrittenBy} />
                <Show when={g().errorMessage}>{(m) => <p class="error-text">{m()}</p>}</Show>
              </Panel>
              <Panel title={lab.t("ui.gate.calls")} note={lab.t("ui.gate.calls-note")}>
                <Show when={g().calls.length} fallback={<p>{lab.t("ui.gate.no-calls")}</p>}>
                  <ul class="plain">
                    <For each={g().calls}>
                      {(c) => (
                        <li>
                          <CallName id={c.id} name={c.name} />{" "}
                          <span class={c.known ? "tag good" : "tag bad"} data-known={String(c.known)}>
                            {lab.t(
                              c.known
                                ? "ui.gate.known"
                                : c.descriptionOnly
                                  ? "ui.gate.description-only"
                                  : "ui.gate.unknown",
                            )}
                          </span>
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
              </Panel>
            </div>
            <p class={`decision ${g().decision}`} data-decision={g().decision}>
              {lab.t(`ui.gate.decision.${g().decision}`)}
            </p>
            <Show when={g().careless?.length}>
              <CarelessCalls careless={g().careless ?? []} />
            </Show>
          </>
        )}
      </Show>
    </div>
  );
}
