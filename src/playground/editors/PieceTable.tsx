import { For, Show, type JSX } from "solid-js";
import { showControls } from "../../text/visible";
import { useClipped, useEditorText } from "./EditorBits";
import { PiecePager } from "./PiecePager";
import { PIECE_PAGE, type ShownParsed } from "./stream-view";
import type { StreamView } from "./stream-model";

/** `text` breakable at its spaces only: a hyphenated name ("partial-json") is kept on one line. */
function whole(text: string): JSX.Element {
  return text.split(/(\s+)/).map((part) => (part.includes("-") ? <span class="whole">{part}</span> : part));
}

/**
 * One piece per row: what arrived, pi-ai's preview and its step, partial-json, JSON.parse, as the
 * worker printed them. `data-version` is the request the rows answer, set once all have come.
 */
export function PieceTable(props: { view: StreamView; pieces: number; page: number; onPage(page: number): void }) {
  const tx = useEditorText();
  const shown = useClipped();
  const pages = () => Math.max(1, Math.ceil(props.pieces / PIECE_PAGE));
  const page = () => Math.min(props.page, pages() - 1);
  const parsed = (p: ShownParsed) =>
    p.ok ? (
      <code>{shown(p.value)}</code>
    ) : (
      <span class="bad" title={p.error}>
        ✗ {tx("stream.threw")}
      </span>
    );
  return (
    <div
      class="panel piece-table"
      data-version={props.view.done ? props.view.version : undefined}
      data-testid="stream-table"
    >
      <h3>{tx("stream.pieces", { n: props.pieces })}</h3>
      <div class="table-scroll">
        <table class="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{tx("stream.col.piece")}</th>
              <th scope="col">
                <code>parseStreamingJson</code>
              </th>
              <th scope="col">{tx("stream.col.step")}</th>
              <th scope="col">
                <code>{whole("partial-json parse")}</code>
              </th>
              <th scope="col">
                <code>
                  JSON.
                  <wbr />
                  parse
                </code>
              </th>
            </tr>
          </thead>
          <tbody>
            <For each={props.view.rows}>
              {(row) => (
                <tr data-testid="stream-row">
                  <td>{row.index}</td>
                  <td>
                    <code class="piece">{showControls(shown(row.piece))}</code>
                  </td>
                  <td>
                    <code>{shown(row.preview)}</code>
                  </td>
                  <td>
                    <span class="tag" data-testid="stream-lab-step" data-step={row.step}>
                      {whole(tx(`stream.step.${row.step}`))}
                    </span>
                  </td>
                  <td>{parsed(row.partialJson)}</td>
                  <td>{parsed(row.jsonParse)}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
      <Show when={pages() > 1}>
        <PiecePager page={page()} pages={pages()} onPage={(n) => props.onPage(n)} />
      </Show>
    </div>
  );
}
