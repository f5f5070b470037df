import { For } from "solid-js";
import type { AgentToolData, LoopData } from "../../engine/trace/frames";
import { useLab } from "../state/context";
import { Panel } from "../ui/Code";

/** At the definition stage in loop mode: the AgentTool's fields beside the Tool's, and who reads each. */
export function AgentToolPanel(props: { view: AgentToolData }) {
  const lab = useLab();
  return (
    <Panel title={lab.t("ui.agent-tool.title")} note={lab.t("ui.agent-tool.note")}>
      <table class="table" data-testid="agent-tool">
        <thead>
          <tr>
            <th scope="col">{lab.t("ui.agent-tool.field")}</th>
            <th scope="col">{lab.t("ui.agent-tool.from")}</th>
            <th scope="col">{lab.t("ui.agent-tool.read-by")}</th>
            <th scope="col">{lab.t("ui.agent-tool.value")}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.view.fields}>
            {(f) => (
              <tr data-field={f.name} data-from={f.from}>
                <td>
                  <code>{f.name}</code>
                </td>
                <td>
                  <span class={`tag ${f.from === "Tool" ? "good" : "warn"}`}>{f.from}</span>
                </td>
                <td>{lab.t(`ui.agent-tool.layer.${f.readBy}`)}</td>
                <td>
                  <code>{f.value}</code>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </Panel>
  );
}

/** The last frame in loop mode: the same scenario by both engines, and what differs. */
export function ComparisonPanel(props: { loop: LoopData }) {
  const lab = useLab();
  const rows = ["outcome", "requests", "executions", "errors"] as const;
  const value = (side: "round" | "loop", row: (typeof rows)[number]) => {
    const s = props.loop.comparison[side];
    return row === "outcome"
      ? s.outcome
      : row === "requests"
        ? s.requests
        : row === "executions"
          ? s.executions
          : s.errorResults;
  };
  // An outcome is a code in the trace (`one-round-limit`); people read its words, tests its code.
  const cell = (side: "round" | "loop", row: (typeof rows)[number]) =>
    row === "outcome" ? (
      <span data-outcome={String(value(side, row))}>{lab.t(`ui.outcome.${value(side, row)}`)}</span>
    ) : (
      <code>{value(side, row)}</code>
    );
  return (
    <Panel title={lab.t("ui.loop.compare")}>
      <table class="table" data-testid="comparison">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{lab.t("ui.loop.compare.round")}</th>
            <th scope="col">{lab.t("ui.loop.compare.loop")}</th>
          </tr>
        </thead>
        <tbody>
          <For each={rows}>
            {(r) => (
              <tr>
                <th scope="row">{lab.t(`ui.loop.compare.${r}`)}</th>
                <td>{cell("round", r)}</td>
                <td>{cell("loop", r)}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <h4>{lab.t("ui.loop.compare.differences")}</h4>
      <ul class="plain" data-testid="differences">
        <For each={props.loop.comparison.differences}>
          {(d) => <li data-difference={d.key}>{lab.t(d.key, d.params)}</li>}
        </For>
      </ul>
    </Panel>
  );
}
