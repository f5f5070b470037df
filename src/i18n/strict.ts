/**
 * The words of strict tools (issue 22, items 2-3) on the providers frame: the switch, what each
 * API's adapter did to the schema the model sees, where the two captures differ, and pi-ai's
 * catalog, in both languages. The frame's narration is the engine's (`definition.providers*` in en.ts).
 */

/** English. */
export const strictEn = {
  "ui.strict.switch": "Strict tools",
  "ui.strict.switch-note": "Sets the Tool's constrainedSampling (json_schema, “prefer”). The wire replays then send what each adapter makes of it.",
  "ui.strict.on": "strict on",
  "ui.strict.off": "strict off",
  "ui.strict.sent": "Sent now ({setting})",
  "ui.strict.other": "The same tool with {setting}",
  "ui.strict.marked": "Marked: what differs between strict off and on ({paths}).",
  "ui.strict.same": "This adapter sent the same tools part with strict off and on.",
  "ui.strict.dropped": "Not in what the model sees: {paths}. Only validation (validateToolArguments) enforces it.",
  "ui.strict.changed": "The model sees these otherwise than the tool's schema says: {paths}. Validation checks the tool's own schema.",
  "ui.strict.whole": "The model sees the tool's whole schema, as validation checks it.",
  "ui.strict.catalog": "In pi-ai's catalog, {honoured} of {models} models on this API get strict tools from its adapter (asked one by one, with strict off and on).",
  "ui.strict.catalog-providers": "By provider",
  "ui.strict.catalog-row": "{provider}: {honoured} of {models}",
};

/** The keys of the strict tools' words. */
export type StrictKey = keyof typeof strictEn;

/** 简体中文. */
export const strictZhCN: Record<StrictKey, string> = {
  "ui.strict.switch": "严格工具（strict）",
  "ui.strict.switch-note": "设置 Tool 的 constrainedSampling（json_schema，“prefer”）。之后各线路回放发送的，就是每个适配器据此生成的内容。",
  "ui.strict.on": "strict 打开",
  "ui.strict.off": "strict 关闭",
  "ui.strict.sent": "当前发送的（{setting}）",
  "ui.strict.other": "同一个工具，{setting}",
  "ui.strict.marked": "标出的是 strict 关闭和打开时不同的部分（{paths}）。",
  "ui.strict.same": "这个适配器在 strict 关闭和打开时发送的工具部分完全相同。",
  "ui.strict.dropped": "模型看不到：{paths}。只有校验（validateToolArguments）来把关。",
  "ui.strict.changed": "模型看到的这些与工具的 Schema 不一样：{paths}。校验按工具自己的 Schema 检查。",
  "ui.strict.whole": "模型看到的是工具的完整 Schema，与校验检查的一致。",
  "ui.strict.catalog": "在 pi-ai 的模型目录里，这个 API 的 {models} 个模型中有 {honoured} 个会由适配器发送严格工具（逐个询问，strict 关闭和打开各一次）。",
  "ui.strict.catalog-providers": "按 Provider",
  "ui.strict.catalog-row": "{provider}：{models} 个中 {honoured} 个",
};
