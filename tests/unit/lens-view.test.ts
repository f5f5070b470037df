/**
 * The lens's views, in Node: how a difference's two sides read (from the typed difference, with the
 * real bad-arguments lens trace), where two texts part, and the streaming-cost plot's log axes.
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { catalogs } from "../../src/i18n";
import { lensViewCatalogs, lensViewText } from "../../src/playground/lens/view-words";
import { placeholderNames } from "../../src/text/template";
import { playLens } from "../../src/lens/play-lens";
import type { CostPoint } from "../../src/lens/cost";
import { layoutChart, formatMs, formatTick } from "../../src/playground/lens/cost-chart";
import { costPlanFor, pointsIn } from "../../src/playground/lens/cost-client";
import { sidesOf, splitChange } from "../../src/playground/lens/sides";
import { scenario } from "./helpers";

const t = (key: string, params?: Record<string, string | number>) => lensViewText("en", key, params ?? {});

describe("the lens views' words", () => {
  it("say the same things in both languages (Chinese really Chinese), and every key a view uses exists", () => {
    const { en, "zh-CN": zh } = lensViewCatalogs;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholderNames(zh[key]!), key).toEqual(placeholderNames(text));
      expect(/[\u4e00-\u9fff]/.test(zh[key]!), key).toBe(true);
    }
    const dir = "src/playground/lens";
    const used = readdirSync(dir).flatMap((f) =>
      [...readFileSync(`${dir}/${f}`, "utf8").matchAll(/\btl\("([a-z][\w.-]*)"/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => !Object.hasOwn(en, key))).toEqual([]);
    // The switch's and the line's words stay in the first chunk's catalogs.
    const first = readdirSync(dir).flatMap((f) =>
      [...readFileSync(`${dir}/${f}`, "utf8").matchAll(/\blab\.t\("(ui\.(?:lens|cost)[\w.-]*)"/g)].map((m) => m[1]!),
    );
    expect(first.filter((key) => !Object.hasOwn(catalogs.en, key))).toEqual([]);
  });

  it("every key a playground view passes to lab.t is in the main catalog, never another feature's words", () => {
    const files = readdirSync("src/playground", { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".tsx"),
    );
    // A call's key ends at its first `")` or `",`; a ternary's keys all come before it.
    const argsOf = (text: string) => [...text.matchAll(/\blab\.t\(([^\n]*?"[),])/g)].map((m) => m[1]!);
    const keys = files.flatMap((f) =>
      argsOf(readFileSync(`src/playground/${f}`, "utf8")).flatMap((arg) =>
        [...arg.matchAll(/"(ui\.[\w.-]+)"/g)].map((k) => `${f}: ${k[1]}`),
      ),
    );
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((entry) => !Object.hasOwn(catalogs.en, entry.split(": ")[1]!))).toEqual([]);
  });
});

describe("a difference's two sides", () => {
  it("bad-arguments: the error text and what the model receives read as each version's own words", async () => {
    const trace = await playLens(scenario("bad-arguments"), { lang: "en" });
    const error = trace.lens!.differences.find((d) => d.kind === "error-text")!;
    const sides = sidesOf(error, t);
    expect(sides).toMatchObject({ kind: "sides" });
    if (sides.kind !== "sides") return;
    expect(sides.before).toContain('must match pattern "^\\.[A-Za-z0-9]+$"');
    expect(sides.after).toContain("expected to match ^\\.[A-Za-z0-9]+$");
    // The tool result's content is shown as the text the model reads, not as JSON (the loop sends pi-ai's error).
    const loop = await playLens(scenario("bad-arguments"), { lang: "en", engine: "loop" });
    const result = loop.lens!.differences.find((d) => d.kind === "model-text" && Array.isArray(d.before))!;
    const text = sidesOf(result, t);
    expect(text.kind === "sides" && text.before.startsWith("Validation failed for tool")).toBe(true);
  }, 30_000);

  it("the loop's results on cancel read per turn, in words", () => {
    const sides = sidesOf(
      {
        kind: "loop-results",
        pkg: "pi-agent-core",
        changedIn: "after-1.4.0",
        frame: 20,
        before: [{ turn: 1, calls: 3, results: 1 }],
        after: [{ turn: 1, calls: 3, results: 3 }],
      },
      t,
    );
    expect(sides).toEqual({ kind: "sides", before: "turn 1: 3 calls, 1 result", after: "turn 1: 3 calls, 3 results" });
  });

  it("a verdict reads as accepted or refused, with the refusal's text", () => {
    const sides = sidesOf(
      {
        kind: "verdict",
        pkg: "pi-ai",
        changedIn: "1.5.0",
        frame: 18,
        toolCallId: "call_01",
        before: { status: "invalid", message: "must be boolean" },
        after: { status: "valid", message: null },
      },
      t,
    );
    expect(sides).toEqual({ kind: "sides", before: "refused\nmust be boolean", after: "accepted" });
  });

  it("a changed history says where it changed (it carries no values of its own)", () => {
    expect(
      sidesOf(
        {
          kind: "request-history",
          pkg: "pi-ai",
          changedIn: "1.5.0",
          frame: 20,
          api: "scripted",
          path: "messages.2.content",
          before: null,
          after: null,
        },
        t,
      ),
    ).toEqual({ kind: "paths", paths: "messages.2.content" });
  });

  it("two texts part where they first differ and meet again where their tails agree", () => {
    const a = 'x: must match pattern "^a$"\nend';
    const b = "x: expected to match ^a$\nend";
    const at = splitChange(a, b);
    expect(a.slice(0, at.head)).toBe("x: ");
    expect(a.slice(at.tailA)).toBe("\nend");
    expect(b.slice(at.head, at.tailB)).toBe("expected to match ^a$");
    expect(splitChange("same", "same")).toEqual({ head: 4, tailA: 4, tailB: 4 });
  });
});

describe("the streaming-cost plot", () => {
  const point = (
    version: CostPoint["version"],
    length: number,
    ms: number,
    status: CostPoint["status"] = "measured",
    scenario?: true,
  ): CostPoint => ({ version, length, pieces: length, status, ms, ...(scenario ? { scenario } : {}) });

  it("puts lengths and times on log axes: each decade the same distance, both series drawn, skipped points not", () => {
    const plan = { lengths: [100, 1_000, 10_000], capMs: 2_000 };
    const points = [
      point("1.4.0", 100, 1),
      point("1.6.0", 100, 0.01),
      point("1.4.0", 1_000, 100),
      point("1.6.0", 1_000, 0.1),
      point("1.4.0", 10_000, 2_100, "over-cap"),
      point("1.6.0", 10_000, 1),
      { version: "1.4.0" as const, length: 100_000, pieces: 100_000, status: "skipped" as const },
      point("1.6.0", 30, 0.005, "measured", true),
    ];
    const layout = layoutChart(points, plan);
    const xs = layout.xTicks.map((tick) => tick.x);
    expect(layout.xTicks.map((tick) => tick.value)).toEqual([10, 100, 1_000, 10_000]);
    expect(xs[2]! - xs[1]!).toBeCloseTo(xs[1]! - xs[0]!, 6);
    const ys = layout.yTicks.map((tick) => tick.y);
    expect(ys[0]! - ys[1]!).toBeCloseTo(ys[1]! - ys[2]!, 6);
    expect(layout.series.map((s) => [s.version, s.points.split(" ").length])).toEqual([
      ["1.4.0", 3],
      ["1.6.0", 3],
    ]);
    expect(layout.marks).toHaveLength(7);
    expect(layout.marks.filter((m) => m.scenario)).toHaveLength(1);
    // 1.4.0's last point stopped above the cap line (SVG y grows downwards).
    const over = layout.marks.find((m) => m.status === "over-cap")!;
    expect(over.y).toBeLessThan(layout.capY);
  });

  it("with nothing measured yet draws the axes and the cap, and no series", () => {
    const layout = layoutChart([], { lengths: [100, 100_000], capMs: 2_000 });
    expect(layout.xTicks.map((tick) => tick.value)).toEqual([100, 1_000, 10_000, 100_000]);
    expect(layout.series.every((s) => s.points === "")).toBe(true);
    expect(Number.isFinite(layout.capY)).toBe(true);
  });

  it("says times as people read them", () => {
    expect([formatMs(0.0042), formatMs(0.35), formatMs(3.21), formatMs(42.4), formatMs(2_034)]).toEqual([
      "4.2 µs",
      "350 µs",
      "3.2 ms",
      "42 ms",
      "2.03 s",
    ]);
    expect([0.001, 0.01, 0.1, 1, 10, 100, 1_000, 10_000].map(formatTick)).toEqual([
      "1 µs",
      "10 µs",
      "100 µs",
      "1 ms",
      "10 ms",
      "100 ms",
      "1 s",
      "10 s",
    ]);
  });

  it("plans the scenario's point with every piece it asked for, and the series at its piece size", async () => {
    const { cappedScenario } = await import("./capped-scenario");
    const { playScenario } = await import("../../src/engine");
    const plan = costPlanFor(await playScenario(cappedScenario()));
    expect(plan.scenario!.pieces).toBeGreaterThan(500);
    expect(plan.scenario!.streamed).toBeLessThanOrEqual(500);
    expect(plan.pieceSize).toBe(1);
    expect(pointsIn(plan)).toBe(2 * (plan.lengths.length + 1));
  });
});
