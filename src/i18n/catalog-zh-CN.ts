/**
 * The 简体中文 catalog, one chunk of its own on the page (loaded by `./load.ts`): every word but the
 * version lens's, which load with the lens (`loadLensWords`).
 */
import { zhCN } from "./zh-CN";
import { lensUiZhCN } from "./lens-ui";
import { recordingZhCN } from "./recording";
import { idsZhCN } from "./ids";
import { strictZhCN } from "./strict";
import { controlsZhCN } from "./controls";
import { uiZhCN } from "./ui-zh-CN";
import type { Catalog } from "./message";

/** 简体中文. */
export const catalogZhCN: Catalog = {
  ...zhCN,
  ...uiZhCN,
  ...lensUiZhCN,
  ...recordingZhCN,
  ...idsZhCN,
  ...strictZhCN,
  ...controlsZhCN,
};
