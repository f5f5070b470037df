/**
 * Where a syntax error is, read from the compiler's message: sucrase ends it with `(line:column)`,
 * e.g. "Unexpected token (2:18)". Pure, so the Tool lab and tests read it the same way.
 */
export interface SyntaxPlace {
  line: number;
  column: number;
  /** The message without its place (and without a leading "SyntaxError: "). */
  message: string;
}

/** The place a compile error names, or undefined when it names none. */
export function syntaxPlace(detail: string): SyntaxPlace | undefined {
  const found = /\((\d+):(\d+)\)\s*$/.exec(detail);
  if (!found) return undefined;
  const line = Number(found[1]);
  if (!Number.isSafeInteger(line) || line < 1) return undefined;
  const column = Math.max(1, Number(found[2]) || 1);
  const message = detail
    .slice(0, found.index)
    .replace(/^SyntaxError:\s*/, "")
    .trim();
  return { line, column, message };
}
