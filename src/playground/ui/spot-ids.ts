/**
 * Spotlight ids for panels: the stage and the catalog key of the panel's title, e.g.
 * `validation:ui.val.converted`. Panels are handed their title as text, so the key is found again
 * in the catalog of the language on screen; the id is then the same in the presenter's window and
 * the room's, and says which panel it is rather than where it happened to be.
 */
import { loadedCatalogs } from "../../i18n/message";
import type { Lang } from "../../scenarios/types";

interface TitleIndex {
  exact: Map<string, string>;
  /** Titles with placeholders (`Second request to {api}`), as patterns. */
  templated: [RegExp, string][];
}

const indexes = new Map<Lang, TitleIndex>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The playground's titles in `lang`, indexed once per language on first use. */
function titleIndex(lang: Lang): TitleIndex {
  const known = indexes.get(lang);
  if (known) return known;
  const index: TitleIndex = { exact: new Map(), templated: [] };
  // The page loads a language's words before it shows them; none yet: nothing to index (nor keep).
  const catalog = loadedCatalogs[lang];
  if (!catalog) return index;
  for (const [key, text] of Object.entries(catalog)) {
    if (!key.startsWith("ui.")) continue;
    const simple = text.replace(/\{\w+\}/g, "\u0000");
    if (!/[{}]/.test(simple) && simple !== text)
      index.templated.push([new RegExp(`^${simple.split("\u0000").map(escape).join(".+?")}$`, "s"), key]);
    // The first key with a text wins: both windows read the same catalog in the same order.
    else if (!index.exact.has(text)) index.exact.set(text, key);
  }
  indexes.set(lang, index);
  return index;
}

/** A short, stable name for a text no catalog entry makes (a title built elsewhere). */
function digest(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return `t${h.toString(36)}`;
}

/** The catalog key whose text (placeholders filled) is `title` in `lang`, if one is. */
export function titleKey(title: string, lang: Lang): string | undefined {
  const index = titleIndex(lang);
  return index.exact.get(title) ?? index.templated.find(([pattern]) => pattern.test(title))?.[1];
}

/** A panel's spotlight id: `<stage>:<title key>`, within what the channel accepts (`[\w:|.-]`, ≤ 120). */
export function panelSpotlightId(stage: string | undefined, title: string, lang: Lang): string {
  const name = titleKey(title, lang) ?? digest(title);
  return `${stage ?? "page"}:${name}`.replace(/[^\w:.-]/g, "-").slice(0, 100);
}
