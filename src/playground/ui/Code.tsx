import { Show } from "solid-js";
import { TEXT_CHARS } from "../long-values";
import { panelSpotlightId } from "./spot-ids";
import { useLab } from "../state/context";
import { Clipped } from "./Clipped";

/**
 * Plain data or code as text — never as HTML — in a focusable, scrollable block. Past TEXT_CHARS
 * it is clipped, its length said: a request body carrying a 2 MB tool result stays one screen.
 */
export function Code(props: { value: unknown; label: string; class?: string }) {
  const text = () =>
    typeof props.value === "string"
      ? props.value
      : props.value === undefined
        ? "undefined"
        : JSON.stringify(props.value, null, 2);
  return (
    <pre class={`code ${props.class ?? ""}`} tabindex="0" aria-label={props.label}>
      <Clipped text={text()} max={TEXT_CHARS} />
    </pre>
  );
}

/**
 * A titled panel. Each one can be pointed at in a presentation: its spotlight id names the stage
 * and its title's catalog key, so the room's window finds the same panel.
 */
export function Panel(props: { title: string; children: unknown; class?: string; note?: string }) {
  const lab = useLab();
  return (
    <section
      class={`panel ${props.class ?? ""}`}
      data-spotlight={panelSpotlightId(lab.frame()?.stage, props.title, lab.lang())}
    >
      <h3>{props.title}</h3>
      <Show when={props.note}>
        <p class="note">{props.note}</p>
      </Show>
      {props.children as never}
    </section>
  );
}
