import type { Lang } from "../scenarios/types";
import { en, type MessageKey } from "./en";
import { zhCN } from "./zh-CN";

export type { MessageKey } from "./en";

/** Both catalogs, by language. */
export const catalogs: Record<Lang, Record<MessageKey, string>> = { en, "zh-CN": zhCN };

/** Every language the app speaks. */
export const LANGS: readonly Lang[] = ["zh-CN", "en"];

/** True when `key` names a catalog entry. */
export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/**
 * The text for `key` in `lang`, placeholders `{name}` filled from `params`. An unknown key
 * returns the key itself, so a missing entry is visible rather than blank.
 */
export function message(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? catalogs[lang][key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
