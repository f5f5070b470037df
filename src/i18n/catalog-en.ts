/**
 * The English catalog, one chunk of its own on the page (loaded by `./load.ts`): every word but the
 * version lens's, which load with the lens (`loadLensWords`).
 */
import { en } from "./en";
import { lensUiEn } from "./lens-ui";
import { recordingEn } from "./recording";
import { idsEn } from "./ids";
import { strictEn } from "./strict";
import { controlsEn } from "./controls";
import { uiEn } from "./ui-en";
import type { Catalog } from "./message";

/** English. */
export const catalogEn: Catalog = {
  ...en,
  ...uiEn,
  ...lensUiEn,
  ...recordingEn,
  ...idsEn,
  ...strictEn,
  ...controlsEn,
};
