/**
 * Keys, read through the one command table (`commands.ts`). A key means what the table says in the
 * mode on screen, and runs the handler the layout owning that mode bound: a hidden layout's keys
 * are never live, whatever is mounted.
 */
import { onCleanup, type Accessor } from "solid-js";
import { commandFor, RELAYED_KEYS, type CommandId } from "./commands";
import type { ModeKind } from "./modes";

/** What a command does in one mode; `key` is the key that ran it (which stage, which option). */
export type CommandHandler = (key: string) => void;

/** Handlers for some of a mode's commands. */
export type CommandHandlers = Partial<Record<CommandId, CommandHandler>>;

// Bound handlers, newest last: a layout binds when it mounts and is unbound when it unmounts.
const bindings: { mode: ModeKind; handlers: CommandHandlers }[] = [];

/** Binds `handlers` for `mode` while the calling component lives. */
export function bindCommands(mode: ModeKind, handlers: CommandHandlers): void {
  const entry = { mode, handlers };
  bindings.push(entry);
  onCleanup(() => bindings.splice(bindings.indexOf(entry) >>> 0, 1));
}

/** Runs `key` in `mode`; true when a command took it. */
export function runKey(key: string, mode: ModeKind): boolean {
  const command = commandFor(key, mode);
  if (!command) return false;
  for (let i = bindings.length - 1; i >= 0; i--) {
    const b = bindings[i]!;
    const handler = b.mode === mode ? b.handlers[command.id] : undefined;
    if (handler) {
      handler(key);
      return true;
    }
  }
  return false;
}

/**
 * A key an audience window sent (a clicker in the room): run in the presenter's mode, if the
 * protocol allows it at all. The presenter's window calls this for each relayed key.
 */
export function runRelayedKey(key: string, mode: ModeKind): boolean {
  return RELAYED_KEYS.has(key) && runKey(key, mode);
}

/** Inputs whose keys are their own (typing, sliding); a checkbox is not one of them. */
const TEXT_INPUTS = new Set(["text", "search", "number", "email", "url", "password", "tel", "range", "date", "time"]);

/** True when every key belongs to the focused control (typing, choosing, sliding). */
function ownsKeys(el: HTMLElement | null): boolean {
  if (!el || !(el instanceof Element)) return false;
  if (el.isContentEditable || el.tagName === "SELECT" || el.tagName === "TEXTAREA") return true;
  // Monaco takes its keys through an EditContext on a plain element (Chromium), not a textarea.
  if (el.closest(".monaco-editor")) return true;
  return el.tagName === "INPUT" && TEXT_INPUTS.has((el as HTMLInputElement).type);
}

// How the focused element got focus. A button clicked with the mouse keeps focus, but the person's
// next Space or Enter is meant for the lab (play, check), not for pressing that button again.
let lastInput: "pointer" | "key" = "key";
let focusedByPointer = false;

/** True when the last thing the person did was point (a click, a tap), not a key. */
export function lastInputWasPointer(): boolean {
  return lastInput === "pointer";
}

/**
 * True when `key` (Space or Enter) already means something on the focused element, reached by
 * keyboard: pressing a button or link, ticking a box. Enter on a radio button means nothing (there
 * is no form to send), so in the self-test it checks the answer.
 */
function ownsActivation(el: HTMLElement | null, key: string): boolean {
  if (!el || (key !== " " && key !== "Enter")) return false;
  // A box or option keeps Space however it got focus (ticking one in the faults menu, then the next).
  if (key === " " && el.tagName === "INPUT") return true;
  if (focusedByPointer) return false;
  if (["BUTTON", "SUMMARY"].includes(el.tagName) || el.getAttribute("role") === "button") return true;
  return key === " " ? el.tagName === "INPUT" : el.tagName === "A";
}

/**
 * Listens for keys for the page's life: each one is looked up in the table for `mode()`. Ignored
 * while typing or choosing in a form control, with modifier keys (browser shortcuts stay intact),
 * and, but for `?`, inside an open dialog. Space and Enter on a control reached by keyboard keep
 * their usual meaning.
 */
export function installKeyboard(mode: Accessor<ModeKind>): void {
  const onPointer = () => (lastInput = "pointer");
  const onFocus = () => (focusedByPointer = lastInput === "pointer");
  const onKey = (event: KeyboardEvent) => {
    lastInput = "key";
    const target = event.target as HTMLElement | null;
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || ownsKeys(target)) return;
    if (ownsActivation(target, event.key)) return;
    const command = commandFor(event.key, mode());
    if (!command) return;
    if (target instanceof Element && target.closest("dialog[open]") && command.id !== "help") return;
    if (runKey(event.key, mode())) event.preventDefault();
  };
  document.addEventListener("pointerdown", onPointer, true);
  document.addEventListener("focusin", onFocus, true);
  window.addEventListener("keydown", onKey);
  onCleanup(() => {
    document.removeEventListener("pointerdown", onPointer, true);
    document.removeEventListener("focusin", onFocus, true);
    window.removeEventListener("keydown", onKey);
  });
}
