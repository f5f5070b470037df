/**
 * The grade command as a function: `npm run grade -- my-round.ts [--json] [--lang zh-CN]`. It grades
 * a round module with the Round lab's grader, in a worker thread of this process (the author's own
 * code, unsandboxed), and prints the scorecard. Exit 0 when every cell passes, 1 when a rule breaks
 * or a round has a problem, 2 when the module cannot be used.
 */
import { isAbsolute, resolve } from "node:path";
import { RULE_IDS, type RuleId } from "../grader/rules";
import { readLang } from "../i18n";
import { roundText } from "../i18n/round";
import type { Lang } from "../scenarios/types";
import { brokenRules, gradeLearnerRound, ROUND_COMBOS, ROUND_FAULT_SETS, type Cell } from "../learner-round/grade";
import { MAX_ASKS, MAX_EXECUTES, ROUND_TIME_LIMIT_MS } from "../sandbox/round-protocol";
import { workerRoundRunner } from "../sandbox/node";
import { failMark, problemLabel, ruleLabel, ruleNumber } from "../learner-round/verdict";
import { BUILT_IN_IDS } from "../scenarios";
import type { TraceIO } from "./run-trace";
import { MODULE_FILE_BYTES, readProblem } from "./read-file";

/** The usage text for `--help`. */
export const GRADE_USAGE = `Usage: npm run grade -- <round.ts> [options]

  <round.ts>     a round module: export async function round(app) { … } (see docs/round-lab.md)
  --json         print every cell as JSON
  --lang en|zh-CN  the language of the rules' names (zh is taken as zh-CN)
  --help         this text

Plays your round through every built-in scenario × every fault set (${ROUND_COMBOS.length} cells) and checks
the chapter's rules. Your module runs IN THIS PROCESS, in a worker thread, unsandboxed: grade only
your own code (a class's files go to the Round lab in the browser, whose sandbox has no network).
Limits as in the browser: ${ROUND_TIME_LIMIT_MS / 1000} s of the round's own time per cell, at most ${MAX_ASKS} requests
and ${MAX_EXECUTES} runs of execute.

Exit 0 when every cell passes, 1 when any rule breaks or a round has a problem,
2 for a module that cannot be read or loaded (one line).
`;

const COLUMN = "abcdefghijklmnopqrstuvwxyz";

/** One cell as a two-character column: `.` passes, a rule's number, or a problem's letter. */
const mark = (cell: Cell | undefined): string => (!cell ? "" : cell.pass ? "." : failMark(cell)).padStart(2);

/** The scorecard: a grid of scenarios × fault sets, its legend, and where each rule first broke. */
export function scorecard(cells: readonly Cell[], lang: Lang, file: string): string {
  const width = Math.max(...BUILT_IN_IDS.map((id) => id.length));
  const lines = [`${"".padEnd(width)} ${ROUND_FAULT_SETS.map((_, i) => COLUMN[i]!.padStart(2)).join(" ")}`];
  for (const id of BUILT_IN_IDS) {
    const row = ROUND_FAULT_SETS.map((faults) =>
      cells.find((c) => c.scenario === id && c.faults.join() === faults.join()),
    );
    lines.push(`${id.padEnd(width)} ${row.map(mark).join(" ")}`.trimEnd());
  }
  lines.push(
    "",
    ROUND_FAULT_SETS.map((f, i) => `${COLUMN[i]} ${f.length ? f.join(" + ") : roundText(lang, "faults.none")}`).join(
      "  ·  ",
    ),
  );
  const pass = cells.filter((c) => c.pass).length;
  lines.push("", roundText(lang, "summary", { pass, total: cells.length }));
  for (const key of brokenRules(cells)) {
    // The cell where it broke first in the grid, preferring one where it is the cell's own (first) rule, so the frame is its.
    const first =
      cells.find((c) => c.rule === key || c.problem?.how === key) ??
      cells.find((c) => c.rules.includes(key as RuleId))!;
    const label = (RULE_IDS as readonly string[]).includes(key)
      ? `${ruleNumber(key as RuleId)} ${ruleLabel(key as RuleId, lang)}`
      : `${failMark(first)} ${problemLabel(key, lang, first.problem?.detail)}`;
    const count = cells.filter((c) => c.rules.includes(key as RuleId) || c.problem?.how === key).length;
    const faults = first.faults.map((f) => ` --fault ${f}`).join("");
    const command = `npm run trace -- ${first.scenario}${faults} --round ${file}`;
    lines.push(`  ${roundText(lang, "summary.broken", { label, count, command, frame: (first.frame ?? 0) + 1 })}`);
  }
  return lines.join("\n") + "\n";
}

/** Runs the grade command; returns the exit code. */
export async function runGrade(argv: readonly string[], io: TraceIO): Promise<number> {
  let file = "";
  let json = false;
  let lang: Lang = "en";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return (io.out(GRADE_USAGE), 0);
    if (arg === "--json") json = true;
    else if (arg === "--lang") {
      const tag = argv[++i] ?? "";
      const read = readLang(tag);
      if (!read) return (io.err(`grade: unknown language "${tag}" (use en or zh-CN)\n`), 2);
      lang = read;
    } else if (arg.startsWith("-")) return (io.err(`grade: unknown option ${arg} (see --help)\n`), 2);
    else if (file) return (io.err(`grade: one module at a time (got "${file}" and "${arg}")\n`), 2);
    else file = arg;
  }
  if (!file) return (io.err("grade: name a round module, e.g. npm run grade -- my-round.ts (see --help)\n"), 2);
  let source: string;
  try {
    source = new TextDecoder().decode(io.readFile(isAbsolute(file) ? file : resolve(io.cwd, file), MODULE_FILE_BYTES));
  } catch (error) {
    return (io.err(`grade: ${readProblem(file, error, (code) => `cannot read "${file}" (${code})`)}\n`), 2);
  }
  const made = await workerRoundRunner(source);
  if (!made.ok)
    return (
      io.err(
        `grade: "${file}" cannot be used: ${roundText(lang, `load.${made.problem.key}`, { detail: made.problem.detail })}\n`,
      ),
      2
    );
  try {
    const cells = await gradeLearnerRound(made.session.runner, { lang });
    io.out(
      json
        ? JSON.stringify({
            file,
            total: cells.length,
            pass: cells.filter((c) => c.pass).length,
            broken: brokenRules(cells),
            cells,
          }) + "\n"
        : scorecard(cells, lang, file),
    );
    return cells.every((c) => c.pass) ? 0 : 1;
  } finally {
    made.session.close();
  }
}
