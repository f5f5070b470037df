/**
 * The streaming-cost measure: both versions' real readers (the kits'), the time cap, the scenario's
 * point read from a trace, and the 1.6.0 point the issue names (100,000 characters, 1-character pieces).
 */
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { KIT_14 } from "../../src/fake-provider/kit";
import { MAX_PIECES } from "../../src/fake-provider/pieces";
import { KIT_16 } from "../../src/lens/kit-16";
import {
  argumentOfLength,
  longestArgument,
  measureStream,
  runCostPlan,
  seriesPieceSize,
  type CostClock,
  type CostPoint,
} from "../../src/lens/cost";
import { playScenario } from "../../src/engine";
import { cappedScenario } from "./capped-scenario";
import { scenario } from "./helpers";

const realClock: CostClock = { now: () => performance.now() };
/** A clock that moves `step` ms each time it is read: deterministic, whatever the machine. */
const tickingClock = (step: number): CostClock => {
  let t = 0;
  return { now: () => (t += step) };
};
const series = (points: CostPoint[], version: string) => points.filter((p) => p.version === version && !p.scenario);

describe("streaming cost", () => {
  it.each([100, 1_000, 100_000])("the argument of %i characters is a JSON object of exactly that length", (n) => {
    const text = argumentOfLength(n);
    expect(text.length).toBe(n);
    expect(typeof JSON.parse(text)).toBe("object");
  });

  it("both versions' real readers: 1.4.0's series grows with the length, far above 1.6.0's", () => {
    const points = runCostPlan(
      { lengths: [1_000, 4_000, 16_000], pieceSize: 8, capMs: 20_000 },
      [KIT_14, KIT_16],
      realClock,
      () => {},
    );
    const old = series(points, "1.4.0").map((p) => p.ms!);
    const next = series(points, "1.6.0").map((p) => p.ms!);
    expect(series(points, "1.4.0").every((p) => p.status === "measured")).toBe(true);
    // Each 4× longer argument takes longer in 1.4.0 (it re-reads the whole text per piece: far above
    // any noise). 1.6.0's short points are a few milliseconds, where a busy machine's noise (a GC, the
    // other core's build) is as large as the signal: its growth is not compared point to point.
    expect(old[1]! > old[0]! && old[2]! > old[1]!).toBe(true);
    expect(old[2]! / old[0]!).toBeGreaterThan(8);
    expect(old[2]!).toBeGreaterThan(next[2]! * 10);
  }, 60_000);

  it("1.6.0 reads 100,000 characters in 1-character pieces in under a second (100,000 pieces, uncapped)", () => {
    const [point] = runCostPlan({ lengths: [100_000], pieceSize: 1, capMs: 10_000 }, [KIT_16], realClock, () => {});
    expect(point).toMatchObject({ version: "1.6.0", length: 100_000, pieces: 100_000, status: "measured" });
    expect(point!.pieces).toBeGreaterThan(MAX_PIECES);
    expect(point!.ms!).toBeLessThan(1_000);
  }, 30_000);

  it("a point past the cap stops there, and the longer points of that version are reported, not measured", () => {
    // Each read of this clock is 10 ms, and it is read every 256 pieces: 10,000 pieces pass a 50 ms cap.
    const seen: CostPoint[] = [];
    const points = runCostPlan(
      { lengths: [100, 1_000, 10_000, 100_000], pieceSize: 1, capMs: 50 },
      [KIT_14],
      tickingClock(10),
      (p) => seen.push(p),
    );
    expect(seen).toEqual(points);
    const over = points.findIndex((p) => p.status === "over-cap");
    expect(over).toBeGreaterThanOrEqual(0);
    expect(points[over]!.fed!).toBeLessThan(points[over]!.pieces);
    expect(points.slice(over + 1).every((p) => p.status === "skipped" && p.ms === undefined)).toBe(true);
    expect(points.slice(0, over).every((p) => p.status === "measured")).toBe(true);
    expect(points.map((p) => p.status)).toEqual(["measured", "measured", "over-cap", "skipped"]);
  }, 30_000);

  it("the real 1.4.0 reader stops near a short real cap instead of running its whole stream", () => {
    const started = performance.now();
    const point = measureStream(KIT_14, Array.from(argumentOfLength(100_000)), realClock, 200);
    expect(point.status).toBe("over-cap");
    expect(point.fed!).toBeLessThan(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);

  it("the scenario's point is its longest argument with the pieces it asked for, measured first", async () => {
    const argument = longestArgument(await playScenario(cappedScenario(), {}))!;
    expect(argument).toMatchObject({ pieces: 1221, streamed: expect.any(Number) });
    expect(argument.text.length).toBe(1221);
    expect(argument.streamed).toBeLessThanOrEqual(MAX_PIECES);
    expect(seriesPieceSize(argument)).toBe(1);
    const points = runCostPlan(
      { lengths: [100], pieceSize: 1, capMs: 5_000, scenario: argument },
      [KIT_14, KIT_16],
      realClock,
      () => {},
    );
    expect(points.slice(0, 2)).toMatchObject([
      { version: "1.4.0", scenario: true, length: 1221, pieces: 1221, status: "measured" },
      { version: "1.6.0", scenario: true, length: 1221, pieces: 1221, status: "measured" },
    ]);
  });

  it("within the cap, the scenario's pieces are the ones its frames streamed (happy path: 4 of 6 characters)", async () => {
    expect(longestArgument(await playScenario(scenario("happy-path"), {}))).toEqual({
      text: '{"extension": ".pdf"}',
      pieces: 4,
      streamed: 4,
    });
  });
});
