/** The Round lab's class table as CSV (pure: the browser downloads it, tests read it). */
import { roundText } from "../i18n/round";
import type { Lang } from "../scenarios/types";
import { brokenName, isRule, problemLabel } from "./verdict";

// Control characters other than tab, CR and LF carry no meaning in a cell and can hide what a
// spreadsheet shows; tab, CR and LF are kept (and quoted) because a message may use them.
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

/**
 * One CSV field, safe to open in a spreadsheet (OWASP's CSV injection rule): other control characters
 * are dropped, a field starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so it is never
 * read as a formula, and a field holding `,`, `"`, CR or LF is quoted so it stays one cell.
 */
export function csvField(value: string | number): string {
  const text = String(value).replace(CONTROL, "");
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row of the class table: a file, its passed cells, and what it broke or why it could not be graded. */
export interface ClassCsvRow {
  file: string;
  pass: number;
  total: number;
  /** Rule ids and cell problems (`timeout`, …), as the grader reports them. */
  broken: string[];
  /** Why the module could not be used or its grading stopped, in words. */
  problem?: string;
}

/**
 * The class table as CSV in `lang`: one row per file, its passed cells, the total, the rules broken
 * named as the table names them ("8 · §15 …"), and one column for every problem, a module that does
 * not compile and a round that runs over its time alike.
 */
export function classCsv(rows: readonly ClassCsvRow[], lang: Lang): string {
  const t = (key: string) => roundText(lang, key);
  const lines = [
    [t("class.file"), t("class.passes"), t("class.total"), t("class.rules"), t("class.problems")],
    ...rows.map((r) => [
      r.file,
      r.pass,
      r.total,
      r.broken
        .filter(isRule)
        .map((k) => brokenName(k, lang))
        .join("; "),
      [r.problem, ...r.broken.filter((k) => !isRule(k)).map((k) => problemLabel(k, lang))].filter(Boolean).join("; "),
    ]),
  ];
  return lines.map((line) => line.map(csvField).join(",")).join("\n") + "\n";
}
