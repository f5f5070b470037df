/**
 * The import screen's own words (the box, its buttons, what it does with a capture), in both
 * languages; they load with the screen. Its notices and the banner are the page's (`src/i18n/recording.ts`).
 */
import { defineWords } from "../../text/words";

const en: Record<string, string> = {
  "ui.recording.intro":
    "Paste the raw streaming body of one response — as curl -N prints it, or as the browser's devtools copy it — or drop a HAR file exported from devtools. Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Google Gemini (alt=sse) are read; the API is told from the events themselves.",
  "ui.recording.privacy":
    "Nothing leaves this page. As soon as a capture is read, before it is shown or played, every header, URL parameter and JSON request-body key whose name says key, token, auth, secret, password, credential, cookie or subscription is removed, with cookie lists and a URL's user:password@. Text that cannot be read is not shown again. A recording is never kept in storage and never put in a link.",
  "ui.recording.box": "Captured response (SSE text or HAR JSON)",
  "ui.recording.placeholder":
    'event: message_start\ndata: {"type":"message_start", …}\n\n…or paste a HAR, or drop a .sse, .txt or .har file here',
  "ui.recording.play": "Play it",
  "ui.recording.close": "Back to the player",
  "ui.recording.limit": "Up to {max} MB.",
};

const zh: Record<string, string> = {
  "ui.recording.intro":
    "粘贴一次响应的原始流式正文——即 curl -N 打印的内容，或浏览器开发者工具复制的内容——或者拖入从开发者工具导出的 HAR 文件。支持 Anthropic Messages、OpenAI Responses、OpenAI Chat Completions 和 Google Gemini（alt=sse）；API 由事件本身判断。",
  "ui.recording.privacy":
    "任何内容都不会离开本页。录制一经读取，在显示或回放之前，名称中含有 key、token、auth、secret、password、credential、cookie 或 subscription 的请求头、URL 参数和 JSON 请求正文中的键都会被移除，Cookie 列表和 URL 中的 user:password@ 也一并移除。无法读取的文本不会再显示。录制永远不会存入存储，也不会放进链接。",
  "ui.recording.box": "录下的响应（SSE 文本或 HAR JSON）",
  "ui.recording.placeholder":
    'event: message_start\ndata: {"type":"message_start", …}\n\n……或粘贴 HAR，或把 .sse、.txt、.har 文件拖到这里',
  "ui.recording.play": "回放",
  "ui.recording.close": "回到播放器",
  "ui.recording.limit": "最大 {max} MB。",
};

/** Both catalogs, and the import screen's text for `key` in `lang`; an unknown key shows itself. */
export const { catalogs: recordingPanelCatalogs, text: recordingPanelText } = defineWords({ en, "zh-CN": zh });
