import { describe, expect, it } from "vitest";
import { checkScenario, type Scenario } from "../../src/scenarios";
import { FAULT_IDS, faultName, parseFaults, playScenario } from "../../src/engine";
import { scenario as builtIn, rng } from "./helpers";
import { randomScenario } from "./random-scenario";
import { ruleViolations } from "../../src/grader/rules";
import { framesOf } from "../../src/engine/trace/frame-store";

const SECRET_PATHS = ["/etc/passwd", "C:\\\\Users\\\\mei\\\\secret.txt", "/Users/mei/Private/tax.pdf"];
const CASES = 2000;
/** Cases per test: one `it` over all 2,000 missed its 60 s on a loaded machine (issue 17, item 5). */
const BATCH = 50;

const base = builtIn("happy-path");

/** The 2,000 cases, drawn up front in the order one seeded generator gives them (cheap: nothing is played). */
function drawCases(): { s: Scenario; faultIds: string[] }[] {
  const r = rng(20261129);
  return Array.from({ length: CASES }, (_, n) => {
    const s = randomScenario(r, base, n);
    // One variant per fault: two variants of one fault are refused as a conflict.
    const byName = new Map(Array.from({ length: r.int(3) }, () => r.pick(FAULT_IDS)).map((id) => [faultName(id), id]));
    return { s, faultIds: [...byName.values()] };
  });
}
const cases = drawCases();

type Counts = { runs: number; executed: number; refused: number; stopped: number; invalid: number };
/** What each batch reached, by its first case's index: the last test sums them. */
const reached = new Map<number, Counts>();

/** Plays cases `from` to `from + BATCH - 1`, checks every rule on each, and counts the branches reached. */
async function playBatch(from: number, check: boolean): Promise<Counts> {
  const counts: Counts = { runs: 0, executed: 0, refused: 0, stopped: 0, invalid: 0 };
  for (let n = from; n < Math.min(from + BATCH, CASES); n++) {
    const { s, faultIds } = cases[n]!;
    if (check) expect(checkScenario(s).ok, `fuzz case ${n} is a valid scenario`).toBe(true);
    const faults = parseFaults(faultIds);
    if (!faults.ok) throw new Error("unreachable");
    const trace = await playScenario(s, { faults: faults.faults });
    if (check) {
      const problems = ruleViolations(trace, { root: base.downloads.path, secrets: SECRET_PATHS });
      expect(problems, `case ${n}: ${JSON.stringify(s.firstTurn)} faults ${faultIds.join(",")}`).toEqual([]);
    }
    counts.runs++;
    if (trace.executions.length) counts.executed++;
    if (framesOf(trace).some((f) => f.gate?.decision === "refuse-truncated")) counts.refused++;
    if (trace.outcome === "stopped") counts.stopped++;
    if (framesOf(trace).some((f) => f.validation?.status === "invalid")) counts.invalid++;
  }
  return counts;
}

const starts = Array.from({ length: Math.ceil(CASES / BATCH) }, (_, i) => i * BATCH);
const batches = starts.map((from) => ({ from, range: `${from} to ${Math.min(from + BATCH, CASES) - 1}` }));

describe("seeded fuzz: 2,000 random argument texts, piece splits and stop reasons", () => {
  it.for(batches)("cases $range keep every rule", async ({ from }) => {
    reached.set(from, await playBatch(from, true));
  });

  // The fuzz must actually reach every branch, or it proves little. A batch that did not run here
  // (a filtered run) is played for its counts only.
  it("reaches every branch more than 100 times", async () => {
    const total: Counts = { runs: 0, executed: 0, refused: 0, stopped: 0, invalid: 0 };
    for (const from of starts) {
      const counts = reached.get(from) ?? (await playBatch(from, false));
      for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
    }
    expect(total.runs).toBe(CASES);
    expect(total.executed).toBeGreaterThan(100);
    expect(total.refused).toBeGreaterThan(100);
    expect(total.stopped).toBeGreaterThan(100);
    expect(total.invalid).toBeGreaterThan(100);
  });
});
