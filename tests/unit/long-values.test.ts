import { describe, expect, it } from "vitest";
import {
  canShowAll,
  clipText,
  isSortedNames,
  nextLimit,
  PAGE_ROWS,
  SHOW_ALL_MAX,
  visibleRange,
} from "../../src/playground/long-values";

describe("visibleRange", () => {
  it("shows the first rows of a folder", () => {
    expect(visibleRange(10_000, 200)).toEqual([0, 200]);
  });

  it("shows the newest rows of a chat", () => {
    expect(visibleRange(10_000, 200, "end")).toEqual([9_800, 10_000]);
  });

  it("shows a short list whole", () => {
    expect(visibleRange(3, 200, "end")).toEqual([0, 3]);
  });
});

describe("nextLimit", () => {
  it("adds one page", () => {
    expect(nextLimit(200, 10_000)).toBe(200 + PAGE_ROWS);
  });

  it("stops at the end of the list", () => {
    expect(nextLimit(9_900, 10_000)).toBe(10_000);
  });
});

describe("canShowAll", () => {
  it("offers the whole list only while it stays cheap", () => {
    expect([canShowAll(SHOW_ALL_MAX), canShowAll(SHOW_ALL_MAX + 1)]).toEqual([true, false]);
  });
});

describe("clipText", () => {
  it("leaves a short text as it is", () => {
    expect(clipText("report.pdf", 300)).toEqual({ head: "report.pdf", hidden: 0 });
  });

  it("cuts a 5 MB name and counts what it left out", () => {
    const clipped = clipText("n".repeat(5_000_000), 300);
    expect([clipped.head.length, clipped.hidden]).toEqual([300, 4_999_700]);
  });

  it("never splits a surrogate pair", () => {
    const clipped = clipText(`ab${"📄".repeat(3)}`, 3);
    expect(clipped).toEqual({ head: "ab", hidden: 6 });
  });
});

describe("isSortedNames", () => {
  it("accepts the chapter tool's order (localeCompare in English)", () => {
    const names = ["b.pdf", "A.pdf", "a.pdf", "c-2.pdf", "c-10.pdf"].sort((a, b) => a.localeCompare(b, "en"));
    expect(isSortedNames(names)).toBe(true);
  });

  it("refuses a list in another order", () => {
    expect(isSortedNames(["b.pdf", "a.pdf"])).toBe(false);
  });

  it("checks 200,000 names in one pass", () => {
    const names = Array.from({ length: 200_000 }, (_, i) => `report-${String(i).padStart(6, "0")}.pdf`);
    expect(isSortedNames(names)).toBe(true);
  });
});
