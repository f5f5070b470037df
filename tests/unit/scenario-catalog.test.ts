import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { createScenarioCatalog } from "../../src/playground/state/scenario-catalog";
import type { Problem } from "../../src/playground/state/location";
import type { StorageLike } from "../../src/playground/state/storage";

/** A storage that keeps what it is given (without one, the catalog says a file could not be kept). */
function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
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
    expect(entries.map((e) => [e.id, e.edited])).toEqual([
      ["happy-path", false],
      ["happy-path-edited", true],
    ]);
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

/** A file the engine worker read and checked: a scenario with an id no built-in has. */
function openedFile(id: string, summary: string) {
  const built = builtInScenario("happy-path");
  if (!built.ok) throw new Error("no happy path");
  return { ...built.scenario, id, summary: { en: summary, "zh-CN": summary } };
}

/** A memory storage that also records every text written to it, in order. */
function recordingStorage(): { storage: StorageLike; writes: string[] } {
  const storage = memoryStorage();
  const writes: string[] = [];
  return {
    storage: {
      ...storage,
      get length() {
        return storage.length;
      },
      setItem: (k, v) => (writes.push(v), storage.setItem(k, v)),
    },
    writes,
  };
}

/** A schedule the test runs by hand: each call queues one task, `next` runs the oldest. */
function manualSchedule() {
  const queue: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queue.push(run),
    next: () => queue.shift()?.(),
    get size() {
      return queue.length;
    },
  };
}

describe("a file kept after the paint", () => {
  it("is offered at once, and written to storage only after two tasks (serialize, then write)", () => {
    const storage = memoryStorage();
    const tasks = manualSchedule();
    const catalog = createScenarioCatalog(storage, () => {}, tasks.schedule);
    catalog.keep(openedFile("big-folder", "Big."), "big.json", "after-paint");
    expect(catalog.find("big-folder")?.summary).toEqual({ en: "Big.", "zh-CN": "Big." });
    expect(storage.length).toBe(0);
    tasks.next();
    expect(storage.length).toBe(0);
    tasks.next();
    expect(JSON.parse(storage.getItem(storage.key(0)!)!).summary.en).toBe("Big.");
  });

  it("is written at once by flush (the page is hidden or left), and not again after", () => {
    const { storage: counting, writes } = recordingStorage();
    const tasks = manualSchedule();
    const catalog = createScenarioCatalog(counting, () => {}, tasks.schedule);
    catalog.keep(openedFile("big-folder", "Big."), "big.json", "after-paint");
    catalog.flush();
    expect(writes).toHaveLength(1);
    while (tasks.size > 0) tasks.next();
    expect(writes).toHaveLength(1);
  });

  it("never overwrites a later version of the same file with the earlier one", () => {
    const storage = memoryStorage();
    const tasks = manualSchedule();
    const catalog = createScenarioCatalog(storage, () => {}, tasks.schedule);
    catalog.keep(openedFile("big-folder", "First."), "big.json", "after-paint");
    catalog.keep(openedFile("big-folder", "Second."), "big.json", "now");
    while (tasks.size > 0) tasks.next();
    expect(JSON.parse(storage.getItem(storage.key(0)!)!).summary.en).toBe("Second.");
  });

  it("says it could not be kept when the storage refuses it, once written", () => {
    const said: Problem[] = [];
    const refusing: StorageLike = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const tasks = manualSchedule();
    const catalog = createScenarioCatalog(refusing, (p) => said.push(p), tasks.schedule);
    catalog.keep(openedFile("big-folder", "Big."), "big.json", "after-paint");
    expect(said).toEqual([]);
    while (tasks.size > 0) tasks.next();
    expect(said.map((p) => p.key)).toEqual(["ui.notice.not-kept"]);
  });
});

describe("the same file opened twice in quick succession", () => {
  it("serializes and writes only the later version, each in its own task", () => {
    const { storage: counting, writes } = recordingStorage();
    const tasks = manualSchedule();
    const catalog = createScenarioCatalog(counting, () => {}, tasks.schedule);
    catalog.keep(openedFile("big-folder", "First."), "big.json", "after-paint");
    tasks.next(); // the first version serialized
    catalog.keep(openedFile("big-folder", "Second."), "big.json", "after-paint");
    tasks.next(); // the first version's write: no longer wanted
    expect(writes).toEqual([]);
    tasks.next(); // the second version serialized
    expect(writes).toEqual([]);
    tasks.next();
    expect(writes.map((w) => JSON.parse(w).summary.en)).toEqual(["Second."]);
  });
});
