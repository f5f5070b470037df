/** The Round lab's class table as CSV (pure: the browser downloads it, tests read it). */

/** The class table as CSV: one row per file, its passed cells, the total, the rules broken. */
export function classCsv(rows: readonly { file: string; pass: number; total: number; broken: string[]; problem?: string }[]): string {
  const quote = (v: string | number) => {
    const text = String(v);
    // A leading = + - @ would be a formula in a spreadsheet: a file name is data.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [["file", "passed", "total", "rules broken", "problem"], ...rows.map((r) => [r.file, r.pass, r.total, r.broken.join(" "), r.problem ?? ""])];
  return lines.map((line) => line.map(quote).join(",")).join("\n") + "\n";
}
