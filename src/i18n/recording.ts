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
  "ui.recording.pick": "Choose a file…",
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
  "ui.recording.pick": "选择文件……",
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
};
