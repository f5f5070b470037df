/**
 * How a graded cell and a broken rule are named, in one place for the grade command, the Round lab's
 * grid and summary, and the class table and its CSV: a rule by its number in the grid's legend, its
 * section of the chapter (§) and its words; a problem by its letter and its words.
 */
import { RULE_IDS, RULE_SECTIONS, type RuleId } from "../grader/rules";
import { roundText } from "../i18n/round";
import type { Lang } from "../scenarios/types";
import { RUNAWAY_STREAK, type Cell, type CellProblem } from "./grade";
import { MAX_ASKS, MAX_EXECUTES, ROUND_TIME_LIMIT_MS } from "../sandbox/round-protocol";

/** A round's problem as a one-letter mark in a grid (`–`: the grading was stopped while the cell played). */
export const PROBLEM_MARK: Readonly<Record<CellProblem, string>> = {
  timeout: "T",
  threw: "X",
  "wrong-shape": "S",
  "too-many-asks": "M",
  "too-many-executes": "E",
  unreadable: "U",
  stopped: "–",
};

/** True when `key` names one of the chapter's rules (else it names a problem, such as `timeout`). */
export const isRule = (key: string): key is RuleId => (RULE_IDS as readonly string[]).includes(key);

/** A rule's number in the grid's legend (1-based). */
export const ruleNumber = (rule: RuleId): number => RULE_IDS.indexOf(rule) + 1;

/** A rule in words, after its section: "§13 Results are sent after the reply that holds their calls". */
export function ruleLabel(rule: RuleId, lang: Lang): string {
  return `§${RULE_SECTIONS[rule]} ${roundText(lang, `rule.${rule}`)}`;
}

/** A problem in words, with the limit it names; `detail` fills what the round said (a thrown message, a shape). */
export function problemLabel(key: string, lang: Lang, detail = ""): string {
  return roundText(lang, `problem.${key}`, {
    seconds: ROUND_TIME_LIMIT_MS / 1000,
    max: key === "too-many-executes" ? MAX_EXECUTES : MAX_ASKS,
    detail,
    n: RUNAWAY_STREAK,
  });
}

/** A broken rule ("8 · §13 …", numbered as in the grid) or a problem, as the summary and the class table name it. */
export function brokenName(key: string, lang: Lang): string {
  return isRule(key) ? `${ruleNumber(key)} · ${ruleLabel(key, lang)}` : problemLabel(key, lang);
}

/** What a cell says in words: passes, the first rule broken (with its section), or the round's problem. */
export function verdictOf(cell: Cell, lang: Lang): string {
  if (cell.pass) return roundText(lang, "cell.pass");
  if (cell.skipped) return problemLabel("skipped", lang);
  if (cell.problem) return problemLabel(cell.problem.how, lang, cell.problem.detail ?? "");
  return ruleLabel(cell.rule!, lang);
}

/** The short mark of a failed cell: the rule's number, or the problem's letter. */
export function failMark(cell: Cell): string {
  return cell.problem ? PROBLEM_MARK[cell.problem.how] : String(ruleNumber(cell.rule!));
}
