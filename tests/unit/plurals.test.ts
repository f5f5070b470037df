import { describe, expect, it } from "vitest";
import { catalogs, message } from "../../src/i18n";
import { editorText } from "../../src/playground/editors/words";
import { fillTemplate, placeholderNames } from "../../src/text/template";

const CALLS = "{n, plural, one {# call} other {# calls}}";

describe("plural choices in the catalogs' templates", () => {
  it("choose the English form by Intl.PluralRules: 1 call, 0 calls, 2 calls", () => {
    expect([0, 1, 2].map((n) => fillTemplate(CALLS, { n }, "en"))).toEqual(["0 calls", "1 call", "2 calls"]);
  });

  it("prefer an exact =n branch, and fall back to other for a category the template does not name", () => {
    const template = "{n, plural, =0 {no call} other {# calls}}";
    expect([0, 1, 3].map((n) => fillTemplate(template, { n }, "en"))).toEqual(["no call", "1 calls", "3 calls"]);
  });

  it("fill other placeholders in the same pass, and never read a filled value as a template", () => {
    expect(fillTemplate(`${CALLS} ({names})`, { n: 1, names: "{n}" }, "en")).toBe("1 call ({n})");
  });

  it("stay visible when their number is not given (a missing parameter is seen, not blank)", () => {
    expect(fillTemplate(CALLS, {}, "en")).toBe(CALLS);
  });

  it("count as their number's placeholder, so both languages can be compared", () => {
    expect(placeholderNames(`${CALLS} ({names})`)).toEqual(["n", "names"]);
  });

  it("leave no English sentence saying (s)", () => {
    const withS = Object.entries(catalogs.en).filter(([, text]) => text.includes("(s)"));
    expect(withS.map(([key]) => key)).toEqual([]);
  });

  it("are made through message() and the editors' text in their language", () => {
    expect(message("en", "ui.loop.calls", { n: 1 })).toBe("1 call:");
    expect(message("en", "ui.loop.calls", { n: 2 })).toBe("2 calls:");
    // Chinese has no plural, and its punctuation is full-width.
    expect(message("zh-CN", "ui.loop.calls", { n: 1 })).toBe("1 个调用：");
    expect(editorText("en", "problems.count", { n: 1 })).toBe("1 problem");
  });
});
