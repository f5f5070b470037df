import type { EngineKey } from "./en";

/**
 * 简体中文目录。类型保证与英文目录的键完全一致。
 * 用词以本章为准，统一见 docs/glossary.md：代码中的名字（toolcall_delta、stopReason、isError、
 * Context、Schema 等）保留原文，其余说成中文；模型只“请求”调用工具，执行的永远是应用。
 */
const streamEvents = {
  start: "回复开始。pi-ai 交给应用一条空的 AssistantMessage，后续内容会原地填进这条消息。",
  text_start: "一个文本块开始。",
  text_delta: "又收到一段文本。",
  text_end: "文本块结束。",
  thinking_start: "一个思考块开始。",
  thinking_delta: "又收到一段思考内容。",
  thinking_end: "思考块结束。",
  toolcall_start: "模型开始请求调用 {name}（id 为 {id}）。界面可以提示“正在准备查询”，但此刻什么都不能执行。",
  "toolcall_start.capped":
    "模型开始请求调用 {name}（id 为 {id}），此刻什么都不能执行。场景把它的参数文本切成 {requested} 个片段，但实验室每个块最多分 500 段流式发送，所以这些帧用 {streamed} 个更大的片段展示：pi-ai 1.4.0 每收到一段都要把整段文本重新解析一遍。（打开版本对照后，流式开销图会按全部 {requested} 段实测。）",
  "text_start.capped":
    "一个文本块开始。场景把它切成 {requested} 个片段，但实验室每个块最多分 500 段流式发送，所以这些帧用 {streamed} 个更大的片段展示。",
  "thinking_start.capped":
    "一个思考块开始。场景把它切成 {requested} 个片段，但实验室每个块最多分 500 段流式发送，所以这些帧用 {streamed} 个更大的片段展示。",
  "toolcall_delta.empty":
    "又收到一段参数文本，但目前的文本为空或只有空白。这是 parseStreamingJson 的第一步：空文本的预览是 {}。预览不是调用请求。",
  "toolcall_delta.empty-piece":
    "收到一段空的参数文本（Chat Completions 会发这样的片段）：它没有给 parseStreamingJson 带来任何新内容。预览不是调用请求。",
  "toolcall_delta.json":
    "又收到一段参数文本，目前的文本已经是合法 JSON：parseStreamingJson 的第二步，直接用 JSON.parse 得到预览。即便如此，它仍只是预览——后续文本或整条回复的结局都可能改变这次调用的含义。",
  "toolcall_delta.repaired-json":
    "又收到一段参数文本。pi-ai 先修复字符串里的问题（未转义的控制字符，或 JSON 不允许的反斜杠），文本才成为合法 JSON：这是第二步中的修复。修复出来的预览依然只是预览。",
  "toolcall_delta.partial":
    "又收到一段尚未写完的参数文本。直接用 JSON.parse 解析失败，而 pi-ai 的 repairJson 没有找到需要修复的地方，所以不会再做修复后解析：进入 parseStreamingJson 的第三步，由 partial-json 尽量读出已有的部分。预览不是调用请求，它还可能变化。",
  "toolcall_delta.partial-after-repair":
    "又收到一段尚未写完的参数文本。直接用 JSON.parse 解析失败，对 pi-ai 的 repairJson 改过的文本再解析也失败，于是进入 parseStreamingJson 的第三步：由 partial-json 按原文尽量读出已有的部分。预览不是调用请求，它还可能变化。",
  "toolcall_delta.partial-repaired":
    "又收到一段参数文本。partial-json 无法读取原文，于是进入第四步：对修复后的文本再用一次 partial-json。这段文本既没写完，又得先修复才能读，所以预览只是尽力猜测。",
  "toolcall_delta.gave-up":
    "又收到一段参数文本，但谁都读不出来：直接解析、修复后解析和 partial-json 全部失败。parseStreamingJson 走到最后一步，放弃并返回预览 {}。",
  toolcall_delta_whole:
    "Google 的 API 直接发来解析好的参数对象，而不是文本。pi-ai 的适配器把完整的 JSON 放进一个 delta 转交——没有中间状态可以预览。",
  toolcall_end:
    "{name} 的调用请求已全部到达（toolcall_end）：这次调用不会再有新的片段，但什么都还没有执行。pi-ai 用 parseToolCallArguments 把完整参数文本重新解析了一遍，适配器也删除了块上只为流式服务的工作字段（{removed}）。现在仍不能执行：整条回复还没有结束。",
  "toolcall_end.kept":
    "{name} 的调用请求已全部到达（toolcall_end）：这次调用不会再有新的片段，但什么都还没有执行。pi-ai 用 parseToolCallArguments 把完整参数文本重新解析了一遍。现在仍不能执行：整条回复还没有结束。",
  toolcall_end_object:
    "{name} 的调用请求已全部到达（toolcall_end），但什么都还没有执行。使用 Google 时没有参数文本需要重新解析：适配器直接采用了 functionCall.args 对象。现在仍不能执行：整条回复还没有结束。",
  "toolcall_end_object.signed":
    "{name} 的调用请求已全部到达（toolcall_end），但什么都还没有执行。使用 Google 时没有参数文本需要重新解析：适配器直接采用了 functionCall.args 对象。这个调用还带着 thoughtSignature，即 Google 对模型推理过程的加密记录：pi-ai 把它留在 ToolCall 上，下一次请求若发给同一个模型，就随调用一起发回（其他模型都收不到它）。现在仍不能执行：整条回复还没有结束。",
  toolcall_end_malformed:
    "{name} 的调用请求已全部到达，但完整的参数文本不是 JSON 对象。pi-ai 的 parseToolCallArguments 丢弃最后一次预览（{before}），把 arguments 设为 {}，并记下 argumentsError。这样的参数永远通不过验证；至于这次调用能不能走到验证那一步，要看整条回复怎样结束。",
  done: "回复结束，停止原因是“{reason}”，content 中有 {calls} 个工具调用。直到此刻，应用才能做出判断。",
  "done-rewritten":
    "回复结束。原始流中，{api} 在 {wireEvent} 里写的是 {field} = “{raw}”：它的流没有表示“请求调用工具”的结束原因，带调用的回复也以普通的 stop 结束。pi-ai 的适配器报告的 stopReason 是“{reason}”：它看到 content 中有 {calls} 个工具调用，才把 stop 改写成 toolUse。直到此刻，应用才能做出判断。",
  error: "回复失败，停止原因是“{reason}”。失败前收到的内容会保留，但其中任何调用都不能执行。",
  "error-aborted":
    "回复被中止（停止原因是“{reason}”）：应用通过 AbortSignal 取消了请求。pi-ai 仍以 error 事件结束流，但停止原因是“aborted”，应用因此能把自己要求的停止和失败区分开。中止前收到的内容会保留，但其中任何调用都不能执行。",
} as const;

const finalEvents = {
  start: "第二次回复开始。",
  text_start: "回答的文本块开始。",
  text_delta: "回答正在逐段到达。",
  text_end: "回答的文本已完整。",
  thinking_start: "一个思考块开始。",
  thinking_delta: "又收到一段思考内容。",
  thinking_end: "思考块结束。",
  toolcall_start: "第二次回复又开始请求调用 {name}。",
  "toolcall_start.capped":
    "第二次回复又开始请求调用 {name}。它的 {requested} 个片段在这里合并为 {streamed} 段（每个块最多 500 段）。",
  "text_start.capped": "回答的文本块开始。它的 {requested} 个片段在这里合并为 {streamed} 段（每个块最多 500 段）。",
  "thinking_start.capped": "一个思考块开始。它的 {requested} 个片段在这里合并为 {streamed} 段（每个块最多 500 段）。",
  toolcall_delta: "它的参数正在逐段到达。",
  toolcall_delta_whole: "它的参数一次性完整到达。",
  toolcall_end: "新的 {name} 调用请求已全部到达，尚未执行。",
  toolcall_end_object: "新的 {name} 调用请求已全部到达，参数是一个现成的对象；尚未执行。",
  toolcall_end_malformed: "新的 {name} 调用请求已全部到达，但参数文本不是 JSON 对象。",
  done: "第二次回复结束，停止原因是“{reason}”。",
  error: "第二次回复失败，停止原因是“{reason}”。",
  "error-aborted": "第二次回复被中止（停止原因是“{reason}”）：是应用停止了它。",
} as const;

function prefixed(prefix: string, entries: Record<string, string>) {
  return Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${prefix}${k}`, v]));
}

/** 引擎的中文文本：流式与各阶段的旁白、工具结果文字、脚本模型的回答。 */
export const zhCN: Record<EngineKey, string> = {
  ...(prefixed("stream.", streamEvents) as Record<`stream.${keyof typeof streamEvents}`, string>),
  ...(prefixed("final.stream.", finalEvents) as Record<`final.stream.${keyof typeof finalEvents}`, string>),

  "definition.learner":
    "这是你在工具实验室里改写的工具 {name}。模型看到的是它的名称、描述和参数 Schema，看不到任何代码；你的 execute() 留在应用里，只有当 pi-ai 按你的 Schema 验证通过后才会运行。",
  "definition.tool":
    "工具 {name} 是给模型看的能力定义：名称、描述和参数 Schema。它没有 execute()：模型只能请求调用，要不要执行、怎样执行，由应用自己的代码决定。",
  "definition.schema":
    "同一份 TypeBox Schema 承担三项职责：发给模型的 JSON Schema、应用代码使用的 TypeScript 类型（Static<…>），以及 validateToolArguments 检查的规则。模型只能选择扩展名，目录由宿主决定。",
  "definition.schema-limit":
    "同一份 TypeBox Schema 承担三项职责：发给模型的 JSON Schema、应用代码使用的 TypeScript 类型（Static<…>），以及 validateToolArguments 检查的规则。这个变体让模型选择扩展名和数量上限 limit——按 Schema 的规定，limit 是整数；目录由宿主决定。",
  "definition.description":
    "模型正是读名称和描述来判断何时请求调用 {name}。如果写成含糊的“files：处理文件”，模型无从知道它是读取还是删除。好的描述要写清：工具能做什么，什么时候该用，边界在哪里，每个参数表示什么。描述只影响模型的选择，并不授予任何权限：代码本身必须真的只做读取。",
  "definition.providers":
    "这里列出同一份 Tool 经 pi-ai 的适配器转换后，四种 Provider API 实际收到的内容。strict 处于关闭状态：Tool 不带 constrainedSampling。每个适配器把 Schema 放在自己的位置，但并非全部内容都到达了模型：去掉的是 {dropped}。模型看不到的部分，只有验证来把关：调用到达后，pi-ai 的 validateToolArguments 按工具的完整 Schema 检查参数。",
  "definition.providers-learner":
    "你的工具 {name} 经过与本章工具相同的 pi-ai 适配器到达各个 Provider API。本实验只保存了本章工具的捕获结果，所以这里不显示你的工具：选一个 Provider API 后，回放真正发出的请求会显示它的适配器把你的 Schema 变成了什么样。",
  "definition.providers-whole":
    "这里列出同一份 Tool 经 pi-ai 的适配器转换后，四种 Provider API 实际收到的内容。strict 处于关闭状态：Tool 不带 constrainedSampling。每个适配器都发送了工具的完整 Schema，所以验证（pi-ai 的 validateToolArguments）检查的内容，模型也都看得到。",
  "definition.providers-strict":
    "strict 打开：Tool 带上了 constrainedSampling（json_schema，“prefer”）。对本实验所用的 pi-ai 内置模型，{honoured} 的适配器发送的内容与 strict 关闭时不同。模型看到的 Schema 在 {changed} 处与工具自己的不一样；验证（pi-ai 的 validateToolArguments）仍按工具自己的 Schema 检查。",
  "definition.providers-strict-dropped":
    "strict 打开：Tool 带上了 constrainedSampling（json_schema，“prefer”）。对本实验所用的 pi-ai 内置模型，{honoured} 的适配器发送的内容与 strict 关闭时不同。模型看到的 Schema 在 {changed} 处与工具自己的不一样，并且去掉了 {dropped}：模型看不到的部分，只有验证（pi-ai 的 validateToolArguments）来把关。",
  "definition.providers-strict-none":
    "strict 打开：Tool 带上了 constrainedSampling（json_schema，“prefer”），但对本实验所用的 pi-ai 内置模型，四个适配器发送的内容都没有变化——“prefer” 允许模型无法支持 strict 的适配器照旧发送工具。",
  "request.context":
    "第一次请求：系统提示、用户的问题和工具列表——共 {messages} 条消息、{tools} 个工具。各 Provider 适配器会把工具转换成自己的格式。本章把这个 Context 交给 completeSimple(model, context)，它等回复结束后才返回；这里把回复按流式到达的过程展示出来。",
  "request.context-offered":
    "第一次请求：系统提示、用户的问题和工具列表——共 {messages} 条消息、{tools} 个工具。除了应用能执行的那个工具，它还发送了 {names}，但只有定义：名称、描述和 Schema，背后没有代码。模型看不到代码，只能凭名称和描述来选择。本章把这个 Context 交给 completeSimple(model, context)；这里把回复按流式到达的过程展示出来。",
  "loop.request.first":
    "第一次请求：pi-agent-core 的上下文里共 {messages} 条消息——系统提示、它加入工具的那条消息（{tools} 个工具）和用户的问题。各 Provider 适配器把这些工具转换成自己的格式。",
  "loop.request.first-offered":
    "第一次请求：pi-agent-core 的上下文里共 {messages} 条消息——系统提示、它加入工具的那条消息（{tools} 个工具）和用户的问题。除了应用能执行的那个工具，它还发送了 {names}，但只有定义：名称、描述和 Schema，背后没有代码。模型看不到代码，只能凭名称和描述来选择。",
  "gate.run":
    "执行关口：回复以“{reason}”结束，content 中有 {calls} 个调用（{names}）。调用是从 content 中找出来的，而不是根据停止原因推测的。下一步：先逐个检查，再执行。",
  "gate.run-despite-stop":
    "执行关口：回复以“{reason}”结束，而不是“toolUse”——content 中却有 {calls} 个调用（{names}）。这正是要从 content 中找调用的原因：只看停止原因就会漏掉这些调用。下一步：先逐个检查，再执行。",
  "gate.refuse-truncated":
    "执行关口：回复因长度限制而停止。即使每个调用都收到了 toolcall_end，参数也可能被截断。一律不执行；每个调用都会得到一条错误结果，请模型重新发出完整的调用。",
  "gate.run-rewritten":
    "执行关口：回复中有 {calls} 个调用（{names}），pi-ai 的 stopReason 显示为“toolUse”——可是原始流中 {api} 写的是 {field} = “{raw}”。{api} 并没有表示调用工具的停止原因：它的流以普通的 stop 结束，是 pi-ai 的适配器看到 content 中有调用，才把 stop 改写成 toolUse。无论哪种情况，调用都从 content 中读取。下一步：先检查每个调用，再执行任何一个。",
  "gate.refuse-truncated-valid":
    "执行关口：回复因长度限制而停止，可是其中的 {calls} 个调用（{names}）是完整的：toolcall_end 已到达，pi-ai 解析出了参数；实验室自己另做的探测（不是这一轮的步骤）在副本上调用 pi-ai 的 validateToolArguments，它也接受这些参数。调用本身挑不出任何毛病——拦住它的只有停止原因“length”。长度限制可能截掉了模型接下来要发的内容（另一个调用、一处更正），而一个完整、有效的调用看不出这一点。一律不执行；每个调用都会得到一条错误结果，请模型重新发出完整的调用。",
  "gate.stopped": "执行关口：回复以“{reason}”结束。不执行任何工具，也不发送工具结果；应用改为报告这次失败。",
  "gate.stopped-aborted":
    "执行关口：回复以“{reason}”结束，是应用停止了它。不执行任何工具，也不发送工具结果；应用报告请求已停止。",
  "gate.no-calls": "执行关口：content 中没有工具调用，这条回复本身就是回答。",
  "gate.no-calls-truncated":
    "执行关口：content 中没有工具调用，而且回复因长度限制而停止。回复按原样展示并标为不完整；不执行任何操作。",

  "validation.valid":
    "pi-ai 的 validateToolArguments 接受了 {name} 的参数。它处理的是副本，模型给出的原对象没有被改动。",
  "validation.converted":
    "pi-ai 的 validateToolArguments 先转换副本（改动了 {changed}），然后接受了 {name}。原对象保持不变，执行时使用的是这份副本。",
  "validation.converted-value":
    "pi-ai 的 validateToolArguments 接受了 {name}——但那是在 TypeBox 的 Value.Convert 把副本里的 {key} 从字符串 {from} 转成了 {to} 之后。Schema 要求的不是字符串，这个字符串却没有被拒绝：调用带着 {to} 通过了，而这个值既不是模型选的，也不是 Schema 作者想允许的。执行使用的是这份副本；模型自己的参数对象保持原样。",
  "validation.null-dropped":
    "pi-ai 的 validateToolArguments 接受了 {name}——但先删除了值为 null 的可选参数 {keys}（pi-ai 1.4.0 会在验证前移除这类 null）。请注意：没有扩展名，读取就不带过滤条件，查询范围比模型写的更宽了。",
  "validation.invalid":
    "pi-ai 的 validateToolArguments 拒绝了 {name}：在“{path}”处：{reason}。这是它的“Validation failed”格式，列出路径、原因和收到的参数。这个调用不会执行。这里显示的 pi-ai 完整错误本会告诉模型是哪个参数不对；本章的 catch 改发一段固定文本：“{sent}”本章选了这段简短的固定文本（§12、§15）：同一个 catch 既接住被拒绝的调用，也接住失败的读取；错误本身交给应用的诊断，其中可能带有的路径、调用栈或秘密都到不了模型那里。模型只知道调用失败了，不知道是哪个参数不对。",
  "validation.invalid-converted":
    "pi-ai 先转换了副本（{changed} 的类型被改变），没能通过检查的正是转换后的副本：在“{path}”处：{reason}。它的“Validation failed”文本里只展示模型的原始参数。这个调用不会执行。这里显示的 pi-ai 完整错误本会告诉模型是哪个参数不对；本章的 catch 改发一段固定文本：“{sent}”本章选了这段简短的固定文本（§12、§15）：同一个 catch 既接住被拒绝的调用，也接住失败的读取；错误本身交给应用的诊断，其中可能带有的路径、调用栈或秘密都到不了模型那里。模型只知道调用失败了，不知道是哪个参数不对。",
  "validation.invalid-json":
    "验证根本没有走到 Schema：调用的文本不是 JSON 对象（toolcall_end 时记下了 argumentsError），所以 validateToolArguments 直接抛出“Invalid arguments for tool …”，附上解析错误和收到的文本。这个调用不会执行。这里显示的 pi-ai 完整错误本会告诉模型它的文本错在哪里；本章的 catch 改发一段固定文本：“{sent}”本章选了这段简短的固定文本（§12、§15）：同一个 catch 既接住被拒绝的调用，也接住失败的读取；错误本身交给应用的诊断，其中可能带有的路径、调用栈或秘密都到不了模型那里。模型只知道调用失败了，不知道错在哪里。",
  "validation.unknown-tool": "模型请求调用“{name}”，而应用从未提供过这个工具。它不经验证，也不会执行。",
  "validation.description-only":
    "模型请求调用的是“{name}”，而不是真正能完成任务的那个工具：它的名称和描述含糊，看上去也能回答这个问题。这里的模型是脚本模拟的，故意这样选，用来演示两个工具的描述重叠时，真实模型可能怎么做。应用只把 {name} 作为描述发给了模型，并没有它的代码，所以这次调用不经验证，也不会执行。",
  "validation.skipped.stopped": "无需验证：回复失败了，其中的调用全部作废。",
  "validation.skipped.stopped-empty": "无需验证：回复在请求任何工具之前就失败了。",
  "validation.skipped.aborted": "无需验证：回复被中止了，其中的调用全部作废。",
  "validation.skipped.aborted-empty": "无需验证：回复在请求任何工具之前就被中止了。",
  "validation.skipped.no-calls": "无需验证：回复中没有工具调用。",
  "validation.skipped.truncated":
    "不做验证：这一轮不验证被长度限制截断的回复中的任何调用，因为这些参数即使能通过验证，也可能是错的。执行关口处显示的 pi-ai 验证器结论来自实验室自己的探测，不是这一轮做的验证。",

  "execution.ran":
    "应用自己的代码读取了下载目录（路径由宿主决定，不由模型决定），只保留文件，把两边的扩展名都转成小写后按“{filter}”过滤（所以文件名里扩展名的大小写不影响结果），再按名称排序，找到 {count} 个。",
  "execution.ran-unfiltered":
    "应用自己的代码读取了下载目录（路径由宿主决定，不由模型决定）。没有扩展名，就不做过滤，按名称排序列出全部 {count} 个文件。",
  "execution.ran-limited":
    "应用自己的代码读取了下载目录（路径由宿主决定，不由模型决定），只保留文件，按扩展名“{filter}”过滤，并按 pi-ai 验证后副本里的 limit 最多保留 {limit} 个：找到 {count} 个。",
  "execution.ran-limited-unfiltered":
    "应用自己的代码读取了下载目录（路径由宿主决定，不由模型决定），不按扩展名过滤，并按 pi-ai 验证后副本里的 limit 最多保留 {limit} 个：找到 {count} 个。",
  "execution.swallowed":
    "读取失败了，但这个有缺陷的应用吞掉了错误，返回空列表。模型会以为一个文件都没有——正是 §15 提醒的错误。",
  "loop.execution.failed.EACCES":
    "读取失败：没有权限。AgentTool 抛出错误，pi-agent-core 把它（去掉宿主路径）作为结果发出。",
  "loop.execution.failed.ENOENT":
    "读取失败：目录不存在。AgentTool 抛出错误，pi-agent-core 把它（去掉宿主路径）作为结果发出。",
  "loop.execution.failed.ABORT_ERR": "读取太慢，用户取消了它。pi-agent-core 把取消作为错误结果发出，而不是空列表。",
  "loop.execution.failed.OTHER": "读取意外失败。AgentTool 抛出错误，pi-agent-core 把它（去掉宿主路径）作为结果发出。",
  "execution.failed.EACCES": "读取失败：没有权限。模型收到本章的固定文本；错误连同宿主路径都留在应用里（§15）。",
  "execution.failed.ENOENT": "读取失败：目录不存在。模型收到本章的固定文本；错误连同宿主路径都留在应用里（§15）。",
  "execution.failed.ABORT_ERR": "读取太慢，用户取消了它。本章的 catch 发出那段固定文本，而不是空列表。",
  "execution.failed.OTHER": "读取意外失败。模型收到本章的固定文本；错误连同宿主路径都留在应用里（§15）。",
  "execution.learner.ran":
    '你的 execute() 拿到验证后的参数（扩展名“{filter}”）运行，返回了 {count} 个名字。应用把它们包成 {"files": [...]} 交给模型。',
  "execution.learner.ran-unfiltered":
    '参数里没有扩展名，你的 execute() 运行后返回了 {count} 个名字。应用把它们包成 {"files": [...]} 交给模型。',
  "execution.learner.threw":
    "你的 execute() 抛出了错误：“{message}”。应用捕获它，并以错误结果告诉模型：查询失败了（§15）。",
  "execution.learner.timeout":
    "你的 execute() 运行了 {seconds} 秒仍未结束，被停止了。沙箱结束了它的 worker；模型收到一条错误结果，而不是无限等待。",
  "execution.learner.returned":
    "你的 execute() 返回了 {message}，不是文件名列表。应用不会把它当作查询结果发给模型，而是报告一个错误。",
  "execution.learner.ran-cut":
    '你的 execute() 返回的内容超出了实验室从沙箱接收的上限（最多 10,000 个名字，单个名字最多 4,096 个字符，总共最多 1,000,000 个字符），所以列表被截断了。应用把保留下来的 {count} 个名字包成 {"files": [...]} 交给模型。',
  "execution.learner.unreadable":
    "你的模块发来了实验室无法读取的内容：{message}。应用不会把它转交出去，模型收到的是一条错误结果。",
  "execution.learner.load-timeout":
    "上一次调用被停止或崩溃后，你的模块的 worker 重新启动，但没能在 {seconds} 秒内加载完成，所以这次调用你的 execute() 没有运行。模型收到的是一条错误结果。",
  "result.learner.threw": "无法列出下载目录：{message}",
  "result.learner.timeout": "查询在 {seconds} 秒内没有结果，已被停止。",
  "result.learner.returned": "工具返回的不是文件名列表。",
  "result.learner.unreadable": "无法读取工具的回答。",
  "result.learner.load-timeout": "工具没能在 {seconds} 秒内启动。",
  "execution.skipped.unknown-tool": "未执行：不存在名为 {name} 的工具。",
  "execution.skipped.description-only":
    "未执行：应用没有 {name} 的代码，只是向模型描述过它。错误结果会说明这一点，并告诉模型应用能执行的是哪个工具。",
  "execution.skipped.invalid": "未执行：{name} 的参数没有通过验证。",
  "execution.skipped.stopped": "不执行任何代码：回复失败了。",
  "execution.skipped.aborted": "不执行任何代码：回复被中止了。",
  "execution.skipped.no-calls": "不执行任何代码：模型没有请求调用工具。",
  "execution.skipped.truncated": "不执行任何代码：回复被截断了。",

  "toolResult.ok":
    "调用 {id}（{name}）的工具结果加入 Context，在 content 里以 JSON 形式带回文件名。它的 details 以数据形式保存同一份列表，供应用自己的界面使用；pi-ai 的 Provider 适配器只把 content 发给模型。",
  "toolResult.ok-content": "调用 {id}（{name}）的工具结果加入 Context，在 content 里以 JSON 形式带回文件名。",
  "toolResult.error": "调用 {id}（{name}）的错误结果加入 Context，标记为 isError，模型可以据此解释或重试。",
  "toolResult.skipped.stopped": "没有工具结果：什么都没有执行。",
  "toolResult.skipped.aborted": "没有工具结果：什么都没有执行。",
  "toolResult.skipped.no-calls": "没有工具结果：模型没有请求调用工具。",

  "final.request":
    "第二次请求再次发送整个 Context——共 {messages} 条消息，顺序符合 Provider 的要求：问题、带调用的回复，然后每个调用一条结果，各自注明所对应调用的 id。工具结果不是用户消息：正是这种一一对应，让模型知道哪条结果回答哪个调用。",
  "final.request-sent":
    "第二次请求按这一轮留下的样子发送 Context——共 {messages} 条消息，顺序是：{order}。§13 要求的顺序是：问题、带调用的回复，然后每个调用一条结果，每条结果都跟在包含其调用的回复之后。",
  "final.request-normalized":
    "第二次请求发给 {api}，它和发出调用的不是同一个模型。它的适配器通过 pi-ai 的 transformMessages，把 {api} 不能原样接受的 Tool Call id 改写掉，并同步改写对应工具结果的 toolCallId，让每一对仍然配对。应用保存的历史仍是原来的 id，改写的只是这次请求里的副本。",
  "request.ids.same-model":
    "第二次请求又发回 {target}，也就是发出这个调用的模型。pi-ai 的 transformMessages 只改写别的模型所发调用的 id，所以 {sent} 原样发出，调用和它的结果都一样，和应用保存的一致。",
  "request.ids.kept":
    "id {stored} 由 {source} 生成，{target} 可以原样接受：它的适配器经过 transformMessages 后没有改动它，调用和结果上都是原样。这一对组合不需要任何改写。",
  "request.ids.kept-call-id":
    "id {stored} 由 {source} 生成；OpenAI Responses 原样收到它，作为调用的 call_id，结果的 call_id 也是它。Responses 给调用配的条目 id（fc_…）没有发送：pi-ai 的适配器只在模型自己的调用上带上它。",
  "request.ids.replaced-cut":
    "id {stored} 由 {source} 生成，共 {from} 个字符，其中含有 {chars}，而 {target} 的 id 里不允许出现它。它的适配器通过 transformMessages 改发 {sent}：每个 {chars} 都变成了 _，id 也被截到前 {to} 个字符。结果的 toolCallId 也改成了同一个 id，两者仍然配对。",
  "request.ids.hashed":
    "id {stored} 由 {source} 生成，长 {from} 个字符。{target} 的适配器通过 transformMessages 改发 {sent}（{to} 个字符）：保留前 {kept} 个字符，结尾换成 {tail}，这是 pi-ai 对整个旧 id 所算短哈希的开头，这样前半段相同的两个调用仍会得到不同的 id。结果也带着这个新 id。",
  "request.ids.hashed-pair":
    "id {stored} 由 {source} 生成（{from} 个字符）：call_id {callId}（{callIdLength} 个字符）、一个 |，再加一个 {itemIdLength} 个字符的条目 id。{target} 的适配器通过 transformMessages 改发 {sent}（{to} 个字符）：完整保留 call_id，后面接 _ 和 {hash}，即 pi-ai 对整个旧 id 所算短哈希的前 {hashLength} 个字符。条目 id 被丢掉了；不过哈希也算进了它，所以 call_id 相同的两个调用仍会得到不同的 id。结果也带着这个新 id。",
  "request.ids.hashed-pair-cut":
    "id {stored} 由 {source} 生成（{from} 个字符）：call_id {callId}（{callIdLength} 个字符）、一个 |，再加一个 {itemIdLength} 个字符的条目 id。{target} 的适配器通过 transformMessages 改发 {sent}（{to} 个字符）：只保留 call_id 的前 {callIdKept} 个字符，后面接 _ 和 {hash}，即 pi-ai 对整个旧 id 所算短哈希的前 {hashLength} 个字符。条目 id 被丢掉了；不过哈希也算进了它，所以 call_id 相同的两个调用仍会得到不同的 id。结果也带着这个新 id。",
  "request.ids.changed":
    "id {stored} 由 {source} 生成；{target} 的适配器通过 transformMessages 改发 {sent}，并给结果换上同一个新 id，两者仍然配对。",
  "request.ids.absent":
    "id {stored} 由 {source} 生成，但发给 {target} 的第二次请求里没有这个调用：pi-ai 的 transformMessages 会整条略去失败或已取消的回复，连同其中的调用。",
  "final.order-probe":
    "如果应用打乱了这些规则会怎样？这里把同一段历史再经 {api} 的适配器发一次：保留一条先前失败的回复，并去掉所有调用的结果。pi-ai 的 transformMessages 丢掉了那条失败的回复，并在调用之后插入 {synthetic} 条“No result provided”错误结果，让每个调用仍有回应。这一次并没有真的发出；真实的请求是前一帧那条。",
  "probe.failed-reply": "（一条中途失败的早先回复）",
  "probe.follow-up": "然后呢？有哪些 PDF？",
  "final.answer.files": "这就是最终回答，依据的是工具真实返回的内容。",
  "final.answer.mixed": "最终回答：有的调用返回了文件，有的返回了错误，模型手里两样都有。",
  "final.answer.errors": "最终回答：没有一个调用返回文件——每条结果都是错误，模型只能解释失败，列不出 PDF。",
  "final.answer.not-executed": "最终回答：没有执行任何工具。回复被截断，所有调用都被拒绝，模型只能请用户重试。",
  "final.answer.bug": "最终回答是错的：读取其实失败了，应用的缺陷却报告了空列表，模型信以为真（§15）。",
  "final.truncated":
    "回答也因长度限制而停止了：按原样展示，并标为不完整。其中即使有调用也不会执行（这里有 {calls} 个）。",
  "final.without-tools":
    "模型没有请求调用工具，直接作答。本章的这一轮把第一次回复当作回答返回：没有要检查的调用，没有要执行的代码，也没有第二次请求（§12）。",
  "final.without-tools-truncated": "模型没有请求调用工具就作答了，但回复因长度限制被截断：回答不完整。",
  "final.stopped": "第二次回复失败（“{reason}”），应用报告失败，而不是给出回答。",
  "final.stopped-aborted": "第二次回复被中止（“{reason}”）：是应用停止了它，应用报告这一点，而不是给出回答。",
  "round.reply":
    "你的往返函数拿到了模型的回复：结束原因是“{reason}”，content 里有 {calls} 个工具调用。接下来做什么，由你的代码决定，而不是实验室。",
  "round.validation.passed":
    "你的往返函数让 pi-ai 的 validateToolArguments 检查 {name}（{id}）：通过。pi-ai 返回了检查过的副本，模型自己的对象没有被改动。执行哪一个，由你的代码决定。",
  "round.validation.refused":
    "你的往返函数让 pi-ai 的 validateToolArguments 检查 {name}（{id}）：被拒绝，位置“{path}”：{reason}。模型会听到什么，由你的代码决定。",
  "round.validation.unknown-tool": "你的往返函数让 pi-ai 检查“{name}”（{id}），但这个应用没有这个工具的代码。",
  "round.execution.ran":
    "你的往返函数调用了应用的 execute()：它读取下载目录（路径由宿主决定，不由模型决定），按“{filter}”过滤，找到 {count} 个。",
  "round.execution.ran-unfiltered":
    "你的往返函数调用了应用的 execute()，没有扩展名过滤：它读取下载目录（路径由宿主决定，不由模型决定），找到 {count} 个。",
  "round.execution.failed":
    "你的往返函数调用了应用的 execute()，读取失败（{code}）。execute() 像 Node 的 fs 一样抛出错误，消息里带着宿主上的绝对路径。模型会听到什么，由你的代码决定。",
  "round.end.returned":
    "你的往返函数向模型请求了 {asks} 次，然后返回了模型的回复。评分器现在按本章的规则检查它做过的每一件事。",
  "round.end.threw":
    "你的往返函数没有返回，而是抛出了：{detail}。应用应当把失败变成工具结果或清楚的错误，不能任由它逃出去。",
  "round.end.timeout":
    "你的往返函数被停止了：它自己的代码运行了 {seconds} 秒仍未返回（等待模型和读取目录的时间不算在内）。",
  "round.end.wrong-shape": "你的往返函数返回的是 {detail}，而不是模型的回复（ask() 交给它的那条 AssistantMessage）。",
  "round.end.too-many-asks": "你的往返函数被停止了：它向模型请求超过了 {max} 次。一次工具往返只需要两次请求。",
  "round.end.too-many-executes":
    "你的往返函数被停止了：它调用 execute 超过了 {max} 次。回复中每个有效的工具调用只执行一次。",
  "round.end.unreadable": "你的往返函数被停止了：它交给实验室的东西无法读取（{detail}）。",
  "final.limit":
    "第二次回复又请求调用工具（{names}）。这个只处理一轮的函数不会执行它，到此为止——反复“模型 → 调用 → 结果”，正是下一章要构建的循环。这个循环还要处理多个工具、失败、取消、事件、何时停止，以及排队等待加入的消息（pi-agent-core 的 steering 和 follow-up 消息）。",
  "final.skipped.stopped": "没有第二次请求：第一次回复已经失败。",
  "final.skipped.aborted": "没有第二次请求：第一次回复已被中止。",

  "loop.agent-tool":
    "在循环模式中，同一个工具变成 pi-agent-core 的 AgentTool：Tool 的字段原封不动——名称、描述和参数给模型看，可选的 constrainedSampling 由适配器读取，用来请求严格（受约束的）解码——再加上循环执行它所需的东西：给界面用的 label、execute，以及可选的 prepareArguments 和 executionMode。",
  "loop.agent_start":
    "Agent Loop 开始（agent_start）。从这里起，pi-agent-core 接手单轮函数手工做的事：询问模型、执行调用、发回结果、再次询问。",
  "loop.turn_start": "第 {turn} 轮开始（turn_start）：循环将再次询问模型，Context 中带着目前为止的所有结果。",
  "loop.message.system":
    "pi-agent-core 向对话记录声明工具：在用户的问题之前加入一条带 toolsAdded 的 system 消息（message_end）。",
  "loop.message.user": "用户的问题加入 Context（message_end）。",
  "loop.request":
    "第 {turn} 轮：循环把整个 Context（{messages} 条消息）连同 config.model 再交给 streamFn，发出下一次请求。",
  "loop.request-cancelled":
    "第 {turn} 轮：用户取消了这次运行，它的 AbortSignal 已经中止。不发出任何请求；回复以 aborted 结束。",
  "loop.gate.run":
    "回复以“{reason}”结束，含 {calls} 个调用（{names}）。循环从 content 中读取调用；它接手的每个调用都先由 pi-agent-core 的 prepareToolCall 检查——工具是否存在，参数能否通过 pi-ai 的 validateToolArguments——之后才可能运行 execute。",
  "loop.gate.refuse-truncated":
    "回复因长度限制而停止，{calls, plural, =1 {其中的 1 个调用不会执行：pi-agent-core 的 failToolCallsFromTruncatedMessage 给它回一条错误结果} other {其中的 # 个调用一个也不执行：pi-agent-core 的 failToolCallsFromTruncatedMessage 给每个调用回一条错误结果}}，请模型重新发出完整的调用。",
  "loop.gate.refuse-truncated-valid":
    "回复因长度限制而停止，可是其中的 {calls} 个调用（{names}）是完整的：pi-ai 解析出了参数；实验室自己另做的探测（不是 pi-agent-core 循环的步骤）在副本上调用 pi-ai 的 validateToolArguments，它也接受这些参数。拦下这些调用的只有停止原因“length”：pi-agent-core 的 failToolCallsFromTruncatedMessage 给每个调用回一条错误结果，请模型重新发出，一个也不执行。",
  "loop.gate.run-rewritten":
    "回复中有 {calls} 个调用（{names}）；pi-ai 的 stopReason 显示为“toolUse”，可原始流中 {api} 写的是 {field} = “{raw}”：是 pi-ai 的适配器看到 content 中有调用，才把 stop 改写成 toolUse。循环从 content 中读取调用；它接手的每个调用都先由 pi-agent-core 的 prepareToolCall 检查——工具是否存在，参数能否通过 pi-ai 的 validateToolArguments——之后才可能运行 execute。",
  "loop.gate.stopped": "回复以“{reason}”结束。循环不执行任何东西，并结束这次运行。",
  "loop.gate.no-calls": "回复里没有调用，它本身就是回答；循环没有调用可执行了。",
  "loop.tool_execution_start":
    "{name}（{id}）的 tool_execution_start：循环准备这次调用——如果工具有 prepareArguments 就先调用它，再用 pi-ai 的 validateToolArguments 验证——两者都通过才执行 execute。",
  "loop.tool_execution_start.truncated": "{name}（{id}）的 tool_execution_start，但不会验证也不会执行：回复被截断了。",
  "loop.tool_execution_end.returned": "{name}（{id}）的 tool_execution_end：execute 已返回，循环拿到了结果。",
  "loop.tool_execution_end.threw":
    "{name}（{id}）的 tool_execution_end，带 isError：AgentTool 的 execute 抛出了错误，pi-agent-core 把它变成一条错误结果，而不是让程序崩溃。",
  "loop.tool_execution_end.description-only":
    "{name}（{id}）的 tool_execution_end，带 isError：它的 execute 抛出了应用的拒绝说明，pi-agent-core 把这段话作为错误结果发回。什么也没有读取。",
  "loop.execution.description-only":
    "pi-agent-core 只把自己持有的工具发给模型，而它只持有 AgentTool，所以应用给了它一个 {name}，其 execute 只负责拒绝。（这里的模型是脚本模拟的，故意选了 {name}，用来演示两个工具的描述重叠时，真实模型可能怎么做。）pi-agent-core 按 {name} 的 Schema 验证参数后调用了这个 execute：它什么也没读取，只抛出应用自己的说明，循环再把这段话作为错误结果发回。",
  "loop.tool_execution_end.refused":
    "{name}（{id}）的 tool_execution_end，带 isError：prepareToolCall 拒绝了这次调用，execute 从未运行；结果就是那段错误文本本身。",
  "loop.tool_execution_end.truncated":
    "{name}（{id}）的 tool_execution_end，带 isError：回复因长度限制被截断，这次调用既没有验证，也没有执行。",
  "loop.tool_execution_end.aborted":
    "{name}（{id}）的 tool_execution_end，带 isError：这次运行已经中止，pi-agent-core 直接回复“Operation aborted”，没有运行 execute。",
  "loop.tool_execution_end.not-loaded":
    "{name}（{id}）的 tool_execution_end，带 isError：你的模块没能及时重新加载，AgentTool 的 execute 没有运行你的代码就抛出了错误，pi-agent-core 把它变成一条错误结果。",
  "loop.validation.passed":
    "pi-agent-core 的 prepareToolCall 用 pi-ai 的 validateToolArguments 检查了 {name}：参数通过。循环用 pi-ai 验证后的副本运行 execute；模型自己的参数对象保持原样。",
  "loop.validation.passed-converted":
    "pi-agent-core 的 prepareToolCall 用 pi-ai 的 validateToolArguments 检查了 {name}：参数通过了——但那是在 TypeBox 的 Value.Convert 把 pi-ai 副本里的 {key} 从字符串 {from} 转成了 {to} 之后。没有什么拒绝这个字符串；循环带着 {to} 运行 execute，而这个值既不是模型选的，也不是 Schema 作者想允许的。",
  "loop.validation.passed-description-only":
    "pi-agent-core 的 prepareToolCall 用 pi-ai 的 validateToolArguments 检查了 {name}：参数符合它的 Schema。循环接下来会调用它的 execute，但应用没有 {name} 的代码：这个 execute 只负责拒绝。",
  "loop.validation.refused-schema":
    "pi-agent-core 的 prepareToolCall 用 pi-ai 的 validateToolArguments 检查了 {name}，参数被拒绝。execute 不会运行；循环把 pi-ai 的“Validation failed”文本连同参数原样作为结果发回。",
  "loop.validation.refused-parse":
    "pi-agent-core 的 prepareToolCall 用 pi-ai 的 validateToolArguments 检查了 {name}：调用的文本不是 JSON 对象，pi-ai 在任何 Schema 检查之前就抛出“Invalid arguments for tool …”。execute 不会运行。",
  "loop.validation.unknown-tool":
    "pi-agent-core 的 prepareToolCall 找不到名为“{name}”的工具，直接回复“Tool {name} not found”。既没有验证，也没有执行。",
  "loop.turn_start.first": "第 1 轮开始（turn_start）：循环第一次询问模型。",
  "loop.turn_end":
    "第 {turn} 轮结束（turn_end），{results, plural, =0 {本轮没有工具结果} other {本轮有 # 条工具结果}}。",
  "loop.end.answered": "循环停止：模型没有再请求调用工具，直接作答（共 {turns} 轮）。",
  "loop.end.turn-limit":
    "循环在轮数上限（{max}）处停止：模型一直在请求调用工具。pi-agent-core 本身没有上限；这个应用通过 finishTurn 设定了一个。",
  "loop.end.error": "循环停止：有一条回复出错了，其中的内容都没有执行。",
  "loop.end.aborted": "循环停止：有一条回复以 aborted 结束，其中的内容都没有执行。",
  "loop.end.cancelled": "循环停止：用户通过 AbortSignal 取消了这次运行。",
  "loop.comparison": "同一个场景，分别由手工单轮和 Agent Loop 运行，并排对照——每处差别都有说明。",
  "compare.same": "发生的事情没有差别：两种方式都是 {requests} 次请求。这个场景只需要一轮。",
  "compare.second-round":
    "模型又请求了一轮工具调用。单轮函数到此为止；循环执行了这些调用，并继续往下（共 {turns} 轮）。",
  "compare.truncation": "回复被截断：两者都拒绝执行其中的调用。循环的错误文字是 pi-agent-core 自己的：“{text}”",
  "compare.answered-instead": "拒绝之后，模型在第 {turn} 轮用文字作答，没有重新发出调用，也没有执行任何东西。",
  "compare.reissued": "拒绝之后，模型重新发出了完整的调用，循环在第 {turn} 轮执行了它。",
  "compare.mode.parallel":
    "一条回复中有 {calls} 个调用，并行方式（pi-agent-core 的默认方式）：循环逐个接手调用时分别验证，再把通过验证的 {ran} 个一起执行；结果仍按调用顺序排列。",
  "compare.mode.sequential":
    "一条回复中有 {calls} 个调用，逐个执行（executionMode 为 sequential）：每个调用先验证，通过的就执行并得到结果，然后才轮到下一个（共执行 {ran} 个）。",
  "compare.cancel":
    "取消通过这次运行的 AbortSignal 传递：读取停止，这次调用得到一条错误结果。pi-agent-core 仍然开始了第 {turn} 轮，并调用了流函数；在本实验中，这个函数代替真实请求：它看到信号已中止，什么都没有发送，回复以 aborted 结束，于是循环停止。",
  "compare.thrown": "工具的 execute 抛出了错误；pi-agent-core 把它变成一条 isError 结果，内容是应用自己的说法。",
  "compare.echo":
    "被拒绝的调用：pi-agent-core 把 pi-ai 的错误文本连同收到的参数原样发给模型；循环的钩子看不到被拒绝的调用，应用没法在那里裁剪它。手工单轮改发本章的固定文本。",
  "compare.unknown-tool":
    "未知工具（{name}，调用 {id}）：两边都没有执行任何东西，但告诉模型的话不同。手工单轮发送应用自己的话“{round}”；pi-agent-core 的 prepareToolCall 发送它自己的“{loop}”。",
  "compare.result-text": "{id}（{name}）的工具结果不同：手工单轮发送“{round}”；循环发送“{loop}”。",
  "compare.turn-limit": "循环达到了应用设定的轮数上限（{max}）；单轮函数根本走不到这一步。",
  "loop.tool-label": "列出下载目录",
  "recap.responsibilities":
    "按职责回顾这一次运行：模型决定了什么；pi-ai 转换、解析和检查了什么；应用自己验证、执行、裁剪并报告了什么。点击每一行可打开对应的帧。",
  "recap.takeaways": "这次运行体现了本章的以下要点。点击每一条可打开体现它的帧。",
  "recap.model.calls": "请求调用 {names}（共 {count} 个调用）",
  "recap.model.no-calls": "没有请求工具，直接作答",
  "recap.model.cut-off": "没有作出最终决定——回复还在流式输出时就被中断了",
  "recap.model.more-calls": "在回答中又请求调用工具",
  "recap.model.answer": "根据收到的工具结果写出最终回答",
  "recap.model.answer-truncated": "根据工具结果开始作答，但回答因长度限制被截断",
  "recap.pi.stream": "把回复化为事件流，原地填充同一条消息",
  "recap.pi.converted": "把工具和 Context 转换成 {api} 的请求",
  "recap.pi.previews": "用 parseStreamingJson 生成了 {count} 次尽力而为的预览",
  "recap.pi.parsed": "在 toolcall_end 时解析每个调用的完整文本",
  "recap.pi.whole-args": "按 Provider 发来的样子整体取下每个调用的参数：没有要解析的文本",
  "recap.pi.validated": "用 validateToolArguments 克隆、转换并检查了 {count} 个调用",
  "recap.pi.validator-cached":
    "用同一个编译好的验证器检查了全部 {count} 个调用：pi-ai 按 Schema 对象缓存验证器，TypeBox 对一个 Schema 只编译一次",
  "recap.pi.json-coercion.tilde-kind":
    '对这个 TypeBox Schema 也运行了为普通 JSON Schema 准备的类型强制转换：它检查的是 Symbol.for("TypeBox.Kind")，而 TypeBox 1.3 用 ~kind 标记 Schema',
  "recap.pi.json-coercion.none":
    '运行了为普通 JSON Schema 准备的类型强制转换：这个 Schema 不带 Symbol.for("TypeBox.Kind")',
  "recap.pi.parse-refused": "拒绝了 {count} 个文本不是 JSON 对象的调用，没有复制参数，也没有做 Schema 检查",
  "recap.pi.stream-failed":
    "以停止原因“error”结束回复：是 Provider 的流出错了（连接断开，或 Provider 发来错误），不是模型的决定",
  "recap.pi.normalized": "为 {api} 同步改写调用 id 和对应结果的 id",
  "recap.app.aborted": "用户停止了请求，应用通过 AbortSignal 取消它；pi-ai 把回复结束为“aborted”",
  "recap.app.gate.run": "检查最终停止原因，并从 content 中找出调用",
  "recap.app.gate.refuse-truncated": "拒绝了因长度限制被截断的回复中的全部调用",
  "recap.app.gate.stopped": "停止：失败或被中止的回复不执行任何东西",
  "recap.app.gate.no-calls": "没有发现调用，把回复当作回答",
  "recap.app.ran": "用自己的代码读取宿主指定的目录 {count} 次",
  "recap.app.ran-learner": "用通过验证的参数运行了你在 Tool 实验室写的 execute()，共 {count} 次",
  "recap.app.refused": "拒绝了 {count} 个没有通过检查的调用",
  "recap.app.bug": "把读取失败藏在空列表后面（这是缺陷）",
  "recap.app.trimmed": "把 {count} 个失败变成错误结果，去掉了路径和堆栈",
  "recap.app.reported":
    "发出 {count, plural, =1 {1 条工具结果，带着对应调用的 id} other {# 条工具结果，每条都带着对应调用的 id}}",
  "takeaway.tool-is-description": "Tool 是给模型看的能力定义，里面没有代码。",
  "takeaway.schema-three-jobs":
    "一份 Schema 同时承担三种职责：给模型的 JSON Schema、TypeScript 类型，以及运行时验证的规则。",
  "takeaway.providers-convert": "pi-ai 的适配器把工具的名称、描述和参数转换成各个 Provider 自己的工具格式。",
  "takeaway.description-guides": "描述影响模型的选择，但不授予任何权限——允许做什么由代码决定。",
  "takeaway.toolcall-untrusted": "ToolCall 是模型发出的结构化请求：在应用检查之前，它不可信。",
  "takeaway.validated-before-run": "只有完整到达并通过验证的调用才能执行。",
  "takeaway.preview-only": "流式参数只是预览，绝不是执行请求。",
  "takeaway.stop-reason":
    "停止原因只能否决：以 length、error 或 aborted 结束，就什么都不执行；至于有没有可执行的调用，要看 content 里的工具调用，而不是停止原因。",
  "takeaway.validate-copy": "validateToolArguments 检查（并可能转换）的是副本，模型的参数保持原样。",
  "takeaway.fixed-folder": "目录由宿主决定，而不是由模型决定：能力边界保持最小。",
  "takeaway.result-ids": "每条工具结果都带着对应调用的 id，并紧跟在调用之后。",
  "takeaway.failures-are-results": "失败要变成模型读得懂的错误结果，绝不能伪装成空列表。",
  "takeaway.normalized": "跨 Provider 时，pi-ai 同步改写调用 id 和结果 id；保存的历史不受影响。",
  "takeaway.loop": "模型再次请求工具时，手工单轮不会再执行：这正是下一章引入 Agent Loop 的原因。",

  "result.truncated": "工具调用没有执行：模型输出达到长度限制，参数可能被截断。请重新发出完整调用。",
  "result.unknown-tool": "未知工具：{name}",
  "result.description-only":
    "工具调用未执行：{name} 在这里只是一段描述，应用没有它的代码。应用能执行的工具是 {available}。",
  "result.chapter-catch": "无法查询下载目录：参数无效或目录暂时不可访问。",
  "result.read-failed.EACCES": "无法列出下载目录：没有权限。",
  "result.read-failed.ENOENT": "无法列出下载目录：目录不存在。",
  "result.read-failed.ABORT_ERR": "列出文件的操作在完成前被取消了。",
  "result.read-failed.OTHER": "发生意外错误，无法列出下载目录。",

  "model.answer.files": "你的下载目录里有 {count} 个 PDF 文件：{files}。",
  "model.answer.none": "你的下载目录里没有 PDF 文件。",
  "model.answer.failed": "我刚才没能查看你的下载目录，所以没法告诉你有哪些 PDF。",
  "model.answer.truncated": "我列出文件的请求在完成前被截断了，所以什么也没有列出。请再问我一次，我会发出完整的请求。",
  "request.recording.tools":
    "你的录制：{events} 个 {api} 事件（API 由事件本身判断），经由 pi-ai 真实的适配器回放。工具（{names}）来自录制的请求；其中没有找到问题，所以问题是本章的。实验室只有本章 list_download_files 的代码：其他工具都只作为描述提供，你的代码一行也不会运行。",
  "request.recording.question-tools":
    "你的录制：{events} 个 {api} 事件（API 由事件本身判断），经由 pi-ai 真实的适配器回放。问题和工具（{names}）都来自录制的请求。实验室只有本章 list_download_files 的代码：其他工具都只作为描述提供，你的代码一行也不会运行。",
  "request.recording.chapter-tool":
    "你的录制：{events} 个 {api} 事件（API 由事件本身判断），经由 pi-ai 真实的适配器回放。录制里没有请求，所以问题和工具都是本章的（list_download_files）：你录下的调用遇到的是本章的工具和目录。",
  "request.recording.question-chapter-tool":
    "你的录制：{events} 个 {api} 事件（API 由事件本身判断），经由 pi-ai 真实的适配器回放。问题来自录制的请求；该请求没有提供工具，所以工具是本章的（list_download_files）。",
  "model.recording.files": "（实验室的代答：你的录制只有一次回复。）工具列出了 {count} 个 PDF 文件：{files}。",
  "model.recording.none": "（实验室的代答：你的录制只有一次回复。）工具没有列出 PDF 文件。",
  "model.recording.failed": "（实验室的代答：你的录制只有一次回复。）没有工具给出可用的结果，所以我没有可报告的内容。",
  "model.recording.truncated": "（实验室的代答：你的录制只有一次回复。）回复在长度限制处被截断，所以什么也没有运行。",
};
