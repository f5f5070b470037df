import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { createScenarioCatalog } from "../../src/playground/state/scenario-catalog";
import type { Problem } from "../../src/playground/state/location";
import type { StorageLike } from "../../src/playground/state/storage";

/** A storage that keeps what it is given (without one, the catalog says a file could not be kept). */
function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { get length() { return map.size; }, key: (i) => [...map.keys()][i] ?? null, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** The built-in happy path as the Scenario editor holds it, with one change. */
function editedHappyPath(): string {
  const built = builtInScenario("happy-path");
  if (!built.ok) throw new Error("no happy path");
  return JSON.stringify({ ...built.scenario, summary: { en: "Mine.", "zh-CN": "我的。" } });
}

describe("a person's version of a built-in scenario", () => {
  it("is kept beside the built-in as its edited copy, not as a file, and the picker has one of each", () => {
    const said: Problem[] = [];
    const catalog = createScenarioCatalog(memoryStorage(), (p) => said.push(p));
    const opened = catalog.open(editedHappyPath(), "scenario.json");
    expect(opened?.id).toBe("happy-path-edited");
    const entries = catalog.entries().filter((e) => e.id.startsWith("happy-path"));
    expect(entries.map((e) => [e.id, e.edited])).toEqual([["happy-path", false], ["happy-path-edited", true]]);
    expect(said.map((p) => p.key)).toEqual(["ui.notice.edited-copy"]);
    // The built-in stays as it was.
    expect(catalog.find("happy-path")?.summary).not.toEqual({ en: "Mine.", "zh-CN": "我的。" });
  });

  it("played again replaces the copy silently: still one copy, no notice about a file", () => {
    const said: Problem[] = [];
    const catalog = createScenarioCatalog(memoryStorage(), (p) => said.push(p));
    catalog.open(editedHappyPath(), "scenario.json");
    catalog.open(editedHappyPath(), "scenario.json");
    expect(catalog.entries().filter((e) => e.id.startsWith("happy-path"))).toHaveLength(2);
    expect(said.map((p) => p.key)).toEqual(["ui.notice.edited-copy"]);
  });
});
