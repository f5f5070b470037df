/** Each sentence the fidelity review found untrue, with a test that would have caught it. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { framesOf } from "../../src/engine/trace/frame-store";
import { playScenario, providerFactory, type Frame, type Trace } from "../../src/engine";
import { message } from "../../src/i18n";
import { WIRE_APIS } from "../../src/fake-provider/apis";
import { play, scenario } from "./helpers";

const round = (t: Trace) => framesOf(t).filter((f) => !f.recap);
const last = (t: Trace) => round(t).at(-1)!;
const find = (t: Trace, test: (f: Frame) => boolean) => framesOf(t).find(test);

describe("sentences that follow what really happened", () => {
  it("1. the final narration says the answer came from real results only when a tool really returned files", async () => {
    expect(last(await play("happy-path")).narration.key).toBe("final.answer.files");
    expect(last(await play("truncated")).narration.key).toBe("final.answer.not-executed");
    for (const id of ["bad-arguments", "malformed-json", "unknown-tool", "folder-denied"])
      expect(last(await play(id)).narration.key, id).toBe("final.answer.errors");
    expect(last(await play("folder-denied", ["swallow-errors"])).narration.key).toBe("final.answer.bug");
    expect(last(await play("partial-json-steps")).narration.key).toBe("final.answer.mixed");
    expect(message("en", "final.answer.errors")).not.toMatch(/really returned/);
  });

  it("2. toolcall_end says the text was parsed again — except with Google, whose adapter took an object", async () => {
    const scripted = find(await play("happy-path"), (f) => f.event === "toolcall_end");
    expect(scripted?.narration.key).toBe("stream.toolcall_end");
    const google = await playScenario(scenario("happy-path"), { provider: providerFactory("google-generative-ai") });
    // Google's call also carries a thoughtSignature (§6), which the sentence names.
    expect(find(google, (f) => f.event === "toolcall_end")?.narration.key).toBe("stream.toolcall_end_object.signed");
    expect(message("en", "stream.toolcall_end_object.signed")).toMatch(/no argument text to parse again/);
  });

  it("3. for text that is not JSON, toolcall_end shows the preview pi-ai threw away and the {} it set", async () => {
    const end = find(await play("malformed-json"), (f) => f.event === "toolcall_end")!;
    expect(end.narration.key).toBe("stream.toolcall_end_malformed");
    expect(end.stream).toMatchObject({
      previewBefore: { extension: ".pdf" },
      preview: {},
      argumentsError: expect.any(String),
    });
    expect(message("en", end.narration.key, end.narration.params)).toContain(
      'throws the last preview ({"extension":".pdf"}) away, sets arguments to {}',
    );
    expect(message("en", end.narration.key, end.narration.params)).not.toMatch(/complete|keeps arguments empty/);
  });

  it("4. a null optional argument: the deletion is named, and the broader query is warned about", async () => {
    const t = await play("happy-path", ["bad-arguments:null"]);
    const v = find(t, (f) => f.validation !== undefined)!;
    expect(v.narration.key).toBe("validation.null-dropped");
    expect(v.validation?.dropped).toEqual(["extension"]);
    expect(message("en", v.narration.key, v.narration.params)).toMatch(/query just got broader/);
    expect(find(t, (f) => f.execution !== undefined)?.narration.key).toBe("execution.ran-unfiltered");
  });

  it('5. {extension: 123}: the converted copy "123" is shown, and it is the copy that failed', async () => {
    const v = find(await play("bad-arguments"), (f) => f.validation !== undefined)!;
    expect(v.narration.key).toBe("validation.invalid-converted");
    expect(v.validation).toMatchObject({
      received: { extension: 123 },
      checked: { extension: "123" },
      format: "schema",
    });
  });

  it("6. the two error formats of pi-ai are named for what they are", async () => {
    const schema = find(await play("missing-dot"), (f) => f.validation !== undefined)!.validation!;
    expect(schema.format).toBe("schema");
    expect(schema.message).toMatch(/^Validation failed for tool "list_download_files":\n {2}- extension: /);
    const parse = find(await play("malformed-json"), (f) => f.validation !== undefined)!;
    expect(parse.narration.key).toBe("validation.invalid-json");
    expect(parse.validation?.format).toBe("parse");
    expect(parse.validation?.message).toMatch(/^Invalid arguments for tool "list_download_files": /);
  });

  it("7. pi-ai's text and what the model receives are two labelled things", async () => {
    const t = await play("extra-property");
    const v = find(t, (f) => f.validation !== undefined)!.validation!;
    const result = t.messages.find((m) => m.role === "toolResult");
    const sent =
      result?.role === "toolResult" ? result.content.map((c) => (c.type === "text" ? c.text : "")).join("") : "";
    expect(v.modelText).toBe(sent);
    expect(v.message).not.toBe(v.modelText);
    expect(v.message).toMatch(/^Validation failed/);
    expect(message("en", "ui.val.message")).not.toMatch(/as the model will read it/);
  });

  it("8. the gate names both careless apps: one that ran on a delta, one that ignored length", async () => {
    const careless = find(await play("truncated"), (f) => f.gate !== undefined)!.gate!.careless!;
    expect(careless.map((c) => c.kind)).toEqual(["delta", "length"]);
    expect(careless[0]).toMatchObject({ args: { extension: ".p" }, accepted: true });
    expect(careless[1]).toMatchObject({
      args: {},
      accepted: false,
      argumentsError: expect.stringMatching(/Received arguments/),
    });
  });

  it("9. sections: id normalization is §14, error events are §7, no discarded calls when there were none, a cut answer is checked", async () => {
    const cross = await playScenario(scenario("id-normalization"), { provider: providerFactory("anthropic-messages") });
    expect(find(cross, (f) => f.stage === "final" && f.request !== undefined)).toMatchObject({
      section: 14,
      narration: { key: "final.request-normalized" },
    });
    // The scripted model has no adapter to normalize anything: the same history goes as it is (§13).
    expect(
      find(await play("id-normalization"), (f) => f.stage === "final" && f.request !== undefined)?.narration.key,
    ).toBe("final.request");
    const broken = await play("stream-error");
    expect(find(broken, (f) => f.event === "error")?.section).toBe(7);
    const emptyFailure = await play("happy-path", ["stream:error", "unknown-tool"]);
    expect(find(emptyFailure, (f) => f.stage === "validation")?.narration.key).toBe("validation.skipped.stopped");
    const before = structuredClone(scenario("happy-path"));
    before.firstTurn = { blocks: [{ type: "text", text: "Let me" }], stopReason: "error", errorMessage: "reset" };
    expect(find(await playScenario(before), (f) => f.stage === "validation")?.narration.key).toBe(
      "validation.skipped.stopped-empty",
    );
    const cut = await play("happy-path", ["truncate-answer"]);
    expect(cut.outcome).toBe("answer-truncated");
    expect(last(cut)).toMatchObject({ section: 7, narration: { key: "final.truncated" } });
  });

  it("11. no Chinese narration says the model runs a tool itself", () => {
    for (const key of ["stream.toolcall_start", "validation.unknown-tool", "definition.tool"])
      expect(message("zh-CN", key, { name: "x", id: "y" })).toMatch(/请求/);
    expect(message("zh-CN", "execution.ran-unfiltered", { count: 9 })).not.toMatch(/按“.?”过滤/);
  });
});

describe("§13 with a real adapter", () => {
  it("a history with a failed reply and unanswered calls: pi-ai skips the one and answers the others itself", async () => {
    for (const api of WIRE_APIS) {
      const t = await playScenario(scenario("two-calls"), { provider: providerFactory(api) });
      const probe = find(t, (f) => f.probe !== undefined);
      expect(probe, api).toMatchObject({
        section: 13,
        narration: { key: "final.order-probe" },
        probe: { synthetic: 2, failedSkipped: true },
      });
      expect(JSON.stringify(probe?.probe?.request.body), api).toContain("No result provided");
      // A what-if: it is not one of the requests the round really sent.
      expect(t.requests).toHaveLength(2);
    }
    // Anthropic carries results inside a user message.
    const anthropic = await playScenario(scenario("happy-path"), { provider: providerFactory("anthropic-messages") });
    const body = anthropic.requests[1]?.body as { messages: { role: string; content: { type: string }[] }[] };
    expect(body.messages.at(-1)).toMatchObject({ role: "user", content: [{ type: "tool_result" }] });
    expect(find(await play("happy-path"), (f) => f.probe !== undefined)).toBeUndefined();
  });
});

describe("every section of the chapter has a frame", () => {
  it("§1–§18 each appear in the built-in scenarios (id-normalization answered by a real adapter)", async () => {
    const sections = new Set<number>();
    for (const id of BUILT_IN_IDS) for (const f of framesOf(await play(id))) sections.add(f.section);
    const cross = await playScenario(scenario("id-normalization"), { provider: providerFactory("anthropic-messages") });
    for (const f of framesOf(cross)) sections.add(f.section);
    const missing = Array.from({ length: 18 }, (_, i) => i + 1).filter((s) => !sections.has(s));
    expect(missing).toEqual([]);
  });

  it("the recap lines each open a frame that exists", async () => {
    for (const id of BUILT_IN_IDS) {
      const t = await play(id);
      for (const f of framesOf(t).filter((x) => x.recap)) {
        expect(f.recap!.lines.length, id).toBeGreaterThan(0);
        for (const l of f.recap!.lines) expect(l.frame, `${id} ${l.key}`).toBeLessThan(t.frames.length);
      }
    }
  });
});
