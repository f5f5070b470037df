/**
 * How the playground shows values that grow without bound — a 10,000-entry folder, 200,000
 * returned names, a 5 MB tool name — without handing the browser more than a screen can use.
 * Pure functions: no Solid, no DOM.
 */

/** Rows a paged list adds per press of "Show next". */
export const PAGE_ROWS = 200;

/**
 * Longest list that may be shown whole with one press: past it, "Show all" would cost the page
 * seconds without a painted frame (a 10,000-entry folder), so only "Show next" is offered.
 */
export const SHOW_ALL_MAX = 2_000;

/** Characters of one name (a tool name, a returned name) shown before it is clipped: past any real file name (255). */
export const NAME_CHARS = 300;

/** Characters of one block of text or JSON shown before it is clipped. */
export const TEXT_CHARS = 20_000;

/** Which end of a list stays in view: a folder starts at its top, a chat at its newest message. */
export type ListEnd = "start" | "end";

/** The `[from, to)` range of `total` items that a list showing `limit` of them renders. */
export function visibleRange(total: number, limit: number, keep: ListEnd = "start"): [number, number] {
  const n = Math.max(0, Math.min(total, limit));
  return keep === "start" ? [0, n] : [total - n, total];
}

/** The limit after one press of "Show next": `step` more rows, never past the end. */
export function nextLimit(limit: number, total: number, step = PAGE_ROWS): number {
  return Math.min(total, Math.max(limit, 0) + step);
}

/** True when the rest of the list may be shown with one press (see SHOW_ALL_MAX). */
export function canShowAll(total: number, max = SHOW_ALL_MAX): boolean {
  return total <= max;
}

/** A long text cut for display: what is shown, and how many characters are not. */
export interface Clipped {
  head: string;
  hidden: number;
}

/**
 * `text` cut to `max` characters for display. The cut never splits a surrogate pair, so the shown
 * part is still well-formed text; `hidden` counts the UTF-16 units left out.
 */
export function clipText(text: string, max: number): Clipped {
  if (text.length <= max) return { head: text, hidden: 0 };
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return { head: text.slice(0, end), hidden: text.length - end };
}

let collator: Intl.Collator | undefined;
/**
 * The English collator, made on first use rather than when this module loads: the page's first
 * collator loads ICU's collation data on the main thread, and frame 1 sorts nothing.
 */
const english = () => (collator ??= new Intl.Collator("en"));

/** Makes the collator when the page is next idle, so the Execution stage's first list does not wait for it. */
export function prepareNameOrder(): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => void english());
}

/**
 * True when `names` are in the order the chapter's tool sorts them (`localeCompare` in English).
 * One pass with a shared collator: a 200,000-name list is checked without sorting a copy.
 */
export function isSortedNames(names: readonly string[]): boolean {
  const order = english();
  for (let i = 1; i < names.length; i++) if (order.compare(names[i - 1]!, names[i]!) > 0) return false;
  return true;
}
