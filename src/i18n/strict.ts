/**
 * The strict switch's words (issue 22, item 2), in both languages: the switch sits in the faults
 * menu, so its two sentences load with the page. The §5 frame's own words load with its view
 * (`src/playground/player/stages/strict-words.ts`); its narration is the engine's (`definition.providers*` in en.ts).
 */

/** English. */
export const strictEn = {
  "ui.strict.switch": "Strict tools",
  "ui.strict.switch-note":
    "Sets the Tool's constrainedSampling (json_schema, “prefer”). The wire replays then send what each adapter makes of it.",
};

/** The keys of the strict switch's words. */
export type StrictKey = keyof typeof strictEn;

/** 简体中文. */
export const strictZhCN: Record<StrictKey, string> = {
  "ui.strict.switch": "严格工具（strict）",
  "ui.strict.switch-note":
    "设置 Tool 的 constrainedSampling（json_schema，“prefer”）。之后各线路回放发送的，就是每个适配器据此生成的内容。",
};
