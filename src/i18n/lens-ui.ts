/**
 * The version lens's words in the first chunk, in both languages: its switch and the link's
 * notice. The line over the stage, the pane, the last frame's list and the plot have theirs in
 * `src/playground/lens/view-words.ts`, loaded with them. The sentences that name a difference are the lens's own
 * (`lens.ts`, chosen by `narrateLens`).
 */

/** English. */
export const lensUiEn = {
  "ui.lens.toggle": "1.6.0 lens",
  "ui.lens.toggle.hint":
    "Version lens: play the same replay through pi-ai 1.6.0 beside the chapter's 1.4.0, and name every difference",
  "ui.notice.bad-lens":
    "The link asks for the lens “{value}”, which this app does not have (it has {known}); pi-ai 1.4.0 plays alone.",
} as const;

/** A key of the lens's screen words. */
export type LensUiKey = keyof typeof lensUiEn;

/** 简体中文. */
export const lensUiZhCN: Record<LensUiKey, string> = {
  "ui.lens.toggle": "1.6.0 对照",
  "ui.lens.toggle.hint": "版本对照：把同一次回放也用 pi-ai 1.6.0 跑一遍，放在本章的 1.4.0 旁边，逐条指出不同之处",
  "ui.notice.bad-lens": "链接要求的版本对照“{value}”本应用没有（只有 {known}）；只用 pi-ai 1.4.0 播放。",
};
