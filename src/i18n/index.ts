/**
 * The words, both languages registered: what Node (the CLI, scripts, tests) and the engine worker
 * import. The page imports `./message.ts` and loads one language at a time (`./load.ts`).
 */
import type { Lang } from "../text/langs";
import { catalogEn } from "./catalog-en";
import { catalogZhCN } from "./catalog-zh-CN";
import { addCatalog, type Catalog } from "./message";

addCatalog("en", catalogEn);
addCatalog("zh-CN", catalogZhCN);

/** Both catalogs, by language. */
export const catalogs: Record<Lang, Catalog> = { en: catalogEn, "zh-CN": catalogZhCN };

export { LANGS, addCatalog, isMessageKey, message, readLang, type Catalog, type MessageKey } from "./message";
