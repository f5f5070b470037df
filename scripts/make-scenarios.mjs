// One-off generator for the built-in scenario files (run: node scripts/make-scenarios.mjs).
// The JSON files it writes are the source of truth; this script only saves typing them by hand.
import { writeFileSync } from "node:fs";

const folder = {
  path: "/Users/mei/Downloads",
  entries: [
    { name: "Invoice-2026-03.pdf", type: "file" },
    { name: "paper draft v2.PDF", type: "file" },
    { name: "旅行计划.pdf", type: "file" },
    { name: "🎉 party-invite.pdf", type: "file" },
    { name: "old.pdf", type: "directory" },
    { name: "archive.pdf.zip", type: "file" },
    { name: "notes.txt", type: "file" },
    { name: "photo.JPG", type: "file" },
    { name: ".DS_Store", type: "file" },
    { name: "setup.dmg", type: "file" },
  ],
};
const question = { en: "Which PDFs are in my Downloads folder?", "zh-CN": "我的下载目录里有哪些 PDF？" };
const preamble = { type: "text", text: { en: "Let me look in your Downloads folder.", "zh-CN": "我来看看你的下载目录。" } };
const call = (args, extra = {}) => ({ type: "toolCall", id: "call_01", name: "list_download_files", arguments: args, ...extra });
const turn = (blocks, stopReason = "toolUse", extra = {}) => ({ blocks, stopReason, ...extra });

const scenarios = {
  "happy-path": {
    title: { en: "Happy path", "zh-CN": "顺利往返" },
    summary: { en: "One call, valid arguments, the folder answers, the model replies from real results.", "zh-CN": "一次调用、参数有效、目录正常，模型依据真实结果作答。" },
    firstTurn: turn([preamble, call('{"extension": ".pdf"}')]),
  },
  truncated: {
    title: { en: "Truncated reply", "zh-CN": "回复被截断" },
    summary: { en: "The reply hits the length limit inside the arguments; the preview still looks usable.", "zh-CN": "回复在参数中途达到长度上限；预览看上去仍然可用。" },
    firstTurn: turn([preamble, call('{"extension": ".p')], "length"),
  },
  "bad-arguments": {
    title: { en: "A number for the extension", "zh-CN": "扩展名是数字" },
    summary: { en: "The model sends 123; pi-ai converts it to \"123\", which then fails the pattern.", "zh-CN": "模型发来 123；pi-ai 把它转换成 \"123\"，随后没能通过 pattern 检查。" },
    firstTurn: turn([preamble, call('{"extension": 123}')]),
  },
  "missing-dot": {
    title: { en: "\"pdf\" without the dot", "zh-CN": "缺少点号的 \"pdf\"" },
    summary: { en: "A plausible argument that the schema's pattern rejects.", "zh-CN": "一个看似合理、却被 Schema 的 pattern 拒绝的参数。" },
    firstTurn: turn([preamble, call('{"extension": "pdf"}')]),
  },
  "extra-property": {
    title: { en: "The model adds a path", "zh-CN": "模型擅自加了路径" },
    summary: { en: "The model tries to choose the folder; additionalProperties: false stops it.", "zh-CN": "模型试图自己指定目录；additionalProperties: false 拦住了它。" },
    firstTurn: turn([preamble, call('{"extension": ".pdf", "path": "/Users/mei/Documents"}')]),
  },
  "malformed-json": {
    title: { en: "Malformed JSON", "zh-CN": "JSON 格式错误" },
    summary: { en: "A trailing comma: the streaming preview copes, the final parse does not.", "zh-CN": "多了一个尾逗号：流式预览能应付，最终解析却不行。" },
    firstTurn: turn([preamble, call('{"extension": ".pdf",}')]),
  },
  "unknown-tool": {
    title: { en: "Unknown tool", "zh-CN": "未知工具" },
    summary: { en: "The model asks for a tool the application never offered.", "zh-CN": "模型请求了应用从未提供的工具。" },
    firstTurn: turn([preamble, call('{"query": "*.pdf"}', { name: "search_files" })]),
  },
  "folder-denied": {
    title: { en: "Permission denied", "zh-CN": "没有权限" },
    summary: { en: "The folder refuses to be read (EACCES).", "zh-CN": "目录拒绝读取（EACCES）。" },
    failure: { kind: "denied" },
    firstTurn: turn([preamble, call('{"extension": ".pdf"}')]),
  },
  "folder-missing": {
    title: { en: "Folder missing", "zh-CN": "目录不存在" },
    summary: { en: "The Downloads folder is gone (ENOENT).", "zh-CN": "下载目录不见了（ENOENT）。" },
    failure: { kind: "missing" },
    firstTurn: turn([preamble, call('{"extension": ".pdf"}')]),
  },
  "stream-error": {
    title: { en: "Stream error", "zh-CN": "流式出错" },
    summary: { en: "The connection breaks in the middle of the arguments.", "zh-CN": "连接在参数传到一半时断开。" },
    firstTurn: turn([preamble, call('{"extens', { unfinished: true })], "error", { errorMessage: "Connection reset by the server while streaming" }),
  },
  aborted: {
    title: { en: "Aborted", "zh-CN": "请求被取消" },
    summary: { en: "The person stops the request while the call streams.", "zh-CN": "调用还在流式到达时，用户停止了请求。" },
    firstTurn: turn([preamble, call('{"extension": ".p', { unfinished: true })], "aborted", { errorMessage: "Request was aborted" }),
  },
  "two-calls": {
    title: { en: "Two calls at once", "zh-CN": "一次两个调用" },
    summary: { en: "One reply holds two calls; each gets its own result, in order.", "zh-CN": "一条回复包含两个调用；每个都有自己的结果，顺序不变。" },
    firstTurn: turn([preamble, call('{"extension": ".pdf"}'), call('{"extension": ".PDF"}', { id: "call_02" })]),
  },
  "second-round": {
    title: { en: "A second tool round", "zh-CN": "第二轮工具调用" },
    summary: { en: "After the results the model wants another tool; the one-round function stops.", "zh-CN": "拿到结果后模型还想再调用工具；只做一轮的函数就此停下。" },
    firstTurn: turn([preamble, call('{"extension": ".pdf"}')]),
    secondTurn: turn([
      { type: "text", text: { en: "I found 4 PDFs. Some may be inside archives; let me check those too.", "zh-CN": "找到 4 个 PDF。有些可能在压缩包里，我再查一下。" } },
      call('{"extension": ".zip"}', { id: "call_02" }),
    ]),
  },
  cancelled: {
    title: { en: "Slow, then cancelled", "zh-CN": "太慢后被取消" },
    summary: { en: "The folder takes 8 s; the person cancels after 1.5 s.", "zh-CN": "读取目录需要 8 秒；用户在 1.5 秒时取消。" },
    failure: { kind: "slow", delayMs: 8000, cancelAfterMs: 1500 },
    firstTurn: turn([preamble, call('{"extension": ".pdf"}')]),
  },
};

for (const [id, s] of Object.entries(scenarios)) {
  const { failure, ...rest } = s;
  const scenario = {
    format: 1,
    id,
    title: rest.title,
    summary: rest.summary,
    question,
    downloads: { ...folder, ...(failure ? { failure } : {}) },
    firstTurn: rest.firstTurn,
    ...(rest.secondTurn ? { secondTurn: rest.secondTurn } : {}),
  };
  writeFileSync(new URL(`../src/scenarios/${id}.json`, import.meta.url), JSON.stringify(scenario, null, 2) + "\n");
}
console.log(Object.keys(scenarios).join(" "));
