/**
 * `npm run trace -- id-normalization --provider <source> --target <target> [--engine loop]`: any
 * pair of the four APIs plays the history the source made; what the command cannot honour is
 * refused in one line, in --lang (issue 22, item 1).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runTrace } from "../../src/cli/run-trace";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Trace } from "../../src/engine";
import type { IdsFact } from "../../src/engine/trace/facts";

async function run(args: string[]) {
  let out = "";
  let err = "";
  const code = await runTrace(args, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    cwd: process.cwd(),
    readFile: (p) => readFileSync(p),
  });
  return { code, out, err };
}

const idsOf = (trace: Trace) =>
  framesOf(trace)
    .map((f) => f.fact)
    .find((f): f is IdsFact => f.kind === "ids");

describe("trace id-normalization for any pair", () => {
  it("--provider names the API that made the history: a Google history goes to Anthropic", async () => {
    const r = await run([
      "id-normalization",
      "--provider",
      "google-generative-ai",
      "--target",
      "anthropic-messages",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const trace = JSON.parse(r.out) as Trace;
    expect(trace).toMatchObject({ provider: { api: "google-generative-ai" }, target: { api: "anthropic-messages" } });
    expect(idsOf(trace)).toMatchObject({
      source: "google-generative-ai",
      target: "anthropic-messages",
      ids: [{ stored: expect.stringMatching(/^fc-/), rewritten: false }],
    });
  });

  it("--engine loop plays the same pair through pi-agent-core, and its ids frame says the same", async () => {
    const r = await run([
      "id-normalization",
      "--provider",
      "openai-responses",
      "--target",
      "openai-completions",
      "--engine",
      "loop",
      "--json",
    ]);
    const trace = JSON.parse(r.out) as Trace;
    expect(trace.engine).toBe("loop");
    expect(idsOf(trace)).toMatchObject({
      engine: "loop",
      source: "openai-responses",
      target: "openai-completions",
      ids: [{ rewritten: true, tailIsHash: true }],
    });
  });

  it("the same API on both sides is the diagonal: one provider, ids as stored", async () => {
    const trace = JSON.parse(
      (await run(["id-normalization", "--provider", "openai-completions", "--target", "openai-completions", "--json"]))
        .out,
    ) as Trace;
    expect(trace.target).toBeUndefined();
    expect(idsOf(trace)).toMatchObject({ sameModel: true, ids: [{ rewritten: false }] });
  });

  it("the default line for the ids frame names both ids and how they differ", async () => {
    const r = await run(["id-normalization", "--provider", "openai-responses", "--target", "google-generative-ai"]);
    expect(r.out).toMatch(
      / final +§14 ids openai-responses -> google-generative-ai: call_\w+\|fc_\w+ -> call_\w+_fc_\w+ \(rewritten: \| -> _, kept 64 of 81\)\n/,
    );
  });

  it("--target alone keeps the scenario's own history (OpenAI Responses)", async () => {
    const trace = JSON.parse(
      (await run(["id-normalization", "--target", "anthropic-messages", "--json"])).out,
    ) as Trace;
    expect(trace.provider.api).toBe("openai-responses");
  });
});

describe("what the command cannot honour is refused, in --lang", () => {
  it("a history is made by one of the four APIs: --provider scripted is refused", async () => {
    expect(await run(["id-normalization", "--provider", "scripted", "--target", "anthropic-messages"])).toEqual({
      code: 2,
      out: "",
      err: "trace: id-normalization replays a history that one of the four APIs made: --provider names that API (anthropic-messages, openai-responses, openai-completions, google-generative-ai), not scripted\n",
    });
  });

  it("the same refusal in Chinese, though --lang comes after --provider", async () => {
    const r = await run(["id-normalization", "--provider", "scripted", "--lang", "zh-CN"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^trace: id-normalization 回放的是四种 API 之一生成的历史：.*不能是 scripted\n$/);
  });

  it("--target beside another --provider needs a scenario with a recorded history", async () => {
    expect(
      await run(["happy-path", "--provider", "google-generative-ai", "--target", "anthropic-messages"]),
    ).toMatchObject({
      code: 2,
      err: "trace: --target needs a scenario whose first turn was recorded with another API (such as id-normalization); happy-path plays both turns with one provider: use --provider\n",
    });
    const zh = await run([
      "happy-path",
      "--lang",
      "zh",
      "--provider",
      "google-generative-ai",
      "--target",
      "anthropic-messages",
    ]);
    expect(zh.err.split("\n")).toEqual([
      expect.stringMatching(/^trace: --target 只用于第一次回复由另一个 API 录制的场景/),
      "",
    ]);
  });
});

describe("§14: Google's id rule depends on the model", () => {
  it("the ids frame names the model turn two went to, and the view's words match pi-ai's requiresToolCallId", async () => {
    const { requiresToolCallId } = await import("@earendil-works/pi-ai/api/google-shared");
    const { WIRE_SPECS } = await import("../../src/fake-provider/apis");
    const { idsViewCatalogs } = await import("../../src/playground/player/ids/words");
    const r = await run([
      "id-normalization",
      "--provider",
      "openai-responses",
      "--target",
      "google-generative-ai",
      "--json",
    ]);
    const ids = idsOf(JSON.parse(r.out) as Trace)!;
    const google = WIRE_SPECS["google-generative-ai"];
    expect(ids.targetModel).toBe(google.modelId);
    expect(ids.ids.some((i) => i.rewritten)).toBe(true);
    // The words' rule is pi-ai's: these models need rewritten ids, these do not.
    expect(requiresToolCallId(ids.targetModel)).toBe(true);
    for (const model of ["gemini-3-pro-preview", "claude-sonnet-4", "gpt-oss-120b"])
      expect(requiresToolCallId(model)).toBe(true);
    for (const model of ["gemini-2.5-flash", "gemini-1.5-pro"]) expect(requiresToolCallId(model)).toBe(false);
    expect(idsViewCatalogs.en["ui.ids.by-model"]).toMatch(/Gemini 3 and later, claude-\*, gpt-oss-\*/);
    // Only the API whose adapter follows that rule carries the mark.
    expect(
      Object.values(WIRE_SPECS)
        .filter((s) => s.idsByModel)
        .map((s) => s.api),
    ).toEqual(["google-generative-ai"]);
  });
});
