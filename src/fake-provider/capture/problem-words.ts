/**
 * The words for each problem a capture can have (`problems.ts`), in both languages: the import
 * screen says them, and so does the trace command's `--recording`. They load with those, not with
 * the page.
 */
import { defineWords } from "../../text/words";
import type { Lang } from "../../text/langs";
import { captureProblemKey, captureProblemParams, type CaptureProblem } from "./problems";

const en: Record<string, string> = {
  "ui.capture.problem.empty": "The box is empty: paste a captured response or drop a file.",
  "ui.capture.problem.too-big":
    "This capture is {size} MB; the lab reads captures of at most {max} MB. Copy only the one response you want to see.",
  "ui.capture.problem.unknown-format":
    "Unknown format at line {line}: it is neither a server-sent event (event:, data:, a : comment) nor the start of a HAR. The text is not shown again, since it could not be looked through for secrets.",
  "ui.capture.problem.bad-json":
    "Line {line} (event {event}): its data is not JSON, so it is not an event of the four APIs.",
  "ui.capture.problem.bad-json-har":
    "HAR entry {entry}, line {line} of its response (event {event}): its data is not JSON.",
  "ui.capture.problem.unknown-event":
    "Line {line} (event {event}) is no event of Anthropic Messages, OpenAI Responses, OpenAI Chat Completions or Google Gemini: {text}",
  "ui.capture.problem.unknown-event-har":
    "HAR entry {entry}, line {line} of its response (event {event}) is no event of the four APIs: {text}",
  "ui.capture.problem.mixed":
    "Line {line} (event {event}) is a {other} event, but the events before it are {api}: two APIs' streams are mixed in this capture.",
  "ui.capture.problem.mixed-har":
    "HAR entry {entry}, line {line} of its response (event {event}) is a {other} event, but the events before it are {api}: two streams are mixed.",
  "ui.capture.problem.truncated":
    "The {api} stream stops at line {line} (event {event}) before its last event ({missing}): the connection dropped or the copy was cut. Copy the whole response.",
  "ui.capture.problem.truncated-har":
    "In HAR entry {entry}, the {api} stream stops at line {line} of its response (event {event}) before its last event ({missing}).",
  "ui.capture.problem.har-not-json":
    "This looks like a HAR (it starts with {) but is not valid JSON. Export it again from devtools; the text is not shown again, since it could not be looked through for secrets.",
  "ui.capture.problem.har-no-log": "This is JSON but not a HAR: it has no log.entries list.",
  "ui.capture.problem.har-no-entry":
    "None of the HAR's {entries, plural, one {# entry} other {# entries}} holds a streamed response of the four APIs. Export the HAR after the response has finished streaming.",
};

const zh: Record<string, string> = {
  "ui.capture.problem.empty": "框里是空的：请粘贴录下的响应，或拖入文件。",
  "ui.capture.problem.too-big": "这份录制有 {size} MB；实验室最多读取 {max} MB。请只复制你想看的那一次响应。",
  "ui.capture.problem.unknown-format":
    "第 {line} 行格式未知：它既不是服务器发送事件（event:、data: 行，或以冒号开头的注释），也不是 HAR 的开头。这段文本无法检查其中的密钥，因此不会再显示。",
  "ui.capture.problem.bad-json": "第 {line} 行（第 {event} 个事件）：其 data 不是 JSON，所以不是这四种 API 的事件。",
  "ui.capture.problem.bad-json-har":
    "HAR 第 {entry} 条记录，其响应的第 {line} 行（第 {event} 个事件）：data 不是 JSON。",
  "ui.capture.problem.unknown-event":
    "第 {line} 行（第 {event} 个事件）不属于 Anthropic Messages、OpenAI Responses、OpenAI Chat Completions 或 Google Gemini：{text}",
  "ui.capture.problem.unknown-event-har":
    "HAR 第 {entry} 条记录，其响应的第 {line} 行（第 {event} 个事件）不属于这四种 API：{text}",
  "ui.capture.problem.mixed":
    "第 {line} 行（第 {event} 个事件）是 {other} 的事件，但之前的事件属于 {api}：这份录制混入了两种 API 的流。",
  "ui.capture.problem.mixed-har":
    "HAR 第 {entry} 条记录，其响应的第 {line} 行（第 {event} 个事件）是 {other} 的事件，但之前的事件属于 {api}：两种流混在了一起。",
  "ui.capture.problem.truncated":
    "{api} 的流在第 {line} 行（第 {event} 个事件）就停了，没有等到最后的事件（{missing}）：连接中断了，或者复制时被截断。请复制完整的响应。",
  "ui.capture.problem.truncated-har":
    "HAR 第 {entry} 条记录中，{api} 的流在其响应第 {line} 行（第 {event} 个事件）就停了，没有等到最后的事件（{missing}）。",
  "ui.capture.problem.har-not-json":
    "这看起来像 HAR（以 { 开头），但不是有效的 JSON。请从开发者工具重新导出；这段文本无法检查其中的密钥，因此不会再显示。",
  "ui.capture.problem.har-no-log": "这是 JSON，但不是 HAR：其中没有 log.entries 列表。",
  "ui.capture.problem.har-no-entry":
    "HAR 的 {entries} 条记录中，没有一条是这四种 API 的流式响应。请在响应流完之后再导出 HAR。",
};

/** Both catalogs, by language. */
export const { catalogs: captureProblemCatalogs, text: captureProblemWords } = defineWords({ en, "zh-CN": zh });

/** `problem` in words, in `lang`. */
export function captureProblemText(lang: Lang, problem: CaptureProblem): string {
  return captureProblemWords(lang, captureProblemKey(problem), captureProblemParams(problem));
}
