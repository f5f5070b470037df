/** The Round lab's class table as CSV (pure: the browser downloads it, tests read it). */
import { ruleTag } from "./verdict";

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

/** The class table as CSV: one row per file, its passed cells, the total, the rules broken (each with its section: "§15 no-leak"). */
export function classCsv(
  rows: readonly { file: string; pass: number; total: number; broken: string[]; problem?: string }[],
): string {
  const lines = [
    ["file", "passed", "total", "rules broken", "problem"],
    ...rows.map((r) => [r.file, r.pass, r.total, r.broken.map(ruleTag).join("; "), r.problem ?? ""]),
  ];
  return lines.map((line) => line.map(csvField).join(",")).join("\n") + "\n";
}
