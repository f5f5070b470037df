/**
 * Inlined into the built index.html after `#root` (`scripts/build/first-screen.ts`) as a classic script,
 * run while the page is parsed: on a first, plain visit it puts the pre-rendered first screen
 * (`first-screen.ts`) into the page before its first paint. Any other visit is left to the app.
 */
import { browserSessionStorage, browserStorage } from "../state/storage";
import { COMMANDS } from "../commands";
import {
  ACTIVATION_KEYS,
  CHANGES_ID,
  EARLY_INPUT,
  FIRST_SCREEN_MARK,
  MODAL_MARK,
  STYLE_TEMPLATE_ID,
  templateId,
  variantName,
  type EarlyInput,
  type EarlyInputBox,
  type ScreenChange,
  type VariantChanges,
} from "./first-screen";
import { firstScreenVariant } from "./first-screen-variant";
import { insertAppCode, insertAppCodeAfterPaint } from "./app-code";

/** A template's content by id, copied; none when the build wrote no such template. */
function copyOf(id: string): DocumentFragment | undefined {
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
 * Puts the screen for this page in, inert and marked, with the styles it needs, and keeps early
 * input; false when this page gets none.
 */
function stamp(root: HTMLElement): boolean {
  const variant = firstScreenVariant(location.search, browserStorage(), browserSessionStorage());
  const screen = variant && copyOf(templateId(variant.lang));
  const styles = copyOf(STYLE_TEMPLATE_ID);
  const data = document.getElementById(CHANGES_ID)?.textContent;
  if (!variant || !screen || !styles || !data) return false;
  const variants = JSON.parse(data) as Record<string, VariantChanges>;
  const own = Object.hasOwn(variants, variantName(variant)) ? variants[variantName(variant)] : undefined;
  const containers = [...screen.children];
  if (!own || containers.length !== 2) return false;
  applyChanges(containers, own.changes);
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

const root = document.getElementById("root");
let stamped = false;
try {
  stamped = root !== null && stamp(root);
} catch {
  // Changes that do not fit the template fail before the page is touched, and leave the shell; the
  // app replaces whatever is in `#root` when it starts.
}
// The screen's own paint first, then the app's code; without a screen, the code at once (the head
// put it in already on any but a plain visit: once only).
if (stamped) insertAppCodeAfterPaint();
else insertAppCode();
