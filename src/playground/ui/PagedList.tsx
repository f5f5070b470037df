import { createMemo, createSignal, For, onCleanup, onMount, Show, type Accessor, type JSX } from "solid-js";
import { canShowAll, nextLimit, PAGE_ROWS, visibleRange, type ListEnd } from "../long-values";
import { useLab } from "../state/context";

/** A list shown a page at a time: the rows on screen, and how to show more. */
export interface Paging<T> {
  /** The rows to render now (at most the limit). */
  shown: Accessor<readonly T[]>;
  /** Index in the whole list of the first shown row. */
  from: Accessor<number>;
  total: Accessor<number>;
  /** Rows not rendered. */
  hidden: Accessor<number>;
  more(): void;
  all(): void;
  /** Shows exactly `rows` rows (the room following the presenter's "Show next"). */
  showRows(rows: number): void;
}

/**
 * The DOM side of a paged list, for a window that mirrors another (the room): each list's controls
 * carry its label and the rows it shows, say `PAGED_EVENT` (bubbling) when those change, and take
 * `SHOW_ROWS_EVENT` (detail: a row count) to show that many.
 */
export const PAGED_LIST = '[data-testid="page-controls"]';
export const PAGED_EVENT = "lab:paged";
export const SHOW_ROWS_EVENT = "lab:show-rows";

/**
 * Pages `items`: only `step` rows at first, more on request. The limit is kept while the same
 * view steps through frames, so a person who showed 400 rows still sees 400 on the next frame.
 */
export function createPaging<T>(items: Accessor<readonly T[]>, keep: ListEnd = "start", step = PAGE_ROWS): Paging<T> {
  const [limit, setLimit] = createSignal(step);
  const total = () => items().length;
  const range = createMemo(() => visibleRange(total(), limit(), keep));
  // Sliced only when something is hidden: the common short list keeps its own array (and identity).
  const shown = createMemo(() => (range()[1] - range()[0] === total() ? items() : items().slice(...range())));
  return {
    shown,
    from: () => range()[0],
    total,
    hidden: () => total() - (range()[1] - range()[0]),
    more: () => setLimit((l) => nextLimit(l, total(), step)),
    all: () => setLimit(total()),
    showRows: (rows) => setLimit(Math.max(step, Math.min(rows, total()))),
  };
}

/**
 * "Showing 200 of 10,000" with "Show next 200" (and "Show all" when that stays cheap). Nothing is
 * rendered for a list shown whole. Keyboard: plain buttons; when the last press shows everything
 * the buttons go, so focus moves to the status line rather than being dropped on the page.
 */
export function PageControls(props: { paging: Paging<unknown>; label: string; keep?: ListEnd }) {
  const lab = useLab();
  const count = (n: number) => n.toLocaleString(lab.lang());
  let status!: HTMLParagraphElement;
  let root!: HTMLDivElement;
  const show = (how: "more" | "all") => {
    props.paging[how]();
    root.dispatchEvent(new Event(PAGED_EVENT, { bubbles: true }));
    if (props.paging.hidden() === 0) status.focus();
  };
  const follow = (event: Event) => {
    const rows = (event as CustomEvent<unknown>).detail;
    if (typeof rows === "number") props.paging.showRows(rows);
  };
  onMount(() => root.addEventListener(SHOW_ROWS_EVENT, follow));
  onCleanup(() => root.removeEventListener(SHOW_ROWS_EVENT, follow));
  return (
    <div
      class="page-controls"
      data-testid="page-controls"
      ref={root}
      data-page-label={props.label}
      data-rows={props.paging.total() - props.paging.hidden()}
    >
      <p class="note" ref={status} tabindex="-1">
        {lab.t("ui.list.showing", {
          label: props.label,
          shown: count(props.paging.total() - props.paging.hidden()),
          total: count(props.paging.total()),
        })}
      </p>
      <Show when={props.paging.hidden() > 0}>
        <button type="button" class="button small" data-testid="page-next" onClick={() => show("more")}>
          {lab.t(props.keep === "end" ? "ui.list.earlier" : "ui.list.next", {
            n: count(Math.min(PAGE_ROWS, props.paging.hidden())),
          })}
        </button>
        <Show when={canShowAll(props.paging.total())}>
          <button type="button" class="button small" data-testid="page-all" onClick={() => show("all")}>
            {lab.t("ui.list.all", { n: count(props.paging.total()) })}
          </button>
        </Show>
      </Show>
    </div>
  );
}

/**
 * A `<ul>`/`<ol>` of `items` rendered a page at a time (see createPaging), its controls after it.
 * Short lists render exactly as a plain list: the controls appear only for a list longer than a page.
 */
export function PagedList<T>(props: {
  items: readonly T[];
  label: string;
  class?: string;
  ordered?: boolean;
  testid?: string;
  children: (item: T) => JSX.Element;
}) {
  const paging = createPaging(() => props.items);
  const rows = () => <For each={paging.shown()}>{(item) => props.children(item)}</For>;
  return (
    <>
      <Show
        when={props.ordered}
        fallback={
          <ul class={props.class} aria-label={props.label} data-testid={props.testid}>
            {rows()}
          </ul>
        }
      >
        <ol class={props.class} aria-label={props.label} data-testid={props.testid}>
          {rows()}
        </ol>
      </Show>
      {/* Kept once the list is paged, shown whole or not: its status takes the focus after "Show all",
          and a mirroring window reads its row count. */}
      <Show when={paging.total() > PAGE_ROWS}>
        <PageControls paging={paging as Paging<unknown>} label={props.label} />
      </Show>
    </>
  );
}
