import { createEffect, For } from "solid-js";
import { jsonLines, underAny } from "./json-lines";

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
    queueMicrotask(() => {
      const first = pre.querySelector("mark");
      if (first) pre.scrollTop += first.getBoundingClientRect().top - pre.getBoundingClientRect().top - 24;
    });
  });
  return (
    <pre ref={pre} class="code marked-json" tabindex="0" aria-label={props.label} data-testid={props.testid}>
      <For each={lines()}>{(line) => (line.marked ? <mark class="changed-line">{line.text}{"\n"}</mark> : <span>{line.text}{"\n"}</span>)}</For>
    </pre>
  );
}
