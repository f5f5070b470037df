/**
 * The stage pane's scroll, and how many rows its long lists show, shared with the room. The presenter's console and the projector differ
 * in size and type, so the place is said as a fraction of the pane's scrollable height: the end of
 * the console's stage is the end of the room's, whatever lies between.
 */
import { createEffect, on, onCleanup, type Accessor } from "solid-js";
import { MAX_SCROLL_BOXES, type StageScroll } from "./protocol";
import { PAGED_EVENT, PAGED_LIST, SHOW_ROWS_EVENT } from "../ui/PagedList";

/** The element the stage is shown in (the player's and the audience's layouts both have one). */
const STAGE_PANE = ".stage-pane";

/** How far down `pane` is, as a fraction (0–1) of how far it can go; 0 when it cannot scroll. */
export function scrollFraction(pane: Element): number {
  const range = pane.scrollHeight - pane.clientHeight;
  return range > 0 ? Math.min(1, Math.max(0, pane.scrollTop / range)) : 0;
}

/** Puts `pane` at `top` (a fraction of its range). */
export function scrollToFraction(pane: Element, top: number): void {
  pane.scrollTop = Math.round(top * Math.max(0, pane.scrollHeight - pane.clientHeight));
}

/** The scrolling boxes inside a stage: the code boxes (`Code`), each labelled for screen readers. */
const BOX = "pre.code";

/**
 * The elements of `pane` that `selector` finds, each with a key both windows give it alike: its label
 * (the attribute `label`) and how many of that label come before it (the console and the room draw
 * the same stage view, but not the same things around it, so a plain index could name another).
 */
function keyed(pane: Element, selector: string, label: string): [key: string, element: Element][] {
  const seen = new Map<string, number>();
  return [...pane.querySelectorAll(selector)].slice(0, MAX_SCROLL_BOXES).map((element) => {
    const name = element.getAttribute(label) ?? "";
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    return [`${name}#${n}`, element];
  });
}

/** The code boxes inside `pane`, keyed by their label (see `keyed`). */
export function stageBoxes(pane: Element): [key: string, box: Element][] {
  return keyed(pane, BOX, "aria-label");
}

/** The paged lists inside `pane`, keyed by their label (see `keyed`). */
function stageLists(pane: Element): [key: string, controls: Element][] {
  return keyed(pane, PAGED_LIST, "data-page-label");
}

/** How many rows each paged list of `pane` shows. */
function pagePlaces(pane: Element): [string, number][] {
  return stageLists(pane).map(([key, controls]) => [key, Number(controls.getAttribute("data-rows"))]);
}

/** Where each box of `pane` that can scroll is, as a fraction. */
function boxPlaces(pane: Element): [string, number][] {
  return stageBoxes(pane)
    .filter(([, box]) => box.scrollHeight > box.clientHeight)
    .map(([key, box]) => [key, scrollFraction(box)]);
}

/**
 * The presenter's side: each scroll of a visible stage pane is sent (once per animation frame, the
 * rate the screen shows it), and so is the pane's place after each new frame is painted. Call inside
 * a Solid root; it stops with the root.
 */
export function watchStageScroll(frame: Accessor<number>, send: (place: StageScroll) => void): void {
  let queued = 0;
  const report = () => {
    queued = 0;
    // The shown pane: a hidden layout (a self-test over the stage) keeps its own, with no box.
    const pane = [...document.querySelectorAll(STAGE_PANE)].find((el) => el.getClientRects().length > 0);
    if (!pane) return;
    const pages = pagePlaces(pane);
    send({ frame: frame(), top: scrollFraction(pane), boxes: boxPlaces(pane), ...(pages.length ? { pages } : {}) });
  };
  const queue = () => {
    if (!queued) queued = requestAnimationFrame(report);
  };
  // Scroll events do not bubble; caught on the way down, they are seen for any pane the layout makes,
  // and for any box inside one.
  const onScroll = (event: Event) =>
    event.target instanceof Element &&
    (event.target.matches(STAGE_PANE) || (event.target.matches(BOX) && event.target.closest(STAGE_PANE))) &&
    queue();
  document.addEventListener("scroll", onScroll, { capture: true, passive: true });
  // "Show next 200" changes what the room must show, and often no scroll follows it.
  document.addEventListener(PAGED_EVENT, queue);
  createEffect(on(frame, queue, { defer: true }));
  onCleanup(() => {
    document.removeEventListener("scroll", onScroll, { capture: true });
    document.removeEventListener(PAGED_EVENT, queue);
    cancelAnimationFrame(queued);
  });
}

/**
 * The audience's side: `pane` follows `place` while the room shows the frame it was sent for. It is
 * applied again whenever the stage's content changes size (a frame painted after the place arrived,
 * a font that loaded late), since the same fraction is then another offset.
 */
export function followStageScroll(
  pane: HTMLElement,
  place: Accessor<StageScroll | undefined>,
  frame: Accessor<number>,
): void {
  const apply = () => {
    const p = place();
    if (!p || p.frame !== frame()) return;
    // Rows first: the lists' length decides where the fractions below land.
    const pages = new Map(p.pages ?? []);
    for (const [key, controls] of stageLists(pane)) {
      const rows = pages.get(key);
      if (rows !== undefined && rows !== Number(controls.getAttribute("data-rows")))
        controls.dispatchEvent(new CustomEvent(SHOW_ROWS_EVENT, { detail: rows }));
    }
    scrollToFraction(pane, p.top);
    const boxes = new Map(p.boxes ?? []);
    for (const [key, box] of stageBoxes(pane)) {
      const top = boxes.get(key);
      if (top !== undefined) scrollToFraction(box, top);
    }
  };
  createEffect(on([place, frame], () => requestAnimationFrame(apply)));
  const resized = new ResizeObserver(apply);
  resized.observe(pane);
  for (const child of pane.children) resized.observe(child);
  // The stage view is replaced as frames change: watch whatever the pane holds now.
  const added = new MutationObserver(() => {
    for (const child of pane.children) resized.observe(child);
  });
  added.observe(pane, { childList: true });
  onCleanup(() => {
    resized.disconnect();
    added.disconnect();
  });
}
