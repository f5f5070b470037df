/**
 * The page's words about a replayed history (issue 22, item 1): the History from picker, a link's
 * unused source, the ids frame's speaker notes and the trace command's refusals, in both
 * languages. The ids frame's view has its own words (`src/playground/player/ids/words.ts`), loaded with the view. The ids frame's narration is the engine's (`request.ids.*` in en.ts).
 */

/** English. */
export const idsEn = {
  "ui.notes.ids.rewritten":
    "Put the two ids side by side: which characters went, where it was cut. Ask: why must the result's toolCallId change with it? Then open another cell of the matrix.",
  "ui.notes.ids.kept":
    "Nothing was rewritten: this id already fits the target. Ask: which source's ids would not? (Look down the matrix's OpenAI Responses row.)",
  "ui.notes.ids.same-model":
    "The diagonal: the same model gets its own ids back untouched. Ask: why does pi-ai leave them alone?",
  "cli.ids.source-not-wire":
    "{scenario} replays a history that one of the four APIs made: --provider names that API ({apis}), not {value}",
  "ui.notice.source-unused":
    "The link names {value} as the API that made a history, but {scenario} replays none: the link's source is left out.",
  "ui.ids.source": "History from",
  "ui.ids.source-hint": "The API whose adapter made turn one, the history that turn two replays to the provider",
  "cli.ids.no-history":
    "--target needs a scenario whose first turn was recorded with another API (such as id-normalization); {scenario} plays both turns with one provider: use --provider",
};

/** The keys of the id matrix's words. */
export type IdsKey = keyof typeof idsEn;

/** 简体中文. */
export const idsZhCN: Record<IdsKey, string> = {
  "ui.notes.ids.rewritten":
    "把两个 id 并排：哪些字符没了，在哪里被截断。问：为什么结果的 toolCallId 也必须跟着改？然后打开矩阵里的另一格。",
  "ui.notes.ids.kept":
    "这里没有改写：这个 id 本来就符合目标的要求。问：哪种来源的 id 不符合？（看矩阵里 OpenAI Responses 那一行。）",
  "ui.notes.ids.same-model": "对角线：同一个模型拿回的是原样的 id。问：pi-ai 为什么不动它们？",
  "cli.ids.source-not-wire":
    "{scenario} 回放的是四种 API 之一生成的历史：--provider 要写这个 API（{apis}），不能是 {value}",
  "ui.notice.source-unused": "链接把 {value} 写成生成历史的 API，但 {scenario} 并不回放历史：链接里的 source 已略去。",
  "ui.ids.source": "历史来自",
  "ui.ids.source-hint": "生成第一次回复的 API（它的适配器生成了这段历史），第二次请求把这段历史回放给所选的 Provider",
  "cli.ids.no-history":
    "--target 只用于第一次回复由另一个 API 录制的场景（例如 id-normalization）；{scenario} 的两次请求都由同一个 Provider 回答：请用 --provider",
};
