import { describe, expect, it } from "vitest";
import { parseStreamingJson } from "@earendil-works/pi-ai";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { withoutWallClock } from "../../src/engine";
import { answer, play, results, textOf } from "./helpers";
import { ruleViolations } from "../../src/grader/rules";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Trace } from "../../src/engine";

/** What the chapter's catch sends the model for any failed check or read (§12). */
const CHAPTER_CATCH = "Could not list the Downloads folder: the arguments were invalid or the folder is not available.";

/** The last frame of the round itself: the two recap frames follow it. */
const beforeRecap = (trace: Trace) =>
  framesOf(trace)
    .filter((f) => !f.recap)
    .at(-1);

const ROOT = "/Users/mei/Downloads";

describe("happy path", () => {
  it("plays the whole round trip, frame by frame", async () => {
    const trace = await play("happy-path");
    const lines = framesOf(trace)
      .filter((f) => f.event !== "text_delta")
      .map((f) => `${f.stage} ${f.event ?? "-"} §${f.section} ${f.narration.key}`);
    expect(lines).toMatchInlineSnapshot(`
      [
        "definition - §1 definition.tool",
        "definition - §2 definition.schema",
        "definition - §3 definition.description",
        "definition - §5 definition.providers",
        "request - §4 request.context",
        "stream start §6 stream.start",
        "stream text_start §6 stream.text_start",
        "stream text_end §6 stream.text_end",
        "stream toolcall_start §7 stream.toolcall_start",
        "stream toolcall_delta §8 stream.toolcall_delta.partial",
        "stream toolcall_delta §8 stream.toolcall_delta.partial",
        "stream toolcall_delta §8 stream.toolcall_delta.partial",
        "stream toolcall_delta §8 stream.toolcall_delta.json",
        "stream toolcall_end §7 stream.toolcall_end",
        "stream done §6 stream.done",
        "gate - §6 gate.run",
        "validation - §9 validation.valid",
        "execution - §10 execution.ran",
        "toolResult - §11 toolResult.ok",
        "final - §13 final.request",
        "final start §12 final.stream.start",
        "final text_start §12 final.stream.text_start",
        "final text_end §12 final.stream.text_end",
        "final done §12 final.stream.done",
        "final - §12 final.answer.files",
        "final - §16 recap.responsibilities",
        "final - §18 recap.takeaways",
      ]
    `);
    expect(trace.outcome).toBe("answered");
    expect(trace.executions).toEqual([
      { toolCallId: "call_01", toolName: "list_download_files", args: { extension: ".pdf" } },
    ]);
    expect(trace.messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "assistant"]);
  });

  it("lists files only, filtered case-insensitively, sorted, from the host's folder", async () => {
    const trace = await play("happy-path");
    const execution = framesOf(trace).find((f) => f.execution)?.execution;
    expect(execution?.returned).toEqual([
      "🎉 party-invite.pdf",
      "Invoice-2026-03.pdf",
      "paper draft v2.PDF",
      "旅行计划.pdf",
    ]);
    expect(execution?.returned).not.toContain("old.pdf"); // a directory
    expect(execution?.returned).not.toContain("archive.pdf.zip");
    expect(execution?.audit).toEqual([
      expect.objectContaining({ op: "readdir", path: ROOT, withFileTypes: true, outcome: "ok", entries: 10 }),
    ]);
    const result = results(trace)[0];
    expect(result && JSON.parse(textOf(result.content))).toEqual({ files: execution?.returned });
    expect(answer(trace)).toBe(
      "You have 4 PDF files in Downloads: 🎉 party-invite.pdf, Invoice-2026-03.pdf, paper draft v2.PDF, 旅行计划.pdf.",
    );
  });

  it("shows the streaming preview pi-ai computed at each delta, not the final arguments", async () => {
    const trace = await play("happy-path");
    const deltas = framesOf(trace).filter((f) => f.event === "toolcall_delta");
    expect(deltas.map((f) => f.stream?.rawText)).toEqual([
      '{"exte',
      '{"extension"',
      '{"extension": ".pd',
      '{"extension": ".pdf"}',
    ]);
    for (const f of deltas) expect(f.stream?.preview).toEqual(parseStreamingJson(f.stream?.rawText));
    expect(deltas.map((f) => f.stream?.jsonParse?.ok)).toEqual([false, false, false, true]);
    const partialCall = deltas[2]?.partial?.content[1];
    expect(partialCall).toMatchObject({ type: "toolCall", arguments: { extension: ".pd" } });
  });

  it("sends the whole Context on the second request", async () => {
    const trace = await play("happy-path");
    expect(trace.requests).toHaveLength(2);
    const body = trace.requests[1]?.body as {
      messages: { role: string }[];
      tools: { name: string; parameters: unknown }[];
    };
    expect(body.messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult"]);
    expect(body.tools[0]).toMatchObject({
      name: "list_download_files",
      parameters: { type: "object", additionalProperties: false },
    });
  });

  it("speaks Chinese when asked, with the same structure", async () => {
    const zh = await play("happy-path", [], { lang: "zh-CN" });
    const en = await play("happy-path");
    expect(zh.messages[0]).toMatchObject({ role: "user", content: "我的下载目录里有哪些 PDF？" });
    expect(answer(zh)).toContain("4 个 PDF 文件");
    expect(
      framesOf(zh)
        .filter((f) => f.stage !== "stream" && f.stage !== "final")
        .map((f) => f.narration.key),
    ).toEqual(
      framesOf(en)
        .filter((f) => f.stage !== "stream" && f.stage !== "final")
        .map((f) => f.narration.key),
    );
  });

  it("is deterministic", async () => {
    const a = await play("two-calls", ["folder:slow-cancel"]);
    const b = await play("two-calls", ["folder:slow-cancel"]);
    expect(withoutWallClock(b.messages)).toEqual(withoutWallClock(a.messages));
    expect(framesOf(b).map((f) => ({ ...f, messages: withoutWallClock(f.messages) }))).toEqual(
      framesOf(a).map((f) => ({ ...f, messages: withoutWallClock(f.messages) })),
    );
  });

  it("produces frames that survive structuredClone and JSON", async () => {
    const trace = await play("happy-path");
    expect(structuredClone(trace)).toEqual(trace);
    expect(JSON.parse(JSON.stringify(framesOf(trace)))).toEqual(framesOf(trace));
  });
});

describe("built-in scenarios", () => {
  const expectations: Record<string, { outcome: string; executions: number; errors: number; answer?: RegExp }> = {
    "happy-path": { outcome: "answered", executions: 1, errors: 0, answer: /4 PDF/ },
    thinking: { outcome: "answered", executions: 1, errors: 0, answer: /4 PDF/ },
    "stop-with-calls": { outcome: "answered", executions: 1, errors: 0, answer: /4 PDF/ },
    "no-tool-needed": {
      outcome: "answered-without-tools",
      executions: 0,
      errors: 0,
      answer: /Portable Document Format/,
    },
    "partial-json-steps": { outcome: "answered", executions: 1, errors: 3, answer: /4 PDF/ },
    truncated: { outcome: "answered", executions: 0, errors: 1, answer: /cut off/ },
    // §7: the call is whole and valid; "length" alone keeps it from running.
    "length-complete-call": { outcome: "answered", executions: 0, errors: 1, answer: /cut off/ },
    "bad-arguments": { outcome: "answered", executions: 0, errors: 1, answer: /couldn't/ },
    "missing-dot": { outcome: "answered", executions: 0, errors: 1 },
    "extra-property": { outcome: "answered", executions: 0, errors: 1 },
    // §9: "" became 0 in pi-ai's copy; the read kept no files, and the answer says there are none.
    "converted-limit": { outcome: "answered", executions: 1, errors: 0, answer: /no PDF/ },
    "malformed-json": { outcome: "answered", executions: 0, errors: 1 },
    "unknown-tool": { outcome: "answered", executions: 0, errors: 1 },
    // The vague tool is a description only: refused; the retry with the right tool comes in turn two.
    "vague-descriptions": { outcome: "one-round-limit", executions: 0, errors: 1 },
    "folder-denied": { outcome: "answered", executions: 1, errors: 1 },
    "folder-missing": { outcome: "answered", executions: 1, errors: 1 },
    "stream-error": { outcome: "stopped", executions: 0, errors: 0 },
    aborted: { outcome: "stopped", executions: 0, errors: 0 },
    "two-calls": { outcome: "answered", executions: 2, errors: 0, answer: /4 PDF/ },
    "second-round": { outcome: "one-round-limit", executions: 1, errors: 0 },
    "two-calls-sequential": { outcome: "answered", executions: 2, errors: 0, answer: /4 PDF/ },
    // The re-issued call comes in turn two: the one-round function stops before running it.
    "truncated-retry": { outcome: "one-round-limit", executions: 0, errors: 1 },
    "never-stops": { outcome: "one-round-limit", executions: 1, errors: 0 },
    cancelled: { outcome: "answered", executions: 1, errors: 1 },
    // Turn one is always the OpenAI Responses recording, here answered by the scripted model.
    "id-normalization": { outcome: "answered", executions: 1, errors: 0, answer: /4 PDF/ },
  };

  it("covers every built-in id", () => {
    expect(Object.keys(expectations).sort()).toEqual([...BUILT_IN_IDS].sort());
  });

  for (const [id, want] of Object.entries(expectations)) {
    it(`${id}: ${want.outcome}, ${want.executions} execution(s), ${want.errors} error result(s)`, async () => {
      const trace = await play(id);
      expect(trace.outcome).toBe(want.outcome);
      expect(trace.executions).toHaveLength(want.executions);
      expect(results(trace).filter((r) => r.isError)).toHaveLength(want.errors);
      if (want.answer) expect(answer(trace)).toMatch(want.answer);
      expect(ruleViolations(trace, { root: ROOT })).toEqual([]);
    });
  }

  it("partial-json-steps: the previews walk through all five steps of parseStreamingJson (§8)", async () => {
    const steps = framesOf(await play("partial-json-steps")).flatMap((f) =>
      f.stream?.step ? [`${f.stream.toolCallId} ${f.stream.step}`] : [],
    );
    expect(steps).toEqual([
      "call_01 empty",
      "call_01 partial",
      "call_01 partial",
      "call_01 json",
      "call_02 partial",
      "call_02 repaired-json",
      "call_03 partial-repaired",
      "call_04 gave-up",
    ]);
  });

  it("stop-with-calls: the gate reads calls from content even though the reply said stop (§6)", async () => {
    const gate = framesOf(await play("stop-with-calls")).find((f) => f.gate);
    expect(gate).toMatchObject({
      section: 6,
      narration: { key: "gate.run-despite-stop" },
      gate: { stopReason: "stop", decision: "run" },
    });
  });

  it("thinking: one assistant message with thinking, text and a call, in order (§6)", async () => {
    const trace = await play("thinking");
    expect(trace.messages[1]?.role === "assistant" && trace.messages[1].content.map((b) => b.type)).toEqual([
      "thinking",
      "text",
      "toolCall",
    ]);
  });

  it('bad-arguments: pi-ai converts 123 to "123" on its copy, then the pattern rejects it', async () => {
    const v = framesOf(await play("bad-arguments")).find((f) => f.validation)?.validation;
    expect(v).toMatchObject({ status: "invalid", received: { extension: 123 } });
    expect(v?.problems).toEqual([{ path: "extension", reason: expect.stringContaining("pattern") }]);
    expect(v?.message).toContain('"extension": 123');
  });

  it("extra-property: the model's path is rejected, and the model gets the chapter's fixed text", async () => {
    const trace = await play("extra-property");
    const v = framesOf(trace).find((f) => f.validation)?.validation;
    expect(v?.problems?.map((p) => p.path)).toContain("root");
    // The chapter's catch (§12, §15): one fixed text, nothing of pi-ai's error or the model's path.
    expect(textOf(results(trace)[0]?.content ?? [])).toBe(CHAPTER_CATCH);
    expect(v?.modelText).toBe(CHAPTER_CATCH);
    expect(v?.message).toContain("/Users/mei/Documents");
  });

  it("malformed-json: the preview coped, the final parse did not, validation reports pi-ai's parse error", async () => {
    const trace = await play("malformed-json");
    const end = framesOf(trace).find((f) => f.event === "toolcall_end");
    expect(end?.stream?.argumentsError).toMatch(/Received arguments:\n\{"extension": ".pdf",\}/);
    expect(
      framesOf(trace)
        .filter((f) => f.event === "toolcall_delta")
        .at(-1)?.stream?.preview,
    ).toEqual({ extension: ".pdf" });
    expect(framesOf(trace).find((f) => f.validation)?.validation?.status).toBe("invalid");
  });

  it("truncated: the best-effort preview looked valid, yet nothing is validated or run", async () => {
    const trace = await play("truncated");
    expect(
      framesOf(trace)
        .filter((f) => f.event === "toolcall_delta")
        .at(-1)?.stream?.preview,
    ).toEqual({ extension: ".p" });
    expect(framesOf(trace).find((f) => f.gate)?.gate?.decision).toBe("refuse-truncated");
    // §7: an app that ran on the last delta would have run ".p" — pi-ai's validator accepts it. One that
    // ignored "length" would have run pi-ai's final call: {} with an argumentsError, which it refuses.
    expect(framesOf(trace).find((f) => f.gate)?.gate?.careless).toEqual([
      { kind: "delta", toolCallId: "call_01", args: { extension: ".p" }, accepted: true },
      {
        kind: "length",
        toolCallId: "call_01",
        args: {},
        argumentsError: expect.stringMatching(/^Unterminated string in JSON/),
        accepted: false,
        problems: [{ path: "root", reason: expect.stringMatching(/^Unterminated string/) }],
      },
    ]);
    expect(trace.executions).toEqual([]);
    expect(textOf(results(trace)[0]?.content ?? [])).toMatch(/not executed.*length limit/);
  });

  it("folder-denied: Node-shaped EACCES kept by the application, the chapter's fixed text sent", async () => {
    const trace = await play("folder-denied");
    const e = framesOf(trace).find((f) => f.execution)?.execution;
    expect(e).toMatchObject({
      status: "failed",
      error: { code: "EACCES", message: "EACCES: permission denied, scandir '<Downloads>'" },
    });
    expect(textOf(results(trace)[0]?.content ?? [])).toBe(CHAPTER_CATCH);
  });

  it("cancelled: the slow read is aborted at 1.5 s of virtual time", async () => {
    const e = framesOf(await play("cancelled")).find((f) => f.execution)?.execution;
    expect(e?.error?.code).toBe("ABORT_ERR");
    expect(e?.audit).toEqual([expect.objectContaining({ outcome: "error", code: "ABORT_ERR", durationMs: 1500 })]);
  });

  it("only a truncated reply carries the careless-app demonstration", async () => {
    expect(framesOf(await play("happy-path")).find((f) => f.gate)?.gate?.careless).toBeUndefined();
    const cut = framesOf(await play("bad-arguments", ["truncate"])).find((f) => f.gate)?.gate?.careless;
    const refused = { accepted: false, problems: [{ path: "extension", reason: expect.stringContaining("pattern") }] };
    expect(cut).toEqual([
      { kind: "delta", toolCallId: "call_01", args: { extension: 123 }, ...refused },
      { kind: "length", toolCallId: "call_01", args: { extension: 123 }, ...refused },
    ]);
  });

  it("stream-error: the half-streamed call is kept in the message and never run", async () => {
    const trace = await play("stream-error");
    const first = trace.messages[1];
    expect(first).toMatchObject({
      role: "assistant",
      stopReason: "error",
      errorMessage: "Connection reset by the server while streaming",
    });
    expect(beforeRecap(trace)?.narration.key).toBe("final.skipped.stopped");
    expect(trace.requests).toHaveLength(1);
  });

  it("two-calls: one result per call, in call order", async () => {
    const trace = await play("two-calls");
    expect(results(trace).map((r) => r.toolCallId)).toEqual(["call_01", "call_02"]);
  });

  it("second-round: stops with the new call unexecuted and says why", async () => {
    const trace = await play("second-round");
    const last = beforeRecap(trace);
    expect(last).toMatchObject({ stage: "final", section: 17, narration: { key: "final.limit" } });
    expect(last?.limit?.calls).toEqual([
      { id: "call_02", name: "list_download_files", arguments: { extension: ".zip" } },
    ]);
    expect(trace.executions.map((e) => e.toolCallId)).toEqual(["call_01"]);
  });
});
