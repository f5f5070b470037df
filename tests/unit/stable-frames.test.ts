/**
 * A frame number means the same step in both languages (issue 18, item 6): prose streams in as
 * many pieces in zh-CN as in en, so "go to frame 23" works in a bilingual class.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { FAULT_IDS, PROVIDER_CHOICES, type ProviderChoice, type Trace } from "../../src/engine";
import { sharedPieceCount } from "../../src/fake-provider/pieces";
import { corpusTrace, ENGINES } from "./corpus";

/** Each frame's stage, pi-ai event and fact kind: what a frame number points at. */
const shape = (t: Trace) => t.frames.map((f) => `${f.stage}:${f.event ?? ""}:${f.fact.kind}`);

/** The play in English and in Chinese, from the shared corpus. */
async function both(id: string, faults: string[], provider: ProviderChoice, engine: "round" | "loop") {
  const run = (lang: "en" | "zh-CN") => corpusTrace({ scenario: id, faults, provider, engine, lang });
  return [await run("en"), await run("zh-CN")] as const;
}

describe("frames are the same in zh-CN and en", () => {
  it("prose in several languages gets one piece count, the fewest any language needs", () => {
    expect(sharedPieceCount(["Let me look in your Downloads folder.", "我来看看下载目录。"], 6)).toBe(2);
    expect(sharedPieceCount(["abc"], 6)).toBe(1);
  });

  for (const id of BUILT_IN_IDS) {
    it(`${id}: every provider, both engines, each fault`, async () => {
      for (const engine of ENGINES) {
        for (const provider of PROVIDER_CHOICES) {
          const [en, zh] = await both(id, [], provider, engine);
          expect(shape(zh), `${engine} ${provider}`).toEqual(shape(en));
        }
      }
      for (const fault of FAULT_IDS) {
        const [en, zh] = await both(id, [fault], "scripted", "round");
        expect(shape(zh), fault).toEqual(shape(en));
      }
    }, 60_000);
  }
});
