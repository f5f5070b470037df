import type { EngineKey } from "./en";

/** 简体中文目录。类型保证与英文目录的键完全一致。 */
const streamEvents = {
  start: "回复开始。pi-ai 交给应用一条空的 assistant 消息，之后会原地填充。",
  text_start: "一个文字块开始。",
  text_delta: "又收到一段文字。",
  text_end: "文字块结束。",
  thinking_start: "一个思考块开始。",
  thinking_delta: "又收到一段思考内容。",
  thinking_end: "思考块结束。",
  toolcall_start: "模型开始调用 {name}（id {id}）。界面可以显示“正在准备查询”，但此刻什么都不能执行。",
  toolcall_delta: "又到了一段参数文本。parseStreamingJson 把没写完的文本尽力解析成预览。预览不是请求：它还可能变化。",
  toolcall_delta_whole: "Google 的 API 直接发来解析好的参数对象，而不是文本。pi-ai 的适配器用一个包含完整 JSON 的 delta 转交它——没有可以预览的中间状态。",
  toolcall_end: "对 {name} 的调用已完整，参数按全文重新解析。它仍不能执行：整条回复还没有结束。",
  toolcall_end_malformed: "对 {name} 的调用已完整，但文本不是 JSON 对象。pi-ai 让 arguments 保持为空，并记下 argumentsError，留给验证环节报告。",
  done: "回复结束，停止原因是“{reason}”，content 里有 {calls} 个工具调用。直到这时，应用才能做决定。",
  error: "回复失败，停止原因是“{reason}”。失败前收到的内容会保留，但其中任何调用都不能执行。",
} as const;

const finalEvents = {
  start: "第二次回复开始。",
  text_start: "回答的文字块开始。",
  text_delta: "回答正在流式到达。",
  text_end: "回答的文字已完整。",
  thinking_start: "一个思考块开始。",
  thinking_delta: "又收到一段思考内容。",
  thinking_end: "思考块结束。",
  toolcall_start: "第二次回复又开始调用工具 {name}。",
  toolcall_delta: "它的参数正在到达。",
  toolcall_delta_whole: "它的参数一次性完整到达。",
  toolcall_end: "对 {name} 的新调用已完整。",
  toolcall_end_malformed: "对 {name} 的新调用已完整，但参数不是 JSON 对象。",
  done: "第二次回复结束，停止原因是“{reason}”。",
  error: "第二次回复失败，停止原因是“{reason}”。",
} as const;

function prefixed(prefix: string, entries: Record<string, string>) {
  return Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${prefix}${k}`, v]));
}

/** 引擎的中文文本：流式与各阶段的旁白、工具结果文字、脚本模型的回答。 */
export const zhCN: Record<EngineKey, string> = {
  ...(prefixed("stream.", streamEvents) as Record<`stream.${keyof typeof streamEvents}`, string>),
  ...(prefixed("final.stream.", finalEvents) as Record<`final.stream.${keyof typeof finalEvents}`, string>),

  "definition.tool": "工具 {name} 只是一份说明：名字、用途和参数 Schema，里面没有模型能运行的代码。同一份 TypeBox Schema 既是发给 Provider 的 JSON Schema，也是应用使用的 TypeScript 类型，还是验证器的规则。",
  "request.context": "第一次请求：系统提示、用户的问题和工具列表——共 {messages} 条消息、{tools} 个工具。各个 Provider 适配器会把工具转换成自己的格式。",

  "gate.run": "关口：回复以“{reason}”结束，content 中有 {calls} 个调用（{names}）。调用是从 content 里找出来的，而不是凭停止原因猜的。下一步：先逐个检查，再执行。",
  "gate.refuse-truncated": "关口：回复因长度限制而停止。即使每个调用都收到了结束事件，参数也可能被截断。一律不执行，每个调用都得到一条错误结果，请模型重新发出完整调用。",
  "gate.stopped": "关口：回复以“{reason}”结束。不执行任何工具，也不发送结果；应用改为报告这次失败。",
  "gate.no-calls": "关口：content 中没有工具调用，这条回复本身就是回答。",
  "gate.no-calls-truncated": "关口：content 中没有工具调用，而且回复因长度限制而停止。它按原样展示并标为不完整；什么都不执行。",

  "validation.valid": "pi-ai 的 validateToolArguments 接受了 {name} 的参数。它处理的是副本，模型给出的原对象没有被改动。",
  "validation.converted": "pi-ai 的 validateToolArguments 在转换副本后接受了 {name}（改动：{changed}）。原对象保持原样，执行的只是副本。",
  "validation.invalid": "pi-ai 的 validateToolArguments 拒绝了 {name}：在“{path}”处，{reason}。这个调用不会执行，模型会收到原因。",
  "validation.unknown-tool": "模型请求了“{name}”，而应用从未提供过这个工具。它不经验证，也不会执行。",
  "validation.skipped.stopped": "无需验证：回复失败了，其中的调用全部作废。",
  "validation.skipped.no-calls": "无需验证：回复里没有工具调用。",
  "validation.skipped.truncated": "不做验证：被截断回复里的参数即使通过验证，也可能是错的。",

  "execution.ran": "应用自己的代码读取了下载目录（路径由宿主决定，而不是模型），只保留文件，按“{filter}”过滤，找到 {count} 个。",
  "execution.swallowed": "读取失败了，但这个有缺陷的应用吞掉了错误，返回空列表。模型会以为一个文件都没有——正是 §15 提醒的错误。",
  "execution.failed.EACCES": "读取失败：没有权限。错误会变成发给模型的结果，宿主的路径已被去掉。",
  "execution.failed.ENOENT": "读取失败：目录不存在。错误会变成发给模型的结果，宿主的路径已被去掉。",
  "execution.failed.ABORT_ERR": "读取太慢，用户取消了它。取消会变成一条错误结果，而不是空列表。",
  "execution.failed.OTHER": "读取意外失败。错误会变成发给模型的结果，路径和堆栈都已去掉。",
  "execution.skipped.unknown-tool": "未执行：不存在名为 {name} 的工具。",
  "execution.skipped.invalid": "未执行：{name} 的参数没有通过验证。",
  "execution.skipped.stopped": "不执行任何代码：回复失败了。",
  "execution.skipped.no-calls": "不执行任何代码：模型没有请求工具。",
  "execution.skipped.truncated": "不执行任何代码：回复被截断了。",

  "toolResult.ok": "调用 {id}（{name}）的工具结果加入 Context，以 JSON 携带文件名。",
  "toolResult.error": "调用 {id}（{name}）的错误结果加入 Context，标记为 isError，模型可以据此解释或重试。",
  "toolResult.skipped.stopped": "没有工具结果：什么都没执行。",
  "toolResult.skipped.no-calls": "没有工具结果：模型没有请求工具。",

  "final.request": "第二次请求再次发送整个 Context——共 {messages} 条消息：问题、带调用的回复，以及按顺序排列、每个调用一条的结果。",
  "final.answer": "最终回答，依据的是工具真实返回的内容。",
  "final.without-tools": "模型没有请求工具，直接作答。",
  "final.stopped": "第二次回复失败（“{reason}”），应用报告失败，而不是给出回答。",
  "final.limit": "第二次回复又请求了工具（{names}）。这个只做一轮的函数不会执行它，到此为止——反复“模型 → 调用 → 结果”正是下一章要构建的循环。",
  "final.skipped.stopped": "没有第二次请求：第一次回复已经失败。",

  "result.truncated": "工具调用未执行：你的回复达到输出长度上限，参数可能不完整。请重新发出完整的调用。",
  "result.unknown-tool": "未知工具：{name}。可用的工具是 list_download_files。",
  "result.invalid": "参数被拒绝。\n{details}",
  "result.read-failed.EACCES": "无法列出下载目录：没有权限。",
  "result.read-failed.ENOENT": "无法列出下载目录：目录不存在。",
  "result.read-failed.ABORT_ERR": "列出文件的操作在完成前被取消了。",
  "result.read-failed.OTHER": "发生意外错误，无法列出下载目录。",

  "model.answer.files": "你的下载目录里有 {count} 个 PDF 文件：{files}。",
  "model.answer.none": "你的下载目录里没有 PDF 文件。",
  "model.answer.failed": "我刚才没能查看你的下载目录，所以没法告诉你有哪些 PDF。",
  "model.answer.truncated": "我列出文件的请求在完成前被截断了，所以什么也没列出。再问我一次，我会发出完整的请求。",
};
