/**
 * The version lens against both packages' real behaviour: pi-ai (and pi-agent-core) 1.4.0 and
 * 1.6.0 installed side by side. Each difference the lens names is checked against the version's
 * own function, and every built-in replay differs only in named fields.
 */
import { readFileSync } from "node:fs";
import * as pi14 from "@earendil-works/pi-ai";
import * as pi16 from "pi-ai-next";
import { describe, expect, it } from "vitest";
import { runTrace } from "../../src/cli/run-trace";
import { KIT_14, type PiKit } from "../../src/fake-provider/kit";
import { WIRE_SPECS } from "../../src/fake-provider/apis";
import { replayRecording } from "../../src/fake-provider/wire/replay";
import { lensEn, lensZhCN } from "../../src/i18n/lens";
import { compareTraces } from "../../src/lens/compare";
import { differencesAt, type LensDifference } from "../../src/engine/trace/differences";
import { loadLensKit } from "../../src/lens/load";
import { narrateLens } from "../../src/lens/narrate-lens";
import { message } from "../../src/i18n";
import { RELEASE_TABLE, releaseKey } from "../../src/lens/releases";
import { playLens, type LensOptions } from "../../src/lens/play-lens";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { parseFaults, PROVIDER_CHOICES, type Trace } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { listDownloadFilesTool } from "../../src/engine/round/tool";
import { LENS_CLAIMS } from "./claims";
import { scenario } from "./helpers";
import { captureAll } from "../../scripts/gen/provider-tools";

const kit16 = await loadLensKit();

async function lens(id: string, options: LensOptions & { faults?: never } = {}, faults: string[] = []): Promise<Trace> {
  const parsed = parseFaults(faults);
  if (!parsed.ok) throw new Error(`bad faults ${faults.join(",")}`);
  return playLens(scenario(id), { ...options, faults: parsed.faults, next: kit16 });
}

const ofKind = (t: Trace, kind: LensDifference["kind"]) => t.lens!.differences.filter((d) => d.kind === kind);

/**
 * Words of a lens trace that would reach the screen as a raw key or with a hole, in either language:
 * every frame's narration and recap lines, every difference's sentence and release (issue 39).
 */
function rawKeys(trace: Trace): string[] {
  const said: { key: string; params?: Record<string, string | number> }[] = [];
  for (const f of framesOf(trace)) said.push(f.narration, ...(f.recap?.lines ?? []));
  for (const d of trace.lens!.differences)
    for (const lang of ["en", "zh-CN"] as const) {
      const { sentence, since } = narrateLens(d, lang);
      said.push(sentence, since);
    }
  return ["en", "zh-CN"].flatMap((lang) =>
    said.flatMap(({ key, params }) => {
      const text = message(lang as "en" | "zh-CN", key, params as Record<string, string | number>);
      return text === key || /\{[a-zA-Z]+\}/.test(text) ? [`${lang}: ${key} → ${text.slice(0, 80)}`] : [];
    }),
  );
}

/** Every lens sentence of `trace` checked by its claim; the problems found. */
function lensViolations(trace: Trace): string[] {
  const frames = framesOf(trace);
  const problems: string[] = [];
  frames.forEach((frame, at) => {
    const said = (key: string, difference?: LensDifference) => {
      const claim = LENS_CLAIMS[key];
      const problem = claim
        ? claim({ trace, frames, at: difference?.frame ?? at, ...(difference ? { difference } : {}) })
        : "no claim for this sentence";
      if (problem) problems.push(`frame ${at + 1} ${key}: ${problem}`);
    };
    if (frame.lensSummary) said(frame.narration.key);
    const here = frame.lensSummary ? frame.lensSummary.differences : differencesAt(trace.lens, at);
    if (!frame.lensSummary && here.length === 0) said("lens.same");
    for (const d of here) {
      const words = narrateLens(d, "en");
      said(words.sentence.key, d);
      said(words.since.key, d);
    }
  });
  return problems;
}

describe("installed side by side", () => {
  it("pins 1.4.0 exactly and adds 1.6.0 under exact aliases", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    expect(pkg.dependencies).toMatchObject({
      "@earendil-works/pi-ai": "1.4.0",
      "@earendil-works/pi-agent-core": "1.4.0",
      "pi-ai-next": "npm:@earendil-works/pi-ai@1.6.0",
      "pi-agent-core-next": "npm:@earendil-works/pi-agent-core@1.6.0",
    });
  });

  it("records exact versions in the lock file, pi-agent-core-next's own pi-ai at 1.6.0", () => {
    const packages = JSON.parse(readFileSync("package-lock.json", "utf8")).packages;
    expect(packages["node_modules/@earendil-works/pi-ai"].version).toBe("1.4.0");
    expect(packages["node_modules/@earendil-works/pi-agent-core"].version).toBe("1.4.0");
    expect(packages["node_modules/pi-ai-next"]).toMatchObject({ name: "@earendil-works/pi-ai", version: "1.6.0" });
    expect(packages["node_modules/pi-agent-core-next"]).toMatchObject({
      name: "@earendil-works/pi-agent-core",
      version: "1.6.0",
    });
    expect(packages["node_modules/pi-agent-core-next/node_modules/@earendil-works/pi-ai"].version).toBe("1.6.0");
  });

  it("ships no release between them: the lens's releases table is measured, not installed", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    const all = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;
    expect(Object.values(all).filter((v) => /pi-(ai|agent-core)@1\.5\./.test(v) || /^1\.5\./.test(v))).toEqual([]);
    expect(Object.values(RELEASE_TABLE).every((v) => ["1.5.0", "1.5.2", "1.6.0"].includes(v))).toBe(true);
  });

  it("1.6.0 no longer exports Type (TypeBox); 1.4.0 does", () => {
    expect(typeof (pi14 as Record<string, unknown>).Type).toBe("object");
    expect((pi16 as Record<string, unknown>).Type).toBeUndefined();
  });
});

describe("validation, through each version's validateToolArguments", () => {
  const plain = {
    name: "t",
    description: "",
    parameters: { type: "object", properties: { b: { type: "boolean" }, n: { type: "number" } } },
  } as never;
  const call = { type: "toolCall", id: "c", name: "t", arguments: { b: "TRUE", n: "" } } as never;

  it("1.4.0 refuses a plain JSON Schema's strings for boolean and number", () => {
    expect(() => KIT_14.validateToolArguments(plain, call)).toThrow(/must be boolean[\s\S]*must be number/);
  });

  it("1.6.0 converts the same plain JSON Schema's strings", () => {
    expect(kit16.validateToolArguments(plain, call)).toEqual({ b: true, n: 0 });
  });

  it("bad-arguments: the lens names both error texts, each the version's own", async () => {
    const t = await lens("bad-arguments");
    const [d] = ofKind(t, "error-text");
    expect(d!.before).toContain('must match pattern "^\\.[A-Za-z0-9]+$"');
    expect(d!.after).toContain("expected to match ^\\.[A-Za-z0-9]+$");
    const args = framesOf(t)[d!.frame]!.validation!.received;
    const direct = (kit: PiKit) => {
      try {
        kit.validateToolArguments(listDownloadFilesTool, {
          type: "toolCall",
          id: "call_01",
          name: "list_download_files",
          arguments: args,
        } as never);
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(direct(KIT_14)).toBe(d!.before);
    expect(direct(kit16)).toBe(d!.after);
  });

  it("bad-arguments: the round's model reads the chapter's fixed text in both; the loop's reads each version's error", async () => {
    const round = await lens("bad-arguments");
    expect(ofKind(round, "error-text")).toHaveLength(1);
    expect(ofKind(round, "model-text")).toEqual([]);
    const texts = ofKind(await lens("bad-arguments", { engine: "loop" }), "model-text");
    expect(texts.length).toBeGreaterThan(0);
    expect(String(texts[0]!.after)).toContain("expected to match");
  });

  it("an extra property: two lines in 1.4.0 become one 'unknown field' line in 1.6.0", async () => {
    const t = await lens("extra-property");
    const [d] = ofKind(t, "error-text");
    expect(d!.after).toMatch(/: unknown field/);
    expect(d!.before).not.toMatch(/unknown field/);
  });
});

describe("streaming", () => {
  it("a trailing space in an unfinished string: trimmed by 1.4.0's parseStreamingJson, kept by 1.6.0's StreamingJsonParser", () => {
    const text = '{"a":"x  ';
    expect(pi14.parseStreamingJson(text)).toEqual({ a: "x" });
    const parser = new pi16.StreamingJsonParser();
    parser.append(text);
    expect(parser.snapshot()).toEqual({ a: "x  " });
  });

  it("partial-json-steps: each named preview difference is the two readers' own preview", async () => {
    const t = await lens("partial-json-steps");
    const previews = ofKind(t, "preview").filter((d) => framesOf(t)[d.frame]!.event === "toolcall_delta");
    expect(previews.length).toBeGreaterThan(0);
    for (const d of previews) {
      const raw = framesOf(t)[d.frame]!.stream!.rawText!;
      const r14 = KIT_14.createArgumentsReader(),
        r16 = kit16.createArgumentsReader();
      expect([r14.append(raw), r16.append(raw)]).toEqual([d.before, d.after]);
    }
  });

  it("names index and streamIndex as the stream's block index, not raw text, and a text block by its place", async () => {
    const said = async (provider: LensOptions["provider"]) =>
      ofKind(await lens("happy-path", { provider }), "partial-fields").map((d) => {
        const { key, params } = narrateLens(d, "en").sentence;
        return { key, text: message("en", key, params) };
      });
    const anthropic = await said("anthropic-messages");
    expect(anthropic.map((s) => s.key)).toEqual(["lens.partial-fields.block", "lens.partial-fields.both"]);
    expect(anthropic[0]!.text).toContain("content[0], which is not a tool call, no longer carries index, the index");
    expect(anthropic[1]!.text).toMatch(/partialJson, the raw argument text so far, nor index, the index/);
    const completions = await said("openai-completions");
    expect(completions[0]!.text).toMatch(/partialArgs, the raw argument text so far, nor streamIndex, the index/);
    for (const s of [...anthropic, ...completions]) expect(s.text).not.toContain("partial.content");
  });

  it("1.6.0's partial blocks no longer carry partialJson", async () => {
    const [d] = ofKind(await lens("happy-path"), "partial-fields");
    expect(d).toMatchObject({ before: ["partialJson"], after: [] });
  });
});

describe("adapters and the loop", () => {
  it("Anthropic keeps additionalProperties in 1.6.0 (1.5.2 still leaves it out)", async () => {
    const [d] = ofKind(await lens("happy-path", { provider: "anthropic-messages" }), "request-tools");
    expect(d).toMatchObject({ api: "anthropic-messages", changedIn: "1.6.0" });
    expect(JSON.stringify(d!.before)).not.toContain("additionalProperties");
    expect(JSON.stringify(d!.after)).toContain('"additionalProperties":false');
  });

  it("§5 shows what 1.6.0's adapters send: Anthropic's schema keeps additionalProperties", async () => {
    const t = await lens("happy-path");
    const at5 = differencesAt(
      t.lens,
      framesOf(t).findIndex((f) => f.definition?.providerTools !== undefined),
    );
    expect(at5).toEqual([
      expect.objectContaining({ kind: "request-tools", api: "anthropic-messages", nowSeen: ["additionalProperties"] }),
    ]);
    const { key, params } = narrateLens(at5[0]!, "en").sentence;
    expect(message("en", key, params)).toContain("also sends additionalProperties");
    expect(at5[0]!.changedIn).toBe("1.6.0");
  });

  it("provider-tools-16.json is what 1.6.0's four adapters really sent (regenerate with scripts/gen/write-provider-tools.ts)", async () => {
    expect(kit16.providerTools).toEqual(await captureAll(kit16));
  });

  it("Google sends const as a one-item enum in 1.6.0, as it is in 1.4.0", async () => {
    const tool = {
      name: "pick",
      description: "d",
      parameters: { type: "object", properties: { kind: { const: "pdf" } }, required: ["kind"] },
    };
    const context = {
      systemPrompt: "s",
      messages: [{ role: "user" as const, content: "q", timestamp: 0 }],
      tools: [tool as never],
    };
    const spec = WIRE_SPECS["google-generative-ai"];
    const body = () =>
      spec.encode(
        { blocks: [{ type: "text", text: "ok" }], stopReason: "stop" },
        { modelId: spec.modelId, turnNumber: 1 },
      );
    const sent = async (kit: PiKit) =>
      JSON.stringify((await replayRecording("google-generative-ai", context, body(), kit)).request.body);
    expect(await sent(KIT_14)).toContain('"const":"pdf"');
    expect(await sent(kit16)).toContain('"enum":["pdf"]');
  });

  it("a cancel during the first of two sequential calls: pi-agent-core 1.6.0 answers both, 1.4.0 one", async () => {
    const t = await lens("two-calls-sequential", { engine: "loop" }, ["folder:slow-cancel"]);
    const [d] = ofKind(t, "loop-results");
    expect(d?.pkg).toBe("pi-agent-core");
    expect(d?.changedIn).toBe(RELEASE_TABLE["loop-results"]);
    const results = (side: unknown) => (side as { results: number }[]).reduce((n, turn) => n + turn.results, 0);
    expect(results(d!.after)).toBeGreaterThan(results(d!.before));
  });

  it("tool-call id normalization is byte-identical: id-normalization differs in no request history", async () => {
    for (const provider of PROVIDER_CHOICES)
      expect(ofKind(await lens("id-normalization", { provider }), "request-history"), provider).toEqual([]);
  });
});

describe("every built-in replay differs only in named fields, and every lens sentence is true and in words", () => {
  for (const provider of PROVIDER_CHOICES) {
    it(`${provider}: no unnamed difference, round and loop`, async () => {
      for (const engine of ["round", "loop"] as const) {
        for (const id of BUILT_IN_IDS) {
          const t = await lens(id, { provider, engine });
          expect(ofKind(t, "unnamed"), `${id} ${engine}`).toEqual([]);
          expect(lensViolations(t), `${id} ${engine}`).toEqual([]);
          expect(rawKeys(t), `${id} ${engine}`).toEqual([]);
          // Every difference has its measured release, and the lens names that one.
          for (const d of t.lens!.differences) {
            const key = releaseKey(d, provider);
            expect(RELEASE_TABLE[key], `${id} ${engine} ${key}`).toBeDefined();
            expect(d.changedIn, `${id} ${engine} ${key}`).toBe(RELEASE_TABLE[key]);
          }
        }
      }
    }, 120_000);
  }

  it("has a claim for every lens sentence, in both languages", () => {
    expect(Object.keys(lensEn).filter((k) => !Object.hasOwn(LENS_CLAIMS, k))).toEqual([]);
    expect(Object.keys(lensZhCN).sort()).toEqual(Object.keys(lensEn).sort());
  });

  it("two plays of one version compare as the same (only the clock differs)", async () => {
    const options = { provider: "anthropic-messages" as const };
    const a = await lens("happy-path", options),
      b = await lens("happy-path", options);
    a.lens = b.lens = undefined;
    expect(compareTraces(a, b)).toEqual([]);
  });
});

describe("the trace command's --lens 1.6", () => {
  const run = async (...argv: string[]) => {
    let out = "",
      err = "";
    const code = await runTrace(argv, {
      out: (s: string) => void (out += s),
      err: (s: string) => void (err += s),
      cwd: process.cwd(),
      readFile: (p: string) => readFileSync(p),
    } as never);
    return { code, out, err };
  };

  it("names both error texts under the validation frame (en)", async () => {
    const { code, out } = await run("bad-arguments", "--lens", "1.6");
    expect(code).toBe(0);
    expect(out).toContain("Both versions refuse call_01, in different words");
    expect(out).toMatch(/1\.4\.0: .*must match pattern/);
    expect(out).toMatch(/1\.6\.0: .*expected to match/);
    expect(out).toContain("= Played through pi-ai 1.6.0, this frame is the same.");
  });

  it("speaks Chinese with --lang zh-CN", async () => {
    const { out } = await run("bad-arguments", "--lens", "1.6", "--lang", "zh-CN");
    expect(out).toContain("两个版本都拒绝 call_01，但措辞不同");
    expect(out).toContain("1.5.0 起改变");
  });

  it("refuses an unknown lens with exit 2", async () => {
    const { code, err } = await run("happy-path", "--lens", "2.0");
    expect(code).toBe(2);
    expect(err).toContain('unknown lens "2.0"');
  });
});
