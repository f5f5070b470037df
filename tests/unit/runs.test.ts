import { describe, expect, it } from "vitest";
import { runAround, sameSaying } from "../../src/engine/trace/runs";
import { message } from "../../src/i18n";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { corpusTrace } from "./corpus";

describe("runs of frames that say the same", () => {
  it("the happy path's answer streams in over frames 25–39, one run wherever a step lands in it", async () => {
    const trace = await corpusTrace({ scenario: "happy-path" });
    for (const i of [24, 30, 38]) expect(runAround(trace, i)).toEqual({ first: 24, last: 38 });
    // The frame that ends the text says something of its own.
    expect(runAround(trace, 39)).toEqual({ first: 39, last: 39 });
  });

  it("joins only frames whose narration reads the same, in every built-in scenario and both engines", async () => {
    for (const scenario of BUILT_IN_IDS)
      for (const engine of ["round", "loop"] as const) {
        const trace = await corpusTrace({ scenario, engine });
        const said = (i: number) => message("en", trace.frames[i]!.narration.key, trace.frames[i]!.narration.params);
        for (let i = 1; i < trace.frames.length; i++)
          if (sameSaying(trace.frames[i - 1]!, trace.frames[i]!))
            expect(said(i), `${scenario} ${engine} ${i}`).toBe(said(i - 1));
      }
  });
});
