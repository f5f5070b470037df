/**
 * The first screen of a plain first visit, built into index.html (`scripts/first-screen.ts`): the
 * build opens the built app in Chromium once per language and keeps what it shows — frame 1 with the
 * whole first trace, under the start card — as a `<template>`. This module is inlined into the page
 * as a classic script right after them (transpiled at build time: it imports nothing but types), so
 * the screen is in the page's first paint, before any of the app's code has arrived; the app
 * then replaces it with its own render of the same screen in one task (`main.tsx`).
 *
 * Only a visit the snapshot is right for gets it: no link (an empty query), and a browser where the
 * lab has kept nothing (no position, no dismissed start card, no scenario, draft or progress). Any
 * other visit shows the shell as before and the app opens where it should: never a wrong screen.
 * Keys and clicks meanwhile are kept and handed to the app when it takes over.
 */
import type { Lang } from "../text/langs";

/** Every key the lab keeps in localStorage starts with this (the one source: the keepers build their keys from it, so a first visit is told by its absence). */
export const KEPT_PREFIX = "tool-call-lab:";

/** The attribute on `#root` while the built first screen is on it (its value: the language). */
export const FIRST_SCREEN_ATTRIBUTE = "data-first-screen";

/** The id of the `<template>` holding `lang`'s first screen. */
export const firstScreenId = (lang: Lang): string => `first-screen-${lang}`;

/** The browser's preferred language among the two, for a first visit. */
export function browserLang(languages: readonly string[]): Lang {
  return languages.some((l) => l.toLowerCase().startsWith("zh")) ? "zh-CN" : "en";
}

/** The theme the system asks for, for a first visit. */
export function systemTheme(): "light" | "dark" {
  return globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/**
 * The language of the built first screen this visit may show, or undefined when it may show none:
 * a link, anything kept by the lab, or storage that cannot be read (the app decides then).
 */
export function firstScreenLang(search: string, storage: Pick<Storage, "key" | "length"> | undefined, languages: readonly string[]): Lang | undefined {
  if (search.replace(/^\?/, "") !== "" || !storage) return undefined;
  try {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(KEPT_PREFIX)) return undefined;
  } catch {
    return undefined;
  }
  return browserLang(languages);
}

/** A key pressed on the built screen, to be pressed again on the app's. */
export interface EarlyKey {
  key: string;
  shiftKey: boolean;
}

/** What happened on the built screen before the app took over. */
export interface EarlyInput {
  keys: EarlyKey[];
  /** Each click as the path of child indexes from `#root` to the element clicked. */
  clicks: number[][];
  stop(): void;
}

/** Where the page's script leaves the early input for the app. */
interface WithEarlyInput {
  __firstScreenInput?: EarlyInput;
}

/** The child indexes from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) path.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : 0);
  return path;
}

/** Keeps keys (but the browser's own shortcuts) and clicks on the built screen; nothing of them acts on it. */
function keepInput(root: Element): EarlyInput {
  const input: EarlyInput = { keys: [], clicks: [], stop: () => undefined };
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    input.keys.push({ key: event.key, shiftKey: event.shiftKey });
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    event.preventDefault();
    input.clicks.push(pathOf(root, target));
  };
  // A built start card is a real modal dialog: Escape must not close it before the app has it.
  const onCancel = (event: Event) => event.preventDefault();
  addEventListener("keydown", onKey, true);
  addEventListener("click", onClick, true);
  addEventListener("cancel", onCancel, true);
  input.stop = () => {
    removeEventListener("keydown", onKey, true);
    removeEventListener("click", onClick, true);
    removeEventListener("cancel", onCancel, true);
  };
  return input;
}

/** Puts `lang`'s built screen on `root` (the stylesheet is inline: it is styled in its first paint). */
function show(root: HTMLElement, lang: Lang, template: HTMLTemplateElement): void {
  root.setAttribute(FIRST_SCREEN_ATTRIBUTE, lang);
  const page = document.documentElement;
  page.lang = lang;
  page.dataset.theme = systemTheme();
  page.dataset.projector = "off";
  root.replaceChildren(template.content.cloneNode(true));
  root.querySelector<HTMLDialogElement>("dialog[data-first-screen-modal]")?.showModal();
  (window as WithEarlyInput).__firstScreenInput = keepInput(root);
}

/** Runs in the page, from index.html: shows the built first screen when this visit may have it. */
export function showFirstScreen(): void {
  let storage: Storage | undefined;
  try {
    storage = localStorage;
  } catch {
    storage = undefined;
  }
  const lang = firstScreenLang(location.search, storage, navigator.languages ?? [navigator.language]);
  const root = document.getElementById("root");
  const template = lang && document.getElementById(firstScreenId(lang));
  if (lang && root && template instanceof HTMLTemplateElement) show(root, lang, template);
}

/**
 * For the app, as it replaces the built screen: whether one is (or was about to be) on screen, and a
 * function that hands it the keys and clicks made meanwhile, once its own screen is in.
 */
export function takeFirstScreen(root: HTMLElement): { shown: boolean; replay: () => void } {
  const shown = root.hasAttribute(FIRST_SCREEN_ATTRIBUTE);
  root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  const input = (window as WithEarlyInput).__firstScreenInput;
  input?.stop();
  delete (window as WithEarlyInput).__firstScreenInput;
  return {
    shown,
    replay() {
      if (!input) return;
      // The built screen holds the portals (the start card) at the end of #root; the app's are in <body>.
      const top = [...root.children, ...[...document.body.children].filter((c) => c.tagName === "DIV" && c !== root)];
      for (const [first, ...rest] of input.clicks) {
        const target = rest.reduce<Element | undefined>((at, i) => at?.children[i], top[first ?? -1]);
        if (target instanceof HTMLElement) target.click();
      }
      for (const { key, shiftKey } of input.keys) replayKey(key, shiftKey);
    },
  };
}

/** Presses `key` again where the app's focus is: Escape closes an open modal, Enter or Space a focused button's click. */
function replayKey(key: string, shiftKey: boolean): void {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
  const event = new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true });
  if (!focused.dispatchEvent(event) || event.defaultPrevented) return;
  const dialog = focused.closest("dialog[open]");
  if (key === "Escape" && dialog instanceof HTMLDialogElement) dialog.close();
  else if ((key === "Enter" || key === " ") && (focused instanceof HTMLButtonElement || focused instanceof HTMLAnchorElement)) focused.click();
}
