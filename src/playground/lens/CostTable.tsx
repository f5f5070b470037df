import { For, Show } from "solid-js";
import type { PiVersion } from "../../fake-provider/kit";
import type { CostPlan, CostPoint } from "../../lens/cost";
import { useLab } from "../state/context";
import { useLensWords } from "./words";
import { formatMs, VERSIONS } from "./cost-chart";

/** One version's cell of a row: its time, or how it stopped, or not yet. */
function Cell(props: { point: CostPoint | undefined }) {
  const lab = useLab();
  const tl = useLensWords();
  const p = () => props.point;
  const n = (v: number) => v.toLocaleString(lab.lang());
  return (
    <td data-version={p()?.version} data-status={p()?.status ?? "pending"} data-ms={p()?.ms} data-fed={p()?.fed}>
      <Show when={p()} fallback={tl("ui.cost.cell.pending")}>
        {(point) =>
          point().status === "measured"
            ? formatMs(point().ms!)
            : point().status === "over-cap"
              ? tl("ui.cost.cell.over", { ms: formatMs(point().ms!), fed: n(point().fed!), pieces: n(point().pieces) })
              : tl("ui.cost.cell.skipped")
        }
      </Show>
    </td>
  );
}

/** The plot's numbers as a table (its text alternative): the scenario's row first, then the series. */
export function CostTable(props: { points: CostPoint[]; plan: CostPlan }) {
  const lab = useLab();
  const tl = useLensWords();
  const n = (v: number) => v.toLocaleString(lab.lang());
  const find = (version: PiVersion, scenario: boolean, length: number) =>
    props.points.find(
      (p) => p.version === version && (p.scenario === true) === scenario && (scenario || p.length === length),
    );
  const rows = () => [
    ...(props.plan.scenario
      ? [{ scenario: true, length: Array.from(props.plan.scenario.text).length, pieces: props.plan.scenario.pieces }]
      : []),
    ...props.plan.lengths.map((length) => ({
      scenario: false,
      length,
      pieces:
        find("1.6.0", false, length)?.pieces ??
        find("1.4.0", false, length)?.pieces ??
        Math.ceil(length / props.plan.pieceSize),
    })),
  ];
  return (
    <table class="table cost-table" data-testid="cost-table">
      <thead>
        <tr>
          <th scope="col">{tl("ui.cost.col.length")}</th>
          <th scope="col">{tl("ui.cost.col.pieces")}</th>
          <th scope="col">{tl("ui.cost.col.old")}</th>
          <th scope="col">{tl("ui.cost.col.new")}</th>
        </tr>
      </thead>
      <tbody>
        <For each={rows()}>
          {(row) => (
            <tr data-length={row.length} data-scenario={row.scenario ? "true" : undefined}>
              <th scope="row">
                {row.scenario ? tl("ui.cost.row.scenario", { length: n(row.length) }) : n(row.length)}
              </th>
              <td>{n(row.pieces)}</td>
              <For each={VERSIONS}>{(version) => <Cell point={find(version, row.scenario, row.length)} />}</For>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
