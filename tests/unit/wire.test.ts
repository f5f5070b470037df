import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { AssistantMessage, AssistantMessageEvent, ToolCall } from "@earendil-works/pi-ai";
import { WIRE_APIS, WIRE_SPECS, type WireApi } from "../../src/fake-provider/apis";
import { KIT_14 } from "../../src/fake-provider/kit";
import { RECORDING_CASES } from "../fixtures/wire/recording-cases";
import { fromRecordingFile, toRecordingFile } from "../fixtures/wire/recording-file";
import { replayRecording } from "../../src/fake-provider/wire/replay";
import { BUILT_IN_IDS } from "../../src/scenarios";
import {
  FAULT_IDS,
  listDownloadFilesTool,
  parseFaults,
  playScenario,
  providerFactory,
  type ProviderChoice,
} from "../../src/engine";
import { results, scenario } from "./helpers";
import { ruleViolations } from "../../src/grader/rules";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { LooseJson } from "../fixtures/loose-json";

const ROOT = "/Users/mei/Downloads";
const file = (api: WireApi, name: string) =>
  readFileSync(new URL(`../fixtures/wire/recordings/${api}/${name}.sse`, import.meta.url), "utf8");

/** Event types with runs folded: `text_delta×7`. */
function folded(types: string[]): string {
  const out: [string, number][] = [];
  for (const t of types) {
    const last = out[out.length - 1];
    if (last && last[0] === t) last[1]++;
    else out.push([t, 1]);
  }
  return out.map(([t, n]) => (n > 1 ? `${t}×${n}` : t)).join(" ");
}

async function replay(api: WireApi, name: string) {
  const parsed = fromRecordingFile(file(api, name));
  if (!parsed.ok) throw new Error(parsed.reason);
  const turn = await replayRecording(
    api,
    { systemPrompt: "s", messages: [{ role: "user", content: "q", timestamp: 1 }], tools: [listDownloadFilesTool] },
    parsed.body,
  );
  const events: AssistantMessageEvent[] = [];
  let final: AssistantMessage | undefined;
  for await (const e of turn.events) {
    events.push(e);
    if (e.type === "done") final = e.message;
    if (e.type === "error") final = e.error;
  }
  return { events, final: final!, request: turn.request };
}

const play = (id: string, provider: ProviderChoice, faults: string[] = []) => {
  const parsed = parseFaults(faults);
  if (!parsed.ok) throw new Error("bad fault");
  return playScenario(scenario(id), { provider: providerFactory(provider), faults: parsed.faults });
};

describe("the fixed models", () => {
  it("are pi-ai 1.4.0 catalog entries for their API and provider", async () => {
    for (const api of WIRE_APIS) {
      const model = await KIT_14.loadModel(api);
      expect(model).toMatchObject({ id: WIRE_SPECS[api].modelId, api, provider: WIRE_SPECS[api].provider });
    }
  });
});

describe("golden recordings", () => {
  it("are exactly what the encoders write (regenerate with scripts/gen/record-wire.ts)", () => {
    for (const api of WIRE_APIS)
      for (const [name, { turn, turnNumber }] of Object.entries(RECORDING_CASES))
        expect(file(api, name), `${api}/${name}`).toBe(
          toRecordingFile(WIRE_SPECS[api].encode(turn, { modelId: WIRE_SPECS[api].modelId, turnNumber })),
        );
  });
  it("a recording without its header is refused as a value", () => {
    expect(fromRecordingFile("data: {}\n\n")).toEqual({ ok: false, reason: expect.stringContaining("first line") });
  });
});

describe("each API × each recording through pi-ai's real adapter", () => {
  const common = "start text_start text_delta×7";
  // Anthropic Messages and OpenAI Responses stream argument text block by block: pi-ai's adapters
  // turn both into exactly the same event sequence.
  type Expected = Record<string, [events: string, stop: string, args: unknown[]]>;
  const blockwise: Expected = {
    "happy-path": [
      `${common} text_end toolcall_start toolcall_delta×4 toolcall_end done`,
      "toolUse",
      [{ extension: ".pdf" }],
    ],
    "final-answer": ["start text_start text_delta×12 text_end done", "stop", []],
    truncated: [`${common} text_end toolcall_start toolcall_delta×3 toolcall_end done`, "length", [{}]],
    malformed: [`${common} text_end toolcall_start toolcall_delta×4 toolcall_end done`, "toolUse", [{}]],
    "two-calls": [
      `${common} text_end toolcall_start toolcall_delta×4 toolcall_end toolcall_start toolcall_delta×4 toolcall_end done`,
      "toolUse",
      [{ extension: ".pdf" }, { extension: ".PDF" }],
    ],
    error: [`${common} text_end toolcall_start toolcall_delta×2 error`, "error", [{}]],
  };
  const expected: Record<WireApi, Expected> = {
    "anthropic-messages": blockwise,
    "openai-responses": blockwise,
    // Chat Completions closes the text block only at the end, and opens each call with an empty delta.
    "openai-completions": {
      "happy-path": [
        `${common} toolcall_start toolcall_delta×5 text_end toolcall_end done`,
        "toolUse",
        [{ extension: ".pdf" }],
      ],
      "final-answer": ["start text_start text_delta×12 text_end done", "stop", []],
      truncated: [`${common} toolcall_start toolcall_delta×4 text_end toolcall_end done`, "length", [{}]],
      malformed: [`${common} toolcall_start toolcall_delta×5 text_end toolcall_end done`, "toolUse", [{}]],
      "two-calls": [
        `${common} toolcall_start toolcall_delta×5 toolcall_start toolcall_delta×5 text_end toolcall_end×2 done`,
        "toolUse",
        [{ extension: ".pdf" }, { extension: ".PDF" }],
      ],
      error: [`${common} toolcall_start toolcall_delta×3 error`, "error", [{}]],
    },
    // Gemini sends a call whole or not at all: a cut or malformed call never reaches the client.
    "google-generative-ai": {
      "happy-path": [
        `${common} text_end toolcall_start toolcall_delta toolcall_end done`,
        "toolUse",
        [{ extension: ".pdf" }],
      ],
      "final-answer": ["start text_start text_delta×12 text_end done", "stop", []],
      truncated: [`${common} text_end done`, "length", []],
      malformed: [`${common} text_end error`, "error", []],
      "two-calls": [
        `${common} text_end toolcall_start toolcall_delta toolcall_end toolcall_start toolcall_delta toolcall_end done`,
        "toolUse",
        [{ extension: ".pdf" }, { extension: ".PDF" }],
      ],
      error: [`${common} error`, "error", []],
    },
  };

  for (const api of WIRE_APIS)
    for (const [name, [events, stop, args]] of Object.entries(expected[api]))
      it(`${api} / ${name}`, async () => {
        const { events: seen, final } = await replay(api, name);
        expect(folded(seen.map((e) => e.type))).toBe(events);
        expect(final.stopReason).toBe(stop);
        expect(final.content.filter((b): b is ToolCall => b.type === "toolCall").map((c) => c.arguments)).toEqual(args);
        if (name === "malformed" && api !== "google-generative-ai")
          expect(final.content.find((b): b is ToolCall => b.type === "toolCall")?.argumentsError).toMatch(
            /Received arguments:\n\{"extension": ".pdf",\}/,
          );
      });

  it("error messages are the adapter's own", async () => {
    expect((await replay("openai-responses", "error")).final.errorMessage).toBe("Overloaded");
    expect((await replay("anthropic-messages", "error")).final.errorMessage).toContain("overloaded_error");
    expect((await replay("google-generative-ai", "malformed")).final.errorMessage).toBe(
      "Provider stopped with: MALFORMED_FUNCTION_CALL",
    );
  });

  it("Google: the arguments arrive as one toolcall_delta holding the whole JSON", async () => {
    const { events } = await replay("google-generative-ai", "happy-path");
    const deltas = events.filter((e) => e.type === "toolcall_delta");
    expect(deltas).toHaveLength(1);
    expect(JSON.parse((deltas[0] as { delta: string }).delta)).toEqual({ extension: ".pdf" });
  });
});

describe("captured request bodies: how one Tool becomes each API's format", () => {
  const toolsOf = async (api: WireApi) =>
    ((await replay(api, "happy-path")).request.body as { tools: unknown[] }).tools;

  it("Anthropic: input_schema with properties and required, no additionalProperties", async () => {
    const [tool] = (await toolsOf("anthropic-messages")) as { name: string; input_schema: Record<string, unknown> }[];
    expect(tool?.name).toBe("list_download_files");
    expect(tool?.input_schema).toEqual({
      type: "object",
      properties: { extension: expect.objectContaining({ type: "string", pattern: "^\\.[A-Za-z0-9]+$" }) },
      required: [],
    });
  });
  it("OpenAI Responses: parameters and strict", async () => {
    const [tool] = (await toolsOf("openai-responses")) as Record<string, unknown>[];
    expect(tool).toMatchObject({
      type: "function",
      name: "list_download_files",
      parameters: { type: "object", additionalProperties: false },
      strict: expect.any(Boolean),
    });
  });
  it("OpenAI Completions: function.parameters", async () => {
    const [tool] = (await toolsOf("openai-completions")) as Record<string, unknown>[];
    expect(tool).toMatchObject({
      type: "function",
      function: {
        name: "list_download_files",
        parameters: { type: "object", properties: { extension: { type: "string" } } },
      },
    });
  });
  it("Google: functionDeclarations[].parametersJsonSchema", async () => {
    const [tool] = (await toolsOf("google-generative-ai")) as { functionDeclarations: Record<string, unknown>[] }[];
    expect(tool?.functionDeclarations[0]).toMatchObject({
      name: "list_download_files",
      parametersJsonSchema: { type: "object", additionalProperties: false },
    });
  });
  it("the request URL is each API's own endpoint", async () => {
    expect((await replay("anthropic-messages", "happy-path")).request.url).toMatch(
      /^https:\/\/api\.anthropic\.com\/v1\/messages/,
    );
    expect((await replay("google-generative-ai", "happy-path")).request.url).toMatch(
      /gemini-3-flash-preview:streamGenerateContent\?alt=sse$/,
    );
  });
  it("Google's global fetch is restored after the call", async () => {
    const before = globalThis.fetch;
    await replay("google-generative-ai", "happy-path");
    expect(globalThis.fetch).toBe(before);
  });

  it("Google replays running at once never reach the real fetch", async () => {
    const real = globalThis.fetch;
    const tripwire = vi.fn(() => Promise.reject(new Error("the real fetch was called")));
    globalThis.fetch = tripwire as unknown as typeof fetch;
    try {
      const runs = await Promise.all(
        ["happy-path", "two-calls", "final-answer", "happy-path"].map((name) => replay("google-generative-ai", name)),
      );
      expect(runs.map((r) => r.final.stopReason)).toEqual(["toolUse", "toolUse", "stop", "toolUse"]);
      expect(runs.every((r) => r.request.url?.includes("streamGenerateContent"))).toBe(true);
      expect(tripwire).not.toHaveBeenCalled();
      expect(globalThis.fetch).toBe(tripwire);
    } finally {
      globalThis.fetch = real;
    }
  });
});

describe("id normalization (scenario id-normalization)", () => {
  const rules: Record<string, RegExp> = {
    "anthropic-messages": /^[A-Za-z0-9_-]{1,64}$/,
    "openai-completions": /^.{1,40}$/,
    "google-generative-ai": /^[A-Za-z0-9_-]{1,64}$/,
  };
  const sentIds = (api: string, body: LooseJson): { call: string; result: string } => {
    if (api === "anthropic-messages")
      return { call: body.messages[1].content[1].id, result: body.messages[2].content[0].tool_use_id };
    if (api === "openai-completions") {
      const assistant = body.messages.find((m: LooseJson) => m.role === "assistant");
      return {
        call: assistant.tool_calls[0].id,
        result: body.messages.find((m: LooseJson) => m.role === "tool").tool_call_id,
      };
    }
    return { call: body.contents[1].parts[1].functionCall.id, result: body.contents[2].parts[0].functionResponse.id };
  };

  for (const [target, rule] of Object.entries(rules)) {
    it(`openai-responses → ${target}`, async () => {
      const trace = await play("id-normalization", target as ProviderChoice);
      expect(trace.provider.api).toBe("openai-responses");
      expect(trace.target?.api).toBe(target);
      const stored = (trace.messages[1] as AssistantMessage).content.find(
        (b): b is ToolCall => b.type === "toolCall",
      )!.id;
      expect(stored).toMatch(/^call_[A-Za-z0-9]+\|fc_[A-Za-z0-9]+$/);
      expect(stored.length).toBeGreaterThan(64);
      const { call, result } = sentIds(target, trace.requests[1]?.body as LooseJson);
      expect(call).toMatch(rule);
      expect(call).not.toBe(stored);
      expect(result).toBe(call);
      // The application's own history keeps the original id, on the call and on its result.
      expect(results(trace)[0]?.toolCallId).toBe(stored);
      expect(ruleViolations(trace, { root: ROOT })).toEqual([]);
    });
  }

  it("the same API gets the id as it was", async () => {
    const trace = await play("id-normalization", "openai-responses");
    const body = trace.requests[1]?.body as { input: { type: string; call_id?: string }[] };
    const stored = (trace.messages[1] as AssistantMessage).content.find(
      (b): b is ToolCall => b.type === "toolCall",
    )!.id;
    expect(body.input.find((i) => i.type === "function_call")?.call_id).toBe(stored.split("|")[0]);
    expect(trace.target).toBeUndefined();
  });
});

describe("the engine's rules hold through every adapter", () => {
  it("a truncated wire reply executes nothing, exactly as with the scripted provider", async () => {
    for (const api of WIRE_APIS) {
      for (const id of ["truncated", "happy-path"]) {
        const trace = await play(id, api, id === "happy-path" ? ["truncate"] : []);
        expect(trace.executions, `${api} ${id}`).toEqual([]);
        expect((trace.messages[1] as AssistantMessage).stopReason).toBe("length");
      }
    }
  });

  it.each(WIRE_APIS.flatMap((api) => BUILT_IN_IDS.map((id) => [api, id] as const)))(
    "%s plays %s within the chapter's rules",
    async (api, id) => {
      const trace = await play(id, api);
      expect(ruleViolations(trace, { root: ROOT, secrets: ["/Users/mei/Documents"] })).toEqual([]);
      // id-normalization's first turn is always the OpenAI Responses recording; the chosen API answers the rest.
      expect(trace.requests.filter((r) => r.api !== api).map((r) => r.api)).toEqual(
        id === "id-normalization" && api !== "openai-responses" ? ["openai-responses"] : [],
      );
      expect(trace.requests.every((r) => typeof r.url === "string")).toBe(true);
    },
  );

  it.each(WIRE_APIS.flatMap((api) => FAULT_IDS.map((fault) => [api, fault] as const)))(
    "%s plays the happy path with %s within the chapter's rules",
    async (api, fault) => {
      const trace = await play("happy-path", api, [fault]);
      expect(ruleViolations(trace, { root: ROOT })).toEqual([]);
    },
  );

  it("previews are copied at each event: the wire preview grows like the scripted one", async () => {
    const trace = await play("happy-path", "anthropic-messages");
    expect(
      framesOf(trace)
        .filter((f) => f.event === "toolcall_delta")
        .map((f) => f.stream?.preview),
    ).toEqual([{}, {}, { extension: ".pd" }, { extension: ".pdf" }]);
  });
});
