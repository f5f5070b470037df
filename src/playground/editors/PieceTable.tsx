import { createMemo, For, Show } from "solid-js";
import { showControls } from "../../text/visible";
import { pieceRow, type Parsed } from "../../engine/stream-lab";
import { useClip, useEditorText } from "./EditorBits";

/** Rows per page: each row parses its whole prefix three times, so only the rows shown are built. */
const PAGE = 12;

/** Characters a cell shows: laying out a 10,000-character value on every keystroke would cost frames. */
const CELL_CHARS = 160;

/** One piece per row: what arrived, pi-ai's preview and its step, partial-json, JSON.parse. */
export function PieceTable(props: { version: number; text: string; pieces: string[]; ends: number[]; page: number; onPage(page: number): void }) {
  const tx = useEditorText();
  const cut = useClip();
  const clip = (text: string) => cut(text, CELL_CHARS);
  const compact = (value: unknown) => clip(value === undefined ? "undefined" : JSON.stringify(value));
  const pages = () => Math.max(1, Math.ceil(props.pieces.length / PAGE));
  const page = () => Math.min(props.page, pages() - 1);
  const rows = createMemo(() => {
    const from = page() * PAGE;
    return props.ends.slice(from, from + PAGE).map((end, i) => pieceRow(props.text, props.pieces, from + i + 1, end));
  });
  const parsed = (p: Parsed) => (p.ok ? <code>{compact(p.value)}</code> : <span class="bad" title={p.error}>✗ {tx("stream.threw")}</span>);
  return (
    <div class="panel piece-table" data-version={props.version}>
      <h3>{tx("stream.pieces", { n: props.pieces.length })}</h3>
      <div class="table-scroll">
        <table class="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{tx("stream.col.piece")}</th>
              <th scope="col"><code>parseStreamingJson</code></th>
              <th scope="col">{tx("stream.col.step")}</th>
              <th scope="col"><code>partial-json parse</code></th>
              <th scope="col"><code>JSON.parse</code></th>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => (
                <tr data-testid="stream-row">
                  <td>{row.index}</td>
                  <td><code class="piece">{showControls(clip(JSON.stringify(row.piece)))}</code></td>
                  <td><code>{compact(row.preview)}</code></td>
                  <td><span class="tag" data-testid="stream-lab-step" data-step={row.step}>{tx(`stream.step.${row.step}`)}</span></td>
                  <td>{parsed(row.partialJson)}</td>
                  <td>{parsed(row.jsonParse)}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
      <Show when={pages() > 1}>
        <p class="pager">
          <button type="button" class="button small" disabled={page() === 0} onClick={() => props.onPage(page() - 1)}>{tx("stream.prev-page")}</button>
          <span>{tx("stream.page", { n: page() + 1, of: pages() })}</span>
          <button type="button" class="button small" disabled={page() >= pages() - 1} onClick={() => props.onPage(page() + 1)}>{tx("stream.next-page")}</button>
        </p>
      </Show>
    </div>
  );
}
