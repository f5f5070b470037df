import { describe, expect, it } from "vitest";
import { FORGED_ROUNDS } from "../fixtures/forged-rounds";
import { runGrade } from "../../src/cli/run-grade";
import { runTrace } from "../../src/cli/run-trace";
import { challengeSource, CORRECT_ROUND } from "../../src/learner-round/starters";
import { ROUND_COMBOS } from "../../src/learner-round/grade";
import { RULE_IDS } from "../../src/grader/rules";
import { roundText } from "../../src/i18n/round";

/** The command with files in memory; what it printed and its exit code. */
async function run(command: typeof runGrade, argv: string[], files: Record<string, string>) {
  let out = "";
  let err = "";
  const code = await command(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    cwd: "/work",
    readFile: (path) => {
      const name = path.replace(/^\/work\//, "");
      if (!Object.hasOwn(files, name)) throw Object.assign(new Error("missing"), { code: "ENOENT" });
      return new TextEncoder().encode(files[name]);
    },
  });
  return { code, out, err };
}

describe("npm run grade", () => {
  it("passes the chapter's round: every cell, exit 0", async () => {
    const r = await run(runGrade, ["round.ts"], { "round.ts": CORRECT_ROUND });
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${ROUND_COMBOS.length} of ${ROUND_COMBOS.length} pass.`);
  }, 60_000);
  it("names the §13 rule in Chinese, alone, for a round that leaves out the reply, with the trace command, exit 1", async () => {
    const r = await run(runGrade, ["round.ts", "--lang", "zh-CN"], { "round.ts": FORGED_ROUNDS["no-push"].source });
    expect(r.code).toBe(1);
    const number = RULE_IDS.indexOf("results-follow-reply") + 1;
    const named = r.out.split("\n").filter((line) => /^ {2}\d+ §/.test(line));
    expect(named).toHaveLength(1);
    expect(named[0]).toContain(`${number} §13 ${roundText("zh-CN", "rule.results-follow-reply")}`);
    expect(named[0]).toMatch(/npm run trace -- happy-path --round round\.ts/);
  }, 60_000);
  it("prints every cell as JSON, and fails a round that never asks the model", async () => {
    const r = await run(runGrade, ["round.ts", "--json"], { "round.ts": FORGED_ROUNDS["never-asks"].source });
    const json = JSON.parse(r.out) as { broken: string[]; cells: { rule?: string }[] };
    expect(r.code).toBe(1);
    expect(json.broken).toEqual(["asks-model"]);
    expect(json.cells.every((c) => c.rule === "asks-model")).toBe(true);
  }, 60_000);
  it("refuses a module without round() in one line, exit 2", async () => {
    const r = await run(runGrade, ["round.ts"], { "round.ts": "export const nothing = 1;" });
    expect(r).toMatchObject({ code: 2, out: "" });
    expect(r.err).toMatch(/^grade: "round\.ts" cannot be used: .*round.*\n$/);
    // A worker thread starts and loads the module first: seconds on two busy cores.
  }, 60_000);
  it("stops a runaway round in each cell and marks the rest after three in a row, exit 1", async () => {
    const r = await run(runGrade, ["round.ts", "--json"], {
      "round.ts": "export async function round() { while (true) {} }",
    });
    const json = JSON.parse(r.out) as { cells: { problem?: { how: string }; skipped?: boolean }[] };
    expect(r.code).toBe(1);
    expect(json.cells.every((c) => c.problem?.how === "timeout")).toBe(true);
    expect(json.cells.filter((c) => !c.skipped)).toHaveLength(3);
  }, 60_000);
  it("says in --help that the module runs in this process", async () => {
    expect((await run(runGrade, ["--help"], {})).out).toMatch(/runs IN THIS PROCESS, in a worker thread, unsandboxed/);
  });
});

describe("npm run trace -- --round", () => {
  it("plays one scenario with the learner's round", async () => {
    const r = await run(runTrace, ["folder-denied", "--round", "round.ts", "--script"], {
      "round.ts": challengeSource("leaks-path")!,
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Your round called the application's execute\(\), and the read failed \(EACCES\)/);
    expect(r.out).toMatch(/Your round returned the model's reply/);
  }, 60_000);
});
