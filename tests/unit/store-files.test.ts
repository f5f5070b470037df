/**
 * Opening a scenario file through the store: the file is read and checked by the engine client (in
 * the page, the engine worker; here, the same function in process), and what it says is kept.
 */
import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { openLab, settled } from "./store-fakes";

const happy = () => {
  const s = builtInScenario("happy-path");
  if (!s.ok) throw new Error("happy-path");
  return s.scenario;
};

describe("scenario files through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("a good file is kept under its id and put on screen", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    const file = new File([JSON.stringify({ ...happy(), id: "my-file" })], "mine.json");
    expect(await lab.openScenarioFiles([file])).toBe(true);
    expect(lab.scenarioId()).toBe("my-file");
    expect(lab.scenarios().some((e) => e.id === "my-file" && e.fromFile)).toBe(true);
    dispose();
  });

  it("a file that is not a scenario is refused in words; the scenario on screen stays", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    const file = new File([JSON.stringify({ ...happy(), id: "bad", turns: 7 })], "bad.json");
    expect(await lab.openScenarioFiles([file])).toBe(false);
    expect(lab.scenarioId()).toBe("happy-path");
    const notice = lab.notices().find((n) => n.key === "ui.notice.bad-file");
    expect(notice?.params?.name).toBe("bad.json");
    expect(String(notice?.params?.details)).toMatch(/^\$\.turns: /);
    dispose();
  });

  it("bytes that are not text are refused in words", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    expect(await lab.openScenarioFiles([new File([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])], "broken.json")])).toBe(false);
    expect(lab.notices().find((n) => n.key === "ui.notice.bad-file")?.params?.details).toBe("the file is not readable UTF-8 text");
    dispose();
  });
});

describe("an opened file when the page is left at once", { timeout: 30_000 }, () => {
  it("is in storage before the page goes: the store writes what waits on pagehide", async () => {
    // A page to leave: the store listens on the window for pagehide (in Node there is none).
    const page = Object.assign(new EventTarget(), { visibilityState: "visible" });
    const target = new EventTarget();
    Object.assign(globalThis, { document: page, window: target });
    try {
      const { lab, storage, dispose } = openLab("?scenario=happy-path&lang=en");
      await settled(lab);
      const file = new File([JSON.stringify({ ...happy(), id: "left-at-once" })], "mine.json");
      expect(await lab.openScenarioFiles([file])).toBe(true);
      const kept = () => [...Array(storage.length).keys()].map((i) => storage.key(i)).filter((k) => k?.endsWith("left-at-once"));
      // Not yet: it is written after the paint.
      expect(kept()).toEqual([]);
      target.dispatchEvent(new Event("pagehide"));
      expect(kept()).toHaveLength(1);
      dispose();
    } finally {
      Reflect.deleteProperty(globalThis, "document");
      Reflect.deleteProperty(globalThis, "window");
    }
  });
});
