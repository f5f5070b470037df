/**
 * The words, both languages registered: what Node (the CLI, scripts, tests) and the engine worker
 * import. The page imports `./message.ts` and loads one language at a time (`./load.ts`).
 */
import type { Lang } from "../text/langs";
import { catalogEn } from "./catalog-en";
import { catalogZhCN } from "./catalog-zh-CN";
import { lensEn, lensZhCN } from "./lens";
import { addCatalog, addLaterWords, type MessageKey } from "./message";

addCatalog("en", catalogEn);
addCatalog("zh-CN", catalogZhCN);
addLaterWords({ en: lensEn, "zh-CN": lensZhCN });

/** Every word of both languages, the version lens's included, by language. */
export const catalogs: Record<Lang, Record<MessageKey, string>> = {
  en: { ...catalogEn, ...lensEn },
  "zh-CN": { ...catalogZhCN, ...lensZhCN },
};

export { LANGS, addCatalog, isMessageKey, message, readLang, type Catalog, type MessageKey } from "./message";
