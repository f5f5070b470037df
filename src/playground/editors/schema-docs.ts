/**
 * Hover documentation for the scenario format, in both languages (the Scenario editor's schema).
 * Our own words; `docs/scenario-format.md` is the long form.
 */
import type { Lang } from "../../text/langs";

const EN: Record<string, string> = {
  scenario: "A scenario: the question, the Downloads folder, and what the scripted model does.",
  format: "The file format version. This app reads format 1.",
  id: "Lower-case letters, digits and dashes; it appears in links (?scenario=…).",
  title: 'Shown in the scenario picker. One string, or { "en": …, "zh-CN": … }.',
  summary: "One sentence under the title.",
  question: "What the person asks the assistant.",
  downloads: "The in-memory Downloads folder the tool reads.",
  "downloads.path": "The folder's absolute path, as the host knows it (the model never sees it).",
  "downloads.entries": "The folder's files and directories (at most 10,000).",
  "entry.name": "A plain name, without slashes.",
  "entry.type": '"file" or "directory" — a directory named old.pdf is still a directory.',
  failure: "How reading the folder fails: denied, missing, or slow (optionally cancelled by the person).",
  "failure.delayMs": "How long the read takes, in virtual milliseconds.",
  "failure.cancelAfterMs": "When the person cancels the slow read, in virtual milliseconds.",
  firstTurn: "What the model streams first: its blocks and how it stops.",
  secondTurn:
    "Turn two, when given exactly (for example another tool call); otherwise an answer chosen from the results.",
  laterTurns: "Turns 3, 4, …: only the agent loop gets there.",
  laterTurn: "One later turn. Only the last may repeat.",
  "turn.blocks": "Text, thinking and tool-call blocks, in the order they stream.",
  "turn.stopReason": "How the reply ends: stop, length (cut at the output limit), toolUse, error or aborted.",
  "turn.errorMessage": "The error text of a reply that ends in error or aborted.",
  "turn.pieceSize": "Characters per streamed piece when a block gives no pieces.",
  "turn.repeat": "On the last later turn: the model sends it again every turn (it never stops).",
  block: "One content block of the reply: text, thinking or toolCall.",
  "block.text": "The text the model streams.",
  "block.thinking": "The model's reasoning, streamed before its answer.",
  "block.id": "The tool call's id; each call of a turn needs its own.",
  "block.name": "The tool the model asks for. Not list_download_files? The app refuses it as unknown.",
  "block.arguments": "The raw argument text exactly as the model streams it — it may be cut or malformed.",
  "block.unfinished":
    "The stream breaks inside this call (only the last block, and only when the turn ends in error or aborted).",
  pieces: "How the text is cut into streamed pieces; they must join back into exactly the text.",
  executionMode: "How the agent loop runs several calls of one reply: parallel (the default) or sequential.",
  firstTurnApi: "Turn one was recorded with this API; turn two goes to the one the person picks (§14).",
  toolVariant:
    "A variant of the chapter's tool: limit adds an optional integer limit, and the application lists at most that many files (§9).",
  offeredTools:
    "Tools sent to the model beside list_download_files, as descriptions only: the application has no code for them, so a call to one gets an error result and nothing runs (§3). At most 8.",
  offeredTool: "One description-only tool: a name, a description and a parameter schema.",
  "offeredTool.name":
    "Letters, digits, underscores and dashes (at most 64); not list_download_files, and each name once.",
  "offeredTool.description": 'What the model reads to decide when to call it. One string, or { "en": …, "zh-CN": … }.',
  "offeredTool.parameters": 'A plain JSON Schema whose type is "object", sent as it is.',
  answers: "The scripted model's final answer, by what the results said. {count} and {files} are filled in.",
  "answers.files": "When files were listed.",
  "answers.none": "When the listing was empty.",
  "answers.failed": "When every call failed.",
  "answers.truncated": "When the calls were not run because the reply was cut.",
  "answers.stopReason": "length cuts the answer at the output limit (§7).",
};

const ZH: Record<string, string> = {
  scenario: "一个场景：用户的问题、下载目录，以及脚本模型的行为。",
  format: "文件格式版本。本应用读取格式 1。",
  id: "小写字母、数字和短横线；会出现在链接的 ?scenario=… 参数里。",
  title: '显示在场景选择器里。一个字符串，或 { "en": …, "zh-CN": … }。',
  summary: "标题下的一句说明。",
  question: "用户向助手提出的问题。",
  downloads: "工具读取的内存中的下载目录。",
  "downloads.path": "宿主所知道的目录绝对路径（模型看不到它）。",
  "downloads.entries": "目录中的文件和子目录（最多 10,000 项）。",
  "entry.name": "不含斜杠的纯名字。",
  "entry.type": '"file" 或 "directory"——名为 old.pdf 的目录依然是目录。',
  failure: "读取目录怎样失败：denied（无权限）、missing（不存在）或 slow（很慢，可被用户取消）。",
  "failure.delayMs": "读取耗时，单位为虚拟毫秒。",
  "failure.cancelAfterMs": "用户在多少虚拟毫秒后取消这次慢读取。",
  firstTurn: "模型第一次回复时流式输出的内容：各个块，以及如何结束。",
  secondTurn: "明确给出第二次请求时模型的回复（例如再请求一次工具）；不给时，按工具结果选一个回答。",
  laterTurns: "第 3、4……轮：只有 Agent Loop 会走到这里。",
  laterTurn: "之后的一轮。只有最后一轮可以重复。",
  "turn.blocks": "文字、思考和工具调用块，按流式顺序排列。",
  "turn.stopReason": "回复如何结束：stop、length（被输出上限截断）、toolUse、error 或 aborted。",
  "turn.errorMessage": "以 error 或 aborted 结束的回复带的错误文字。",
  "turn.pieceSize": "块没有给出 pieces 时，每个流式片段的字符数。",
  "turn.repeat": "仅用于最后一个后续轮：模型每一轮都再发一次（永不停止）。",
  block: "回复中的一个内容块：text、thinking 或 toolCall。",
  "block.text": "模型流式输出的文字。",
  "block.thinking": "模型在回答前流式输出的推理。",
  "block.id": "工具调用的 id；同一轮中每个调用都要有自己的 id。",
  "block.name": "模型请求的工具。不是 list_download_files？应用会以“未知工具”拒绝。",
  "block.arguments": "模型流式发送的原始参数文本——可能被截断或格式错误。",
  "block.unfinished": "流在这个调用中途断开（只能是最后一个块，且该轮以 error 或 aborted 结束）。",
  pieces: "文本怎样被切成流式片段；拼起来必须和文本完全一致。",
  executionMode: "Agent Loop 怎样执行同一回复中的多个调用：parallel（默认）或 sequential。",
  firstTurnApi: "第一次回复用这个 API 录制；第二次请求发往用户选择的 API（§14）。",
  toolVariant: "本章工具的一个变体：limit 增加一个可选的整数参数 limit，应用最多列出这么多个文件（§9）。",
  offeredTools:
    "在 list_download_files 之外一并发给模型的工具，只有描述：应用没有它们的代码，所以调用它们只会得到一条错误结果，什么也不执行（§3）。最多 8 个。",
  offeredTool: "一个只有描述的工具：名称、描述和参数 Schema。",
  "offeredTool.name": "字母、数字、下划线和短横线（最多 64 个）；不能是 list_download_files，也不能重名。",
  "offeredTool.description": '模型据此判断何时调用它。一个字符串，或 { "en": …, "zh-CN": … }。',
  "offeredTool.parameters": 'type 为 "object" 的普通 JSON Schema，原样发送。',
  answers: "脚本模型的最终回答，按工具结果选择。{count} 和 {files} 会被填入。",
  "answers.files": "列出了文件时。",
  "answers.none": "列表为空时。",
  "answers.failed": "所有调用都失败时。",
  "answers.truncated": "回复被截断、调用没有执行时。",
  "answers.stopReason": "length 会让回答在输出上限处被截断（§7）。",
};

/** The documentation of one schema key in `lang` (own keys only). */
export function schemaDoc(lang: Lang, key: string): string | undefined {
  const table = lang === "zh-CN" ? ZH : EN;
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Every documented key, per language: a test checks both languages document the same keys. */
export const SCHEMA_DOC_KEYS = { en: Object.keys(EN), "zh-CN": Object.keys(ZH) };
