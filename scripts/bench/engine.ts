/** Engine figures measured in Node: time and retained memory for growing inputs. */
import { builtInScenario, checkScenario, type Scenario } from "../../src/scenarios";
import { playScenario } from "../../src/engine";
import { MAX_PIECES } from "../../src/fake-provider/pieces";
import { median } from "./stats";

function base(): Scenario {
  const found = builtInScenario("happy-path");
  if (!found.ok) throw new Error("happy-path missing");
  return structuredClone(found.scenario);
}

/** A folder of `n` entries, half of them PDFs: the answer lists every PDF. */
export function folderScenario(n: number): Scenario {
  const s = base();
  s.id = `folder-${n}`;
  s.downloads.entries = Array.from({ length: n }, (_, i) => ({
    name: `report-${String(i).padStart(5, "0")}${i % 2 ? ".pdf" : ".txt"}`,
    type: "file" as const,
  }));
  return s;
}

/** A tool call whose argument text is `n` characters long. */
export function argumentScenario(n: number): Scenario {
  const s = base();
  s.id = `argument-${n}`;
  const call = s.firstTurn.blocks.find((b) => b.type === "toolCall");
  if (call?.type === "toolCall") call.arguments = JSON.stringify({ extension: ".pdf", note: "n".repeat(n - 34) });
  return s;
}

export interface Growth {
  label: string;
  ms: number;
  /** Heap still held by the trace after a full collection, in MB (null without `--expose-gc`). */
  heapMb: number | null;
  frames: number;
}

const RUNS = 5;

/**
 * Plays `scenario` (after one warm-up) and measures the median time of 5 runs, and the heap the
 * finished traces keep: all 5 are held, a full collection runs, and the growth is divided by 5.
 */
export async function measureGrowth(label: string, scenario: Scenario): Promise<Growth> {
  if (!checkScenario(scenario).ok) throw new Error(`${label} is not a valid scenario`);
  const gc = (globalThis as { gc?: () => void }).gc;
  await playScenario(scenario);
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept: Awaited<ReturnType<typeof playScenario>>[] = [];
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Each run starts from a collected heap, so one run's garbage is not billed to the next.
    gc?.();
    const t0 = performance.now();
    kept.push(await playScenario(scenario));
    times.push(performance.now() - t0);
  }
  gc?.();
  const heapMb = gc ? (process.memoryUsage().heapUsed - before) / RUNS / 1e6 : null;
  return { label, ms: median(times), heapMb, frames: kept[0]?.frames.length ?? 0 };
}

/** The longest stream a block can have: MAX_PIECES pieces of one character, each with pi-ai's preview. */
export async function engineTime(runs: number): Promise<number[]> {
  const scenario = base();
  const head = '{"extension": ';
  const tail = '".pdf"}';
  const args = head + " ".repeat(MAX_PIECES - head.length - tail.length) + tail;
  scenario.firstTurn = {
    blocks: [{ type: "toolCall", id: "call_01", name: "list_download_files", arguments: args }],
    stopReason: "toolUse",
    pieceSize: 1,
  };
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const trace = await playScenario(scenario);
    const ms = performance.now() - t0;
    if (trace.frames.filter((f) => f.event === "toolcall_delta").length !== MAX_PIECES)
      throw new Error(`not a ${MAX_PIECES}-piece stream`);
    if (i >= 2) times.push(ms); // two warm-up runs: module loading is not engine time
  }
  return times;
}
