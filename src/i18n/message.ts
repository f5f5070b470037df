/**
 * The words' registry: `message()` reads the catalogs of the languages loaded so far. It holds no
 * words itself, so the page's first chunk carries only the person's language: the page loads a
 * language with `loadCatalog` (`./load.ts`) before it shows it, while Node, the engine worker and
 * the tests import `./index.ts`, which registers both.
 */
import { LANGS, type Lang } from "../text/langs";
import { fillWords } from "../text/template";
import type { EngineKey } from "./en";
import type { LensKey } from "./lens";
import type { LensUiKey } from "./lens-ui";
import type { RecordingKey } from "./recording";
import type { IdsKey } from "./ids";
import type { StrictKey } from "./strict";
import type { ControlsKey } from "./controls";
import type { UiKey } from "./ui-en";

/** Every key of the catalogs: the engine's narration and results, and the playground's text. */
export type MessageKey = EngineKey | UiKey | LensKey | LensUiKey | RecordingKey | IdsKey | StrictKey | ControlsKey;

/**
 * A key as written at a call: a literal must be a catalog key, so a key from another feature's
 * words fails to compile instead of reaching the screen raw; a key built at run time (a plain
 * string or a `ui.fault.${string}` pattern) passes, and `message` shows it if it is missing.
 */
export type KeyAtCall<K extends string> = K extends MessageKey
  ? K
  : string extends K
    ? K
    : Record<never, never> extends Record<K, true>
      ? K
      : never;

/** One language's catalog as the page loads it first: every key but the version lens's. */
export type Catalog = Record<Exclude<MessageKey, LensKey>, string>;

/** The catalogs loaded so far, by language. */
export const loadedCatalogs: Partial<Record<Lang, Catalog>> = {};

/** Words that load with their feature after the catalog (the version lens's), by language. */
const laterWords: Partial<Record<Lang, Record<string, string>>> = {};

/** Registers `lang`'s catalog (again is harmless: the same words). */
export function addCatalog(lang: Lang, catalog: Catalog): void {
  loadedCatalogs[lang] = catalog;
}

/** Registers words that load with their feature (again is harmless: the same words). */
export function addLaterWords(words: Record<Lang, Record<string, string>>): void {
  for (const lang of LANGS) laterWords[lang] = { ...laterWords[lang], ...words[lang] };
}

/** `lang`'s text for `key` from the catalog or the words loaded later; undefined when neither has it. */
function lookup(lang: Lang, key: string): string | undefined {
  const catalog = loadedCatalogs[lang];
  if (catalog !== undefined && Object.hasOwn(catalog, key)) return catalog[key as keyof Catalog];
  const later = laterWords[lang];
  return later !== undefined && Object.hasOwn(later, key) ? later[key] : undefined;
}

export { LANGS } from "../text/langs";

/** A language tag as people write it: `zh`, `zh-cn`, `zh-Hans` mean 简体中文; `en`, `en-US` English. */
export function readLang(tag: string): Lang | undefined {
  const lower = tag.trim().toLowerCase();
  if ((LANGS as readonly string[]).includes(tag)) return tag as Lang;
  if (lower === "zh" || lower === "zh-cn" || lower === "zh-hans" || lower === "zh-hans-cn") return "zh-CN";
  if (lower === "en" || lower.startsWith("en-")) return "en";
  return undefined;
}

/** True when `key` names a catalog entry. */
export function isMessageKey(key: string): key is MessageKey {
  // Both languages have the same keys (tests/unit/i18n.test.ts): any loaded one answers.
  return LANGS.some((lang) => lookup(lang, key) !== undefined);
}

/**
 * The text for `key` in `lang`, placeholders `{name}` filled from `params` and plural choices
 * (`{n, plural, one {# call} other {# calls}}`) made by `lang`'s plural rules. An unknown key
 * returns the key itself, so a missing entry is visible rather than blank (as does a language not
 * loaded yet: the page loads one before it shows it).
 */
export function message(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  return fillWords(lookup(lang, key) ?? key, params, lang);
}
