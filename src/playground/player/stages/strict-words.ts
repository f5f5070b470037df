/**
 * The words of the §5 frame's view with strict tools (issue 22, items 2-3): what each API's adapter
 * did to the schema the model sees, where the two captures differ, and pi-ai's catalog, in both
 * languages. They load with the view (a lazy chunk), not with the page.
 */
import { defineWords } from "../../../text/words";

const en: Record<string, string> = {
  "strict.on": "strict on",
  "strict.off": "strict off",
  "strict.sent": "Sent now ({setting})",
  "strict.other": "The same tool with {setting}",
  "google.parameters": "Google's other path: convertTools(tools, true)",
  "google.parameters-note":
    "pi-ai's Google adapter sends the schema as parametersJsonSchema (full JSON Schema). The same convertTools, asked for the legacy parameters field (an OpenAPI 3.0 schema), puts it there after removing JSON Schema's meta-declarations ($schema, $id, $defs and the like); every other keyword stays. pi-ai's own comment gives the reason for that path (Cloud Code Assist with Claude models); none of pi-ai 1.4.0's adapters asks for it. Made here by pi-ai's own function, not sent in this run.",
  "openai.grammar": "OpenAI's grammar tools",
  "openai.grammar-refused":
    "pi-ai's OpenAI adapters can also send a tool as a grammar tool: constrainedSampling of type grammar, a Lark or regex grammar that constrains the tool's one required string input, for models whose compat sets supportsOpenAIGrammarTools. Asked to make this tool one, pi-ai's own check (resolveGrammarConstrainedSampling) refuses: “{error}” Its arguments are an object with an optional extension, not one string. The chapter, and this lab, send plain JSON Schema tools (§5).",
  "openai.grammar-accepted":
    "pi-ai's OpenAI adapters can also send a tool as a grammar tool: constrainedSampling of type grammar, a Lark or regex grammar that constrains one required string input, for models whose compat sets supportsOpenAIGrammarTools. pi-ai's own check (resolveGrammarConstrainedSampling) would constrain this tool's “{input}”. The chapter, and this lab, send plain JSON Schema tools (§5).",
  "strict.marked": "Marked: what differs between strict off and on ({paths}).",
  "strict.same": "This adapter sent the same tools part with strict off and on.",
  "strict.dropped": "Not in what the model sees: {paths}. Only validation (validateToolArguments) enforces it.",
  "strict.changed":
    "The model sees these otherwise than the tool's schema says: {paths}. Validation checks the tool's own schema.",
  "strict.whole": "The model sees the tool's whole schema, as validation checks it.",
  "strict.catalog":
    "In pi-ai's catalog, {honoured} of {models} models on this API get strict tools from its adapter (asked one by one, with strict off and on).",
  "strict.catalog-providers": "By provider",
  "strict.catalog-row": "{provider}: {honoured} of {models}",
};

const zh: Record<string, string> = {
  "strict.on": "strict 打开",
  "strict.off": "strict 关闭",
  "strict.sent": "当前发送的（{setting}）",
  "strict.other": "同一个工具，{setting}",
  "google.parameters": "Google 的另一条路径：convertTools(tools, true)",
  "google.parameters-note":
    "pi-ai 的 Google 适配器把 Schema 作为 parametersJsonSchema 发送（完整的 JSON Schema）。同一个 convertTools 如果要用旧的 parameters 字段（OpenAPI 3.0 的 Schema），就先去掉 JSON Schema 的元声明（$schema、$id、$defs 等），其余关键字都保留，再放到那里。pi-ai 的注释写明了为什么有这条路径（为 Cloud Code Assist 搭配 Claude 模型）；pi-ai 1.4.0 的适配器都不走这条路径。这里由 pi-ai 自己的函数生成，本次运行并没有发送。",
  "openai.grammar": "OpenAI 的 grammar 工具",
  "openai.grammar-refused":
    "pi-ai 的 OpenAI 适配器还能把工具作为 grammar 工具发送：constrainedSampling 的类型为 grammar，用 Lark 或正则文法约束工具唯一的必填字符串参数，只用于 compat 设置了 supportsOpenAIGrammarTools 的模型。要把这个工具做成 grammar 工具时，pi-ai 自己的检查（resolveGrammarConstrainedSampling）拒绝了：“{error}”它的参数是一个带可选 extension 的对象，而不是单个字符串。本章和本实验发送的都是普通 JSON Schema 工具（§5）。",
  "openai.grammar-accepted":
    "pi-ai 的 OpenAI 适配器还能把工具作为 grammar 工具发送：constrainedSampling 的类型为 grammar，用 Lark 或正则文法约束唯一的必填字符串参数，只用于 compat 设置了 supportsOpenAIGrammarTools 的模型。pi-ai 自己的检查（resolveGrammarConstrainedSampling）会约束这个工具的“{input}”。本章和本实验发送的都是普通 JSON Schema 工具（§5）。",
  "strict.marked": "标出的是 strict 关闭和打开时不同的部分（{paths}）。",
  "strict.same": "这个适配器在 strict 关闭和打开时发送的工具部分完全相同。",
  "strict.dropped": "模型看不到：{paths}。只有验证（validateToolArguments）来把关。",
  "strict.changed": "模型看到的这些与工具的 Schema 不一样：{paths}。验证按工具自己的 Schema 检查。",
  "strict.whole": "模型看到的是工具的完整 Schema，与验证检查的一致。",
  "strict.catalog":
    "在 pi-ai 的模型目录里，这个 API 的 {models} 个模型中有 {honoured} 个会由适配器发送严格工具（逐个询问，strict 关闭和打开各一次）。",
  "strict.catalog-providers": "按 Provider",
  "strict.catalog-row": "{provider}：{models} 个中 {honoured} 个",
};

/** Both catalogs, by language, and the §5 view's text for `key` in `lang`; an unknown key shows itself. */
export const { catalogs: strictViewCatalogs, text: strictViewText } = defineWords({ en, "zh-CN": zh });
