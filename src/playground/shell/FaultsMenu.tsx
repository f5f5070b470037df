import { createEffect, createSignal, For, onCleanup, onMount, Show } from "solid-js";
import { FAULT_IDS } from "../../engine/round/faults";
import { useLab } from "../state/context";
import { StrictSwitch } from "../player/StrictSwitch";
import { faultExplanation } from "./fault-lines";
import type { FaultWordKey } from "./fault-words";

/** One fault: its checkbox and label, with what it does (and needs) under it and as its tooltip. */
function FaultItem(props: { id: string; explain: string[] }) {
  const lab = useLab();
  return (
    <label class="fault" data-fault={props.id} title={props.explain.join(" ")}>
      <input type="checkbox" checked={lab.faults().includes(props.id)} onChange={() => lab.toggleFault(props.id)} />
      <span>
        {lab.t(`ui.fault.${props.id}`)}
        <For each={props.explain}>
          {(line) => (
            <small class="fault-hint" data-testid="fault-hint">
              {line}
            </small>
          )}
        </For>
      </span>
    </label>
  );
}

/** A drop-down of every fault; several can be on at once, variants of one fault exclude each other. */
export function FaultsMenu() {
  const lab = useLab();
  const [open, setOpen] = createSignal(false);
  const [opened, setOpened] = createSignal(false);
  createEffect(() => open() && setOpened(true));
  // The faults' lines load with the menu's first opening, not with the page (the first screen's budget).
  const [words, setWords] = createSignal<typeof import("./fault-words")>();
  createEffect(() => opened() && !words() && void import("./fault-words").then((w) => setWords(() => w)));
  const explain = (id: string): string[] => {
    const w = words();
    return w ? faultExplanation(id).map((key) => w.faultText(lab.lang(), key as FaultWordKey)) : [];
  };
  let root!: HTMLDivElement;
  let toggle!: HTMLButtonElement;
  // Escape closes the menu and puts focus back on its button, never on a hidden checkbox.
  const close = () => {
    setOpen(false);
    toggle.focus();
  };
  const onOutside = (e: MouseEvent) => root && !root.contains(e.target as Node) && setOpen(false);
  onMount(() => {
    document.addEventListener("click", onOutside);
    onCleanup(() => document.removeEventListener("click", onOutside));
  });

  return (
    <div class="faults" ref={root} onKeyDown={(e) => e.key === "Escape" && open() && close()}>
      <button
        ref={toggle}
        type="button"
        class="button"
        data-testid="faults-button"
        aria-expanded={open()}
        aria-controls="faults-list"
        onClick={() => setOpen(!open())}
      >
        {lab.t("ui.faults")}{" "}
        <Show when={lab.faults().length > 0}>
          <span class="badge">{lab.faults().length}</span>
        </Show>
      </button>
      <div
        id="faults-list"
        class="faults-list"
        data-testid="faults-menu"
        hidden={!open()}
        role="group"
        aria-label={lab.t("ui.faults")}
      >
        {/* Built on first opening: nothing to pay for on the first frame. */}
        <Show when={opened()}>
          {/* Not a fault: a setting of the Tool, kept beside them so the header stays one row. First,
              so the faults' explanations never push it below the menu's edge. */}
          <StrictSwitch testid="strict-switch" />
          <div class="menu-separator" role="separator" />
          <For each={FAULT_IDS}>{(id) => <FaultItem id={id} explain={explain(id)} />}</For>
        </Show>
      </div>
    </div>
  );
}
