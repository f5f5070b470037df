import { createEffect, For, onCleanup, onMount } from "solid-js";
import { jsonLines, underAny } from "./json-lines";
import "./marked-json.css";

// Blocks waiting to be scrolled to their first marked line, all in one microtask: every position
// is read before any block scrolls, since a scroll leaves the layout dirty and the next block's
// read would lay the page out again. A block in a closed <details> (the §5 view's other setting) is
// scrolled when it opens: the browser does not lay out a closed details' content, so reading a
// position in it lays that block out on its own, each time, inside the step's task.
const pending = new Set<HTMLPreElement>();

function scrollToMark(pre: HTMLPreElement): void {
  if (!pending.size) queueMicrotask(scrollPending);
  pending.add(pre);
}

function scrollPending(): void {
  const shown = [...pending].filter((pre) => pre.isConnected && !pre.closest("details:not([open])"));
  pending.clear();
  const moves = shown.map((pre) => {
    const first = pre.querySelector("mark");
    return { pre, by: first ? first.getBoundingClientRect().top - pre.getBoundingClientRect().top - 24 : 0 };
  });
  for (const { pre, by } of moves) if (by) pre.scrollTop += by;
}

/**
 * Plain data as JSON text, its lines at `marked` paths (or inside them) marked: the differences a
 * frame names, shown where they are. Text only, never HTML; focusable and scrollable like `Code`,
 * and scrolled to its first marked line, which a long description would otherwise push out of view.
 */
export function MarkedJson(props: { value: unknown; marked: readonly string[]; label: string; testid?: string }) {
  let pre!: HTMLPreElement;
  const lines = () => jsonLines(props.value).map((line) => ({ text: line.text, marked: underAny(line, props.marked) }));
  createEffect(() => {
    lines();
    scrollToMark(pre);
  });
  onMount(() => {
    const details = pre.closest("details");
    const opened = () => details?.open && scrollToMark(pre);
    details?.addEventListener("toggle", opened);
    onCleanup(() => details?.removeEventListener("toggle", opened));
  });
  return (
    <pre ref={pre} class="code marked-json" tabindex="0" aria-label={props.label} data-testid={props.testid}>
      <For each={lines()}>
        {(line) =>
          line.marked ? (
            <mark class="changed-line">
              {line.text}
              {"\n"}
            </mark>
          ) : (
            <span>
              {line.text}
              {"\n"}
            </span>
          )
        }
      </For>
    </pre>
  );
}
