import { For } from "solid-js";
import type { ArgumentProblem } from "../../../engine/trace/frames";
import { useLab } from "../../state/context";
import { Panel } from "../../ui/Code";

/** The validator's problems with the model's arguments: a path and a reason each. */
export function ValidationProblems(props: { problems: readonly ArgumentProblem[] }) {
  const lab = useLab();
  return (
    <Panel title={lab.t("ui.val.problems")} class="bad">
      <table class="table">
        <thead>
          <tr>
            <th scope="col">{lab.t("ui.val.path")}</th>
            <th scope="col">{lab.t("ui.val.reason")}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.problems}>
            {(p) => (
              <tr>
                <td>
                  <code>{p.path}</code>
                </td>
                <td>{p.reason}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </Panel>
  );
}
