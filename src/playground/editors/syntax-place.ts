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

/** The owner of the marker the sandbox's syntax error puts in the code (beside TypeScript's own). */
export const RUNNER_MARKER_OWNER = "runner";

/**
 * The markers the Problems list shows: a line the sandbox marked and TypeScript marks too is listed
 * once, by TypeScript (its markers may come after the sandbox's, on a busy machine).
 */
export function listedMarkers<T extends { owner: string; startLineNumber: number }>(markers: readonly T[]): T[] {
  const others = new Set(markers.filter((m) => m.owner !== RUNNER_MARKER_OWNER).map((m) => m.startLineNumber));
  return markers.filter((m) => m.owner !== RUNNER_MARKER_OWNER || !others.has(m.startLineNumber));
}

/** An error marked in the code: where it is, and what it says. */
export interface MarkedError {
  startLineNumber: number;
  message: string;
}

/** What the Tool lab says after Run, from TypeScript's errors and what the sandbox refused. */
export interface RunNotes<T extends MarkedError> {
  /** The type errors to list as "marked; the run goes ahead": none when the run was refused. */
  typeErrors: T[];
  /** Where to mark the sandbox's syntax error, unless TypeScript already marks that line (Problems lists it once). */
  marker?: SyntaxPlace;
}

/**
 * One account of a Run: a module that does not compile is said once, by the sandbox's status, and its
 * line marked once; TypeScript's errors are said not to stop the run only when the run went ahead.
 * `refused`: undefined when the run went ahead, else the sandbox's detail (a syntax error names its place).
 */
export function runNotes<T extends MarkedError>(types: readonly T[], refused: string | undefined): RunNotes<T> {
  if (refused === undefined) return { typeErrors: [...types] };
  const at = syntaxPlace(refused);
  const marked = at !== undefined && types.some((t) => t.startLineNumber === at.line);
  return { typeErrors: [], ...(at && !marked ? { marker: at } : {}) };
}
