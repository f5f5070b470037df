import { Show } from "solid-js";
import { showControls } from "../../text/visible";
import { clipText } from "../long-values";
import { useLab } from "../state/context";

/**
 * A text that may be huge (a 5 MB tool name, a 2 MB tool result), shown up to `max` characters
 * with the rest counted in words. Laying out megabytes of one text node costs the page seconds
 * without a painted frame, and nobody reads past the first screen of it.
 */
export function Clipped(props: { text: string; max: number }) {
  const lab = useLab();
  const cut = () => clipText(props.text, props.max);
  return (
    <>
      {showControls(cut().head)}
      <Show when={cut().hidden > 0}>
        <span class="clipped" data-testid="clipped">
          {lab.t("ui.clip.more", {
            n: cut().hidden.toLocaleString(lab.lang()),
            total: props.text.length.toLocaleString(lab.lang()),
          })}
        </span>
      </Show>
    </>
  );
}
