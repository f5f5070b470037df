import type { ToolResultMessage } from "@earendil-works/pi-ai";
import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/scenarios";
import { WIRE_APIS, WIRE_SPECS } from "../../src/fake-provider/apis";
import { playScenario, providerFactory, type Trace } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { playLoop } from "../../src/engine/loop/loop";
import { offeredTools } from "../../src/engine/round/offered";
import { scriptedTurn } from "../../src/engine/providers/turns";
import { message } from "../../src/i18n";
import { scenario } from "./helpers";
import type { LooseJson } from "../fixtures/loose-json";

// §3: two tools whose words overlap; the scripted model picks the vague one, which has no code.
const ID = "vague-descriptions";
const VAGUE = "files";
const CHAPTER = "list_download_files";

const resultsOf = (t: Trace) => t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const textOf = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

/** Every `name` under a request body's `tools`, whatever shape the API gives them. */
function toolNames(body: unknown): string[] {
  const tools = (body as { tools?: unknown } | null)?.tools;
  const names: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k === "name" && typeof x === "string") names.push(x);
        else if (k !== "parameters" && k !== "input_schema" && k !== "parametersJsonSchema") walk(x);
      }
    }
  };
  walk(tools);
  return names;
}

/** What was done with the wrong pick, read off the facts: validation, execution and result of call_01. */
function wrongPick(trace: Trace) {
  const facts = framesOf(trace).map((f) => f.fact);
  const of = (kind: string) => facts.filter((f) => f.kind === kind && "toolCallId" in f && f.toolCallId === "call_01");
  return {
    validations: of("validation"),
    executions: of("execution"),
    result: resultsOf(trace).find((r) => r.toolCallId === "call_01"),
  };
}

describe("vague-descriptions (§3)", () => {
  it("is a valid built-in that offers the vague tool beside the chapter's", () => {
    const s = scenario(ID);
    expect(s.offeredTools?.map((t) => t.name)).toEqual([VAGUE]);
    expect(s.firstTurn.blocks.find((b) => b.type === "toolCall")).toMatchObject({ name: VAGUE });
  });

  it.each(WIRE_APIS.map((api) => [api]))(
    "the request %s's adapter builds lists both tools, with the vague words",
    async (api) => {
      const trace = await playScenario(scenario(ID), { provider: providerFactory(api) });
      const first = trace.requests[0]!;
      expect(first.api).toBe(api);
      expect(toolNames(first.body).sort()).toEqual([CHAPTER, VAGUE].sort());
      expect(JSON.stringify(first.body)).toContain("Handles files.");
      // The reply came back through the adapter as a call to the vague tool.
      expect(framesOf(trace).find((f) => f.fact.kind === "gate")?.fact).toMatchObject({ names: [VAGUE] });
    },
  );

  it("the loop's request lists both tools too (pi-agent-core declares what it holds)", async () => {
    const trace = await playLoop(scenario(ID), { provider: providerFactory("anthropic-messages") });
    expect(toolNames(trace.requests[0]!.body).sort()).toEqual([CHAPTER, VAGUE].sort());
  });

  it("each wire encoder writes a call to the vague tool", () => {
    const turn = scriptedTurn(scenario(ID).firstTurn, "en");
    for (const api of WIRE_APIS) {
      const body = WIRE_SPECS[api].encode(turn, { modelId: WIRE_SPECS[api].modelId, turnNumber: 1 });
      expect(body.chunks.join(""), api).toContain(VAGUE);
      expect(body.end, api).toBe("complete");
    }
  });

  it("the round answers the wrong pick with an error result; nothing runs for it", async () => {
    const trace = await playScenario(scenario(ID));
    const { validations, executions, result } = wrongPick(trace);
    expect(validations).toEqual([expect.objectContaining({ outcome: "unknown-tool", offered: true, cloned: false })]);
    expect(executions).toEqual([expect.objectContaining({ outcome: "refused", offered: true })]);
    expect(result).toMatchObject({ toolName: VAGUE, isError: true });
    expect(textOf(result!)).toBe(message("en", "result.description-only", { name: VAGUE, available: CHAPTER }));
    expect(trace.executions).toEqual([]);
    // The model tries again with the right tool: the one-round function stops there (§17).
    expect(trace.outcome).toBe("one-round-limit");
    expect(framesOf(trace).at(-3)?.fact).toMatchObject({ kind: "limit", names: [CHAPTER] });
  });

  it("the loop refuses the wrong pick in the application's words, then runs the right tool", async () => {
    const trace = await playLoop(scenario(ID));
    const { executions, result } = wrongPick(trace);
    expect(executions).toEqual([expect.objectContaining({ runner: "agent-tool", outcome: "refused", offered: true })]);
    expect(result).toMatchObject({ toolName: VAGUE, isError: true });
    expect(textOf(result!)).toBe(message("en", "result.description-only", { name: VAGUE, available: CHAPTER }));
    expect(trace.executions.map((e) => [e.toolCallId, e.toolName])).toEqual([["call_02", CHAPTER]]);
    expect(trace.loop?.stop).toBe("answered");
    expect(trace.loop?.comparison.differences.map((d) => d.key)).not.toContain("compare.thrown");
  });

  it.each(WIRE_APIS.map((api) => [api]))("both engines play it with %s without throwing", async (api) => {
    for (const lang of ["en", "zh-CN"] as const) {
      await expect(playScenario(scenario(ID), { lang, provider: providerFactory(api) })).resolves.toMatchObject({
        outcome: "one-round-limit",
      });
      await expect(playLoop(scenario(ID), { lang, provider: providerFactory(api) })).resolves.toMatchObject({
        outcome: "answered",
      });
    }
  });

  it("the narration says plainly that the model is scripted, at the wrong pick, in both languages and engines", async () => {
    for (const lang of ["en", "zh-CN"] as const) {
      for (const trace of [await playScenario(scenario(ID), { lang }), await playLoop(scenario(ID), { lang })]) {
        const said = framesOf(trace).filter(
          (f) => f.section === 3 && "toolCallId" in f.fact && f.fact.toolCallId === "call_01",
        );
        const words = said.map((f) => message(lang, f.narration.key, f.narration.params)).join(" ");
        expect(words, `${lang} ${trace.engine}`).toMatch(
          lang === "en" ? /This model is scripted/ : /这里的模型是脚本模拟的/,
        );
      }
    }
  });

  it("the first request's narration names the description-only tool", async () => {
    const request = framesOf(await playScenario(scenario(ID))).find((f) => f.fact.kind === "request")!;
    expect(request.narration).toEqual({
      key: "request.context-offered",
      params: expect.objectContaining({ tools: 2, names: VAGUE }),
    });
  });
});

describe("offeredTools in a scenario file", () => {
  const base = (): LooseJson => structuredClone(scenario(ID)) as unknown as LooseJson;
  const problems = (change: (s: LooseJson) => void) => {
    const data = base();
    change(data);
    const result = checkScenario(data);
    return result.ok ? [] : result.problems.map((p) => p.path);
  };

  it("is optional: a file without it offers the chapter's tool alone", async () => {
    const trace = await playScenario(scenario("happy-path"), { provider: providerFactory("openai-responses") });
    expect(toolNames(trace.requests[0]!.body)).toEqual([CHAPTER]);
  });

  it("refuses what could not be offered", () => {
    expect(problems((s) => (s.offeredTools[0].name = CHAPTER))).toEqual(["$.offeredTools[0].name"]);
    expect(problems((s) => s.offeredTools.push(structuredClone(s.offeredTools[0])))).toEqual([
      "$.offeredTools[1].name",
    ]);
    expect(problems((s) => (s.offeredTools[0].name = "has space"))).toEqual(["$.offeredTools[0].name"]);
    expect(problems((s) => (s.offeredTools[0].parameters = { type: "string" }))).toEqual([
      "$.offeredTools[0].parameters.type",
    ]);
    expect(problems((s) => (s.offeredTools[0].parameters = []))).toEqual(["$.offeredTools[0].parameters"]);
    expect(problems((s) => (s.offeredTools[0].extra = 1))).toEqual(["$.offeredTools[0].extra"]);
    expect(problems((s) => delete s.offeredTools[0].description)).toEqual(["$.offeredTools[0].description"]);
    expect(
      problems(
        (s) => (s.offeredTools = Array.from({ length: 9 }, (_, i) => ({ ...s.offeredTools[0], name: `t${i}` }))),
      ),
    ).toEqual(["$.offeredTools"]);
  });

  it("refuses parameters nested deeper than the limit, without recursing", () => {
    let deep: Record<string, unknown> = { type: "object" };
    for (let i = 0; i < 100_000; i++) deep = { type: "object", properties: { x: deep } };
    expect(problems((s) => (s.offeredTools[0].parameters = deep))).toEqual(["$.offeredTools[0].parameters"]);
  });

  it("own keys only: an inherited type does not count", () => {
    expect(problems((s) => (s.offeredTools[0].parameters = Object.create({ type: "object" })))).toEqual([
      "$.offeredTools[0].parameters.type",
    ]);
  });

  it("a tool the application runs under the same name (a learner's) wins: the offered one is left out", () => {
    expect(offeredTools(scenario(ID), "en", VAGUE)).toEqual([]);
    expect(offeredTools(scenario(ID), "zh-CN", CHAPTER)).toEqual([
      { name: VAGUE, description: "处理文件。", parameters: scenario(ID).offeredTools![0]!.parameters },
    ]);
  });
});
