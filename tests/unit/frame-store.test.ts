import { describe, expect, it } from "vitest";
import { applyPatch, diff } from "../../src/engine/trace/patch";
import { createFrameReader, framesOf, storeFrames } from "../../src/engine/trace/frame-store";
import { checkScenario, type Scenario } from "../../src/scenarios";
import { playScenario } from "../../src/engine";
import { scenario as builtIn, rng } from "./helpers";

describe("patches", () => {
  it("turn any value into the next, sharing what did not change and never touching the old one", () => {
    const r = rng(7);
    const text = () => "abc😀 ".repeat(r.int(30));
    const value = (depth: number): unknown => {
      const kind = r.int(depth > 2 ? 3 : 6);
      if (kind === 0) return text();
      if (kind === 1) return r.int(5) === 0 ? null : r.int(100);
      if (kind === 2) return r.int(2) === 0;
      if (kind === 3) return Array.from({ length: r.int(4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, (_, i) => [["a", "b", "__proto__", "constructor"][i]!, value(depth + 1)]),
      );
    };
    const grow = (v: unknown): unknown =>
      typeof v === "string"
        ? v + text()
        : Array.isArray(v)
          ? [...v, value(2)]
          : v && typeof v === "object"
            ? { ...v, c: value(2) }
            : value(1);
    for (let n = 0; n < 500; n++) {
      const prev = value(0);
      const next = r.int(2) ? grow(prev) : value(0);
      const frozen = JSON.stringify(prev);
      const patch = diff(prev, next);
      const viaJson = patch === undefined ? undefined : JSON.parse(JSON.stringify(patch));
      expect(applyPatch(prev, viaJson)).toEqual(next);
      expect(JSON.stringify(prev)).toBe(frozen);
    }
  });

  it("store a grown string as what was appended, and keep a key named __proto__ as data", () => {
    const before = { text: "x".repeat(100) };
    expect(diff(before, { text: before.text + "yz" })).toEqual({ o: [["text", { x: "yz" }]] });
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}');
    const rebuilt = applyPatch({}, JSON.parse(JSON.stringify(diff({}, hostile)))) as Record<string, unknown>;
    expect(Object.hasOwn(rebuilt, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(rebuilt)).toBe(Object.prototype);
  });
});

describe("stored frames", () => {
  it("rebuild the same frames in any order of reading", async () => {
    const trace = await playScenario(builtIn("two-calls"));
    const inOrder = framesOf(trace);
    const reader = createFrameReader(trace);
    const r = rng(3);
    for (let n = 0; n < 200; n++) {
      const i = r.int(trace.frames.length);
      expect(reader.at(i)).toEqual(inOrder[i]);
    }
    expect(framesOf({ frames: storeFrames(inOrder) })).toEqual(inOrder);
    expect(() => reader.at(trace.frames.length)).toThrow(RangeError);
  });

  it("grow linearly: twice the argument text or twice the folder at most doubles the stored trace", async () => {
    const size = async (change: (s: Scenario) => void) => {
      const s = structuredClone(builtIn("happy-path"));
      change(s);
      expect(checkScenario(s).ok).toBe(true);
      return JSON.stringify(await playScenario(s)).length;
    };
    const argument = (n: number) => (s: Scenario) => {
      const call = s.firstTurn.blocks.find((b) => b.type === "toolCall")!;
      if (call.type === "toolCall") call.arguments = JSON.stringify({ extension: ".pdf", note: "n".repeat(n) });
    };
    const folder = (n: number) => (s: Scenario) => {
      s.downloads.entries = Array.from({ length: n }, (_, i) => ({ name: `report-${i}.pdf`, type: "file" as const }));
    };
    const [a1, a2] = [await size(argument(20_000)), await size(argument(40_000))];
    const [f1, f2] = [await size(folder(2_000)), await size(folder(4_000))];
    expect(a2 / a1).toBeLessThan(2.05);
    expect(f2 / f1).toBeLessThan(2.05);
    // The whole text appears in a few dozen places (the final call, validation, the Context, the
    // second request…); before frames were patches, it was stored again in each of its ~500 frames.
    expect(a2).toBeLessThan(40_000 * 50);
    // Four traces with 500-piece blocks: sized for a loaded two-core machine (this asserts size, not speed).
  }, 60_000);
});
