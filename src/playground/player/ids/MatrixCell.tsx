import { Show } from "solid-js";
import type { IdMatrixCell } from "../../../engine/id-matrix";
import type { IdsFact } from "../../../engine/trace/facts";
import type { WireApi } from "../../../fake-provider/apis";
import { useLab } from "../../state/context";
import { idsViewText } from "./words";
import { idShort, idTag, leadId } from "./id-words";

/** One pair of the matrix: how it treats the ids, the id sent, a link to its ids frame. */
export function MatrixCell(props: {
  source: WireApi;
  target: WireApi;
  cell: IdMatrixCell | undefined;
  current: IdsFact;
  href(cell: IdMatrixCell): string;
  onOpen(event: MouseEvent, cell: IdMatrixCell): void;
}) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => idsViewText(lab.lang(), key, params);
  const label = (api: string) => lab.t(`ui.provider.${api}`);
  const here = () => props.current.source === props.source && props.current.target === props.target;
  return (
    <td role="cell" data-target={label(props.target)} classList={{ here: here() }}>
      <Show when={props.cell?.fact} fallback={<span class="note">{tx("ui.ids.matrix.none")}</span>}>
        {(fact) => {
          const lead = () => leadId(fact());
          const tag = () => idTag(fact(), lead()!);
          const short = () => idShort(fact());
          return (
            <a
              class="id-cell"
              href={props.href(props.cell!)}
              data-pair={`${props.source}>${props.target}`}
              aria-current={here() ? "true" : undefined}
              title={tx("ui.ids.matrix.open", { source: label(props.source), target: label(props.target) })}
              onClick={(e) => props.onOpen(e, props.cell!)}
            >
              <span class={`tag ${tag().tone}`}>{tx(tag().key)}</span> <span>{tx(short().key, short().params)}</span>
              <Show when={here()}>
                {" "}
                <span class="tag mono">{tx("ui.ids.matrix.here")}</span>
              </Show>
              <code class="id-sent">{lead()?.sent ?? "—"}</code>
            </a>
          );
        }}
      </Show>
    </td>
  );
}
