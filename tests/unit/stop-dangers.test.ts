/**
 * Issue 22, items 4 and 5: the finish reason as the wire said it beside pi-ai's rewritten
 * stopReason, per provider; and the two dangers — a cut reply whose call is whole and valid (§7),
 * and a string pi-ai's conversion turns into a value the schema's author did not mean to allow
 * (§9) — through every provider and both engines.
 */
import { describe, expect, it } from "vitest";
import { playIn } from "../../src/engine/run";
import { validateToolArguments, type AssistantMessage, type ToolCall } from "@earendil-works/pi-ai";
import { checkScenario } from "../../src/scenarios";
import { providerFactory, type Trace } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { firstGate } from "../../src/playground/player/predict";
import { message, LANGS } from "../../src/i18n";
import { listDownloadFilesTool, listDownloadFilesWithLimitTool } from "../../src/engine/round/tool";
import { captureProviderTools } from "../../scripts/gen/provider-tools";
import providerToolsLimit from "../../src/engine/captures/provider-tools-limit.json";
import type { Frame } from "../../src/engine/trace/frames";
import { PROVIDER_CHOICES, type ProviderChoice } from "../../src/engine/providers/choices";
import { WIRE_APIS } from "../../src/fake-provider/apis";
import { answer, scenario } from "./helpers";

const PROVIDERS = PROVIDER_CHOICES;
const CELLS = PROVIDERS.flatMap((provider) =>
  (["round", "loop"] as const).map((engine) => [provider, engine] as const),
);

const run = (id: string, provider: ProviderChoice, engine: "round" | "loop" = "round"): Promise<Trace> =>
  playIn(engine, scenario(id), { provider: providerFactory(provider) });
const firstReply = (t: Trace) => t.messages.find((m): m is AssistantMessage => m.role === "assistant")!;
const callsOf = (m: AssistantMessage) => m.content.filter((b): b is ToolCall => b.type === "toolCall");
const said = (f: Frame, lang: (typeof LANGS)[number]) => message(lang, f.narration.key, f.narration.params);

describe("stop-reason rewriting, per provider (stop-with-calls)", () => {
  // The raw value each recorded stream states, and what pi-ai 1.4.0's adapter made of it.
  const expected: Record<ProviderChoice, { raw?: string; field?: string; stopReason: string }> = {
    scripted: { stopReason: "stop" },
    "anthropic-messages": { raw: "end_turn", field: "delta.stop_reason", stopReason: "stop" },
    "openai-responses": { raw: "completed", field: "response.status", stopReason: "toolUse" },
    "openai-completions": { raw: "stop", field: "choices[0].finish_reason", stopReason: "stop" },
    "google-generative-ai": { raw: "STOP", field: "candidates[0].finishReason", stopReason: "toolUse" },
  };

  it.each(PROVIDERS)(
    "%s: the wire's finish reason beside pi-ai's stopReason, at the done frame and the gate",
    async (provider) => {
      const t = await run("stop-with-calls", provider);
      const frames = framesOf(t);
      const done = frames.find((f) => f.event === "done")!;
      const gate = frames.find((f) => f.stage === "gate")!;
      const want = expected[provider];
      const reply = firstReply(t);
      expect(reply.stopReason).toBe(want.stopReason);
      expect(done.stream?.reason).toBe(want.stopReason);
      expect(gate.gate?.stopReason).toBe(want.stopReason);
      // The raw value is read from the recording, and agrees with the field pi-ai itself kept from the wire.
      expect(done.stream?.wire?.value).toBe(want.raw);
      expect(done.stream?.wire?.field).toBe(want.field);
      expect(reply.rawStopReason).toBe(want.raw);
      expect(gate.fact).toMatchObject(want.raw ? { wire: { value: want.raw } } : {});
      const rewritten = want.stopReason === "toolUse";
      expect(done.stream?.rewrittenBy).toBe(rewritten ? provider : undefined);
      expect(gate.gate?.rewrittenBy).toBe(rewritten ? provider : undefined);
      expect(done.narration.key).toBe(rewritten ? "stream.done-rewritten" : "stream.done");
      expect(gate.narration.key).toBe(rewritten ? "gate.run-rewritten" : "gate.run-despite-stop");
      if (rewritten) {
        for (const lang of LANGS) {
          for (const f of [done, gate]) {
            const text = said(f, lang);
            expect(text, `${lang} ${f.stage}`).toContain(`“${want.raw}”`);
            expect(text, `${lang} ${f.stage}`).toContain(want.field!);
            expect(text, `${lang} ${f.stage}`).toMatch(/rewrote stop to toolUse|把 stop 改写成 toolUse/);
          }
        }
      }
    },
  );

  it.each(["openai-responses", "google-generative-ai"] as const)(
    "%s in the loop: the gate names the wire's value and the rewrite",
    async (provider) => {
      const t = await run("stop-with-calls", provider, "loop");
      const gate = framesOf(t).find((f) => f.stage === "gate")!;
      expect(gate.narration.key).toBe("loop.gate.run-rewritten");
      expect(gate.fact).toMatchObject({
        kind: "gate",
        engine: "loop",
        rewrittenBy: provider,
        wire: { value: firstReply(t).rawStopReason },
      });
    },
  );
});

describe("the wire's finish reason, read from the recording", () => {
  it.each(WIRE_APIS)("%s: a stream that breaks states none, and the error frame claims none", async (provider) => {
    const t = await run("stream-error", provider);
    const end = framesOf(t).find((f) => f.event === "error")!;
    expect(end.stream?.wire).toBeUndefined();
    expect(framesOf(t).find((f) => f.stage === "gate")?.gate?.wire).toBeUndefined();
  });

  it.each([
    ["anthropic-messages", "max_tokens"],
    ["openai-responses", "incomplete"],
    ["openai-completions", "length"],
    ["google-generative-ai", "MAX_TOKENS"],
  ] as const)("%s: a reply cut at the limit says %s on the wire, and pi-ai reads length", async (provider, raw) => {
    const gate = framesOf(await run("length-complete-call", provider)).find((f) => f.stage === "gate")!;
    expect(gate.gate).toMatchObject({ stopReason: "length", wire: { value: raw } });
    expect(gate.gate?.rewrittenBy).toBeUndefined();
  });
});

describe("length-complete-call: only the stop reason's veto stops a whole, valid call (§7)", () => {
  it.each(CELLS)("%s, %s engine", async (provider, engine) => {
    const t = await run("length-complete-call", provider, engine);
    const frames = framesOf(t);
    const reply = firstReply(t);
    expect(reply.stopReason).toBe("length");
    const [call] = callsOf(reply);
    // The call is whole, parses, and pi-ai's real validator accepts it: nothing but "length" stands in its way.
    expect(callsOf(reply)).toHaveLength(1);
    expect(call!.argumentsError).toBeUndefined();
    expect(validateToolArguments(listDownloadFilesTool, structuredClone(call!))).toEqual({ extension: ".pdf" });
    expect(frames.some((f) => f.event === "toolcall_end" && f.stream?.toolCallId === call!.id)).toBe(true);
    const gate = frames.find((f) => f.stage === "gate")!;
    expect(gate.fact).toMatchObject({
      kind: "gate",
      decision: "refuse-truncated",
      stopReason: "length",
      calls: 1,
      completeAndValid: 1,
    });
    expect(gate.narration.key).toBe(
      engine === "loop" ? "loop.gate.refuse-truncated-valid" : "gate.refuse-truncated-valid",
    );
    for (const lang of LANGS) {
      const text = said(gate, lang);
      expect(text, lang).toContain("validateToolArguments");
      expect(text, lang).toMatch(/“length”|长度限制/);
    }
    expect(t.executions).toEqual([]);
    expect(frames.some((f) => f.fact.kind === "validation" && f.fact.toolCallId === call!.id)).toBe(false);
    const result = t.messages.find((m) => m.role === "toolResult" && m.toolCallId === call!.id);
    expect(result && result.role === "toolResult" && result.isError).toBe(true);
  });

  it("the round's gate shows the careless app that ignored length would have had its call accepted", async () => {
    const gate = framesOf(await run("length-complete-call", "scripted")).find((f) => f.stage === "gate")!;
    expect(gate.gate?.careless?.find((c) => c.kind === "length")).toMatchObject({
      accepted: true,
      args: { extension: ".pdf" },
    });
  });
});

describe('converted-limit: pi-ai\'s conversion lets "" through as 0 (§9)', () => {
  it('pi-ai 1.4.0\'s validateToolArguments really turns "limit": "" into 0 for an Integer — and refuses it against the chapter\'s tool', () => {
    const call: ToolCall = {
      type: "toolCall",
      id: "c",
      name: "list_download_files",
      arguments: { extension: ".pdf", limit: "" },
    };
    expect(validateToolArguments(listDownloadFilesWithLimitTool, structuredClone(call))).toEqual({
      extension: ".pdf",
      limit: 0,
    });
    expect(() => validateToolArguments(listDownloadFilesTool, structuredClone(call))).toThrow(/Validation failed/);
    // A string that is not a number is still refused: the surprise is the empty string (and blanks).
    expect(() =>
      validateToolArguments(listDownloadFilesWithLimitTool, { ...call, arguments: { limit: "ten" } }),
    ).toThrow(/must be integer/);
  });

  it.each(CELLS)("%s, %s engine", async (provider, engine) => {
    const t = await run("converted-limit", provider, engine);
    const frames = framesOf(t);
    const [call] = callsOf(firstReply(t));
    expect(call!.arguments).toEqual({ extension: ".pdf", limit: "" });
    const validation = frames.find((f) => f.fact.kind === "validation")!;
    expect(validation.fact).toMatchObject({ outcome: "passed", conversions: [{ key: "limit", from: '""', to: "0" }] });
    expect(validation.narration.key).toBe(
      engine === "loop" ? "loop.validation.passed-converted" : "validation.converted-value",
    );
    for (const lang of LANGS) expect(said(validation, lang), lang).toMatch(/limit[^。.]*""[^。.]*\b0\b/);
    const execution = frames.find((f) => f.fact.kind === "execution")!;
    expect(execution.fact).toMatchObject({ outcome: "ran", filter: ".pdf", limit: 0, count: 0 });
    expect(execution.narration.key).toBe("execution.ran-limited");
    expect(execution.execution?.returned).toEqual([]);
    expect(t.executions).toEqual([
      { toolCallId: call!.id, toolName: "list_download_files", args: { extension: ".pdf", limit: 0 } },
    ]);
    expect(t.toolVariant).toBe("limit");
    // Four PDFs are there; the answer, from what the tool really returned, says none.
    expect(answer(t)).toBe(message("en", "model.answer.none"));
  });

  it("the definition shows the variant's schema, source and the four APIs' captures of it", async () => {
    const frames = framesOf(await run("converted-limit", "scripted"));
    const definition = frames[0]!.definition!;
    expect(definition.jsonSchema).toEqual(JSON.parse(JSON.stringify(listDownloadFilesWithLimitTool.parameters)));
    expect(definition.source).toContain("limit: Type.Optional(Type.Integer(");
    expect(definition.derivedType).toContain("limit?: number;");
    expect(frames.find((f) => f.definition?.focus === "providers")?.definition?.providerTools).toEqual(
      providerToolsLimit,
    );
  });

  it("provider-tools-limit.json is what pi-ai's four adapters really sent (regenerate with scripts/gen/write-provider-tools.ts)", async () => {
    expect(providerToolsLimit).toEqual(await captureProviderTools("converted-limit"));
  });
});

describe("the two scenarios' files and predict mode", () => {
  it("toolVariant takes only a known variant", () => {
    const data = structuredClone(scenario("converted-limit")) as unknown as Record<string, unknown>;
    data.toolVariant = "strict";
    const checked = checkScenario(data);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems.map((p) => p.path)).toEqual(["$.toolVariant"]);
  });

  it.each(["length-complete-call", "converted-limit"])(
    "%s: no frame before the gate tells whether the call runs",
    async (id) => {
      for (const engine of ["round", "loop"] as const) {
        const frames = framesOf(await run(id, "openai-responses", engine));
        const gate = firstGate(frames);
        expect(gate).toBeGreaterThan(0);
        for (const f of frames.slice(0, gate)) {
          expect(["definition", "request", "stream"], `${engine} frame ${f.index}`).toContain(f.stage);
          for (const lang of LANGS)
            expect(said(f, lang), `${engine} frame ${f.index}`).not.toMatch(
              /validateToolArguments accepts|nothing runs|一律不执行|Value\.Convert/i,
            );
        }
      }
    },
  );
});
