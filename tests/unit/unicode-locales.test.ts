/**
 * The editors' Monaco takes the scenarios' Chinese as ordinary text (`UNICODE_LOCALES`), read by
 * Monaco's own ambiguous-character table, the one its unicode highlighter boxes characters by.
 */
import { describe, expect, it } from "vitest";
import { AmbiguousCharacters } from "monaco-editor/base/common/strings.js";
import { UNICODE_LOCALES } from "../../src/playground/editors/unicode-locales";
import { BUILT_IN_IDS, builtInScenario } from "../../src/scenarios";

/** The characters Monaco would box in `text` for `locales`. */
function ambiguous(text: string, locales: Iterable<string>): string[] {
  const table = AmbiguousCharacters.getInstance(new Set(locales));
  return [...new Set(text)].filter((c) => table.isAmbiguous(c.codePointAt(0)!));
}

describe("the editors' unicode highlighting", () => {
  const text = BUILT_IN_IDS.map((id) => JSON.stringify(builtInScenario(id), null, 2)).join("\n");

  it("boxes none of the built-in scenarios' characters, as the scenario editor shows them", () => {
    expect(ambiguous(text, Object.keys(UNICODE_LOCALES))).toEqual([]);
  });

  it("would box their full-width punctuation with Monaco's default locales", () => {
    expect(ambiguous(text, ["_os", "_vscode"])).toContain("？");
  });
});
