/**
 * The words tell the truth: the chapter's terms, natural Chinese, and sentences about pi-ai that
 * are checked against pi-ai 1.4.0's own code and the lab's captured requests.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStreamingJson } from "@earendil-works/pi-ai";
import { convertResponsesTools } from "@earendil-works/pi-ai/api/openai-responses-shared";
import providerTools from "../../src/engine/captures/provider-tools.json";
import toolSchema from "../../src/engine/captures/tool-schema.json";
import { WIRE_SPECS } from "../../src/fake-provider/apis";
import { en } from "../../src/i18n/en";
import { uiEn } from "../../src/i18n/ui-en";
import { zhCN } from "../../src/i18n/zh-CN";
import { uiZhCN } from "../../src/i18n/ui-zh-CN";
import { quizCatalogs } from "../../src/playground/quiz/words";
import { editorCatalogs } from "../../src/playground/editors/words";
import { play } from "./helpers";

const piAiDist = "node_modules/@earendil-works/pi-ai/dist";
const piAi = (file: string) => readFileSync(join(piAiDist, file), "utf8");
const glossary = readFileSync("docs/glossary.md", "utf8");

/** Every catalog entry of one language, named `catalog:key`. */
function entries(lang: "en" | "zh-CN"): [string, string][] {
  const parts: Record<string, Record<string, string>> = lang === "en"
    ? { engine: en, ui: uiEn, quiz: quizCatalogs.en, editors: editorCatalogs.en }
    : { engine: zhCN, ui: uiZhCN, quiz: quizCatalogs["zh-CN"], editors: editorCatalogs["zh-CN"] };
  return Object.entries(parts).flatMap(([name, catalog]) =>
    Object.entries(catalog).map(([key, text]): [string, string] => [`${lang} ${name}:${key}`, text]),
  );
}
const text = (lang: "en" | "zh-CN", key: string) =>
  (lang === "en" ? { ...en, ...uiEn, ...quizCatalogs.en } : { ...zhCN, ...uiZhCN, ...quizCatalogs["zh-CN"] })[
    key as keyof typeof en
  ]!;

describe("the Chinese wording", () => {
  // Terms the chapter and docs/glossary.md do not use, and phrasings that read as translated.
  const retired = [
    "智能体循环",
    "手写单轮",
    "长度上限",
    "接不住",
    "看它发生",
    "双重残缺",
    "悄悄地不完整",
    "用文字说",
    "执行的只是副本",
    "的调用已结束",
    "的新调用已结束",
  ];

  it("uses the chapter's terms and none of the retired phrasings, in the catalogs and the glossary", () => {
    const found = [...entries("zh-CN"), ["docs/glossary.md", glossary] as [string, string]].flatMap(([where, zh]) =>
      retired.filter((term) => zh.includes(term)).map((term) => `${where}: ${term}`),
    );
    expect(found).toEqual([]);
    expect(glossary).toContain("| 长度限制 |");
    expect(glossary).toContain("| Agent Loop |");
    expect(glossary).toContain("| 手工单轮 |");
  });

  it("puts full-width punctuation next to Chinese characters", () => {
    const halfWidthBesideChinese =
      /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”]\s*[,;:!?]|[,;:!?]\s*[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”]/;
    expect(
      entries("zh-CN")
        .filter(([, zh]) => halfWidthBesideChinese.test(zh))
        .map(([where]) => where),
    ).toEqual([]);
  });

  it("says toolcall_end means the call request has arrived, not that anything ran", () => {
    for (const key of [
      "stream.toolcall_end",
      "stream.toolcall_end_object",
      "stream.toolcall_end_malformed",
      "final.stream.toolcall_end",
      "final.stream.toolcall_end_object",
      "final.stream.toolcall_end_malformed",
    ]) {
      expect(text("zh-CN", key), key).toContain("调用请求已全部到达");
      expect(text("en", key), key).toMatch(/call request for \{name\} has fully arrived/);
    }
  });

  it("names the empty message the start event hands over by its type, as the partial panel beside it does (§6)", () => {
    for (const lang of ["en", "zh-CN"] as const) {
      expect(text(lang, "ui.stream.partial"), lang).toContain("AssistantMessage");
      expect(text(lang, "stream.start"), lang).toContain("AssistantMessage");
    }
  });

  it("sends the chapter's own words for the length-limit and unknown-tool results (§12)", () => {
    expect(text("zh-CN", "result.truncated")).toBe(
      "工具调用没有执行：模型输出达到长度限制，参数可能被截断。请重新发出完整调用。",
    );
    expect(text("en", "result.truncated")).toMatch(/^Tool call not executed: .*length limit.*may be truncated/);
    expect(text("zh-CN", "result.unknown-tool")).toBe("未知工具：{name}");
  });
});

describe("the glossary", () => {
  it("explains every StopReason pi-ai 1.4.0 declares, pending and deferred included", () => {
    const declared = /export type StopReason = ([^;]+);/.exec(piAi("types.d.ts"))?.[1] ?? "";
    const reasons = [...declared.matchAll(/"(\w+)"/g)].map((m) => m[1]!);
    expect(reasons).toEqual(
      expect.arrayContaining(["stop", "length", "toolUse", "error", "aborted", "pending", "deferred"]),
    );
    for (const reason of reasons) expect(glossary, reason).toMatch(new RegExp(`^\\| \`${reason}\` \\|`, "m"));
  });

  it("says what pi-ai's code does with pending and deferred", () => {
    // pending: the partial message's placeholder; an adapter that ends still pending throws, and the reply ends as error.
    expect(piAi("api/anthropic-messages.js")).toMatch(
      /stopReason: "pending"[\s\S]*if \(output\.stopReason === "pending"\) \{\s*throw/,
    );
    expect(glossary).toMatch(/\| `pending` \|[^\n]*partial messages[^\n]*throws[^\n]*`error`/);
    // deferred: a handle instead of content, fetched later; in 1.4.0 only the faux provider produces it.
    expect(piAi("providers/faux.js")).toMatch(/content: \[\],[\s\S]{0,200}stopReason: "deferred",\s*deferred: handle/);
    const producers = [
      "api/anthropic-messages.js",
      "api/openai-responses.js",
      "api/openai-completions.js",
      "api/google-generative-ai.js",
    ].filter((f) => /fetchDeferred|stopReason: "deferred"/.test(piAi(f)));
    expect(producers).toEqual([]);
    expect(glossary).toMatch(/\| `deferred` \|[^\n]*`deferred` handle[^\n]*`fetchDeferred`[^\n]*faux/);
  });
});

describe("sentences about pi-ai are true", () => {
  const both = (key: string) => (["en", "zh-CN"] as const).map((lang) => [lang, text(lang, key)] as const);

  it("no catalog says the adapters read only name, description and parameters: they read constrainedSampling too", () => {
    // pi-ai 1.4.0: the Tool has an optional constrainedSampling, and the adapters read it to choose strict or grammar decoding.
    expect(piAi("types.d.ts")).toMatch(/constrainedSampling\?: false \| ConstrainedSamplingConfig;/);
    expect(piAi("api/constrained-sampling.js")).toMatch(
      /export function resolveJsonSchemaStrictSampling\(tool, [^)]*\) \{\s*const config = tool\.constrainedSampling;/,
    );
    for (const adapter of [
      "api/anthropic-messages.js",
      "api/openai-completions.js",
      "api/openai-responses-shared.js",
      "api/google-shared.js",
    ])
      expect(piAi(adapter), adapter).toContain("resolveJsonSchemaStrictSampling(tool");
    const tool = { name: "t", description: "d", parameters: toolSchema as never };
    expect(convertResponsesTools([tool], { supportsStrictMode: true })[0]).toMatchObject({ strict: false });
    expect(
      convertResponsesTools([{ ...tool, constrainedSampling: { type: "json_schema", strict: "prefer" } }], {
        supportsStrictMode: true,
      })[0],
    ).toMatchObject({ strict: true });

    const onlyThree = [
      /\bonly (?:its |the )?name, (?:the )?description and (?:the )?(?:parameter|schema)/i,
      /\bonly those\b/i,
      /只(?:看到|读取|发送|有)\s*(?:name|名称|名字)\s*[、，]\s*(?:description|描述|说明)/,
      /只读取这些/,
    ];
    const claims = [...entries("en"), ...entries("zh-CN")]
      .filter(([, t]) => onlyThree.some((re) => re.test(t)))
      .map(([where]) => where);
    expect(claims).toEqual([]);
    for (const key of ["loop.agent-tool", "ui.agent-tool.note", "q11.b.why"])
      for (const [lang, t] of both(key)) expect(t, `${lang} ${key}`).toContain("constrainedSampling");
  });

  it("definition.providers and the provider notes say what the captured requests hold", () => {
    const sent = Object.fromEntries(providerTools.map((p) => [p.api, p.tools[0] as Record<string, unknown>]));
    const anthropicSchema = sent["anthropic-messages"]!.input_schema as Record<string, unknown>;
    const kept = Object.keys(anthropicSchema);
    const dropped = Object.keys(toolSchema).filter((k) => !kept.includes(k));
    expect(kept.sort()).toEqual(["properties", "required", "type"]);
    expect(dropped).toEqual(["additionalProperties"]);
    const mentions = (t: string, word: string) => new RegExp(`(^|[^\\w])${word}([^\\w]|$)`).test(t);
    // The frame's sentence names what was left out from its fact (tests/unit/claims-strict.ts checks it path by path).
    for (const [lang, t] of both("definition.providers"))
      expect(t, lang).toMatch(/\{dropped\}[\s\S]*validateToolArguments/);
    for (const [lang, t] of both("ui.def.provider-note.anthropic-messages"))
      for (const key of [...kept, ...dropped]) expect(mentions(t, key), `${lang} note names ${key}`).toBe(true);
    for (const api of ["openai-responses", "openai-completions"] as const) {
      const tool = sent[api]!;
      expect((tool.function as Record<string, unknown> | undefined)?.strict ?? tool.strict).toBe(false);
      for (const [lang, t] of both(`ui.def.provider-note.${api}`))
        expect(t, `${lang} ${api}`).toMatch(/strict: false[\s\S]*supportsStrictMode/);
    }
    expect(sent["google-generative-ai"]!.parametersJsonSchema).toEqual(toolSchema);
  });

  it("the strict rule is pi-ai's: sent only when the model's compat declares supportsStrictMode, as the two catalog models here do", async () => {
    const completions = piAi("api/openai-completions.js");
    expect(completions).toContain("...(compat.supportsStrictMode !== false && { strict: strict ?? false })");
    expect(completions).toMatch(
      /OpenAI compatibility alone does not imply strict JSON-schema tool support\.\s*supportsStrictMode: false,/,
    );
    expect(piAi("api/openai-responses.js")).toContain("supportsStrictMode: model.compat?.supportsStrictMode ?? false,");
    expect(
      convertResponsesTools([{ name: "t", description: "d", parameters: toolSchema as never }], {
        supportsStrictMode: false,
      })[0],
    ).not.toHaveProperty("strict");
    const { OPENAI_MODELS } = await import("@earendil-works/pi-ai/providers/openai.models");
    const { GROQ_MODELS } = await import("@earendil-works/pi-ai/providers/groq.models");
    const find = (catalog: unknown, id: string) =>
      (Array.isArray(catalog) ? catalog : Object.values(catalog as object)).find(
        (m: { id: string }) => m.id === id,
      ) as { compat?: { supportsStrictMode?: boolean } };
    expect(find(OPENAI_MODELS, WIRE_SPECS["openai-responses"].modelId).compat?.supportsStrictMode).toBe(true);
    expect(find(GROQ_MODELS, WIRE_SPECS["openai-completions"].modelId).compat?.supportsStrictMode).toBe(true);
  });

  it("takeaway.stop-reason: the stop reason can only veto; the calls to run are read from content", async () => {
    // The app's own lesson: a reply that ends with "stop" may still hold calls, and they run.
    const despiteStop = await play("stop-with-calls");
    expect(despiteStop.messages.find((m) => m.role === "assistant")?.stopReason).toBe("stop");
    expect(despiteStop.executions.length).toBeGreaterThan(0);
    const truncated = await play("happy-path", ["truncate"]);
    expect(truncated.messages.find((m) => m.role === "assistant")?.stopReason).toBe("length");
    expect(truncated.executions).toEqual([]);
    for (const [lang, t] of both("takeaway.stop-reason")) {
      expect(t, lang).not.toMatch(/only the (final )?stop reason|只有.*停止原因/i);
      for (const word of ["length", "error", "aborted", "content"]) expect(t, `${lang} ${word}`).toContain(word);
    }
  });

  it("stream.toolcall_delta.empty covers the empty piece openai-completions replays send", () => {
    // The adapter pushes a toolcall_delta even when the chunk's arguments are "", and the recording has such a chunk.
    const pushesEveryPiece =
      /let delta = "";\s*if \(toolCall\.function\?\.arguments\) \{[\s\S]{0,800}?\}\s*stream\.push\(\{\s*type: "toolcall_delta",\s*contentIndex: [^,]+,\s*delta,/;
    expect(
      pushesEveryPiece.test(piAi("api/openai-completions.js")),
      "openai-completions pushes a delta for every tool_calls chunk",
    ).toBe(true);
    expect(readFileSync("tests/fixtures/wire/recordings/openai-completions/happy-path.sse", "utf8")).toMatch(
      /"tool_calls":\[\{[^\]]*"arguments":""\}/,
    );
    expect(parseStreamingJson("")).toEqual({});
    expect(parseStreamingJson(" ")).toEqual({});
    expect(text("en", "stream.toolcall_delta.empty")).toContain("empty or only white space");
    expect(text("zh-CN", "stream.toolcall_delta.empty")).toContain("为空或只有空白");
  });
});
