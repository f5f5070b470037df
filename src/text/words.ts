import type { Lang } from "./langs";
import { catalogText } from "./template";

/** One feature's words in both languages, and the accessor that reads them. */
export interface Words<K extends string> {
  readonly catalogs: Record<Lang, Record<K, string>>;
  /** The text for `key` in `lang`, placeholders and plurals filled; an unknown key shows itself. */
  text(lang: Lang, key: K, params?: Record<string, string | number>): string;
}

/**
 * Declares one feature's words: both languages' catalogs (same keys, tests/unit/i18n.test.ts) and
 * the one accessor every feature reads them through.
 */
export function defineWords<K extends string>(catalogs: Record<Lang, Record<K, string>>): Words<K> {
  return { catalogs, text: (lang, key, params = {}) => catalogText(catalogs[lang], key, params, lang) };
}
