import { describe, expect, it } from "vitest";
import type { Scenario, ScenarioBlock } from "../../src/scenarios";
import { checkScenario } from "../../src/scenarios";
import { FAULT_IDS, faultName, parseFaults, playScenario } from "../../src/steps";
import { scenario as builtIn, rng } from "./helpers";
import { ruleViolations } from "./rules";
import { framesOf } from "../../src/steps/frame-store";

const SECRET_PATHS = ["/etc/passwd", "C:\\\\Users\\\\mei\\\\secret.txt", "/Users/mei/Private/tax.pdf"];
const VALUES = ['".pdf"', '".PDF"', '"pdf"', "123", "null", "true", '""', '".tar.gz"', '"/etc/passwd"', '"C:\\\\Users\\\\mei\\\\secret.txt"', '"\\u002epdf"', '"🎉"', "[1,2]", '{"a":1}', '".p\\df"'];
const KEYS = ['"extension"', '"extension"', '"extension"', '"path"', '"recursive"', '"Extension"', '"__proto__"', '"dir"'];

function argumentText(r: ReturnType<typeof rng>): string {
  const kind = r.int(10);
  if (kind === 0) return "";
  if (kind === 1) return Array.from({ length: r.int(30) }, () => r.pick(['{', '}', '"', ":", ",", "x", " ", "\\", "\n", "[", "]", "/", "."])).join("");
  if (kind === 2) return r.pick(["[]", '"just a string"', "42", "null", "{}", '{"path": "/Users/mei/Private/tax.pdf"}']);
  const pairs = Array.from({ length: r.int(3) + (kind > 5 ? 1 : 0) }, () => `${r.pick(KEYS)}: ${r.pick(VALUES)}`);
  const text = `{${pairs.join(r.pick([", ", ",", ",\n  "]))}${r.next() < 0.1 ? "," : ""}}`;
  // Sometimes cut the text anywhere, the way a length limit or a dropped connection does.
  return r.next() < 0.3 ? Array.from(text).slice(0, r.int(Array.from(text).length + 1)).join("") : text;
}

function randomPieces(r: ReturnType<typeof rng>, text: string): string[] | undefined {
  if (r.next() < 0.4) return undefined; // fixed-size pieces
  const chars = Array.from(text);
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; ) {
    const n = 1 + r.int(8);
    pieces.push(chars.slice(i, i + n).join(""));
    i += n;
  }
  return pieces;
}

function randomScenario(r: ReturnType<typeof rng>, base: Scenario, n: number): Scenario {
  const stopReason = r.pick(["toolUse", "toolUse", "stop", "length", "error", "aborted"] as const);
  const calls = r.int(4);
  const blocks: ScenarioBlock[] = r.next() < 0.5 ? [{ type: "text", text: "Checking." }] : [];
  for (let i = 0; i < calls; i++) {
    const args = argumentText(r);
    const pieces = randomPieces(r, args);
    blocks.push({
      type: "toolCall",
      id: r.pick([`call_${i}`, `toolu_${i}xyz`, `call_${i}|fc_${"a".repeat(r.int(60))}`]),
      name: r.next() < 0.85 ? "list_download_files" : r.pick(["find_files", "rm", ""]) || "x",
      arguments: args,
      ...(pieces ? { pieces } : {}),
    });
  }
  const breaks = (stopReason === "error" || stopReason === "aborted") && blocks.at(-1)?.type === "toolCall" && r.next() < 0.5;
  if (breaks) (blocks[blocks.length - 1] as Extract<ScenarioBlock, { type: "toolCall" }>).unfinished = true;
  return {
    ...base,
    id: `fuzz-${n}`,
    firstTurn: { blocks, stopReason, pieceSize: 1 + r.int(12), ...(stopReason === "error" ? { errorMessage: "boom at /srv/app/x.js" } : {}) },
  };
}

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
