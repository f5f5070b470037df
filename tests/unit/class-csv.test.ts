import { describe, expect, it } from "vitest";
import { csvField } from "../../src/learner-round/class-csv";

describe("one field of the class table's CSV (OWASP's CSV injection rule)", () => {
  it.each([
    // A thrown message whose bare CRs would start rows with formulas stays one quoted cell.
    ["a message with bare CRs", "see below\r=1+2\r=cmd|' /C calc'!A0", `"see below\r=1+2\r=cmd|' /C calc'!A0"`],
    ["a file name starting with CR", "\r=3+4.ts", `"'\r=3+4.ts"`],
    ["a leading tab", "\t=1+2", "'\t=1+2"],
    ["a leading +", "+1", "'+1"],
    ["a leading -", "-1+2", "'-1+2"],
    ["a leading @", "@SUM(A1)", "'@SUM(A1)"],
    ["a line feed", "one\ntwo", `"one\ntwo"`],
    ["other control characters, dropped before the formula check", "\u0000\u001b=1\u007f", "'=1"],
    ["plain text", "bo.ts", "bo.ts"],
    ["a number", 345, "345"],
  ])("%s", (_, value, field) => {
    expect(csvField(value)).toBe(field);
  });
});
