import { Show } from "solid-js";
import { showControls } from "../../text/visible";

/** Plain data or code as text — never as HTML — in a focusable, scrollable block. */
export function Code(props: { value: unknown; label: string; class?: string }) {
  const text = () => showControls(typeof props.value === "string" ? props.value : props.value === undefined ? "undefined" : JSON.stringify(props.value, null, 2));
  return (
    <pre class={`code ${props.class ?? ""}`} tabindex="0" aria-label={props.label}>
      {text()}
    </pre>
  );
}

/** A titled panel. */
export function Panel(props: { title: string; children: unknown; class?: string; note?: string }) {
  return (
    <section class={`panel ${props.class ?? ""}`}>
      <h3>{props.title}</h3>
      <Show when={props.note}><p class="note">{props.note}</p></Show>
      {props.children as never}
    </section>
  );
}
