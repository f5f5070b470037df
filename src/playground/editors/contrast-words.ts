/**
 * The Tool lab's schema-origin contrast, in both languages (src/lens/contrast.ts), with the Tool lab.
 * Per probe kind `contrast.probe.{kind}`, per finding
 * `contrast.finding.{finding}` (chosen by `contrastFinding` from the four answers, never by hand).
 */
import { defineWords } from "../../text/words";

const en: Record<string, string> = {
  "contrast.title": "Where conversion happens: pi-ai 1.4.0 and 1.6.0",
  "contrast.intro":
    "Your schema twice — as written (TypeBox, built with 1.4.0's Type) and as plain JSON Schema (its JSON, as a file or an MCP server gives it) — through both versions' validateToolArguments, on a few telling arguments. It runs in the sandbox; pi-ai 1.6.0 loads only for this.",
  "contrast.run": "Compare",
  "contrast.again": "Compare again",
  "contrast.running": "Comparing in the sandbox…",
  "contrast.link-first": "Run the shared code first (above): the comparison runs the code in the editor.",
  "contrast.probes": "Arguments to try",
  "contrast.probe.number-for-string": "a number for the string “{property}”",
  "contrast.probe.upper-true": '"TRUE" for the boolean “{property}”',
  "contrast.probe.empty-number": '"" for the number “{property}”',
  "contrast.probe.decimal-integer": '"3.5" for the integer “{property}”',
  "contrast.probe.single-for-array": "one value for the list “{property}”",
  "contrast.probe.extra-property": "a property the schema does not name (“{property}”)",
  "contrast.sent": "The model sends",
  "contrast.corner": "Schema, by version",
  "contrast.origin.written": "As written (TypeBox)",
  "contrast.origin.json": "Plain JSON Schema",
  "contrast.version": "pi-ai {version}",
  "contrast.accepted": "accepted",
  "contrast.refused": "refused",
  "contrast.converted": "converted",
  "contrast.unchanged": "as sent",
  "contrast.legend":
    "Accepted: the copy the tool gets. Refused: pi-ai's error text, which the application sends the model as the tool result.",
  "contrast.received": "…then the arguments as received",
  "contrast.finding.origin-converts":
    "1.4.0 converts this for the TypeBox-built schema and refuses it for the same schema as plain JSON: its conversion follows TypeBox's hidden marks, which the JSON does not carry. 1.6.0 gives both the same answer.",
  "contrast.finding.origin":
    "In 1.4.0 the answer depends on where the schema came from; 1.6.0 gives both the same answer.",
  "contrast.finding.words":
    "Both versions refuse this, whatever built the schema, in different words: the text the model reads changed with 1.5.0's pi-schema.",
  "contrast.finding.version":
    "Where the schema came from makes no difference here; the two versions answer differently.",
  "contrast.finding.same": "All four answers are the same: neither the origin nor the version changes this one.",
  "contrast.finding.mixed": "Both where the schema came from and the version change the answer here.",
  "contrast.hint":
    "Your schema has no boolean, number, integer or list property, so the conversions 1.4.0 makes only for TypeBox cannot show. Add, say, recursive: Type.Optional(Type.Boolean()) to the parameters and compare again.",
  "contrast.problem.slow": "The comparison took more than {detail} s and was stopped (a very slow pattern, perhaps).",
};

const zh: Record<string, string> = {
  "contrast.title": "转换发生在哪里：pi-ai 1.4.0 与 1.6.0",
  "contrast.intro":
    "把你的 Schema 用两种来源各跑一次——按原样（TypeBox，用 1.4.0 的 Type 构建）和作为普通 JSON Schema（它的 JSON，就像文件或 MCP 服务器给出的那样）——分别交给两个版本的 validateToolArguments，试几组能说明问题的参数。它在沙箱中运行；pi-ai 1.6.0 只为此才加载。",
  "contrast.run": "比较",
  "contrast.again": "再比较一次",
  "contrast.running": "正在沙箱中比较……",
  "contrast.link-first": "请先运行上面分享来的代码：比较运行的是编辑器里的代码。",
  "contrast.probes": "要试的参数",
  "contrast.probe.number-for-string": "字符串 “{property}” 给了数字",
  "contrast.probe.upper-true": '布尔值 “{property}” 给了 "TRUE"',
  "contrast.probe.empty-number": '数字 “{property}” 给了 ""',
  "contrast.probe.decimal-integer": '整数 “{property}” 给了 "3.5"',
  "contrast.probe.single-for-array": "列表 “{property}” 只给了一个值",
  "contrast.probe.extra-property": "一个 Schema 没有列出的属性（“{property}”）",
  "contrast.sent": "模型发来",
  "contrast.corner": "Schema 来源 × 版本",
  "contrast.origin.written": "按原样（TypeBox）",
  "contrast.origin.json": "普通 JSON Schema",
  "contrast.version": "pi-ai {version}",
  "contrast.accepted": "接受",
  "contrast.refused": "拒绝",
  "contrast.converted": "已转换",
  "contrast.unchanged": "与发来的相同",
  "contrast.legend": "接受：工具拿到的是这份副本。拒绝：这是 pi-ai 的错误文字，应用会把它作为工具结果发给模型。",
  "contrast.received": "……后面是收到的参数",
  "contrast.finding.origin-converts":
    "对 TypeBox 构建的 Schema，1.4.0 会转换这组参数；对同一个 Schema 的普通 JSON，它却拒绝：它的转换依据 TypeBox 的隐藏标记，而 JSON 里没有这些标记。1.6.0 对两者给出同样的回答。",
  "contrast.finding.origin": "在 1.4.0 中，回答取决于 Schema 从哪里来；1.6.0 对两者给出同样的回答。",
  "contrast.finding.words":
    "无论 Schema 由谁构建，两个版本都拒绝这组参数，只是措辞不同：模型读到的文字随 1.5.0 的 pi-schema 改变了。",
  "contrast.finding.version": "这里 Schema 的来源没有影响；两个版本的回答不同。",
  "contrast.finding.same": "四个回答完全相同：来源和版本都不影响这一组。",
  "contrast.finding.mixed": "这里 Schema 的来源和版本都会改变回答。",
  "contrast.hint":
    "你的 Schema 里没有布尔、数字、整数或列表属性，所以 1.4.0 只对 TypeBox 做的那些转换显示不出来。可以在 parameters 里加上 recursive: Type.Optional(Type.Boolean())，再比较一次。",
  "contrast.problem.slow": "比较超过了 {detail} 秒，已被停止（也许是某个 pattern 太慢）。",
};

/** Both catalogs, by language, and the contrast's text for `key` in `lang`; an unknown key shows itself. */
export const { catalogs: contrastCatalogs, text: contrastText } = defineWords({ en, "zh-CN": zh });
