/**
 * The words of "Your recording" (issue 22, item 6): the import screen, its banner over the player,
 * and each problem a capture can have (`src/fake-provider/capture/problems.ts`), in both languages.
 * The narration of a recording's frame is the engine's (`request.recording.*` in en.ts / zh-CN.ts).
 */

/** English. */
export const recordingEn = {
  "ui.recording.title": "Your recording",
  "ui.recording.summary": "A response you captured, replayed through pi-ai's real adapter.",
  "ui.recording.open": "Your recording",
  "ui.recording.open-tip": "Play a response you captured (curl -N or devtools; SSE or HAR)",
  "ui.recording.heading": "Play your own recording",
  "ui.recording.intro":
    "Paste the raw streaming body of one response — as curl -N prints it, or as the browser's devtools copy it — or drop a HAR file exported from devtools. Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Google Gemini (alt=sse) are read; the API is told from the events themselves.",
  "ui.recording.privacy":
    "Nothing leaves this page. As soon as a capture is read, before it is shown or played, every header, URL parameter and JSON request-body key whose name says key, token, auth, secret, password, credential, cookie or subscription is removed, with cookie lists and a URL's user:password@. Text that cannot be read is not shown again. A recording is never kept in storage and never put in a link.",
  "ui.recording.box": "Captured response (SSE text or HAR JSON)",
  "ui.recording.placeholder":
    'event: message_start\ndata: {"type":"message_start", …}\n\n…or paste a HAR, or drop a .sse, .txt or .har file here',
  "ui.recording.pick": "Choose a file…",
  "ui.recording.play": "Play it",
  "ui.recording.close": "Back to the player",
  "ui.recording.limit": "Up to {max} MB.",
  "ui.recording.removed":
    'Removed before anything else: {what} (name= is a URL parameter, "name": a key of the JSON request body, user:password@ a URL\'s sign-in, the others headers). The box shows the capture without them.',
  "ui.recording.nothing-removed":
    "No credential to remove: no header, URL parameter or JSON request-body key is named like a key, token, auth, secret, password, credential, cookie or subscription, and no URL carries a user:password@.",
  "ui.recording.banner":
    "Playing your recording: {api}, {events, plural, one {# event} other {# events}}, from {source}.",
  "ui.recording.banner-chapter-tool": "The capture holds no request: the question and the tool are the chapter's.",
  "ui.recording.banner-own": "Question and tools from your recorded request.",
  "ui.recording.another": "Load another",
  "ui.recording.leave": "Back to the chapter's scenarios",
  "ui.recording.tools-dropped":
    "The recorded request's tools could not be offered ({details}); the chapter's tool is used instead.",
  "ui.recording.no-link":
    "A recording is never put in a link (too big, and private): this link opens the chapter's scenario instead.",
  "ui.recording.source.sse": "pasted SSE",
  "ui.recording.source.har": "a pasted HAR",
  "ui.recording.source.file": "the file {name}",
  "ui.recording.model": "Model: {model}, as the capture names it.",
  "ui.recording.model-none": "The capture names no model.",
  "ui.recording.url": "Sent to {url}.",
  "ui.recording.picker": "Your recording · {model}",
  "ui.recording.picker-no-model": "Your recording",
  "ui.recording.picker-tip":
    "Your capture plays in place of a provider; Back to the chapter's scenarios brings the picker back",
  "ui.keys.recording-close": "Back to the player from Your recording",
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
} as const;

/** The keys of this catalog. */
export type RecordingKey = keyof typeof recordingEn;

/** 简体中文. */
export const recordingZhCN: Record<RecordingKey, string> = {
  "ui.recording.title": "你的录制",
  "ui.recording.summary": "你录下的一次响应，经由 pi-ai 真实的适配器回放。",
  "ui.recording.open": "你的录制",
  "ui.recording.open-tip": "回放你录下的响应（curl -N 或开发者工具；SSE 或 HAR）",
  "ui.recording.heading": "回放你自己的录制",
  "ui.recording.intro":
    "粘贴一次响应的原始流式正文——即 curl -N 打印的内容，或浏览器开发者工具复制的内容——或者拖入从开发者工具导出的 HAR 文件。支持 Anthropic Messages、OpenAI Responses、OpenAI Chat Completions 和 Google Gemini（alt=sse）；API 由事件本身判断。",
  "ui.recording.privacy":
    "任何内容都不会离开本页。录制一经读取，在显示或回放之前，名称中含有 key、token、auth、secret、password、credential、cookie 或 subscription 的请求头、URL 参数和 JSON 请求正文中的键都会被移除，Cookie 列表和 URL 中的 user:password@ 也一并移除。无法读取的文本不会再显示。录制永远不会存入存储，也不会放进链接。",
  "ui.recording.box": "录下的响应（SSE 文本或 HAR JSON）",
  "ui.recording.placeholder":
    'event: message_start\ndata: {"type":"message_start", …}\n\n……或粘贴 HAR，或把 .sse、.txt、.har 文件拖到这里',
  "ui.recording.pick": "选择文件……",
  "ui.recording.play": "回放",
  "ui.recording.close": "回到播放器",
  "ui.recording.limit": "最大 {max} MB。",
  "ui.recording.removed":
    '已先移除：{what}（name= 是 URL 参数，"name": 是 JSON 请求正文中的键，user:password@ 是 URL 中的登录信息，其余是请求头）。框里显示的是移除后的录制。',
  "ui.recording.nothing-removed":
    "没有需要移除的凭据：没有名称含 key、token、auth、secret、password、credential、cookie 或 subscription 的请求头、URL 参数或 JSON 请求正文中的键，也没有 URL 带有 user:password@。",
  "ui.recording.banner": "正在回放你的录制：{api}，{events} 个事件，来自{source}。",
  "ui.recording.banner-chapter-tool": "录制里没有请求：问题和工具都是本章的。",
  "ui.recording.banner-own": "问题和工具来自你录制的请求。",
  "ui.recording.another": "载入另一个",
  "ui.recording.leave": "回到本章的场景",
  "ui.recording.tools-dropped": "录制请求中的工具无法提供（{details}）；改用本章的工具。",
  "ui.recording.no-link": "录制永远不会放进链接（太大，而且是私人的）：这个链接会打开本章的场景。",
  "ui.recording.source.sse": "粘贴的 SSE",
  "ui.recording.source.har": "粘贴的 HAR",
  "ui.recording.source.file": "文件 {name}",
  "ui.recording.model": "模型：{model}（录制里写明的）。",
  "ui.recording.model-none": "录制里没有写明模型。",
  "ui.recording.url": "请求发往 {url}。",
  "ui.recording.picker": "你的录制 · {model}",
  "ui.recording.picker-no-model": "你的录制",
  "ui.recording.picker-tip": "正在用你的录制代替 Provider；点“回到本章的场景”可以重新选择",
  "ui.keys.recording-close": "从“你的录制”回到播放器",
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
