/**
 * The first screen, pre-rendered. A first, plain visit (no query, nothing kept from an earlier one)
 * always opens on the same screen: the happy path at frame 1 with the start card over it. The build
 * renders that screen with the real app and Solid's server renderer, in Node
 * (`../first-screen-render.tsx`, `scripts/build/first-screen.ts`), and writes it into index.html,
 * once per language as an inert `<template>`, with the few attributes the theme and the page's
 * width change. While the HTML is parsed, `first-screen-stamp.ts` puts the one this page
 * would open on into the page, so the first paint is the whole first screen, not the shell; the app
 * replaces it when it starts (`takeFirstScreen`). Until then it is `inert`: a key or a click meant
 * for it is kept and given to the app (`giveEarlyInput`), never lost.
 *
 * Names and types only, with no imports that run: the build reads it too
 * (`scripts/build/first-screen.ts`). Which variant a page shows is `first-screen-variant.ts`.
 */
import type { Lang } from "../../text/langs";
import type { Theme } from "../state/system-theme";

/** Marks what the stamp put into the page: `#root` (its children are the screen) and the nodes beside it. */
export const FIRST_SCREEN_MARK = "data-first-screen";

/** Marks a modal dialog the build wrote closed: the stamp opens it with `showModal`. */
export const MODAL_MARK = "data-first-screen-modal";

/** Keys whose browser default on a focused button or summary is to press it (kept, and pressed again). */
export const ACTIVATION_KEYS: readonly string[] = ["Enter", " "];

/** The `id` of a language's template (its `data` is the screen for that language, light and wide). */
export const templateId = (lang: Lang) => `first-screen-${lang}`;

/** The `id` of the template holding the app's styles, and of the JSON with each variant's changes. */
export const STYLE_TEMPLATE_ID = "first-screen-style";
export const CHANGES_ID = "first-screen-changes";

/**
 * The `id` of the JSON naming the app's code (`AppCode`). On a page with a first screen the build
 * takes the app's `<script type="module">` and module preloads out of the HTML and writes them here,
 * so the code is fetched and compiled after the screen is painted, not beside it on the same cores.
 */
export const APP_CODE_ID = "first-screen-app-code";

/** Marks the app's code once put in the page, so it is put in once. */
export const APP_CODE_MARK = "data-app-code";

/**
 * The app's code, as the built index.html linked it: its entry module, the modules it preloaded, and
 * among those the first traces (`scripts/build/first-preload.ts`), which a link to another built-in
 * never needs.
 */
export interface AppCode {
  entry: string;
  preload: string[];
  traces: string[];
  /** The shared links' pre-rendered frames, when the build wrote them. */
  links?: LinkFrames;
}

/** Where a link's pre-rendered frames are, and how many each built-in has, by `<lang>/<id>`. */
export interface LinkFrames {
  folder: string;
  frames: Record<string, number>;
}

/**
 * A shared link's frame, pre-rendered by the build as the first screen is, one file per frame of
 * each built-in in each language (`linkScreenFile`): its light, wide screen, and each variant's
 * changes to it by `variantName`. The page's head fetches the one a link opens on (`link-screen.ts`).
 */
export interface LinkScreen {
  root: string;
  beside: string;
  variants: Record<string, VariantChanges>;
}

/** Where a link's frame is, under `AppCode.links`: a built-in's id is letters, digits and dashes. */
export const linkScreenFile = (lang: Lang, id: string, frame: number) => `${lang}/${id}/${frame}.json`;

/** Dispatched on `document` once the app's code is put in (`insertAppCode`): the words follow it. */
export const APP_CODE_INSERTED = "tool-call-lab:app-code";

/** Set on `window` once the app has taken `#root`: a link's frame that arrives later is not put in. */
export const APP_STARTED = "__toolCallLabStarted";

/** Marks the first traces' module preload in the built index.html, for `AppCode.traces`. */
export const FIRST_TRACES_MARK = "data-first-traces";

/** What the first screen depends on besides the visit being a first, plain one. */
export interface FirstScreenVariant {
  lang: Lang;
  theme: Theme;
  /** The sequence diagram starts folded (`player/narrow.ts`). */
  narrow: boolean;
}

/** A variant's name, the key of its changes. */
export function variantName(v: FirstScreenVariant): string {
  return `${v.lang}/${v.theme}/${v.narrow ? "narrow" : "wide"}`;
}

/**
 * One change from the language's screen to a variant's: at `path` (child indexes from the screen's
 * container: 0 is `#root`, 1 the nodes beside it), set attribute `name` (`null` removes it), or the
 * text of a text node when `name` is `"#text"`.
 */
export type ScreenChange = [path: number[], name: string, value: string | null];

/** A screen as the build renders it: `#root`'s HTML, the portals' beside it, and `<html>`'s attributes. */
export interface ScreenHtml {
  root: string;
  beside: string;
  page: Record<string, string>;
}

/** What the build writes for each variant: the changes, and the `<html>` element's attributes. */
export interface VariantChanges {
  changes: ScreenChange[];
  page: Record<string, string>;
}

/** A key or click that reached the pre-rendered screen before the app had started. */
export type EarlyInput =
  { kind: "key"; key: string; code: string; shift: boolean } | { kind: "click"; x: number; y: number };

/** Where the stamp keeps the early input and how it stops listening (a property of `window`). */
export const EARLY_INPUT = "__toolCallLabEarlyInput";

/** The stamp's hand-over to the app. */
export interface EarlyInputBox {
  input: EarlyInput[];
  stop(): void;
}
