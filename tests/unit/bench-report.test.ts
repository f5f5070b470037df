import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TABLE_END, TABLE_START, withBenchTable } from "../../scripts/bench/report";

describe("what npm run bench writes into docs/performance.md", () => {
  const doc = ["# Performance", "How to measure.", TABLE_START, "| old |", TABLE_END, "What each row means."].join(
    "\n",
  );

  it("replaces only the table between the markers", () => {
    expect(withBenchTable(doc, "| new |\n")).toBe(
      ["# Performance", "How to measure.", TABLE_START, "| new |", TABLE_END, "What each row means."].join("\n"),
    );
  });

  it("refuses a page without both markers, once each and in order", () => {
    expect(() => withBenchTable("# Performance", "| new |")).toThrow(/needs the lines/);
    expect(() => withBenchTable([TABLE_END, TABLE_START].join("\n"), "| new |")).toThrow(/needs the lines/);
    expect(() => withBenchTable([doc, TABLE_START].join("\n"), "| new |")).toThrow(/needs the lines/);
  });

  it("finds its markers in the real page", () => {
    const page = readFileSync("docs/performance.md", "utf8");
    expect(withBenchTable(page, "| row |")).toContain(`${TABLE_START}\n| row |\n${TABLE_END}`);
  });
});
