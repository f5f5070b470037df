import { createEffect, createSignal, For, onCleanup, onMount, Show } from "solid-js";
import { FAULT_IDS } from "../../engine/round/faults";
import { useLab } from "../state/context";
import { StrictSwitch } from "../player/StrictSwitch";
import { faultExplanation } from "./fault-lines";

/** A drop-down of every fault; several can be on at once, variants of one fault exclude each other. */
export function FaultsMenu() {
  const lab = useLab();
  const [open, setOpen] = createSignal(false);
  const [opened, setOpened] = createSignal(false);
  createEffect(() => open() && setOpened(true));
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
          <For each={FAULT_IDS}>
            {(id) => (
              <label
                class="fault"
                data-fault={id}
                title={faultExplanation(id)
                  .map((key) => lab.t(key))
                  .join(" ")}
              >
                <input type="checkbox" checked={lab.faults().includes(id)} onChange={() => lab.toggleFault(id)} />
                <span>
                  {lab.t(`ui.fault.${id}`)}
                  <For each={faultExplanation(id)}>
                    {(key) => (
                      <small class="fault-hint" data-testid="fault-hint">
                        {lab.t(key)}
                      </small>
                    )}
                  </For>
                </span>
              </label>
            )}
          </For>
          {/* Not a fault: a setting of the Tool, kept beside them so the header stays one row. */}
          <div class="menu-separator" role="separator" />
          <StrictSwitch testid="strict-switch" />
        </Show>
      </div>
    </div>
  );
}
