/**
 * The version lens's words, in both languages: one sentence per kind of difference
 * (src/engine/trace/differences.ts), the release that changed it, and the last frame's summary.
 * Chosen by `narrateLens` and `narrate`; every sentence has a claim in tests/unit/claims.ts.
 */

/** English. */
export const lensEn = {
  "lens.same": "Played through pi-ai 1.6.0, this frame is the same.",
  "lens.preview":
    "The preview of {id} differs: 1.4.0's parseStreamingJson and 1.6.0's StreamingJsonParser read the text so far to different partial values.",
  "lens.preview.not-object":
    "The preview of {id} differs. Here the text so far reads as a value that is not an object: 1.4.0 shows it as parseStreamingJson returns it, while 1.6.0's ToolCallArgumentsStream shows any partial value that is not an object as no arguments yet, {}.",
  "lens.partial-fields.text":
    "In 1.6.0 the partial block of {id} no longer carries {fields}, the raw argument text so far: the adapter keeps that text in its own state (a ToolCallArgumentsStream per call), off the block.",
  "lens.partial-fields.index":
    "In 1.6.0 the partial block of {id} no longer carries {fields}, the index the provider's stream gives the block: the adapter keeps that index in its own state.",
  "lens.partial-fields.both":
    "In 1.6.0 the partial block of {id} no longer carries {text}, the raw argument text so far, nor {index}, the index the provider's stream gives the block: the adapter keeps both in its own state (the text in a ToolCallArgumentsStream per call).",
  "lens.partial-fields.block":
    "In 1.6.0 the partial message's block content[{n}], which is not a tool call, no longer carries {fields}, the index the provider's stream gives the block: the adapter keeps that index in its own state.",
  "lens.verdict.accepts": "The verdict on {id} differs: 1.4.0 refuses the arguments, 1.6.0 converts and accepts them.",
  "lens.verdict.refuses": "The verdict on {id} differs: 1.4.0 accepts the arguments, 1.6.0 refuses them.",
  "lens.verdict.careless":
    "pi-ai's verdict on what a careless application would have run differs between the versions.",
  "lens.converted": "Both versions accept {id}, but the converted copies differ.",
  "lens.error-text":
    "Both versions refuse {id}, in different words: 1.6.0's validation (pi-schema) writes its own error text.",
  "lens.error-text.same-model-text":
    "Both versions refuse {id}, in different words: 1.6.0's validation (pi-schema) writes its own error text. The model reads the same text in both: the chapter's catch sends its one fixed text, whatever pi-ai's error says (§12).",
  "lens.model-text": "So the model receives a different text for {id}.",
  "lens.request-tools": "The {api} adapter puts the tools into the request body differently.",
  "lens.request-tools.seen":
    "1.6.0's {api} adapter also sends {fields}, which 1.4.0's left out: the model sees it, not only validation.",
  "lens.request-history": "The history sent again to {api} differs: it carries a tool result that changed.",
  "lens.usage-fields":
    "1.6.0's usage cost carries a new field, totalFromProvider (whether the provider reported the cost itself); 1.4.0's has none.",
  "lens.loop-results":
    'On the cancel, pi-agent-core 1.6.0 answers every call of the turn ("Operation aborted" for those that did not run); 1.4.0 answers only the calls it started.',
  "lens.unnamed": "Something else differs, at {path}.",
  "lens.since.1.5.0": "changed in 1.5.0",
  "lens.since.1.5.2": "changed in 1.5.2",
  "lens.since.1.6.0": "changed in 1.6.0",
  "lens.since.after-1.4.0": "changed after 1.4.0 (seen in 1.6.0)",
  "lens.summary":
    "The same run through pi-ai 1.6.0: {count, plural, one {# difference, listed} other {# differences, each listed}} with the frame that shows it.",
  "lens.summary.none": "The same run through pi-ai 1.6.0 gives the same frames (only the clock stamps differ).",
} as const;

/** A key of the lens's words. */
export type LensKey = keyof typeof lensEn;

/** 简体中文. */
export const lensZhCN: Record<LensKey, string> = {
  "lens.same": "换成 pi-ai 1.6.0 运行，这一帧完全相同。",
  "lens.preview":
    "{id} 的预览不同：对目前收到的文字，1.4.0 的 parseStreamingJson 和 1.6.0 的 StreamingJsonParser 读出了不同的部分值。",
  "lens.preview.not-object":
    "{id} 的预览不同。这里目前收到的文字读出来不是对象：1.4.0 按 parseStreamingJson 的返回值原样显示；1.6.0 的 ToolCallArgumentsStream 则把任何不是对象的部分值都显示为还没有参数，即 {}。",
  "lens.partial-fields.text":
    "在 1.6.0 中，{id} 的部分块不再带有 {fields}，也就是到目前为止的原始参数文本：适配器把这段文本保存在自己的状态里（每个调用一个 ToolCallArgumentsStream），不放在块上。",
  "lens.partial-fields.index":
    "在 1.6.0 中，{id} 的部分块不再带有 {fields}，也就是 Provider 的流给这个块的序号：适配器把这个序号保存在自己的状态里。",
  "lens.partial-fields.both":
    "在 1.6.0 中，{id} 的部分块不再带有 {text}（到目前为止的原始参数文本），也不再带有 {index}（Provider 的流给这个块的序号）：适配器把两者都保存在自己的状态里（文本放在每个调用的 ToolCallArgumentsStream 中）。",
  "lens.partial-fields.block":
    "在 1.6.0 中，部分消息的 content[{n}] 块（不是工具调用）不再带有 {fields}，也就是 Provider 的流给这个块的序号：适配器把这个序号保存在自己的状态里。",
  "lens.verdict.accepts": "对 {id} 的验证结论不同：1.4.0 拒绝这些参数，1.6.0 转换后予以接受。",
  "lens.verdict.refuses": "对 {id} 的验证结论不同：1.4.0 接受这些参数，1.6.0 拒绝。",
  "lens.verdict.careless": "对于粗心的应用本会执行的调用，两个版本的 pi-ai 给出的验证结论不同。",
  "lens.converted": "两个版本都接受 {id}，但转换后的副本不同。",
  "lens.error-text": "两个版本都拒绝 {id}，但措辞不同：1.6.0 的验证（pi-schema）有自己的错误文本。",
  "lens.error-text.same-model-text":
    "两个版本都拒绝 {id}，但措辞不同：1.6.0 的验证（pi-schema）有自己的错误文本。模型在两个版本下读到的文本相同：不管 pi-ai 的错误怎么写，本章的 catch 都只发那段固定文本（§12）。",
  "lens.model-text": "因此，模型收到的关于 {id} 的文本也不同。",
  "lens.request-tools": "{api} 适配器写进请求体的工具不同。",
  "lens.request-tools.seen":
    "1.6.0 的 {api} 适配器还会发送 {fields}，1.4.0 的把它省掉了：现在模型也能看到它，而不只是验证在检查。",
  "lens.request-history": "再次发给 {api} 的历史不同：其中有一条工具结果变了。",
  "lens.usage-fields":
    "1.6.0 的 usage 费用多了一个字段 totalFromProvider（费用是否由 Provider 直接给出）；1.4.0 没有这个字段。",
  "lens.loop-results":
    "取消时，pi-agent-core 1.6.0 会给这一轮的每个调用都返回结果（没运行的是“Operation aborted”）；1.4.0 只给已经开始的调用返回结果。",
  "lens.unnamed": "还有别的不同，位置：{path}。",
  "lens.since.1.5.0": "1.5.0 起改变",
  "lens.since.1.5.2": "1.5.2 起改变",
  "lens.since.1.6.0": "1.6.0 起改变",
  "lens.since.after-1.4.0": "1.4.0 之后改变（见于 1.6.0）",
  "lens.summary": "同一次运行换成 pi-ai 1.6.0：共有 {count} 处不同，逐条列出，并注明体现它的帧。",
  "lens.summary.none": "同一次运行换成 pi-ai 1.6.0，每一帧都相同（只有时钟时间戳不同）。",
};
