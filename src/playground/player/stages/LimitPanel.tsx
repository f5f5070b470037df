import { For } from "solid-js";
import { useLab } from "../../state/context";
import { TEXT_CHARS } from "../../long-values";
import { Clipped } from "../../ui/Clipped";
import { Panel } from "../../ui/Code";
import type { LimitData } from "../../../engine/trace/frames";
import { CallName } from "../CallName";

/** The one-round limit (§17): the calls the second reply asked for, none of which is run. */
export function LimitPanel(props: { limit: LimitData }) {
  const lab = useLab();
  return (
    <Panel title={lab.t("ui.final.limit")} class="bad">
      <ul class="plain">
        <For each={props.limit.calls}>
          {(c) => (
            <li>
              <CallName id={c.id} name={c.name} />{" "}
              <code>
                <Clipped text={JSON.stringify(c.arguments) ?? "undefined"} max={TEXT_CHARS} />
              </code>{" "}
              — {lab.t("ui.final.not-run")}
            </li>
          )}
        </For>
      </ul>
      <p class="note">{lab.t("ui.final.limit-note")}</p>
    </Panel>
  );
}
