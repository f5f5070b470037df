/**
 * The streaming-cost plot's geometry: measured points (`src/lens/cost.ts`) to an SVG's log axes,
 * two series and the scenario's own point. Pure: no Solid, no DOM, so it is tested in Node.
 */
import type { PiVersion } from "../../fake-provider/kit";
import type { CostPlan, CostPoint } from "../../lens/cost";

/** The chart's drawing box, in SVG units (the SVG scales to its box). */
export const CHART = { width: 480, height: 310, left: 52, right: 14, top: 28, bottom: 42 } as const;

/** The two series, in the order the legend and the table name them. */
export const VERSIONS: readonly PiVersion[] = ["1.4.0", "1.6.0"];

/** A time too short for the clock still sits on the axis (the log of 0 is not a place). */
const FLOOR_MS = 1e-4;

/** One drawn point. */
export interface ChartMark {
  version: PiVersion;
  x: number;
  y: number;
  status: CostPoint["status"];
  scenario: boolean;
}

/** Everything the SVG draws. */
export interface ChartLayout {
  xTicks: { x: number; value: number }[];
  yTicks: { y: number; value: number }[];
  /** One polyline per version (its measured points and the point where it hit the cap). */
  series: { version: PiVersion; points: string }[];
  marks: ChartMark[];
  /** Where the time cap sits. */
  capY: number;
}

const decade = (value: number, up: boolean) =>
  10 ** (up ? Math.ceil(Math.log10(value)) : Math.floor(Math.log10(value)));

/** Powers of ten from `lo` to `hi`, both included. */
function powers(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let e = Math.round(Math.log10(lo)); e <= Math.round(Math.log10(hi)); e++) out.push(10 ** e);
  return out;
}

/** Lays out `points` (as they arrive; skipped ones are not drawn) for `plan`. */
export function layoutChart(
  points: readonly CostPoint[],
  plan: Pick<CostPlan, "lengths" | "capMs" | "scenario">,
): ChartLayout {
  const drawn = points.filter((p) => p.status !== "skipped" && p.ms !== undefined);
  const lengths = [...plan.lengths, ...drawn.map((p) => p.length)];
  const xLo = decade(Math.max(1, Math.min(...lengths)), false);
  const xHi = decade(Math.max(...lengths), true);
  const times = drawn.map((p) => Math.max(FLOOR_MS, p.ms!));
  const yLo = decade(Math.min(0.01, ...times), false);
  const yHi = decade(Math.max(plan.capMs, ...times), true);
  const w = CHART.width - CHART.left - CHART.right;
  const h = CHART.height - CHART.top - CHART.bottom;
  const x = (v: number) => CHART.left + (w * (Math.log10(v) - Math.log10(xLo))) / (Math.log10(xHi) - Math.log10(xLo));
  const y = (v: number) =>
    CHART.top + h - (h * (Math.log10(Math.max(FLOOR_MS, v)) - Math.log10(yLo))) / (Math.log10(yHi) - Math.log10(yLo));
  const marks = drawn.map((p): ChartMark => ({
    version: p.version,
    x: x(p.length),
    y: y(p.ms!),
    status: p.status,
    scenario: p.scenario === true,
  }));
  const series = VERSIONS.map((version) => ({
    version,
    points: marks
      .filter((m) => m.version === version && !m.scenario)
      .sort((a, b) => a.x - b.x)
      .map((m) => `${m.x.toFixed(1)},${m.y.toFixed(1)}`)
      .join(" "),
  }));
  return {
    xTicks: powers(xLo, xHi).map((value) => ({ x: x(value), value })),
    yTicks: powers(yLo, yHi).map((value) => ({ y: y(value), value })),
    series,
    marks,
    capY: y(plan.capMs),
  };
}

/** A time as people read it: µs below a millisecond, ms below a second, else s. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 2)} s`;
  if (ms >= 10) return `${ms.toFixed(0)} ms`;
  if (ms >= 1) return `${ms.toFixed(1)} ms`;
  const us = ms * 1000;
  return `${us >= 10 ? us.toFixed(0) : us.toFixed(1)} µs`;
}

/** An axis label for a length: 100, 1k, 10k, 100k. */
export function formatLength(n: number): string {
  return n >= 1000 ? `${n / 1000}k` : String(n);
}

/** The time cap as said on the chart: whole seconds as such ("2 s"). */
export function formatCap(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : formatMs(ms);
}

/** A time axis label for a power of ten: 1 µs … 100 µs, 1 ms … 100 ms, 1 s, 10 s. */
export function formatTick(ms: number): string {
  if (ms >= 1000) return `${Math.round(ms / 1000)} s`;
  if (ms >= 1) return `${Math.round(ms)} ms`;
  return `${Math.round(ms * 1000)} µs`;
}
