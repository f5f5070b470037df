import { describe, expect, it } from "vitest";
import { FORGED_ROUNDS } from "../fixtures/forged-rounds";
import { RULE_IDS } from "../../src/grader/rules";
import {
  brokenRules,
  gradeLearnerRound,
  playCell,
  ROUND_COMBOS,
  scenarioById,
  ungradedReason,
  type Cell,
} from "../../src/learner-round/grade";
import { localRoundRunner } from "../../src/sandbox/local";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { CHALLENGES, challengeSource, CORRECT_ROUND, roundSkeleton } from "../../src/learner-round/starters";
import { LANGS } from "../../src/text/langs";
import { roundCatalogs } from "../../src/i18n/round";
import { framesOf } from "../../src/engine/trace/frame-store";
import { MAX_EXECUTES, type RoundRunner } from "../../src/sandbox/round-protocol";
import type { Trace } from "../../src/engine/trace/frames";
import { NARRATION_CLAIMS } from "./claims";
import { classCsv, csvField } from "../../src/learner-round/class-csv";
import { brokenName, problemLabel } from "../../src/learner-round/verdict";

function runnerOf(source: string, limitMs?: number): RoundRunner {
  const made = localRoundRunner(source, limitMs);
  if (!made.ok) throw new Error(`${made.problem.key}: ${made.problem.detail}`);
  return made.runner;
}

/** Every sentence said in `trace` checked by its claim; the problems found. */
function untrue(trace: Trace): string[] {
  const frames = framesOf(trace);
  return frames.flatMap((frame, at) => {
    const claim = NARRATION_CLAIMS[frame.narration.key];
    const problem = claim ? claim({ trace, frames, at, params: frame.narration.params }) : "no claim for this sentence";
    return problem ? [`frame ${at + 1} ${frame.narration.key}: ${problem}`] : [];
  });
}

/** A graded round: its cells, and for each played cell the sentences found untrue in its trace. */
interface Graded {
  cells: Cell[];
  said: { cell: string; untrue: string[] }[];
}

const grades = new Map<string, Promise<Graded>>();
const label = (c: { scenario: string; faults: readonly string[] }) => `${c.scenario} [${c.faults.join(",")}]`;

/**
 * `source` graded once per file. Each trace the grader played is checked for untrue sentences as it
 * is played (and then let go): the grader's tests and the sentence tests below read the same plays
 * instead of playing every cell twice.
 */
function graded(source: string): Promise<Graded> {
  let grading = grades.get(source);
  if (!grading) {
    const said: Graded["said"] = [];
    const check = (trace: Trace) => {
      try {
        return untrue(trace);
      } catch (error) {
        return [`the check threw: ${(error as Error).stack}`];
      }
    };
    grading = gradeLearnerRound(runnerOf(source), {
      onCell: (cell, _done, _total, trace) => void (trace && said.push({ cell: label(cell), untrue: check(trace) })),
    }).then((cells) => ({ cells, said }));
    grades.set(source, grading);
  }
  return grading;
}

describe("the grader on the chapter's round", () => {
  it("passes every scenario × fault cell", async () => {
    const { cells } = await graded(CORRECT_ROUND);
    expect(cells).toHaveLength(ROUND_COMBOS.length);
    expect(
      cells.filter((c) => !c.pass).map((c) => `${label(c)}: ${c.text ?? c.problem?.how} ${c.problem?.detail ?? ""}`),
    ).toEqual([]);
  }, 60_000);

  it("grades every built-in scenario but converted-limit, whose grid row says why in both languages", () => {
    const graded = new Set(ROUND_COMBOS.map((c) => c.scenario));
    const ungraded = BUILT_IN_IDS.filter((id) => !graded.has(id));
    expect(ungraded).toEqual(["converted-limit"]);
    for (const id of BUILT_IN_IDS) {
      const reason = ungradedReason(id);
      expect(reason === undefined, id).toBe(graded.has(id));
      if (reason) for (const lang of LANGS) expect(roundCatalogs[lang][`row.${reason}`], `${lang} ${id}`).toBeTruthy();
    }
  });
});

describe("the skeleton the Round lab starts from", () => {
  for (const lang of LANGS)
    it(`names the §11, §12 and §13 steps in ${lang}, and untouched it fails a plain tool round`, async () => {
      const source = roundSkeleton(lang);
      for (const section of ["§11", "§12", "§13"]) expect(source).toContain(section);
      const { cell } = await playCell(runnerOf(source), { scenario: "happy-path", faults: [] });
      expect(cell.pass).toBe(false);
      expect(cell.rules).toContain("calls-run");
    });
});

describe("each challenge fails exactly its own rule", () => {
  for (const challenge of CHALLENGES) {
    it(
      challenge.id,
      async () => {
        const source = challengeSource(challenge.id)!;
        expect(source, "its edit applies to the correct round").not.toBe(CORRECT_ROUND);
        const { cells } = await graded(source);
        expect(brokenRules(cells)).toEqual([challenge.rule]);
      },
      60_000,
    );
  }
});

describe("a failing cell opens on the frame that breaks the rule", () => {
  it("points at the execution of a call from a truncated reply", async () => {
    const { trace, cell } = await playCell(runnerOf(challengeSource("runs-truncated")!), {
      scenario: "happy-path",
      faults: ["truncate"],
    });
    expect(cell).toMatchObject({ pass: false, rule: "stop-reason" });
    const frame = framesOf(trace)[cell.frame!]!;
    expect(frame.fact).toMatchObject({ kind: "execution", outcome: "ran" });
  });
  it("points at the request that carried the host path to the model", async () => {
    const { trace, cell } = await playCell(runnerOf(challengeSource("leaks-path")!), {
      scenario: "folder-denied",
      faults: [],
    });
    expect(cell.rule).toBe("no-leak");
    const frame = framesOf(trace)[cell.frame!]!;
    expect(frame.fact).toMatchObject({ kind: "request", turn: 2 });
    expect(JSON.stringify(frame.request)).toContain(scenarioById("folder-denied").downloads.path);
  });
});

/**
 * Rounds whose own Context tells a tidy story while the model got something else (issue 41), and the
 * round that sends results without the reply holding their calls (issue 38, §13). Each breaks one
 * rule, and the cell opens on the frame that shows it.
 */
describe("the grader grades what the model got, not the round's own Context", () => {
  const play = async (name: keyof typeof FORGED_ROUNDS, scenario: string, faults: string[] = []) => {
    const { trace, cell } = await playCell(runnerOf(FORGED_ROUNDS[name].source), { scenario, faults });
    return { cell, frame: framesOf(trace)[cell.frame!]!, frames: framesOf(trace) };
  };
  it("a round that never asks the model", async () => {
    const { cell, frame, frames } = await play("never-asks", "happy-path");
    expect(cell).toMatchObject({ pass: false, rule: "asks-model", rules: ["asks-model"] });
    expect(cell.frame).toBe(frames.length - 1);
    expect(frame.fact).toMatchObject({ kind: "round-end", asks: 0 });
  });
  it("a round that ignores the calls and forges a reply without them", async () => {
    const { cell, frame } = await play("ignores-calls", "happy-path");
    expect(cell).toMatchObject({ pass: false, rule: "calls-run" });
    expect(frame.fact).toMatchObject({ kind: "round-end", asks: 1 });
  });
  it("a round that answers every call with an error and runs none", async () => {
    const { cell, frame, frames } = await play("errors-every-call", "happy-path");
    expect(cell).toMatchObject({ pass: false, rule: "calls-run", rules: ["calls-run"] });
    // The missing run: the error result sent where the call's run should be, with no run before it.
    expect(frame.fact).toMatchObject({ kind: "result", toolCallId: "call_01", isError: true });
    expect(frames.some((f) => f.execution)).toBe(false);
  });
  it("a round that runs a reply cut off by length and then relabels the reply", async () => {
    const { cell, frame } = await play("runs-truncated-relabelled", "happy-path", ["truncate"]);
    expect(cell).toMatchObject({ pass: false, rule: "stop-reason", rules: ["stop-reason"] });
    expect(frame.fact).toMatchObject({ kind: "execution", outcome: "ran" });
  });
  it("a round that sends a leak and the wrong order, then tidies its Context", async () => {
    const denied = await play("leaks-then-tidies", "folder-denied");
    expect(denied.cell).toMatchObject({ pass: false, rule: "no-leak", rules: ["no-leak"] });
    expect(denied.frame.fact).toMatchObject({ kind: "request", turn: 2 });
    expect(JSON.stringify(denied.frame.request)).toMatch(/\\n\s+at /);
    expect((await play("leaks-then-tidies", "two-calls")).cell).toMatchObject({
      pass: false,
      rule: "result-order",
      rules: ["result-order"],
    });
  });
  it("a round that leaves out context.messages.push(reply) breaks the §13 rule alone", async () => {
    for (const [scenario, faults] of [
      ["happy-path", []],
      ["happy-path", ["truncate-answer"]],
      ["two-calls", []],
      ["truncated", []],
    ] as const) {
      const { cell, frame } = await play("no-push", scenario, [...faults]);
      expect(cell, `${scenario} ${faults.join()}`).toMatchObject({
        pass: false,
        rule: "results-follow-reply",
        rules: ["results-follow-reply"],
      });
      // The request that sent the results after the question, without the reply between.
      expect(frame.fact).toMatchObject({ kind: "request", turn: 2 });
      expect(frame.messages.map((m) => m.role)).toEqual([
        "user",
        ...Array(frame.messages.length - 1).fill("toolResult"),
      ]);
    }
  });
});

describe("rounds that do not return properly", () => {
  const cell = async (body: string, limitMs?: number) =>
    (
      await playCell(runnerOf(`export async function round(app: any) { ${body} }`, limitMs), {
        scenario: "happy-path",
        faults: [],
      })
    ).cell;
  it("a round that never settles is stopped on its own clock", async () => {
    expect((await cell("await new Promise(() => {});", 300)).problem?.how).toBe("timeout");
  });
  it("a thrown non-Error is named", async () => {
    expect((await cell("throw { nope: 1 };")).problem).toEqual({
      how: "threw",
      detail: "an object that is not an Error",
    });
  });
  it("the wrong shape is named", async () => {
    expect((await cell("await app.ask(app.context); return 42;")).problem).toEqual({
      how: "wrong-shape",
      detail: "a number",
    });
  });
  it("a thousand requests to the model are stopped at the limit", async () => {
    expect(
      (await cell("for (let i = 0; i < 1000; i++) await app.ask(app.context); return app.ask(app.context);")).problem
        ?.how,
    ).toBe("too-many-asks");
  });
  it("three thousand runs of execute are stopped at the limit, each one the engine answered shown", async () => {
    const { trace, cell } = await playCell(
      runnerOf(
        "export async function round(app: any) { for (let i = 0; i < 3000; i++) await app.execute({}); return app.ask(app.context); }",
      ),
      { scenario: "happy-path", faults: [] },
    );
    expect(cell.problem?.how).toBe("too-many-executes");
    expect(trace.executions).toHaveLength(MAX_EXECUTES);
    expect(framesOf(trace).at(-1)?.narration).toMatchObject({
      key: "round.end.too-many-executes",
      params: { max: MAX_EXECUTES },
    });
  });
  it("a Context the lab cannot read stops the round with words", async () => {
    const c = await cell("await app.ask({ messages: [{ role: 'robot' }] }); return null;");
    expect(c.problem?.how).toBe("unreadable");
    expect(c.problem?.detail).toMatch(/role/);
  });
  it("a module without round() is refused when loaded", () => {
    expect(localRoundRunner("export const x = 1;")).toMatchObject({ ok: false, problem: { key: "no-round" } });
  });
});

describe("the Round lab's words", () => {
  it("name every rule in both languages, with the same keys", () => {
    expect(Object.keys(roundCatalogs["zh-CN"]).sort()).toEqual(Object.keys(roundCatalogs.en).sort());
    for (const rule of RULE_IDS) expect(roundCatalogs.en[`rule.${rule}`], rule).toBeTruthy();
  });
  it("name every challenge in both languages", () => {
    for (const c of CHALLENGES) expect(c.name.en && c.name["zh-CN"]).toBeTruthy();
  });
});

describe("every sentence said while a learner's round plays is true", () => {
  for (const [id, source] of [
    ["correct", CORRECT_ROUND],
    ...CHALLENGES.map((c) => [c.id, challengeSource(c.id)!]),
  ] as const) {
    it(
      id,
      async () => {
        const { said } = await graded(source);
        // Every cell was played (none skipped), in the grid's order.
        expect(said.map((s) => s.cell)).toEqual(ROUND_COMBOS.map(label));
        for (const { cell, untrue } of said) expect(untrue, cell).toEqual([]);
      },
      60_000,
    );
  }
});

describe("the class table's CSV", () => {
  it("quotes what needs quoting, keeps a file name from becoming a spreadsheet formula, names rules as the table does, and puts every problem in one column", () => {
    const csv = classCsv(
      [
        { file: "=cmd.ts", pass: 1, total: 330, broken: ["no-leak", "result-order"] },
        { file: 'a,"b".ts', pass: 0, total: 0, broken: [], problem: "The module does not compile: x" },
        { file: "slow.ts", pass: 2, total: 330, broken: ["timeout", "no-leak"] },
      ],
      "en",
    );
    const [head, cmd, syntax, slow] = csv.split("\n");
    expect(head).toBe("File,Cells passed,Cells,Rules broken,Problems");
    expect(cmd).toBe(
      `'=cmd.ts,1,330,${csvField(`${brokenName("no-leak", "en")}; ${brokenName("result-order", "en")}`)},`,
    );
    expect(cmd).not.toContain("result-order");
    expect(syntax).toBe(`"a,""b"".ts",0,0,,The module does not compile: x`);
    expect(slow).toBe(`slow.ts,2,330,${brokenName("no-leak", "en")},${problemLabel("timeout", "en")}`);
  });
});
