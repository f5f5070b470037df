import type { Lang } from "../scenarios/types";
import { fillTemplate } from "../text/template";
import { en, type EngineKey } from "./en";
import { uiEn, type UiKey } from "./ui-en";
import { uiZhCN } from "./ui-zh-CN";
import { zhCN } from "./zh-CN";

/** Every key of the catalogs: the engine's narration and results, and the playground's text. */
export type MessageKey = EngineKey | UiKey;

/** Both catalogs, by language. */
export const catalogs: Record<Lang, Record<MessageKey, string>> = { en: { ...en, ...uiEn }, "zh-CN": { ...zhCN, ...uiZhCN } };

/** Every language the app speaks. */
export const LANGS: readonly Lang[] = ["zh-CN", "en"];

/** True when `key` names a catalog entry. */
export function isMessageKey(key: string): key is MessageKey {
  return key in catalogs.en;
}

/**
 * The text for `key` in `lang`, placeholders `{name}` filled from `params`. An unknown key
 * returns the key itself, so a missing entry is visible rather than blank.
 */
export function message(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  return fillTemplate(isMessageKey(key) ? catalogs[lang][key] : key, params);
}
