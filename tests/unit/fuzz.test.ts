import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/scenarios";
import { FAULT_IDS, faultName, parseFaults, playScenario } from "../../src/engine";
import { scenario as builtIn, rng } from "./helpers";
import { randomScenario } from "./random-scenario";
import { ruleViolations } from "../../src/grader/rules";
import { framesOf } from "../../src/engine/frame-store";

const SECRET_PATHS = ["/etc/passwd", "C:\\\\Users\\\\mei\\\\secret.txt", "/Users/mei/Private/tax.pdf"];

describe("seeded fuzz", () => {
  it("keeps every rule over 2,000 random argument texts, piece splits and stop reasons", async () => {
    const r = rng(20261129);
    const base = builtIn("happy-path");
    const counts = { runs: 0, executed: 0, refused: 0, stopped: 0, invalid: 0 };
    for (let n = 0; n < 2000; n++) {
      const s = randomScenario(r, base, n);
      const checked = checkScenario(s);
      expect(checked.ok, `fuzz case ${n} is a valid scenario`).toBe(true);
      // One variant per fault: two variants of one fault are refused as a conflict.
      const byName = new Map(Array.from({ length: r.int(3) }, () => r.pick(FAULT_IDS)).map((id) => [faultName(id), id]));
      const faultIds = [...byName.values()];
      const faults = parseFaults(faultIds);
      if (!faults.ok) throw new Error("unreachable");
      const trace = await playScenario(s, { faults: faults.faults });
      const problems = ruleViolations(trace, { root: base.downloads.path, secrets: SECRET_PATHS });
      expect(problems, `case ${n}: ${JSON.stringify(s.firstTurn)} faults ${faultIds.join(",")}`).toEqual([]);
      counts.runs++;
      if (trace.executions.length) counts.executed++;
      if (framesOf(trace).some((f) => f.gate?.decision === "refuse-truncated")) counts.refused++;
      if (trace.outcome === "stopped") counts.stopped++;
      if (framesOf(trace).some((f) => f.validation?.status === "invalid")) counts.invalid++;
    }
    // The fuzz must actually reach every branch, or it proves little.
    expect(counts.executed).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(100);
    expect(counts.stopped).toBeGreaterThan(100);
    expect(counts.invalid).toBeGreaterThan(100);
  }, 60_000);
});
