/**
 * Puts a pre-rendered screen into the page before the app has started: the first screen of a plain
 * visit (`first-screen-stamp.ts`) or a shared link's frame (`link-screen.ts`). Run by the built
 * page's inline scripts, so small, with no Solid.
 */
import { COMMANDS } from "../commands";
import {
  ACTIVATION_KEYS,
  EARLY_INPUT,
  FIRST_SCREEN_MARK,
  MODAL_MARK,
  STYLE_TEMPLATE_ID,
  type EarlyInput,
  type EarlyInputBox,
  type ScreenChange,
  type VariantChanges,
} from "./first-screen";

/** A template's content by id, copied; none when the build wrote no such template. */
export function copyOf(id: string): DocumentFragment | undefined {
  const template = document.getElementById(id);
  return template instanceof HTMLTemplateElement ? (template.content.cloneNode(true) as DocumentFragment) : undefined;
}

/** Applies a variant's changes to the two containers (`#root`'s part, the nodes beside it). */
function applyChanges(containers: Node[], changes: ScreenChange[]): void {
  for (const [[part, ...path], name, value] of changes) {
    let node: Node | undefined = containers[part!];
    for (const i of path) node = node?.childNodes[i];
    if (!node) throw new Error(`first screen: no node at ${[part, ...path].join(".")}`);
    if (name === "#text") (node as CharacterData).data = value ?? "";
    else if (value === null) (node as Element).removeAttribute(name);
    else (node as Element).setAttribute(name, value);
  }
}

/** The keys the app may take: the command table's, and those that press a focused button. */
const APP_KEYS = new Set([...COMMANDS.flatMap((c) => c.keys), ...ACTIVATION_KEYS]);

/**
 * Keeps the keys and clicks meant for the screen until the app takes them (`giveEarlyInput`).
 * Any other key, and any with Ctrl, Alt or ⌘, is the browser's, as it is for the app's own keys; a
 * click a key made (`detail` 0) is that key's, kept once already.
 */
function keepEarlyInput(): void {
  const input: EarlyInput[] = [];
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey || !APP_KEYS.has(e.key)) return;
    e.preventDefault();
    input.push({ kind: "key", key: e.key, code: e.code, shift: e.shiftKey });
  };
  const onClick = (e: MouseEvent) => void (e.detail > 0 && input.push({ kind: "click", x: e.clientX, y: e.clientY }));
  addEventListener("keydown", onKey, true);
  addEventListener("click", onClick, true);
  const box: EarlyInputBox = {
    input,
    stop() {
      removeEventListener("keydown", onKey, true);
      removeEventListener("click", onClick, true);
    },
  };
  (window as unknown as Record<string, EarlyInputBox>)[EARLY_INPUT] = box;
}

/**
 * Puts `screen` (two containers: `#root`'s part, the nodes beside it) into the page with `own`'s
 * changes, inert and marked, with the styles it needs, and keeps early input. False, with the page
 * untouched, when the screen or the styles are not there or the changes do not fit.
 */
export function stampScreen(root: HTMLElement, screen: DocumentFragment, own: VariantChanges): boolean {
  const styles = copyOf(STYLE_TEMPLATE_ID);
  const containers = [...screen.children];
  if (!styles || containers.length !== 2) return false;
  try {
    applyChanges(containers, own.changes);
  } catch {
    // Changes that do not fit the screen fail before the page is touched; the app replaces `#root`.
    return false;
  }
  for (const [name, value] of Object.entries(own.page)) document.documentElement.setAttribute(name, value);
  for (const style of styles.children) style.setAttribute(FIRST_SCREEN_MARK, "");
  document.head.append(styles);
  root.replaceChildren(...containers[0]!.childNodes);
  const beside = [...containers[1]!.children];
  for (const el of [root, ...beside]) {
    el.setAttribute(FIRST_SCREEN_MARK, "");
    (el as HTMLElement).inert = true;
  }
  document.body.append(...beside);
  // A modal dialog (the start card) is modal only through `showModal`: the build wrote it closed.
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog[${MODAL_MARK}]`)) {
    dialog.removeAttribute(MODAL_MARK);
    dialog.showModal();
  }
  keepEarlyInput();
  return true;
}
