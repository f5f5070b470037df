/**
 * What each fault does, in one line, and what a fault that shows nothing alone needs
 * (`FAULT_NEEDS`), in both languages. Loaded when the faults menu first opens, not with the page.
 */
import { defineWords } from "../../text/words";

const en = {
  "hint.truncate":
    "The reply stops with stopReason length after its tool call: the gate must run nothing, even a call that looks complete (§12).",
  "hint.bad-arguments:number":
    "The model sends 123 for extension: pi-ai's validation converts it to the string the schema asks for (§9).",
  "hint.bad-arguments:missing-dot":
    'The model sends "pdf" without the dot: validation refuses it, and the model reads why (§9).',
  "hint.bad-arguments:extra": "The arguments carry a property the schema does not allow (§9).",
  "hint.bad-arguments:null": "The model sends null for extension: validation refuses it (§9).",
  "hint.bad-arguments:malformed":
    "The argument text is not valid JSON: see what pi-ai parses from it, then what validation says (§8, §9).",
  "hint.unknown-tool":
    "The model calls a tool the application has no code for: it still needs a result, an error (§11).",
  "hint.folder:denied":
    "Reading the Downloads folder fails with permission denied: the model gets an error result in plain words (§15).",
  "hint.folder:missing": "The Downloads folder does not exist: an error result, with no host path in it (§15).",
  "hint.folder:slow-cancel": "The read takes too long and is cancelled: the call still gets its error result (§15).",
  "hint.stream:error":
    "The provider's stream fails mid-reply (stopReason error): nothing runs and no second request is sent (§12).",
  "hint.stream:aborted":
    "The request is aborted mid-reply (stopReason aborted): nothing runs and no second request is sent (§12).",
  "hint.swallow-errors":
    "A bug on purpose in the application: a failed read is swallowed and an empty list returned as a success (§15).",
  "hint.truncate-answer": "The final answer stops at the length limit: the person gets half a sentence (§12).",
  "needs.folder": "Needs a Folder fault too: on its own no read fails, so there is nothing to swallow.",
};

/** The keys of the faults' lines. */
export type FaultWordKey = keyof typeof en;

const zh: Record<FaultWordKey, string> = {
  "hint.truncate": "回复在工具调用之后以 stopReason length 结束：执行关口什么都不能执行，即使调用看起来完整（§12）。",
  "hint.bad-arguments:number": "模型给 extension 传了 123：pi-ai 的验证把它转换成 Schema 要求的字符串（§9）。",
  "hint.bad-arguments:missing-dot": '模型传了不带点号的 "pdf"：验证拒绝它，模型会读到原因（§9）。',
  "hint.bad-arguments:extra": "参数里多了一个 Schema 不允许的属性（§9）。",
  "hint.bad-arguments:null": "模型给 extension 传了 null：验证拒绝它（§9）。",
  "hint.bad-arguments:malformed": "参数文本不是合法的 JSON：看 pi-ai 从中解析出什么，再看验证怎么说（§8、§9）。",
  "hint.unknown-tool": "模型调用了应用没有实现的工具：它仍然需要一个结果，一个错误结果（§11）。",
  "hint.folder:denied": "读取 Downloads 目录时没有权限：模型收到一个用平实语言写的错误结果（§15）。",
  "hint.folder:missing": "Downloads 目录不存在：返回错误结果，里面不带宿主路径（§15）。",
  "hint.folder:slow-cancel": "读取太慢而被取消：这个调用仍然得到它的错误结果（§15）。",
  "hint.stream:error": "Provider 的流在回复中途失败（stopReason error）：什么都不执行，也不发送第二次请求（§12）。",
  "hint.stream:aborted": "请求在回复中途被取消（stopReason aborted）：什么都不执行，也不发送第二次请求（§12）。",
  "hint.swallow-errors": "应用里故意留的缺陷：读取失败被吞掉，返回一个空列表，当作成功（§15）。",
  "hint.truncate-answer": "最终回答在长度限制处被截断：用户只得到半句话（§12）。",
  "needs.folder": "还需要打开一个“目录”故障：单独打开时没有读取失败，也就没有错误可吞。",
};

/** The faults' lines and their accessor. */
export const { catalogs: faultCatalogs, text: faultText } = defineWords<FaultWordKey>({ en, "zh-CN": zh });
