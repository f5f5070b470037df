/**
 * The words of the id matrix (issue 22, item 1): the player's panel on the ids frame, its
 * 4 × 4 matrix of source and target APIs, and the trace command's refusals about a history's
 * APIs, in both languages. The ids frame's narration is the engine's (`request.ids.*` in en.ts).
 */

/** English. */
export const idsEn = {
  "cli.ids.source-not-wire": "{scenario} replays a history that one of the four APIs made: --provider names that API ({apis}), not {value}",
  "cli.ids.no-history": "--target needs a scenario whose first turn was recorded with another API (such as id-normalization); {scenario} plays both turns with one provider: use --provider",
};

/** The keys of the id matrix's words. */
export type IdsKey = keyof typeof idsEn;

/** 简体中文. */
export const idsZhCN: Record<IdsKey, string> = {
  "cli.ids.source-not-wire": "{scenario} 回放的是四种 API 之一生成的历史：--provider 要写这个 API（{apis}），不能是 {value}",
  "cli.ids.no-history": "--target 只用于第一轮由另一个 API 录制的场景（例如 id-normalization）；{scenario} 的两轮都由同一个 Provider 回答：请用 --provider",
};
