/**
 * The languages the app speaks: the one list. `Lang`, `LocalText` and every per-language record
 * are derived from it, so a third language is one entry here and the type checker finds the rest.
 */

/** Every language the app speaks, 简体中文 first (the chapter's language). */
export const LANGS = ["zh-CN", "en"] as const;

/** One of the languages the app speaks. */
export type Lang = (typeof LANGS)[number];

/** Text a person or the model reads: one string for both languages, or one per language. */
export type LocalText = string | { [L in Lang]: string };

/** Picks the text for `lang`. */
export function localize(text: LocalText, lang: Lang): string {
  return typeof text === "string" ? text : text[lang];
}
