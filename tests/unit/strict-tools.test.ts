/**
 * Strict tools (issue 22, items 2-3): the captured request bodies with the switch off and on are
 * what pi-ai's four real adapters send; the switch changes what the wire replays send, in both
 * engines; what each adapter dropped or rewrote in the schema the model sees is computed from the
 * captures; pi-ai's catalog is counted by its adapters; and the trace command's --strict.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import providerTools from "../../src/engine/captures/provider-tools.json";
import providerToolsStrict from "../../src/engine/captures/provider-tools-strict.json";
import providerToolsLimitStrict from "../../src/engine/captures/provider-tools-limit-strict.json";
import strictCatalog from "../../src/engine/captures/strict-catalog.json";
import { captureProviderTools } from "../../scripts/gen/provider-tools";
import { strictCatalog as countCatalog } from "../../scripts/gen/strict-catalog";
import { playScenario, providerFactory, type PlayOptions, type Trace } from "../../src/engine";
import { playIn } from "../../src/engine/run";
import type { Scenario } from "../../src/scenarios/types";
import { framesOf } from "../../src/engine/trace/frame-store";
import { schemaSeen } from "../../src/engine/trace/schema-seen";
import { WIRE_APIS } from "../../src/fake-provider/apis";
import { toolsInRequest } from "../../src/fake-provider/request-shapes";
import { runTrace } from "../../src/cli/run-trace";
import toolSchema from "../../src/engine/captures/tool-schema.json";
import { scenario } from "./helpers";

const providersFrame = (trace: Trace) => framesOf(trace).find((f) => f.definition?.focus === "providers")!;

// Each case plays real adapters (a few wire traces): sized for two busy cores.
describe("strict tools against pi-ai's real adapters", { timeout: 30_000 }, () => {
  it("provider-tools-strict.json is what the four adapters sent with constrainedSampling set (regenerate with scripts/gen/write-provider-tools.ts)", async () => {
    expect(providerToolsStrict).toEqual(await captureProviderTools("happy-path", true));
  });

  it("provider-tools-limit-strict.json is the limit variant's strict capture", async () => {
    expect(providerToolsLimitStrict).toEqual(await captureProviderTools("converted-limit", true));
  });

  it("the catalog counts in docs/using-the-lab.md are strict-catalog.json's", () => {
    const guide = readFileSync("docs/using-the-lab.md", "utf8");
    for (const entry of strictCatalog) expect(guide, entry.api).toContain(`${entry.honoured} of ${entry.models}`);
  });

  it("strict-catalog.json is pi-ai's catalog as its adapters treat it, model by model", async () => {
    expect(strictCatalog).toEqual(await countCatalog());
  }, 120_000);

  for (const api of WIRE_APIS) {
    for (const engine of ["round", "loop"] as const) {
      it(`${api} · ${engine}: the wire replay sends the strict capture with strict on, the plain one with it off`, async () => {
        const play = (s: Scenario, options: PlayOptions) => playIn(engine, s, options);
        const on = await play(scenario("happy-path"), { provider: providerFactory(api), strict: true });
        const off = await play(scenario("happy-path"), { provider: providerFactory(api) });
        expect(toolsInRequest(on.requests[0])).toEqual(providerToolsStrict.find((p) => p.api === api)!.tools);
        expect(toolsInRequest(off.requests[0])).toEqual(providerTools.find((p) => p.api === api)!.tools);
        expect(on.strict).toBe(true);
        expect(off.strict).toBeUndefined();
      });
    }
  }

  it("the providers frame marks where each API's two captures differ", async () => {
    const frame = providersFrame(await playScenario(scenario("happy-path"), { strict: true }));
    expect(
      Object.fromEntries(
        frame.definition!.strictTools!.map((p) => [p.api, p.changes.map((c) => `${c.change} ${c.path}`)]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "anthropic-messages": [
          "rewritten tools.0.input_schema.properties.extension",
          "rewritten tools.0.input_schema.required",
          "added tools.0.input_schema.additionalProperties",
          "added tools.0.strict",
        ],
        "google-generative-ai": [
          "rewritten tools.0.parametersJsonSchema.properties.extension",
          "added tools.0.parametersJsonSchema.required",
          "added toolConfig",
        ],
        "openai-completions": [
          "rewritten tools.0.function.parameters.properties.extension",
          "added tools.0.function.parameters.required",
          "rewritten tools.0.function.strict",
        ],
        "openai-responses": [
          "rewritten tools.0.parameters.properties.extension",
          "added tools.0.parameters.required",
          "rewritten tools.0.strict",
        ],
      }
    `);
  });
});

describe("what the model sees vs what validation enforces", { timeout: 30_000 }, () => {
  it("strict off: Anthropic's adapter drops additionalProperties (and adds an empty required); the others send the whole schema", async () => {
    const fact = providersFrame(await playScenario(scenario("happy-path"))).fact;
    expect(fact.kind === "definition" && fact.seen).toEqual([
      { api: "anthropic-messages", dropped: ["additionalProperties"], rewritten: [], added: ["required"] },
      { api: "openai-responses", dropped: [], rewritten: [], added: [] },
      { api: "openai-completions", dropped: [], rewritten: [], added: [] },
      { api: "google-generative-ai", dropped: [], rewritten: [], added: [] },
    ]);
  });

  it("strict on: every adapter rewrites the optional extension (anyOf with null) and makes it required; none drops a keyword", async () => {
    const fact = providersFrame(await playScenario(scenario("happy-path"), { strict: true })).fact;
    if (fact.kind !== "definition") throw new Error("not a definition");
    for (const seen of fact.seen!)
      expect(seen, seen.api).toEqual({
        api: seen.api,
        dropped: [],
        rewritten: ["properties.extension"],
        added: ["required"],
      });
    expect(fact.honoured).toEqual([...WIRE_APIS]);
  });

  it("the limit variant: Anthropic drops additionalProperties there too, and strict rewrites both optional properties", async () => {
    const off = providersFrame(await playScenario(scenario("converted-limit"))).fact;
    const on = providersFrame(await playScenario(scenario("converted-limit"), { strict: true })).fact;
    expect(off.kind === "definition" && off.seen?.[0]).toEqual({
      api: "anthropic-messages",
      dropped: ["additionalProperties"],
      rewritten: [],
      added: ["required"],
    });
    expect(on.kind === "definition" && on.seen?.[1]).toEqual({
      api: "openai-responses",
      dropped: [],
      rewritten: ["properties.extension", "properties.limit"],
      added: ["required"],
    });
  });

  it("the comparison knows no keyword: a nested keyword left out is found at its path, a changed value is rewritten", () => {
    const schema = {
      type: "object",
      properties: { a: { type: "string", format: "email" } },
      additionalProperties: false,
    };
    const sent = { tools: [{ name: "t", input_schema: { type: "object", properties: { a: { type: "number" } } } }] };
    expect(schemaSeen("anthropic-messages", schema, sent.tools, "t")).toEqual({
      api: "anthropic-messages",
      dropped: ["properties.a.format", "additionalProperties"],
      rewritten: ["properties.a.type"],
      added: [],
    });
    expect(
      schemaSeen(
        "openai-completions",
        toolSchema,
        [{ type: "function", function: { name: "list_download_files", parameters: toolSchema } }],
        "list_download_files",
      ),
    ).toEqual({ api: "openai-completions", dropped: [], rewritten: [], added: [] });
  });

  it("the narration names what was left out and who enforces it, in both languages", async () => {
    for (const lang of ["en", "zh-CN"] as const) {
      const frame = providersFrame(await playScenario(scenario("happy-path"), { lang }));
      expect(frame.narration.key).toBe("definition.providers");
      expect(frame.narration.params.dropped).toBe(
        lang === "en" ? "additionalProperties (anthropic-messages)" : "additionalProperties（anthropic-messages）",
      );
      const strict = providersFrame(await playScenario(scenario("happy-path"), { lang, strict: true }));
      expect(strict.narration.key).toBe("definition.providers-strict");
      expect(strict.narration.params.changed).toBe(
        lang === "en"
          ? "properties.extension, required (anthropic-messages, openai-responses, openai-completions, google-generative-ai)"
          : "properties.extension、required（anthropic-messages、openai-responses、openai-completions、google-generative-ai）",
      );
    }
  });
});

describe("npm run trace -- --strict", { timeout: 30_000 }, () => {
  const run = async (args: string[]) => {
    let out = "";
    let err = "";
    const code = await runTrace(args, {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      cwd: process.cwd(),
      readFile: (p) => readFileSync(p),
    });
    return { code, out, err };
  };

  it("sends strict tools through the adapter and says so on the last line", async () => {
    const r = await run(["happy-path", "--provider", "openai-responses", "--strict", "--json"]);
    expect(r.code).toBe(0);
    const trace = JSON.parse(r.out) as Trace;
    expect(trace.strict).toBe(true);
    expect(toolsInRequest(trace.requests[0])).toEqual(
      providerToolsStrict.find((p) => p.api === "openai-responses")!.tools,
    );
    const text = await run(["happy-path", "--provider", "openai-responses", "--strict"]);
    expect(text.out.trim().split("\n").at(-1)).toMatch(/^-- happy-path · strict tools · openai-responses/);
    expect(text.out).toMatch(/4 definition .*§5 +Strict on: the Tool carries constrainedSampling/);
  });

  it("plays strict in the loop too", async () => {
    const r = await run(["happy-path", "--provider", "google-generative-ai", "--engine", "loop", "--strict", "--json"]);
    expect(r.code).toBe(0);
    expect(
      (JSON.parse(r.out) as Trace & { requests: { body: { toolConfig?: unknown } }[] }).requests[0]!.body.toolConfig,
    ).toEqual({ functionCallingConfig: { mode: "VALIDATED" } });
  });

  it("refuses --strict with --round in one line (the learner's round builds its own Context)", async () => {
    const r = await run(["happy-path", "--strict", "--round", "x.ts"]);
    expect(r.code).toBe(2);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/--strict/);
  });

  it("plays strict through both versions under --lens: Anthropic's two adapters then send the same tools", async () => {
    const kinds = async (extra: string[]) => {
      const r = await run(["happy-path", "--provider", "anthropic-messages", "--lens", "1.6", "--json", ...extra]);
      expect(r.code).toBe(0);
      return (JSON.parse(r.out) as Trace).lens!.differences.map((d) => d.kind);
    };
    // Without strict, 1.6.0 keeps additionalProperties where 1.4.0 drops it; with strict both send the strict schema.
    expect(await kinds([])).toContain("request-tools");
    expect(await kinds(["--strict"])).not.toContain("request-tools");
  });
});

describe("the §5 view's own words", () => {
  it("every strict.* key the view says is in its catalog, in both languages", async () => {
    const { strictViewCatalogs } = await import("../../src/playground/player/stages/strict-words");
    const view = readFileSync("src/playground/player/stages/ProviderTools.tsx", "utf8");
    const said = [...view.matchAll(/"(strict\.[a-z-]+)"/g)].map((m) => m[1]!);
    expect(said.length).toBeGreaterThan(8);
    for (const key of said)
      for (const lang of ["en", "zh-CN"] as const)
        expect(Object.hasOwn(strictViewCatalogs[lang], key), `${lang} ${key}`).toBe(true);
  });
});

describe("the §5 view's note on Google's parameters path", () => {
  it("says what pi-ai's convertTools(tools, true) removes and keeps, and that no 1.4.0 adapter asks for it", async () => {
    const { strictViewCatalogs } = await import("../../src/playground/player/stages/strict-words");
    const { convertTools } = await import("@earendil-works/pi-ai/api/google-shared");
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "probe",
      $defs: { x: { type: "string" } },
      type: "object",
      title: "kept",
      additionalProperties: false,
      properties: { extension: { type: "string", pattern: "^\\.[a-z]+$" } },
    };
    const tool = { name: "probe", description: "probe", parameters: schema } as never;
    const sent = (convertTools([tool], true) as { functionDeclarations: { parameters: object }[] }[])[0]!
      .functionDeclarations[0]!.parameters;
    const removed = Object.keys(schema).filter((k) => !Object.hasOwn(sent, k));
    expect(removed).toEqual(["$schema", "$id", "$defs"]);
    expect(sent).toMatchObject({ title: "kept", additionalProperties: false, properties: schema.properties });
    // The note names what was removed and says the rest stays; it claims no caller takes the path.
    const note = strictViewCatalogs.en["google.parameters-note"]!;
    for (const key of removed) expect(note).toContain(key);
    expect(note).toContain("every other keyword stays");
    expect(note).not.toMatch(/takes this path/);
    const callers = ["openai-completions", "anthropic-messages", "google-generative-ai", "google-vertex"].filter(
      (api) =>
        /convertTools\([^)]*,\s*true\b/.test(
          readFileSync(`node_modules/@earendil-works/pi-ai/dist/api/${api}.js`, "utf8"),
        ),
    );
    expect(callers).toEqual([]);
    expect(strictViewCatalogs["zh-CN"]["google.parameters-note"]).toContain("$defs");
  });
});

describe("§5: OpenAI's grammar tools", () => {
  it("the providers frame carries pi-ai's own answer to making the chapter's tool a grammar tool, and the view quotes it", async () => {
    const frame = providersFrame(await playScenario(scenario("happy-path")));
    const grammar = frame.definition!.grammarPath!;
    expect(grammar.api).toBe("openai-responses");
    expect(grammar.refused).toMatch(/requires exactly one required string property/);
    const { strictViewCatalogs } = await import("../../src/playground/player/stages/strict-words");
    const view = readFileSync("src/playground/player/stages/ProviderTools.tsx", "utf8");
    for (const key of ["openai.grammar", "openai.grammar-refused", "openai.grammar-accepted"]) {
      expect(view).toContain(`"${key}"`);
      for (const lang of ["en", "zh-CN"] as const) expect(strictViewCatalogs[lang][key], `${lang} ${key}`).toBeTruthy();
    }
    expect(strictViewCatalogs.en["openai.grammar-refused"]).toContain("supportsOpenAIGrammarTools");
  });
});
