/**
 * The app's side of the pre-rendered first screen (`first-screen.ts`): when it starts, it takes the
 * screen out of the page, renders its own in the same task (no frame shows neither), and then gives
 * the keys and clicks the screen kept to the live page, so a person who pressed → or clicked a way
 * in before the code arrived gets what they asked for.
 */
import {
  ACTIVATION_KEYS,
  APP_STARTED,
  EARLY_INPUT,
  FIRST_SCREEN_MARK,
  type EarlyInput,
  type EarlyInputBox,
} from "./first-screen";

let shown = false;

/**
 * True when the page showed the pre-rendered screen before the app started: its first paint is
 * behind it, so what the app would hold back for a frame (the side pane) comes at once, as it was
 * on screen.
 */
export function firstScreenShown(): boolean {
  return shown;
}

/**
 * Empties `root` (the shell or the pre-rendered screen) and removes everything else the stamp put
 * in (the nodes beside it, the styles); returns the input the screen kept, oldest first.
 */
export function takeFirstScreen(root: HTMLElement): EarlyInput[] {
  (window as unknown as Record<string, boolean>)[APP_STARTED] = true;
  root.textContent = "";
  const stamped = root.hasAttribute(FIRST_SCREEN_MARK);
  root.removeAttribute(FIRST_SCREEN_MARK);
  root.inert = false;
  if (!stamped) return [];
  shown = true;
  for (const el of document.querySelectorAll(`[${FIRST_SCREEN_MARK}]`)) el.remove();
  const holder = window as unknown as Record<string, EarlyInputBox | undefined>;
  const box = Object.hasOwn(holder, EARLY_INPUT) ? holder[EARLY_INPUT] : undefined;
  delete holder[EARLY_INPUT];
  box?.stop();
  return box?.input ?? [];
}

/**
 * Gives each kept input to the live page: a key to the focused element (the app's keys listen on
 * the window), a click to whatever is now at its point (the live screen is laid out as the stamped
 * one was). A made-up key has no browser default, so Enter or Space on a focused button, which
 * the app leaves to the browser, presses it here.
 */
export function giveEarlyInput(input: readonly EarlyInput[]): void {
  for (const item of input) {
    if (item.kind === "click") {
      const target = document.elementFromPoint(item.x, item.y);
      if (target instanceof HTMLElement) target.click();
      continue;
    }
    const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
    const event = new KeyboardEvent("keydown", {
      key: item.key,
      code: item.code,
      shiftKey: item.shift,
      bubbles: true,
      cancelable: true,
    });
    const untouched = target.dispatchEvent(event);
    if (
      untouched &&
      ACTIVATION_KEYS.includes(item.key) &&
      (target.tagName === "BUTTON" || target.tagName === "SUMMARY")
    )
      target.click();
  }
}
