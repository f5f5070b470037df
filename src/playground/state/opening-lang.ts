/**
 * Which language the page opens in, read from the address and the storage alone. Small on purpose,
 * with no Solid and no store: the built page also runs it inline while the HTML is parsed
 * (`start/preload-words.ts`), to ask for that language's words beside the app's first chunk.
 */
import { readLang } from "../../i18n/message";
import type { Lang } from "../../text/langs";
import { loadPreferences, readOnly, type Preferences, type StorageLike } from "./storage";

/**
 * The language the page opens in: the link's, else the one kept from the last visit, else the
 * browser's. The page reads it before the app starts, to load only that language's words.
 */
export function openingLang(linkLang: Lang | undefined, prefs: Preferences): Lang {
  return linkLang ?? prefs.lang ?? browserLang();
}

/** The browser's preferred language among the two, for a first visit. */
export function browserLang(): Lang {
  const languages = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? "en"];
  return languages.some((l) => l.toLowerCase().startsWith("zh")) ? "zh-CN" : "en";
}

/** The language a link asks for: its `lang`, read as `readLocation` reads it (an unknown tag asks for none). */
export function linkLang(search: string): Lang | undefined {
  const raw = new URLSearchParams(search).get("lang");
  return raw === null ? undefined : readLang(raw);
}

/**
 * The language a page opened with `search` shows first. Reads the storage only (the store reads
 * the preferences again, and is the one to reset an unreadable copy and say so).
 */
export function pageLang(search: string, storage: StorageLike | undefined): Lang {
  return openingLang(linkLang(search), loadPreferences(storage && readOnly(storage)).prefs);
}
