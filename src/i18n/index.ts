import { LANGS, type Lang } from "../text/langs";
import { fillTemplate } from "../text/template";
import { en, type EngineKey } from "./en";
import { lensEn, lensZhCN, type LensKey } from "./lens";
import { lensUiEn, lensUiZhCN, type LensUiKey } from "./lens-ui";
import { recordingEn, recordingZhCN, type RecordingKey } from "./recording";
import { idsEn, idsZhCN, type IdsKey } from "./ids";
import { strictEn, strictZhCN, type StrictKey } from "./strict";
import { uiEn, type UiKey } from "./ui-en";
import { uiZhCN } from "./ui-zh-CN";
import { zhCN } from "./zh-CN";

/** Every key of the catalogs: the engine's narration and results, and the playground's text. */
export type MessageKey = EngineKey | UiKey | LensKey | LensUiKey | RecordingKey | IdsKey | StrictKey;

/** Both catalogs, by language. */
export const catalogs: Record<Lang, Record<MessageKey, string>> = { en: { ...en, ...uiEn, ...lensEn, ...lensUiEn, ...recordingEn, ...idsEn, ...strictEn }, "zh-CN": { ...zhCN, ...uiZhCN, ...lensZhCN, ...lensUiZhCN, ...recordingZhCN, ...idsZhCN, ...strictZhCN } };

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
  return Object.hasOwn(catalogs.en, key);
}

/**
 * The text for `key` in `lang`, placeholders `{name}` filled from `params` and plural choices
 * (`{n, plural, one {# call} other {# calls}}`) made by `lang`'s plural rules. An unknown key
 * returns the key itself, so a missing entry is visible rather than blank.
 */
export function message(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  return fillTemplate(isMessageKey(key) ? catalogs[lang][key] : key, params, lang);
}
