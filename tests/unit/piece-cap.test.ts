/**
 * The piece cap speaks: a block that asks for more than MAX_PIECES pieces streams in at most that
 * many, and its start frame says how many it asked for and how many it streams, in both languages.
 */
import { describe, expect, it } from "vitest";
import { MAX_PIECES } from "../../src/fake-provider/pieces";
import { message } from "../../src/i18n";
import { checkScenario } from "../../src/scenarios";
import { playScenario, providerFactory, type Frame } from "../../src/engine";
import type { StreamFact } from "../../src/engine/trace/facts";
import { framesOf } from "../../src/engine/trace/frame-store";
import { cappedScenario } from "./capped-scenario";
import { scenario } from "./helpers";

const streamFacts = (frames: Frame[]) =>
  frames.map((f, at) => ({ at, f: f.fact })).filter((x): x is { at: number; f: StreamFact } => x.f.kind === "stream");

describe("the piece cap, said in the frames", () => {
  it("the test scenario is a valid scenario file", () => {
    expect(checkScenario(cappedScenario()).ok).toBe(true);
  });

  it("a tool call asked for 1,221 pieces: its start says so, and it streams in the number said", async () => {
    const frames = framesOf(await playScenario(cappedScenario(), {}));
    const start = streamFacts(frames).find((x) => x.f.event === "toolcall_start")!;
    expect(start.f.requestedPieces).toBe(1221);
    const deltas = frames.filter((f) => f.event === "toolcall_delta").length;
    expect(start.f.cappedTo).toBe(deltas);
    expect(deltas).toBeLessThanOrEqual(MAX_PIECES);
    expect(frames[start.at]!.narration).toEqual({
      key: "stream.toolcall_start.capped",
      params: { name: "list_download_files", id: "call_01", requested: 1221, streamed: deltas },
    });
  });

  it.each(["en", "zh-CN"] as const)("the sentence names both counts in %s", async (lang) => {
    const frames = framesOf(await playScenario(cappedScenario(), { lang }));
    const start = frames.find((f) => f.event === "toolcall_start")!;
    const said = message(lang, start.narration.key, start.narration.params);
    expect(said).toContain("1221");
    expect(said).toContain(String(start.narration.params.streamed));
    expect(said).toContain("500");
  });

  it("text, thinking and the second reply's text are marked too", async () => {
    const keys = framesOf(await playScenario(cappedScenario(), {})).map((f) => f.narration.key);
    expect(keys.filter((k) => k.endsWith(".capped"))).toEqual([
      "stream.thinking_start.capped",
      "stream.text_start.capped",
      "stream.toolcall_start.capped",
      "final.stream.text_start.capped",
    ]);
  });

  it("a scenario within the cap says nothing of it", async () => {
    const facts = streamFacts(framesOf(await playScenario(scenario("happy-path"), {})));
    expect(facts.filter((x) => x.f.requestedPieces !== undefined || x.f.cappedTo !== undefined)).toEqual([]);
  });

  it("through a wire adapter (Anthropic) the call is found by its order and marked", async () => {
    const frames = framesOf(await playScenario(cappedScenario(), { provider: providerFactory("anthropic-messages") }));
    const start = streamFacts(frames).find((x) => x.f.event === "toolcall_start")!;
    expect(start.f.requestedPieces).toBe(1221);
    expect(start.f.cappedTo).toBe(frames.filter((f) => f.event === "toolcall_delta").length);
  });

  it("Google's call arrives as one object, never in pieces: not marked", async () => {
    const frames = framesOf(
      await playScenario(cappedScenario(), { provider: providerFactory("google-generative-ai") }),
    );
    expect(streamFacts(frames).find((x) => x.f.event === "toolcall_start")?.f.requestedPieces).toBeUndefined();
  });
});
