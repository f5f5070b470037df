/**
 * The words of the ids frame's view (issue 22, item 1): each id stored and sent, how it changed,
 * and the 4 × 4 matrix of source and target APIs, in both languages. They load with the view (a
 * lazy chunk), not with the page.
 */
import { defineWords } from "../../../text/words";

const en: Record<string, string> = {
  "ui.ids.title": "Turn two's tool-call ids: {source} → {target}",
  "ui.ids.note":
    "Each id as the application stored it, beside the one {target}'s request carried. pi-ai's transformMessages, inside {target}'s adapter, made the change; the stored history keeps its own.",
  "ui.ids.by-model":
    "{target}'s adapter applies this id rule only for the models that require it (pi-ai's requiresToolCallId: Gemini 3 and later, claude-*, gpt-oss-*); {model}, the model here, does. For another model it would send the ids as they are.",
  "ui.ids.stored": "stored",
  "ui.ids.sent": "sent",
  "ui.ids.result": "its result",
  "ui.ids.not-sent": "not in the request",
  "ui.ids.tag.same-model": "same model",
  "ui.ids.tag.kept": "unchanged",
  "ui.ids.tag.rewritten": "rewritten",
  "ui.ids.how.same-model": "Same model: transformMessages leaves its own ids alone.",
  "ui.ids.how.kept": "It already fits {target}: sent as stored.",
  "ui.ids.how.call-id": "Sent as call_id; no item id (fc_…) goes with another model's call.",
  "ui.ids.how.replaced": "{chars} became _.",
  "ui.ids.how.cut": "Cut from {from} to {kept} characters.",
  "ui.ids.how.kept-part": "Kept the first {kept} of {from} characters.",
  "ui.ids.how.hash": "Then {tail}: the start of pi-ai's short hash of the old id.",
  "ui.ids.how.tail": "Then {tail}, which is not part of the old id.",
  "ui.ids.how.absent": "The request carries no such call.",
  "ui.ids.how.pair-call-id": "Kept the call_id whole ({callId} characters).",
  "ui.ids.how.pair-call-id-cut": "Kept the first {kept} of the call_id's {callId} characters.",
  "ui.ids.how.pair-item": "Dropped the | and the item id ({item} characters).",
  "ui.ids.how.pair-hash": "Then _ and {hash}: the start of pi-ai's short hash of the whole old id.",
  "ui.ids.short.same-model": "ids left as stored",
  "ui.ids.short.kept": "fits as it is",
  "ui.ids.short.call-id": "as call_id, no item id",
  "ui.ids.short.replaced-cut": "{chars} → _, cut to {to}",
  "ui.ids.short.hash": "kept {kept}, then a hash",
  "ui.ids.short.pair-hash": "call_id, then _ and a hash",
  "ui.ids.short.rewritten": "rewritten",
  "ui.ids.short.absent": "not sent",
  "ui.ids.matrix.title": "Every source into every target",
  "ui.ids.matrix.note":
    "Rows: the API that made the history. Columns: the API turn two goes to. Each pair is played through the real adapters ({engine}); a cell opens that pair's frame.",
  "ui.ids.matrix.caption": "Tool-call ids by history source (rows) and turn-two target (columns)",
  "ui.ids.matrix.corner": "history from ↓ · turn two to →",
  "ui.ids.matrix.loading": "Playing the 16 pairs through the real adapters…",
  "ui.ids.matrix.failed": "The matrix could not be played: {message}",
  "ui.ids.matrix.count":
    "{count, plural, =0 {No pair rewrites ids here.} one {# pair rewrites ids; the others send them as stored.} other {# pairs rewrite ids; the other pairs send them as stored.}}",
  "ui.ids.matrix.here": "this pair",
  "ui.ids.matrix.open": "Open the frame of {source} → {target}",
  "ui.ids.matrix.none": "no ids frame",
};

const zhCN: Record<string, string> = {
  "ui.ids.title": "第二次请求里的 Tool Call id：{source} → {target}",
  "ui.ids.note":
    "每个 id 按应用保存的样子，与 {target} 的请求里实际带的 id 并排。改动来自 {target} 适配器里 pi-ai 的 transformMessages；应用保存的历史不变。",
  "ui.ids.by-model":
    "{target} 的适配器只对需要这条 id 规则的模型改写 id（pi-ai 的 requiresToolCallId：Gemini 3 及以后、claude-*、gpt-oss-*）；这里的模型 {model} 需要。换成别的模型，它会原样发送 id。",
  "ui.ids.stored": "保存的",
  "ui.ids.sent": "发出的",
  "ui.ids.result": "对应结果",
  "ui.ids.not-sent": "请求里没有",
  "ui.ids.tag.same-model": "同一模型",
  "ui.ids.tag.kept": "未改变",
  "ui.ids.tag.rewritten": "已改写",
  "ui.ids.how.same-model": "同一模型：transformMessages 不改它自己的 id。",
  "ui.ids.how.kept": "{target} 原样接受：按保存的样子发出。",
  "ui.ids.how.call-id": "作为 call_id 发出；别的模型的调用不带条目 id（fc_…）。",
  "ui.ids.how.replaced": "{chars} 变成了 _。",
  "ui.ids.how.cut": "从 {from} 个字符截到 {kept} 个。",
  "ui.ids.how.kept-part": "保留了 {from} 个字符中的前 {kept} 个。",
  "ui.ids.how.hash": "后面接 {tail}：pi-ai 对旧 id 所算短哈希的开头。",
  "ui.ids.how.tail": "后面接 {tail}，它不是旧 id 的一部分。",
  "ui.ids.how.absent": "请求里没有这个调用。",
  "ui.ids.how.pair-call-id": "完整保留 call_id（{callId} 个字符）。",
  "ui.ids.how.pair-call-id-cut": "保留了 call_id 的 {callId} 个字符中的前 {kept} 个。",
  "ui.ids.how.pair-item": "丢掉了 | 和条目 id（{item} 个字符）。",
  "ui.ids.how.pair-hash": "后面接 _ 和 {hash}：pi-ai 对整个旧 id 所算短哈希的开头。",
  "ui.ids.short.same-model": "id 保持原样",
  "ui.ids.short.kept": "原样可用",
  "ui.ids.short.call-id": "作 call_id，无条目 id",
  "ui.ids.short.replaced-cut": "{chars} → _，截到 {to}",
  "ui.ids.short.hash": "留 {kept} 个，再接哈希",
  "ui.ids.short.pair-hash": "call_id，再接 _ 和哈希",
  "ui.ids.short.rewritten": "已改写",
  "ui.ids.short.absent": "未发出",
  "ui.ids.matrix.title": "每种来源到每种目标",
  "ui.ids.matrix.note":
    "行：生成历史的 API。列：第二次请求发往的 API。每一对都经真实适配器回放（{engine}）；点一格打开那一对的这一帧。",
  "ui.ids.matrix.caption": "Tool Call id：按历史来源（行）和第二次请求的目标（列）",
  "ui.ids.matrix.corner": "历史来自 ↓ · 第二次请求发往 →",
  "ui.ids.matrix.loading": "正在经真实适配器回放这 16 对……",
  "ui.ids.matrix.failed": "矩阵无法回放：{message}",
  "ui.ids.matrix.count":
    "{count, plural, =0 {这里没有哪一对改写 id。} other {有 # 对改写了 id；其余各对按保存的样子发出。}}",
  "ui.ids.matrix.here": "当前这一对",
  "ui.ids.matrix.open": "打开 {source} → {target} 的这一帧",
  "ui.ids.matrix.none": "没有 id 帧",
};

/** Both languages of the view's words, and a sentence of the ids frame's view in `lang`, its placeholders filled. */
export const { catalogs: idsViewCatalogs, text: idsViewText } = defineWords({ en, "zh-CN": zhCN });
