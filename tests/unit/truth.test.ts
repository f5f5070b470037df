/**
 * Issue 16, "Fix these 13 sentences": one test per sentence. Each plays the engine for real (pi-ai
 * 1.4.0, pi-agent-core 1.4.0, the scripted model or a wire provider's recorded stream), reads what
 * the trace recorded, and checks that the words the app shows for it — rendered from the catalogs in
 * both languages — say what happened and nothing else.
 *
 * Items 9, 10 and 11 are also checked catalog-wide in wording.test.ts ("sentences about pi-ai are
 * true": constrainedSampling, strict/supportsStrictMode, takeaway.stop-reason). Here they are checked
 * where a trace shows them: the frame or recap line a person actually reads.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  repairJson,
  validateToolArguments,
  type AssistantMessage,
  type ToolCall,
  type ToolResultMessage,
} from "@earendil-works/pi-ai";
import { convertResponsesTools } from "@earendil-works/pi-ai/api/openai-responses-shared";
import { LANGS, message } from "../../src/i18n";
import { PROVIDER_CHOICES } from "../../src/engine/providers/choices";
import type { Lang } from "../../src/scenarios/types";
import {
  listDownloadFilesTool,
  parseFaults,
  playScenario,
  providerFactory,
  type Frame,
  type ProviderChoice,
  type Trace,
} from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { playLoop } from "../../src/engine/loop/loop";
import { WIRE_SPECS } from "../../src/fake-provider/apis";
import toolSchema from "../../src/engine/captures/tool-schema.json";
import { scenario } from "./helpers";

const piAi = (file: string) => readFileSync(`node_modules/@earendil-works/pi-ai/dist/${file}`, "utf8");

function options(faults: string[], provider: ProviderChoice, lang: Lang) {
  const parsed = parseFaults(faults);
  if (!parsed.ok) throw new Error(`unknown faults ${parsed.unknown.join(", ")}`);
  return { faults: parsed.faults, provider: providerFactory(provider), lang };
}
const round = (id: string, faults: string[] = [], provider: ProviderChoice = "scripted", lang: Lang = "en") =>
  playScenario(scenario(id), options(faults, provider, lang));
const loop = (id: string, faults: string[] = [], provider: ProviderChoice = "scripted", lang: Lang = "en") =>
  playLoop(scenario(id), options(faults, provider, lang));

/** What a person reads for a frame, in `lang`. */
const said = (f: Pick<Frame, "narration">, lang: Lang) => message(lang, f.narration.key, f.narration.params);
/** A named difference of the loop's comparison, rendered. */
const difference = (t: Trace, key: string, lang: Lang) => {
  const d = t.loop?.comparison.differences.find((x) => x.key === key);
  return d ? message(lang, d.key, d.params) : undefined;
};
const toolCalls = (m: AssistantMessage | undefined) =>
  (m?.content ?? []).filter((c): c is ToolCall => c.type === "toolCall");
const firstReply = (t: Trace) => t.messages.find((m): m is AssistantMessage => m.role === "assistant");
const resultsOf = (t: Trace) => t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const textOf = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

describe("issue 16: the 13 sentences say what the replay recorded", () => {
  it("1. toolcall_end_malformed does not promise a validation that never happens (truncated, truncated-retry, aborted; openai-completions)", async () => {
    for (const id of ["truncated", "truncated-retry", "aborted"]) {
      for (const lang of LANGS) {
        const t = await round(id, [], "openai-completions", lang);
        const frames = framesOf(t);
        // What happened: the gate stopped first; nothing was validated, nothing ran.
        expect(
          frames.filter((f) => f.validation),
          `${id}: no validation frame`,
        ).toEqual([]);
        expect(t.executions).toEqual([]);
        const malformed = frames.filter(
          (f) => f.stage === "stream" && f.event === "toolcall_end" && f.stream?.argumentsError,
        );
        expect(malformed.length, `${id}: pi-ai recorded argumentsError at toolcall_end`).toBeGreaterThan(0);
        for (const f of malformed) {
          const text = said(f, lang);
          expect(text, `${id} ${lang}`).not.toMatch(/validation will (refuse|reject)|验证环节会拒绝/i);
          expect(text, `${id} ${lang}`).toMatch(/argumentsError/);
        }
      }
    }
  });

  it("2. compare.echo and the validation note say the round sends the chapter's fixed text, the loop pi-ai's error", async () => {
    for (const lang of LANGS) {
      const t = await round("bad-arguments", [], "scripted", lang);
      const call = toolCalls(firstReply(t))[0]!;
      let piError = "";
      try {
        validateToolArguments(listDownloadFilesTool, call);
      } catch (e) {
        piError = (e as Error).message;
      }
      expect(piError, "pi-ai refuses these arguments").toMatch(/^Validation failed for tool/);
      // The chapter's catch (§12): one fixed text; pi-ai's error stays with the application.
      const sent = textOf(resultsOf(t).find((r) => r.toolCallId === call.id)!);
      expect(sent, lang).toBe(message(lang, "result.chapter-catch"));
      expect(framesOf(t).find((f) => f.validation)!.validation!.message, lang).toBe(piError);

      // The loop's comparison for the same scenario, and the note under the round's refusal.
      const echo = difference(await loop("bad-arguments", [], "scripted", lang), "compare.echo", lang);
      expect(echo, `${lang}: the loop names the echo`).toBeDefined();
      const note = message(lang, `ui.val.model-text-note.${framesOf(t).find((f) => f.validation)!.validation!.status}`);
      for (const text of [echo!, note]) {
        expect(text, lang).toMatch(/fixed text|固定文本/);
        expect(text, lang).toContain("pi-ai");
      }
    }
  });

  it("3. truncated (loop): the model answers in text and nothing runs, so the comparison does not say it re-sent the call", async () => {
    const t = await loop("truncated");
    expect(t.executions).toEqual([]);
    const turns = t.loop!.turns;
    expect(turns.length).toBe(2);
    expect(turns[0]!.stopReason).toBe("length");
    expect(turns[1]!.calls).toEqual([]);
    const keys = t.loop!.comparison.differences.map((d) => d.key);
    expect(keys).not.toContain("compare.reissued");
    expect(keys).toContain("compare.answered-instead");
    for (const lang of LANGS)
      expect(difference(t, "compare.answered-instead", lang), lang).toMatch(/nothing ran|没有执行/);
  });

  it("4. partial-json-steps (loop): four calls, one ran — the parallel sentence does not say both were validated and ran", async () => {
    const t = await loop("partial-json-steps");
    const busiest = t.loop!.turns[0]!;
    expect(busiest.calls).toHaveLength(4);
    expect(t.executions).toHaveLength(1);
    const d = t.loop!.comparison.differences.find((x) => x.key === "compare.mode.parallel");
    expect(d?.params).toMatchObject({ calls: 4, ran: t.executions.length });
    for (const lang of LANGS) {
      const text = difference(t, "compare.mode.parallel", lang)!;
      expect(text, lang).not.toMatch(/both were validated|先全部验证/);
      expect(text, lang).toContain(String(t.executions.length));
    }
  });

  it("5. happy-path (loop): the call pi-agent-core validated and ran shows as valid, with the copy it ran with", async () => {
    const t = await loop("happy-path");
    expect(t.executions.map((e) => e.toolCallId)).toEqual(["call_01"]);
    const views = framesOf(t).flatMap((f) => (f.validation?.toolCallId === "call_01" ? [f.validation] : []));
    expect(views.length).toBeGreaterThan(0);
    expect(views.map((v) => v.status)).not.toContain("not-validated");
    const valid = views.filter((v) => v.status === "valid");
    expect(valid.length).toBeGreaterThan(0);
    // pi-ai's validated copy is what execute got.
    for (const v of valid) expect(v.converted).toEqual(t.executions[0]!.args);
  });

  it("6. loop tool_execution_end of a call that ran carries its execution, not the empty stage", async () => {
    for (const id of ["happy-path", "two-calls", "partial-json-steps"]) {
      const t = await loop(id);
      const ran = new Set(t.executions.map((e) => e.toolCallId));
      const ends = framesOf(t).filter(
        (f) => f.event === "tool_execution_end" && ran.has(String(f.narration.params.id)),
      );
      expect(ends.length, id).toBe(ran.size);
      for (const f of ends) {
        expect(f.execution, `${id} frame ${f.index}`).toMatchObject({
          toolCallId: f.narration.params.id,
          status: "ran",
        });
        expect(said(f, "en"), `${id} frame ${f.index}`).toMatch(/execute returned/);
      }
    }
  });

  it("7. recap.pi.validated counts only the calls pi-ai cloned (not unknown tools, not unparsable text)", async () => {
    for (const [id, faults] of [
      ["partial-json-steps", []],
      ["unknown-tool", []],
      ["happy-path", ["unknown-tool"]],
      ["happy-path", []],
      ["bad-arguments", []],
    ] as const) {
      const t = await round(id, [...faults]);
      // pi-ai's validateToolArguments clones only a call of a known tool whose text parsed.
      const cloned = toolCalls(firstReply(t)).filter(
        (c) => c.name === listDownloadFilesTool.name && !c.argumentsError,
      ).length;
      const recap = framesOf(t).find((f) => f.recap?.kind === "responsibilities")!.recap!;
      const line = recap.lines.find((l) => l.key === "recap.pi.validated");
      expect(line?.params.count ?? 0, `${id} ${faults.join(",")}`).toBe(cloned);
      if (cloned === 0) expect(line, `${id} ${faults.join(",")}: no line claims a clone`).toBeUndefined();
    }
  });

  it("8. compare.cancel says pi-agent-core began the next turn and called the stream function, which sent nothing", async () => {
    const t = await loop("cancelled");
    expect(t.loop?.stop).toBe("cancelled");
    const frames = framesOf(t);
    // turn_start of turn 2, and the stream function's own frame inside it: the loop did call it.
    expect(frames.some((f) => f.event === "turn_start" && f.turn === 2)).toBe(true);
    expect(frames.some((f) => f.turn === 2 && f.narration.key === "loop.request-cancelled")).toBe(true);
    expect(t.requests).toHaveLength(1);
    for (const lang of LANGS) {
      const text = difference(t, "compare.cancel", lang)!;
      expect(text, lang).not.toMatch(/instead of asking the model again|而不是再去询问模型/);
      expect(text, lang).toMatch(lang === "en" ? /turn 2 and called the stream function/ : /第 2 轮，并调用了流函数/);
    }
  });

  it("9. the loop's AgentTool frame does not say the provider reads only name, description and parameters", async () => {
    // pi-ai's adapters read the Tool's constrainedSampling too (wording.test.ts checks every catalog).
    const tool = { name: "t", description: "d", parameters: toolSchema as never };
    expect(
      convertResponsesTools([{ ...tool, constrainedSampling: { type: "json_schema", strict: "prefer" } }], {
        supportsStrictMode: true,
      })[0],
    ).toMatchObject({ strict: true });
    const f = framesOf(await loop("happy-path")).find((x) => x.agentTool)!;
    for (const lang of LANGS) {
      const text = said(f, lang);
      expect(text, lang).toContain("constrainedSampling");
      expect(text, lang).not.toMatch(/reads only those|仍只读取这些/);
    }
  });

  it("10. strict is sent because these models' compat allows it, and the providers frame names what Anthropic's adapter left out", async () => {
    for (const api of ["openai-responses", "openai-completions"] as const) {
      const t = await round("happy-path", [], api);
      const sent = (t.requests[0]!.body as { tools: Record<string, unknown>[] }).tools[0]!;
      expect((sent.function as Record<string, unknown> | undefined)?.strict ?? sent.strict, api).toBe(false);
      expect(t.provider.model, api).toBe(WIRE_SPECS[api].modelId);
    }
    // pi-ai sends strict only when compat.supportsStrictMode allows it (Chat Completions included).
    expect(piAi("api/openai-completions.js")).toContain(
      "...(compat.supportsStrictMode !== false && { strict: strict ?? false })",
    );
    const anthropic = (await round("happy-path", [], "anthropic-messages")).requests[0]!.body as {
      tools: { input_schema: Record<string, unknown> }[];
    };
    expect(Object.keys(anthropic.tools[0]!.input_schema).sort()).toEqual(["properties", "required", "type"]);
    // The frame's words come from its fact now: what Anthropic's adapter left out, by name, and who enforces it.
    const f = framesOf(await round("happy-path")).find((x) => x.definition?.focus === "providers")!;
    for (const lang of LANGS) {
      const text = said(f, lang);
      expect(text, lang).toMatch(/additionalProperties ?[（(]anthropic-messages[)）]/);
      expect(text, lang).toContain("validateToolArguments");
      expect(text, lang).not.toMatch(/只发送 properties 和 required/);
    }
  });

  it("§9: the recap names the cached validator and the JSON-Schema coercion run on a TypeBox 1.3 schema, as pi-ai's calls show", async () => {
    const t = await round("two-calls");
    const recap = framesOf(t).find((f) => f.recap?.kind === "responsibilities")!.recap!;
    const keys = recap.lines.map((l) => l.key);
    expect(keys).toEqual(expect.arrayContaining(["recap.pi.validator-cached", "recap.pi.json-coercion.tilde-kind"]));
    // The second call's validation frame (where the recap line opens) names the check that compiled it.
    const checks = framesOf(t).filter((f) => f.validation !== undefined);
    expect(checks.map((f) => f.validation!.validatorOf)).toEqual([undefined, "call_01"]);
    // The spies in pi-ai's validation.js: its own coercion ran on the chapter's schema.
    expect(t.piCalls?.coerceWithJsonSchema ?? 0).toBeGreaterThan(0);
    // TypeBox's Compile, as validation.js calls it: once for a new schema object, then never again for it.
    const spy = globalThis as { __toolCallLabPiCall?: (name: string) => void };
    const before = spy.__toolCallLabPiCall;
    let compiles = 0;
    spy.__toolCallLabPiCall = (name) => (name === "Compile" ? compiles++ : before?.(name));
    try {
      const fresh = { ...listDownloadFilesTool, parameters: structuredClone(listDownloadFilesTool.parameters) };
      const call = toolCalls(firstReply(t))[0]!;
      for (let i = 0; i < 3; i++) validateToolArguments(fresh, call);
    } finally {
      spy.__toolCallLabPiCall = before;
    }
    expect(compiles).toBe(1);
    const schema = listDownloadFilesTool.parameters as object;
    expect(Object.getOwnPropertySymbols(schema)).not.toContain(Symbol.for("TypeBox.Kind"));
    expect(Object.hasOwn(schema, "~kind")).toBe(true);
  });

  it("11. stop-with-calls: no frame or recap line says only the stop reason decides, though calls ran after stop", async () => {
    for (const lang of LANGS) {
      const t = await round("stop-with-calls", [], "scripted", lang);
      expect(firstReply(t)?.stopReason).toBe("stop");
      expect(t.executions.length).toBeGreaterThan(0);
      const frames = framesOf(t);
      const texts = [
        ...frames.map((f) => said(f, lang)),
        ...frames.flatMap((f) => f.recap?.lines.map((l) => message(lang, l.key, l.params)) ?? []),
      ];
      const claims = texts.filter((x) => /only the (final )?stop reason|只有(最终的)?停止原因/i.test(x));
      expect(claims, lang).toEqual([]);
      expect(message(lang, "takeaway.stop-reason"), lang).toMatch(/veto|否决/);
    }
  });

  it("12. stop-with-calls: with openai-responses and google the gate explains pi-ai's rewrite of stop to toolUse, and the summary holds for every provider", async () => {
    // The adapters' own code: a stop with calls in content becomes toolUse.
    const rewrite =
      /if \(output\.content\.some\(\(b\) => b\.type === "toolCall"\) && output\.stopReason === "stop"\) \{\s*output\.stopReason = "toolUse";/;
    expect(piAi("api/openai-responses-shared.js")).toMatch(rewrite);
    expect(piAi("api/google-generative-ai.js")).toMatch(rewrite);
    const reasons = new Set<string>();
    for (const api of PROVIDER_CHOICES) {
      const t = await round("stop-with-calls", [], api);
      const reason = firstReply(t)!.stopReason;
      reasons.add(reason);
      const gate = framesOf(t).find((f) => f.gate)!;
      expect(t.executions.length, api).toBe(1);
      if (api === "openai-responses" || api === "google-generative-ai") {
        expect(reason, api).toBe("toolUse");
        for (const lang of LANGS) {
          const text = said(gate, lang);
          expect(text, `${api} ${lang}`).toContain(api);
          expect(text, `${api} ${lang}`).toMatch(/rewrote stop to toolUse|把 stop 改写成 toolUse/);
        }
        expect(gate.fact).toMatchObject({ kind: "gate", rewrittenBy: api });
      } else {
        expect(reason, api).toBe("stop");
        expect(said(gate, "en"), api).not.toMatch(/rewrote/);
      }
    }
    expect([...reasons].sort()).toEqual(["stop", "toolUse"]);
    const { summary } = scenario("stop-with-calls");
    for (const lang of LANGS) {
      const text = typeof summary === "string" ? summary : summary[lang];
      expect(text, lang).not.toMatch(/^The reply ends with stopReason stop|^回复的 stopReason 是 stop/);
      for (const reason of reasons) expect(text, `${lang} names ${reason}`).toContain(reason);
    }
  });

  it("13. a partial preview whose text repairJson left unchanged does not claim a repaired parse failed", async () => {
    const traces = [
      await round("happy-path"),
      await round("truncated", [], "openai-completions"),
      await round("partial-json-steps"),
      await round("happy-path", [], "anthropic-messages"),
    ];
    let unchanged = 0;
    for (const t of traces) {
      for (const f of framesOf(t)) {
        if (f.stream?.step !== "partial" || f.stream.rawText === undefined) continue;
        const changed = repairJson(f.stream.rawText) !== f.stream.rawText;
        const [en, zh] = (["en", "zh-CN"] as const).map((lang) => said(f, lang));
        if (changed) {
          expect(en, f.stream.rawText).toMatch(/repairJson changed/);
          continue;
        }
        unchanged++;
        expect(en, f.stream.rawText).not.toMatch(/repaired JSON\.parse (both )?fail|Plain and repaired/);
        expect(zh, f.stream.rawText).not.toMatch(/修复后解析都失败/);
        expect(en, f.stream.rawText).toMatch(/repairJson finds nothing to repair/);
      }
    }
    expect(unchanged).toBeGreaterThan(0);
  });
});

describe("issue 16: the smaller sentences", () => {
  it("loop.turn_start at turn 1 does not say the loop asks again", async () => {
    const frames = framesOf(await loop("happy-path"));
    const first = frames.find((f) => f.event === "turn_start" && f.turn === 1)!;
    const second = frames.find((f) => f.event === "turn_start" && f.turn === 2)!;
    expect(said(first, "en")).not.toMatch(/\bagain\b/);
    expect(said(first, "zh-CN")).not.toMatch(/再次/);
    expect(said(second, "en")).toMatch(/\bagain\b/);
  });

  it("loop.turn_end counts that turn's tool results and does not call them the Context's (§17)", async () => {
    const t = await loop("second-round");
    const ends = framesOf(t).filter((f) => f.event === "turn_end");
    expect(ends.map((f) => f.turn)).toEqual([1, 2, 3]);
    // The last turn adds no result, while the Context already holds the two of turns 1 and 2.
    expect(t.messages.filter((m) => m.role === "toolResult")).toHaveLength(2);
    expect(said(ends[2]!, "en")).toBe("Turn 3 ends (turn_end): no tool results in this turn.");
    expect(said(ends[0]!, "en")).toBe("Turn 1 ends (turn_end): 1 tool result in this turn.");
    expect(said(ends[2]!, "zh-CN")).toBe("第 3 轮结束（turn_end），本轮没有工具结果。");
    expect(said(ends[0]!, "zh-CN")).toBe("第 1 轮结束（turn_end），本轮有 1 条工具结果。");
  });

  it('the empty "" pieces openai-completions sends are said as pieces that add nothing (audit, §8)', async () => {
    const frames = framesOf(await round("happy-path", [], "openai-completions"));
    const empty = frames.filter((f) => f.event === "toolcall_delta" && f.stream?.delta === "");
    expect(empty.length).toBeGreaterThan(0);
    for (const f of empty) {
      expect(f.stream?.rawText).toBe("");
      // Chat Completions' adapter parses only a piece that carries text: no "first step" is claimed.
      expect(said(f, "en")).toMatch(/An empty piece/);
      expect(said(f, "en")).not.toMatch(/first step/);
      expect(said(f, "zh-CN")).toMatch(/空的参数文本/);
    }
  });
});
