/**
 * The words of §16's review by object (the Tool, the ToolCalls, the ToolResults), in both
 * languages. The lines are chosen from the facts by `objectLines` (`src/engine/trace/recap-objects.ts`);
 * the words load with the recap's view (a lazy chunk), not with the page, and the trace command
 * reads them too.
 */
import { defineWords } from "../../../text/words";

const en: Record<string, string> = {
  "recap.objects.intro":
    "The same run by the three objects §16 reviews: the Tool the application described, the ToolCalls the model wrote, and the ToolResults the application sent back. Each line opens its frame.",
  "recap.objects.tool.described":
    "{name} — a name, a description and a parameter schema the application wrote for the model, with no code in it",
  "recap.objects.tool.sent":
    "went to the model in the first request's tool list ({tools, plural, one {# tool} other {# tools}}), as a description only",
  "recap.objects.tool.converted":
    "pi-ai's {api} adapter converted it into {api}'s own tool format for the first request ({tools, plural, one {# tool} other {# tools}})",
  "recap.objects.toolcall.made":
    "the model wrote {count, plural, one {# ToolCall} other {# ToolCalls}} ({names}): an id, a tool name and arguments — a request, untrusted until checked",
  "recap.objects.toolcall.truncated":
    "the model wrote {count, plural, one {# ToolCall} other {# ToolCalls}} ({names}) in a reply cut at the length limit: nothing ran, and an error result went back for each",
  "recap.objects.toolcall.unfinished":
    "{count, plural, one {# ToolCall was} other {# ToolCalls were}} still unfinished ({names}) when the reply ended with “{reason}”: no request the application may run",
  "recap.objects.toolcall.none": "the model wrote none: its reply was the answer",
  "recap.objects.toolcall.checked": "checked before any code ran: {passed} passed, {refused} refused",
  "recap.objects.toolcall.more":
    "in its second reply the model wrote {names}: {count, plural, one {# more ToolCall, which the one-round function does not run} other {# more ToolCalls, which the one-round function does not run}}",
  "recap.objects.toolresult.sent":
    "the application wrote {count, plural, one {# ToolResultMessage, carrying} other {# ToolResultMessages, each carrying}} the toolCallId and toolName of the call it answers",
  "recap.objects.toolresult.errors":
    "{count, plural, one {# of them is an error result (isError: true)} other {# of them are error results (isError: true)}}: a failure told to the model as a result, not hidden",
  "recap.objects.toolresult.returned":
    "went back into the Context after the reply that holds their calls, and the second request carried them to the model",
  "recap.objects.toolresult.none": "none was written: no call was run or answered, so nothing went back to the model",
  "recap.objects.subject.tool": "The Tool (the application's description)",
  "recap.objects.subject.toolCall": "The ToolCalls (the model's requests)",
  "recap.objects.subject.toolResult": "The ToolResults (the application's answers)",
};

const zhCN: Record<string, string> = {
  "recap.objects.intro":
    "再按 §16 复盘的三个对象看同一次运行：应用写的 Tool、模型写的 ToolCall，以及应用送回的 ToolResult。点击每一行可打开对应的帧。",
  "recap.objects.tool.described": "{name}——应用为模型写的名称、描述和参数 Schema，里面没有代码",
  "recap.objects.tool.sent": "作为纯粹的能力定义，放进第一次请求的工具列表（共 {tools} 个工具）交给模型",
  "recap.objects.tool.converted":
    "pi-ai 的 {api} 适配器把它转换成 {api} 自己的工具格式，放进第一次请求（共 {tools} 个工具）",
  "recap.objects.toolcall.made": "模型写出 {count} 个 ToolCall（{names}）：id、工具名和参数——是请求，检查之前不可信",
  "recap.objects.toolcall.truncated":
    "模型在因长度限制被截断的回复里写出 {count} 个 ToolCall（{names}）：只收到错误结果，从未执行",
  "recap.objects.toolcall.unfinished":
    "回复以“{reason}”结束时，{count} 个 ToolCall（{names}）还没写完：没有一个是应用可以执行的请求",
  "recap.objects.toolcall.none": "模型没有写出 ToolCall：它的回复就是回答",
  "recap.objects.toolcall.checked": "在任何代码运行之前先做检查：{passed} 个通过，{refused} 个被拒绝",
  "recap.objects.toolcall.more": "模型在第二次回复里又写出 {count} 个 ToolCall（{names}）；单轮函数不会执行",
  "recap.objects.toolresult.sent":
    "应用写出 {count, plural, =1 {1 条 ToolResultMessage，带着它所回答的调用的} other {# 条 ToolResultMessage，每条都带着它所回答的调用的}} toolCallId 和 toolName",
  "recap.objects.toolresult.errors": "其中 {count} 条是错误结果（isError: true）：失败作为结果告诉模型，而不是藏起来",
  "recap.objects.toolresult.returned": "放回 Context，排在带有对应调用的回复之后，由第二次请求带给模型",
  "recap.objects.toolresult.none": "没有写出任何工具结果：没有调用被执行或得到回答，所以没有东西回到模型那里",
  "recap.objects.subject.tool": "Tool（应用写的能力定义）",
  "recap.objects.subject.toolCall": "ToolCall（模型的请求）",
  "recap.objects.subject.toolResult": "ToolResult（应用的回答）",
};

/** Both languages of the review's words, and a line of it in `lang`, its placeholders filled. */
export const { catalogs: recapObjectsCatalogs, text: recapObjectsText } = defineWords({ en, "zh-CN": zhCN });
