/**
 * The local provider's words (`npm run provider`), in both languages (our own): what it prints per
 * request, the rule a request breaks and what the lab's careful round does instead, and the
 * scripted model's answer from a program's tool results. Loaded by the provider command only.
 */
import { defineWords } from "../text/words";

const en = {
  listening: "Tool Call Lab's provider listens on 127.0.0.1:{port}, scenario {scenario}{faults}.",
  "base-urls": "Put one of these base URLs on a pi-ai model in place of its own:",
  rounds: "The rounds it served, for the lab's Watch my program: {url}",
  stop: "Any API key is accepted and never printed or stored. Ctrl-C stops it.",
  careful: "The lab's careful round, on this scenario and these faults: {outcome}",
  "outcome.answered": "it answers from the tool results.",
  "outcome.answered-without-tools": "the model answers without asking for a tool.",
  "outcome.answer-truncated": "the answer is cut at the length limit.",
  "outcome.stopped": "nothing runs and no second request is sent: the reply failed.",
  "outcome.one-round-limit": "one round only: the model asks for another tool, and the round stops there.",
  "outcome.turn-limit": "the loop stops at its turn limit.",
  request: "#{n} {api} {path}: {count, plural, one {# message} other {# messages}} received",
  "message.user": "  user: {text}",
  "message.assistant": "  assistant: {text}{calls}",
  "message.toolResult": "  tool result for {id}: {text}",
  reply: "  reply {turn}: {what}, stopReason {stop}",
  "reply.calls": "calls {calls}",
  "reply.text": "text",
  problem: "  breaks {rule} ({id})",
  refused: "  refused with {status}, as {api} does: {message}",
  "careful.results-follow-reply":
    "  the careful round pushes the model's reply into context.messages before the results of its calls",
  "careful.result-pairs-call":
    "  the careful round answers each call with toolCallId = call.id, and sends no result of its own making",
  "careful.one-result-per-call":
    "  the careful round sends one result right after the reply for every call, an error result for a call it refused",
  "answer.files":
    "This is Tool Call Lab's scripted model, not a real one. Your tool result lists {count, plural, one {# file} other {# files}}: {files}.",
  "answer.text": "This is Tool Call Lab's scripted model, not a real one. Your tool result says: {text}",
  "answer.none":
    "This is Tool Call Lab's scripted model, not a real one. Your request carries no tool result to answer from.",
};

const zh: Record<keyof typeof en, string> = {
  listening: "Tool Call Lab 的本地 Provider 在 127.0.0.1:{port} 上监听，场景 {scenario}{faults}。",
  "base-urls": "把下面的 base URL 之一填到 pi-ai 模型上，替换它原来的地址：",
  rounds: "它答过的每一轮，供实验室的“观察我的程序”读取：{url}",
  stop: "任何 API key 都接受，且从不打印、不保存。按 Ctrl-C 停止。",
  careful: "实验室里谨慎的一轮在这个场景和这些故障下：{outcome}",
  "outcome.answered": "依据工具结果作答。",
  "outcome.answered-without-tools": "模型没有请求工具就直接作答。",
  "outcome.answer-truncated": "回答在长度上限处被截断。",
  "outcome.stopped": "回复失败：什么都不执行，也不发第二次请求。",
  "outcome.one-round-limit": "只做一轮：模型又请求了工具，这一轮就此停下。",
  "outcome.turn-limit": "循环在轮数上限处停下。",
  request: "#{n} {api} {path}：收到 {count} 条消息",
  "message.user": "  user：{text}",
  "message.assistant": "  assistant：{text}{calls}",
  "message.toolResult": "  {id} 的工具结果：{text}",
  reply: "  第 {turn} 次回复：{what}，stopReason {stop}",
  "reply.calls": "调用 {calls}",
  "reply.text": "文本",
  problem: "  违反 {rule}（{id}）",
  refused: "  像 {api} 一样以 {status} 拒绝：{message}",
  "careful.results-follow-reply": "  谨慎的一轮会先把模型的回复放进 context.messages，再放它那些调用的结果",
  "careful.result-pairs-call": "  谨慎的一轮让每个结果的 toolCallId 等于 call.id，不发送自己编造的结果",
  "careful.one-result-per-call": "  谨慎的一轮在回复之后为每个调用发送一个结果，被拒绝的调用发送错误结果",
  "answer.files": "这是 Tool Call Lab 的脚本模型，不是真实模型。你的工具结果列出了 {count} 个文件：{files}。",
  "answer.text": "这是 Tool Call Lab 的脚本模型，不是真实模型。你的工具结果是：{text}",
  "answer.none": "这是 Tool Call Lab 的脚本模型，不是真实模型。你的请求里没有可以据以作答的工具结果。",
};

/** The provider's words and their accessor. */
export const { catalogs: providerCatalogs, text: providerText } = defineWords({ en, "zh-CN": zh });

/** A key of the provider's words. */
export type ProviderKey = keyof typeof en;
