import { createEffect, createSignal, Show } from "solid-js";
import { Dynamic } from "solid-js/web";
import type { ModeKind } from "../../modes";
import { useLab } from "../../state/context";
import { MODE_LAYOUTS, showsMode } from "./registry";

/** One mode's layout in the page, for as long as its entry keeps it (`mounted`), hidden when not shown. */
export function ModeMount(props: { kind: ModeKind; painted: boolean }) {
  const lab = useLab();
  const entry = () => MODE_LAYOUTS[props.kind];
  const shown = () => showsMode(props.kind, lab.mode().kind);
  const [opened, setOpened] = createSignal(false);
  createEffect(() => shown() && setOpened(true));
  const mounted = () => {
    const when = entry().mounted;
    return when === "always" || (when === "opened" ? opened() || shown() : shown());
  };
  return (
    <Show when={mounted() && entry().Layout}>
      {(Layout) => <Dynamic component={Layout()} shown={shown()} painted={props.painted} />}
    </Show>
  );
}
