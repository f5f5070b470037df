/** Engine figures measured in Node: time and retained memory for growing inputs. */
import { builtInScenario, checkScenario, type Scenario } from "../../src/scenarios";
import { playScenario } from "../../src/steps";
import { framesOf } from "../../src/steps/frame-store";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function base(): Scenario {
  const found = builtInScenario("happy-path");
  if (!found.ok) throw new Error("happy-path missing");
  return structuredClone(found.scenario);
}

/** A folder of `n` entries, half of them PDFs: the answer lists every PDF. */
export function folderScenario(n: number): Scenario {
  const s = base();
  s.id = `folder-${n}`;
  s.downloads.entries = Array.from({ length: n }, (_, i) => ({ name: `report-${String(i).padStart(5, "0")}${i % 2 ? ".pdf" : ".txt"}`, type: "file" as const }));
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

/** Plays `scenario` (after one warm-up) and measures the median time of 3 runs and the heap the trace keeps. */
export async function measureGrowth(label: string, scenario: Scenario): Promise<Growth> {
  if (!checkScenario(scenario).ok) throw new Error(`${label} is not a valid scenario`);
  const gc = (globalThis as { gc?: () => void }).gc;
  await playScenario(scenario);
  const times: number[] = [];
  let heapMb: number | null = null;
  let frames = 0;
  for (let i = 0; i < 3; i++) {
    gc?.();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const trace = await playScenario(scenario);
    times.push(performance.now() - t0);
    gc?.();
    if (gc) heapMb = (process.memoryUsage().heapUsed - before) / 1e6;
    frames = trace.frames.length;
  }
  return { label, ms: median(times), heapMb, frames };
}

/** The 2,000-piece stream: one character per piece, each with pi-ai's preview. */
export async function engineTime(runs: number): Promise<number[]> {
  const scenario = base();
  const head = '{"extension": ';
  const tail = '".pdf"}';
  const args = head + " ".repeat(2000 - head.length - tail.length) + tail;
  scenario.firstTurn = { blocks: [{ type: "toolCall", id: "call_01", name: "list_download_files", arguments: args }], stopReason: "toolUse", pieceSize: 1 };
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const trace = await playScenario(scenario);
    const ms = performance.now() - t0;
    if (framesOf(trace).filter((f) => f.event === "toolcall_delta").length !== 2000) throw new Error("not a 2,000-piece stream");
    if (i >= 2) times.push(ms); // two warm-up runs: module loading is not engine time
  }
  return times;
}
