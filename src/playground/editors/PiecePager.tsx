import { useEditorText } from "./EditorBits";

/** Previous/next buttons and "page n of m" under the piece table; `page` is already clamped. */
export function PiecePager(props: { page: number; pages: number; onPage(page: number): void }) {
  const tx = useEditorText();
  return (
    <p class="pager">
      <button
        type="button"
        class="button small"
        disabled={props.page === 0}
        onClick={() => props.onPage(props.page - 1)}
      >
        {tx("stream.prev-page")}
      </button>
      <span>{tx("stream.page", { n: props.page + 1, of: props.pages })}</span>
      <button
        type="button"
        class="button small"
        disabled={props.page >= props.pages - 1}
        onClick={() => props.onPage(props.page + 1)}
      >
        {tx("stream.next-page")}
      </button>
    </p>
  );
}
