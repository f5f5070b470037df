import { onCleanup } from "solid-js";
import type { LabStore } from "./state/store";
import { STAGE_KEYS } from "./state/store";

/** True when a key press belongs to a form control, not to stepping. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName);
}

/**
 * Keys for stepping: ←/→, Home/End, Space (play/pause), 1–8 (stages), ? (the list of keys).
 * Ignored while typing in a form control, and with modifier keys (browser shortcuts stay intact).
 */
export function installKeyboard(lab: LabStore, toggleHelp: () => void): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    const stage = STAGE_KEYS[event.key];
    const actions: Record<string, () => void> = {
      ArrowRight: () => lab.step(1),
      ArrowLeft: () => lab.step(-1),
      Home: () => lab.go(0),
      End: () => lab.go(lab.total() - 1),
      " ": () => lab.togglePlay(),
      "?": toggleHelp,
    };
    const action = stage ? () => lab.goStage(stage) : actions[event.key];
    if (!action) return;
    // Space on a focused button would also click it: handle it once, here.
    event.preventDefault();
    action();
  };
  window.addEventListener("keydown", onKey);
  onCleanup(() => window.removeEventListener("keydown", onKey));
}
