/**
 * What the header's engine picker and the rail's gate do, in one line, in both languages: their
 * tooltips, so loaded with the page. The faults' own lines load with the faults menu
 * (`src/playground/shell/fault-words.ts`).
 */

/** English. */
export const controlsEn = {
  "ui.engine-hint":
    "Hand-made round: the chapter's one tool round, written by the application. pi-agent-core loop: the next chapter's agent loop, playing the same scenario.",
  "ui.stage-hint.gate":
    "The application's decision before anything runs: the final stop reason, the tool calls found in the reply's content, unknown names.",
};

/** The keys of the controls' words. */
export type ControlsKey = keyof typeof controlsEn;

/** 简体中文. */
export const controlsZhCN: Record<ControlsKey, string> = {
  "ui.engine-hint":
    "手工单轮：本章由应用自己写的一次工具往返。pi-agent-core 循环：下一章的 Agent 循环，回放同一个场景。",
  "ui.stage-hint.gate":
    "任何东西执行之前应用做出的决定：最终的 stopReason、在回复 content 里找到的工具调用、未知的工具名。",
};
