import { describe, expect, it } from "vitest";
import { parseStreamingJson } from "@earendil-works/pi-ai";
import { builtInScenario } from "../../src/scenarios";
import { checkScenario } from "../../src/scenarios/load";
import {
  cutEvery,
  finalCheck,
  latestPreview,
  normalizeCuts,
  pieceEnds,
  pieceRow,
  piecesFromCuts,
  STREAM_EXAMPLES,
  streamLimit,
  streamScenario,
} from "../../src/engine/stream-lab";
import { LIMITS } from "../../src/scenarios/limits";
import { decodeShare, encodeShare } from "../../src/playground/editors/share";
import { streamViewParts } from "../../src/playground/editors/stream-view";
import { playScenario } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";

const steps = (text: string, cuts: number[]) => {
  const pieces = piecesFromCuts(text, cuts);
  return pieceEnds(pieces).map((end, i) => pieceRow(text, pieces, i + 1, end).step);
};

describe("the Stream lab", () => {
  it("cuts text into pieces that always join back, whatever the cut points", () => {
    const text = '{"extension": ".pdf"}';
    expect(cutEvery(text, 8)).toEqual([8, 16]);
    expect(piecesFromCuts(text, [16, 8, 8, 0, 99, 2.5, -1])).toEqual(['{"extens', 'ion": ".', 'pdf"}']);
    expect(normalizeCuts(text, [21, 20, 1])).toEqual([1, 20]);
    for (const size of [1, 2, 3, 7, 100]) expect(piecesFromCuts(text, cutEvery(text, size)).join("")).toBe(text);
    expect(piecesFromCuts("", [])).toEqual([""]);
  });

  it("names the step each example reaches, and the preview is pi-ai's own", () => {
    const reached = new Set(STREAM_EXAMPLES.flatMap((e) => steps(e.text, e.cuts)));
    expect([...reached].sort()).toEqual(["empty", "gave-up", "json", "partial", "partial-repaired", "repaired-json"]);
    expect(steps(' {"extension": ".pdf"}', [1, 8])).toEqual(["empty", "partial", "json"]);
    expect(steps('{"extension": ".pdf\t"}', [])).toEqual(["repaired-json"]);
    expect(steps('"\\.pdf"}', [])).toEqual(["partial-repaired"]);
    expect(steps("nope", [])).toEqual(["gave-up"]);
    const row = pieceRow('{"extension": ".p', ['{"extension": ".p'], 1, 17);
    expect(row.preview).toEqual(parseStreamingJson('{"extension": ".p'));
    expect(row.partialJson).toEqual({ ok: true, value: { extension: ".p" } });
    expect(row.jsonParse.ok).toBe(false);
  });

  it("previews the whole text after a keystroke as the table's last row does", () => {
    const texts = [...STREAM_EXAMPLES.map((e) => e.text), "", '{"extension": "' + "x".repeat(10_000)];
    for (const text of texts) {
      const pieces = piecesFromCuts(text, []);
      const row = pieceRow(text, pieces, pieces.length, text.length);
      expect(latestPreview(text)).toEqual({ preview: row.preview, step: row.step });
    }
  });

  it("checks the whole text with parseToolCallArguments and validateToolArguments", () => {
    expect(finalCheck('{"extension": ".pdf"}')).toEqual({
      arguments: { extension: ".pdf" },
      validation: { ok: true, args: { extension: ".pdf" } },
    });
    const number = finalCheck('{"extension": 123}');
    expect(number.validation.ok).toBe(false);
    const broken = finalCheck("nope");
    expect(broken.arguments).toEqual({});
    expect(broken.argumentsError).toBeDefined();
  });

  it("'Play this' makes a scenario the loader accepts and the engine streams piece by piece", async () => {
    const base = builtInScenario("happy-path");
    if (!base.ok) throw new Error("no happy path");
    const text = '{"extension": ".pdf"}';
    const pieces = piecesFromCuts(text, [3, 9]);
    const scenario = streamScenario(base.scenario, text, pieces);
    expect(checkScenario(JSON.parse(JSON.stringify(scenario))).ok).toBe(true);
    const trace = await playScenario(scenario);
    const deltas = framesOf(trace)
      .filter((f) => f.event === "toolcall_delta")
      .map((f) => f.stream?.delta);
    expect(deltas).toEqual(pieces);
    expect(
      base.scenario.firstTurn.blocks.some(
        (b) => b.type === "toolCall" && b.arguments === text && b.pieces?.length === 3,
      ),
    ).toBe(false);
  });
});

describe("a Stream lab link past the limits (issue 41)", () => {
  it("the 100,000-bracket link is held at the guard: its limit, and no parse of it at all", async () => {
    const code = await encodeShare({ kind: "stream", text: "[".repeat(100_000) });
    const link = `?edit=stream&code=${code}`;
    expect(link.length).toBeLessThan(300);
    const decoded = await decodeShare(code);
    if (!decoded.ok) throw new Error(decoded.problem);
    const limit = { kind: "too-deep", n: 100_000, max: LIMITS.argumentDepth };
    expect(streamLimit(decoded.edit.text)).toEqual(limit);
    expect([...streamViewParts({ version: 1, text: decoded.edit.text, cuts: [], page: 0 })]).toEqual([
      { version: 1, part: "limit", limit },
      { version: 1, part: "done" },
    ]);
    expect(streamLimit("x".repeat(LIMITS.textChars + 1))).toEqual({
      kind: "too-long",
      n: LIMITS.textChars + 1,
      max: LIMITS.textChars,
    });
    expect(streamLimit(`${"[".repeat(LIMITS.argumentDepth)}${"]".repeat(LIMITS.argumentDepth)}`)).toBeUndefined();
  });
});
