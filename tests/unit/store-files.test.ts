/**
 * Opening a scenario file through the store: the file is read and checked by the engine client (in
 * the page, the engine worker; here, the same function in process), and what it says is kept.
 */
import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { openLab, settled } from "./store-fakes";
import { loadHistory } from "../../src/playground/editors/drafts";

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
    expect(await lab.openScenarioFiles([new File([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])], "broken.json")])).toBe(
      false,
    );
    expect(lab.notices().find((n) => n.key === "ui.notice.bad-file")?.params?.details).toBe(
      "the file is not readable UTF-8 text",
    );
    dispose();
  });
});

describe("a file with a built-in's id, over the person's own version of that built-in", { timeout: 30_000 }, () => {
  /** A lab where the person has played their own Happy path (the Scenario editor keeps it as happy-path-edited). */
  async function withMyVersion(answer: boolean) {
    const asked: string[] = [];
    const opened = openLab("?scenario=happy-path&lang=en", { ask: (q) => (asked.push(q), answer) });
    await settled(opened.lab);
    expect(
      opened.lab.keepScenarioText(
        JSON.stringify({ ...happy(), summary: { en: "Mine.", "zh-CN": "我的。" } }),
        "editor",
      ),
    ).toBe(true);
    const file = new File(
      [JSON.stringify({ ...happy(), summary: { en: "The file's.", "zh-CN": "文件的。" } })],
      "happy.json",
    );
    expect(await opened.lab.openScenarioFiles([file])).toBe(true);
    return { ...opened, asked };
  }
  const summaryOf = (lab: ReturnType<typeof openLab>["lab"], id: string) =>
    (lab.findScenario(id)?.summary as { en: string } | undefined)?.en;

  it("asks first; yes replaces it, and theirs is kept in the Scenario editor's earlier versions", async () => {
    const { lab, storage, asked, dispose } = await withMyVersion(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("“happy.json” is a version of the built-in “happy-path”");
    expect(summaryOf(lab, "happy-path-edited")).toBe("The file's.");
    const [kept] = loadHistory(storage, "scenario");
    expect(JSON.parse(kept!.draft.text)).toMatchObject({ id: "happy-path", summary: { en: "Mine." } });
    dispose();
  });

  it("no keeps theirs and opens the file beside it", async () => {
    const { lab, asked, dispose } = await withMyVersion(false);
    expect(asked).toHaveLength(1);
    expect(summaryOf(lab, "happy-path-edited")).toBe("Mine.");
    expect(summaryOf(lab, "happy-path-file")).toBe("The file's.");
    expect(lab.scenarioId()).toBe("happy-path-file");
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
      const kept = () =>
        [...Array(storage.length).keys()].map((i) => storage.key(i)).filter((k) => k?.endsWith("left-at-once"));
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
