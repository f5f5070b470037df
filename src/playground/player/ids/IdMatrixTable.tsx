import { For, Show } from "solid-js";
import type { IdMatrixCell } from "../../../engine/id-matrix";
import type { IdsFact } from "../../../engine/trace/facts";
import { WIRE_APIS, type WireApi } from "../../../fake-provider/apis";
import { useLab } from "../../state/context";
import { idsViewText } from "./words";
import { MatrixCell } from "./MatrixCell";

/**
 * The id matrix's table once its cells are played: a row per API that made the history (with the
 * id it stored), a column per API turn two goes to.
 */
export function IdMatrixTable(props: {
  cells: IdMatrixCell[];
  current: IdsFact;
  href(cell: IdMatrixCell): string;
  onOpen(event: MouseEvent, cell: IdMatrixCell): void;
}) {
  const lab = useLab();
  const tx = (key: string) => idsViewText(lab.lang(), key, {});
  const label = (api: string) => lab.t(`ui.provider.${api}`);
  const cellOf = (source: WireApi, target: WireApi) =>
    props.cells.find((c) => c.source === source && c.target === target);
  const storedBy = (source: WireApi) => props.cells.find((c) => c.source === source)?.fact?.ids[0]?.stored;
  return (
    <table class="table id-matrix-table" role="table">
      <caption class="visually-hidden">{tx("ui.ids.matrix.caption")}</caption>
      <thead>
        <tr role="row">
          <td role="cell" class="corner">
            {tx("ui.ids.matrix.corner")}
          </td>
          <For each={WIRE_APIS}>
            {(target) => (
              <th role="columnheader" scope="col">
                {label(target)}
              </th>
            )}
          </For>
        </tr>
      </thead>
      <tbody>
        <For each={WIRE_APIS}>
          {(source) => (
            <tr role="row">
              <th role="rowheader" scope="row">
                {label(source)}
                <Show when={storedBy(source)}>{(id) => <code class="id-chip stored">{id()}</code>}</Show>
              </th>
              <For each={WIRE_APIS}>
                {(target) => (
                  <MatrixCell
                    source={source}
                    target={target}
                    cell={cellOf(source, target)}
                    current={props.current}
                    href={props.href}
                    onOpen={props.onOpen}
                  />
                )}
              </For>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
