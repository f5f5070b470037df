import { onCleanup } from "solid-js";
import type { LabStore } from "./state/store";
import { STAGE_KEYS } from "./state/store";

/** Inputs whose keys are their own (typing, sliding); a checkbox is not one of them. */
const TEXT_INPUTS = new Set(["text", "search", "number", "email", "url", "password", "tel", "range", "date", "time"]);

/** True when every key belongs to the focused control (typing, choosing, sliding), not to stepping. */
function ownsKeys(el: HTMLElement | null): boolean {
  if (!el) return false;
  if (el.isContentEditable || el.tagName === "SELECT" || el.tagName === "TEXTAREA") return true;
  // Monaco takes its keys through an EditContext on a plain element (Chromium), not a textarea.
  // (A key sent to the window itself has no element to look around.)
  if (el instanceof Element && el.closest(".monaco-editor")) return true;
  return el.tagName === "INPUT" && TEXT_INPUTS.has((el as HTMLInputElement).type);
}

/** True when Space already means something on the focused element (pressing a button, ticking a box). */
function ownsSpace(el: HTMLElement | null): boolean {
  return !!el && (["BUTTON", "SUMMARY", "INPUT"].includes(el.tagName) || el.getAttribute("role") === "button");
}

/**
 * Keys for stepping: ←/→, Home/End, Space (play/pause), 1–8 (stages), P (projector mode),
 * S (present: open the audience window), ? (the list of keys).
 * Ignored while typing or sliding in a form control, and with modifier keys (browser shortcuts
 * stay intact). Space on a focused button or checkbox keeps its usual meaning.
 */
export function installKeyboard(lab: LabStore, toggleHelp: () => void, present?: () => void): void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || ownsKeys(target)) return;
    if (event.key === " " && ownsSpace(target)) return;
    const stage = Object.hasOwn(STAGE_KEYS, event.key) ? STAGE_KEYS[event.key] : undefined;
    const actions: Record<string, () => void> = {
      ArrowRight: () => lab.step(1),
      ArrowLeft: () => lab.step(-1),
      Home: () => lab.go(0),
      End: () => lab.go(lab.total() - 1),
      " ": () => lab.togglePlay(),
      "?": toggleHelp,
      p: () => lab.toggleProjector(),
      P: () => lab.toggleProjector(),
      s: () => present?.(),
      S: () => present?.(),
    };
    const action = stage ? () => lab.goStage(stage) : Object.hasOwn(actions, event.key) ? actions[event.key] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };
  window.addEventListener("keydown", onKey);
  onCleanup(() => window.removeEventListener("keydown", onKey));
}
