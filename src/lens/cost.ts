/**
 * The streaming-cost measure (issue 21, the version lens's plot): how long each pi-ai version takes
 * to read one tool call's argument text piece by piece, as its adapters do — 1.4.0 parses the whole
 * text again on every piece (`parseStreamingJson`), 1.6.0 reads each piece once
 * (`ToolCallArgumentsStream`, an incremental `StreamingJsonParser` inside). Both through the kits'
 * own readers, so the measure calls exactly what the replay calls.
 *
 * Pure: no DOM, no worker. The clock is injected (`performance.now()` in the worker, a fake in
 * tests). The pieces are the scenario's full count: the frames' cap (`MAX_PIECES`) does not apply.
 */
import type { PiKit, PiVersion } from "../fake-provider/kit";
import { piecesOfCount, piecesOfSize } from "../fake-provider/pieces";
import type { Trace } from "../engine/trace/frames";
import { createFrameReader } from "../engine/trace/frame-store";

/** What the measure needs of a version: its name and its streaming-arguments reader. */
export type CostReader = Pick<PiKit, "version" | "createArgumentsReader">;

/** Milliseconds, from any origin (`performance.now()`). */
export interface CostClock {
  now(): number;
}

/** The argument lengths the plot measures: a log scale, half a decade apart. */
export const COST_LENGTHS: readonly number[] = [100, 300, 1_000, 3_000, 10_000, 30_000, 100_000];

/** A point's time limit: past it, the point stops where it is and the series measures nothing longer. */
export const COST_CAP_MS = 2_000;

/** Below this, one run is too short for the clock (browsers coarsen it): runs repeat and are averaged. */
const MIN_SAMPLE_MS = 20;

/** The clock is read every this many pieces: often enough to stop near the cap, rarely enough to cost nothing. */
const CLOCK_EVERY = 256;

/** The scenario's own point: its longest streamed argument and the pieces it asked for. */
export interface ScenarioArgument {
  text: string;
  /** The pieces the scenario asked for (before the frames' cap). */
  pieces: number;
  /** The pieces its frames streamed (fewer when the cap cut it). */
  streamed: number;
}

/** What to measure. */
export interface CostPlan {
  lengths: readonly number[];
  /** Characters (code points) a piece, for the series. */
  pieceSize: number;
  capMs: number;
  scenario?: ScenarioArgument;
}

/** One measured (or not measured) point of one version. */
export interface CostPoint {
  version: PiVersion;
  /** The argument's length in code points. */
  length: number;
  pieces: number;
  /** `measured`: `ms` is the time of the whole stream; `over-cap`: stopped after `fed` pieces at `ms`; `skipped`: a shorter point already passed the cap. */
  status: "measured" | "over-cap" | "skipped";
  ms?: number;
  fed?: number;
  /** The scenario's own point, not one of the series. */
  scenario?: true;
}

/**
 * A JSON object of exactly `length` characters (at least 30): the chapter's `extension` and a long
 * string, the shape of a long streamed argument.
 */
export function argumentOfLength(length: number): string {
  const head = '{"extension": ".pdf", "note": "';
  const tail = '"}';
  const room = Math.max(0, length - head.length - tail.length);
  return head + "Downloads ".repeat(Math.ceil(room / 10)).slice(0, room) + tail;
}

/** Feeds `pieces` to a fresh reader once; stops at `budget` ms. */
function streamOnce(
  reader: CostReader,
  pieces: readonly string[],
  clock: CostClock,
  budget: number,
): { ms: number; fed: number } {
  const start = clock.now();
  const r = reader.createArgumentsReader();
  for (let i = 0; i < pieces.length; i++) {
    r.append(pieces[i]!);
    if (i % CLOCK_EVERY === CLOCK_EVERY - 1 && clock.now() - start > budget)
      return { ms: clock.now() - start, fed: i + 1 };
  }
  return { ms: clock.now() - start, fed: pieces.length };
}

/**
 * The time `reader` takes for the whole of `pieces`. A short stream is run again until the runs
 * add up to a readable time, and the runs after the first (which warms the code up) are averaged.
 */
export function measureStream(
  reader: CostReader,
  pieces: readonly string[],
  clock: CostClock,
  capMs: number,
): Omit<CostPoint, "version" | "length"> {
  const first = streamOnce(reader, pieces, clock, capMs);
  if (first.fed < pieces.length || first.ms > capMs)
    return { pieces: pieces.length, status: "over-cap", ms: first.ms, fed: first.fed };
  if (first.ms >= MIN_SAMPLE_MS) return { pieces: pieces.length, status: "measured", ms: first.ms };
  let total = 0;
  let runs = 0;
  while (total < MIN_SAMPLE_MS && runs < 10_000) {
    total += streamOnce(reader, pieces, clock, capMs).ms;
    runs++;
  }
  return { pieces: pieces.length, status: "measured", ms: total / runs };
}

/**
 * Runs `plan` for each reader: the scenario's point first, then the series from short to long,
 * the versions taking turns at each length. `onPoint` gets each point as soon as it is known.
 * Once a version's point passes the cap, its longer points are `skipped` (reported, not measured).
 */
export function runCostPlan(
  plan: CostPlan,
  readers: readonly CostReader[],
  clock: CostClock,
  onPoint: (point: CostPoint) => void,
): CostPoint[] {
  const points: CostPoint[] = [];
  const emit = (point: CostPoint) => (points.push(point), onPoint(point));
  if (plan.scenario) {
    const pieces = piecesOfCount(plan.scenario.text, plan.scenario.pieces);
    const length = Array.from(plan.scenario.text).length;
    for (const reader of readers)
      emit({ version: reader.version, length, scenario: true, ...measureStream(reader, pieces, clock, plan.capMs) });
  }
  const stopped = new Set<PiVersion>();
  for (const length of plan.lengths) {
    const pieces = piecesOfSize(argumentOfLength(length), plan.pieceSize);
    for (const reader of readers) {
      if (stopped.has(reader.version)) {
        emit({ version: reader.version, length, pieces: pieces.length, status: "skipped" });
        continue;
      }
      const point: CostPoint = { version: reader.version, length, ...measureStream(reader, pieces, clock, plan.capMs) };
      if (point.status === "over-cap") stopped.add(reader.version);
      emit(point);
    }
  }
  return points;
}

/** The characters a piece the series uses for a scenario: its argument's length over its pieces (6 when it has none). */
export function seriesPieceSize(scenario: ScenarioArgument | undefined): number {
  if (!scenario) return 6;
  return Math.max(1, Math.round(Array.from(scenario.text).length / Math.max(1, scenario.pieces)));
}

/**
 * The scenario's longest streamed tool-call argument in `trace`, with the pieces it asked for (its
 * start frame says so when the cap cut it) and the pieces its frames streamed. None without calls.
 */
export function longestArgument(trace: Pick<Trace, "frames">): ScenarioArgument | undefined {
  const blocks: { requested?: number; deltas: number; last: number }[] = [];
  const open = new Map<string, (typeof blocks)[number]>();
  trace.frames.forEach((stored, i) => {
    const fact = stored.fact;
    if (fact.kind !== "stream" || fact.toolCallId === undefined) return;
    if (fact.event === "toolcall_start") {
      const block = {
        deltas: 0,
        last: -1,
        ...(fact.requestedPieces !== undefined ? { requested: fact.requestedPieces } : {}),
      };
      open.set(fact.toolCallId, block);
      blocks.push(block);
    }
    const block = open.get(fact.toolCallId);
    if (!block) return;
    // A "" delta (OpenAI Chat Completions opens a call with one) is no piece of the text.
    if (fact.event === "toolcall_delta" && !fact.emptyDelta) block.deltas++;
    if (fact.event === "toolcall_delta" || fact.event === "toolcall_end") block.last = i;
  });
  const reader = createFrameReader(trace);
  let best: ScenarioArgument | undefined;
  for (const block of blocks) {
    if (block.last < 0) continue;
    const text = reader.at(block.last).stream?.rawText ?? "";
    if (!best || text.length > best.text.length)
      best = { text, pieces: block.requested ?? block.deltas, streamed: block.deltas };
  }
  return best;
}
