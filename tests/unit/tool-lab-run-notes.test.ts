import { describe, expect, it } from "vitest";
import { listedMarkers, runNotes, RUNNER_MARKER_OWNER } from "../../src/playground/editors/syntax-place";

const tsError = (line: number, message: string) => ({ startLineNumber: line, message });

describe("the Tool lab's account of a Run", () => {
  it("a syntax error that refused the run is said once: no 'the run goes ahead' note, and no second marker on TypeScript's line", () => {
    const notes = runNotes([tsError(33, "',' expected.")], "SyntaxError: Unexpected token (33:5)");
    expect(notes.typeErrors).toEqual([]);
    expect(notes.marker).toBeUndefined();
  });

  it("a syntax error TypeScript did not mark is marked by the sandbox, where it is", () => {
    const notes = runNotes(
      [tsError(4, "Type 'number' is not assignable to type 'string'.")],
      "Unexpected token (33:5)",
    );
    expect(notes.typeErrors).toEqual([]);
    expect(notes.marker).toEqual({ line: 33, column: 5, message: "Unexpected token" });
  });

  it("any other refusal lists no type error as going ahead either", () => {
    expect(runNotes([tsError(4, "x")], "")).toEqual({ typeErrors: [] });
  });

  it("a run that went ahead lists TypeScript's errors as marked and not stopping it", () => {
    const types = [tsError(4, "x"), tsError(9, "y")];
    expect(runNotes(types, undefined)).toEqual({ typeErrors: types });
  });

  it("Problems lists a line once when TypeScript's marker comes after the sandbox's", () => {
    const runner = { owner: RUNNER_MARKER_OWNER, startLineNumber: 33 };
    const ts = { owner: "typescript", startLineNumber: 33 };
    const other = { owner: "typescript", startLineNumber: 4 };
    expect(listedMarkers([runner])).toEqual([runner]);
    expect(listedMarkers([runner, ts, other])).toEqual([ts, other]);
  });
});
