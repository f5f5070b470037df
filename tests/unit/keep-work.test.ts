import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "./helpers";
import {
  HISTORY_SIZE,
  keepVersion,
  loadDraft,
  loadHistory,
  saveDraft,
  type Draft,
} from "../../src/playground/editors/drafts";
import { encodeShare } from "../../src/playground/editors/share";
import { MAX_LINK_CHARS, readLocation, writeLocation } from "../../src/playground/state/location";
import type { StorageLike } from "../../src/playground/state/storage";
import { createWorkbench, type EditorKind } from "../../src/playground/editors/workbench";
import { createEditState, type EditState } from "../../src/playground/editors/edit-state";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { firstTooDeep, LIMITS } from "../../src/scenarios/limits";
import { parseScenario } from "../../src/scenarios/load";
import { readFileSync } from "node:fs";

const CHAPTER: Draft = { text: "the chapter's version" };

/**
 * One editor as a page load makes it: a fresh state over `storage`, opened on `code` when a link
 * carries one. Waits until the link's text is on screen.
 */
async function open(
  storage: StorageLike,
  code?: string,
  kind: EditorKind = "tool",
  clock = () => 1000,
): Promise<EditState> {
  const workbench = createWorkbench({ edit: kind, ...(code ? { code } : {}) });
  const state = createRoot(() =>
    createEditState({ lang: () => "en", workbench, storage, notify: () => undefined }, kind, () => CHAPTER, clock),
  );
  if (code) await expect.poll(() => state.fromLink()).toBe(true);
  return state;
}

const link = (text: string, kind: EditorKind = "tool") => encodeShare({ kind, text });
const texts = (storage: StorageLike, kind: EditorKind = "tool") => loadHistory(storage, kind).map((v) => v.draft.text);

describe("nothing a person wrote is lost", () => {
  it("own text, link B, link C: both earlier versions are kept, and own text restores", async () => {
    const storage = memoryStorage();
    const mine = await open(storage);
    mine.change({ text: "my own text" });
    mine.save();
    const b = await open(storage, await link("link B"));
    b.accept();
    const c = await open(storage, await link("link C"));
    c.accept();
    expect(texts(storage)).toEqual(["link B", "my own text"]);
    const own = c.history().find((v) => v.draft.text === "my own text")!;
    expect(own.origin).toBe("link");
    c.restore(own);
    expect(c.draft().text).toBe("my own text");
    expect(loadDraft(storage, "tool")?.text).toBe("my own text");
    // What the restore replaced is kept in turn.
    expect(texts(storage)[0]).toBe("link C");
  });

  it("a reset is undone after a reload", async () => {
    const storage = memoryStorage();
    const before = await open(storage);
    before.change({ text: "work before the reset" });
    before.reset();
    expect(loadDraft(storage, "tool")).toEqual(CHAPTER);
    const reloaded = await open(storage);
    expect(reloaded.draft()).toEqual(CHAPTER);
    const [kept] = reloaded.history();
    expect(kept).toMatchObject({ origin: "reset", draft: { text: "work before the reset" }, at: 1000 });
    reloaded.restore(kept!);
    expect(loadDraft(storage, "tool")?.text).toBe("work before the reset");
  });

  it("a load (the current scenario, an example) is undone after a reload", async () => {
    const storage = memoryStorage();
    const state = await open(storage, undefined, "scenario");
    state.change({ text: "{ my scenario }" });
    state.load({ text: "{ the current scenario }" });
    const reloaded = await open(storage, undefined, "scenario");
    expect(reloaded.draft().text).toBe("{ the current scenario }");
    expect(reloaded.history()[0]).toMatchObject({ origin: "load", draft: { text: "{ my scenario }" } });
  });

  it("a reset while a link is shown keeps the person's own version, not the link's", async () => {
    const storage = memoryStorage();
    saveDraft(storage, "tool", { text: "mine" });
    const state = await open(storage, await link("theirs"));
    state.reset();
    expect(texts(storage)).toEqual(["mine"]);
  });

  it("keeps the newest ten, one entry per text, the same text moving up", () => {
    const storage = memoryStorage();
    for (let i = 0; i < 14; i++) keepVersion(storage, "stream", { draft: { text: `v${i}` }, at: i, origin: "reset" });
    keepVersion(storage, "stream", { draft: { text: "v8" }, at: 99, origin: "load" });
    const history = loadHistory(storage, "stream");
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history.map((v) => v.draft.text)).toEqual(["v8", "v13", "v12", "v11", "v10", "v9", "v7", "v6", "v5", "v4"]);
    expect(history[0]).toMatchObject({ at: 99, origin: "load" });
  });

  it("when storage is full, the oldest versions make room for the newest", () => {
    const base = memoryStorage();
    const cramped: StorageLike = {
      ...base,
      getItem: base.getItem,
      setItem: (k, v) =>
        v.length > 80
          ? (() => {
              throw new Error("QuotaExceededError");
            })()
          : base.setItem(k, v),
    };
    keepVersion(cramped, "tool", { draft: { text: "older" }, at: 1, origin: "reset" });
    const kept = keepVersion(cramped, "tool", { draft: { text: "newest" }, at: 2, origin: "reset" });
    expect(kept.saved).toBe(true);
    expect(kept.history.map((v) => v.draft.text)).toEqual(["newest"]);
  });

  it("drafts and history live in the storage the store was given, checked field by field", () => {
    const storage = memoryStorage({
      "tool-call-lab:draft:tool": JSON.stringify({ text: "given", cuts: ["x"], size: -1, __proto__: { text: 1 } }),
      "tool-call-lab:draft-history:tool": JSON.stringify([
        { draft: { text: "ok" }, at: 5, origin: "reset" },
        { draft: { text: 3 }, at: 1, origin: "reset" },
        { draft: { text: "x" }, at: 1, origin: "constructor" },
      ]),
      "tool-call-lab:draft-before-link:tool": JSON.stringify({ text: "from an earlier build" }),
    });
    expect(loadDraft(storage, "tool")).toEqual({ text: "given" });
    expect(texts(storage)).toEqual(["ok", "from an earlier build"]);
    // The earlier build's one slot moved into the list for good.
    expect(storage.data.has("tool-call-lab:draft-before-link:tool")).toBe(false);
  });
});

describe("a draft when the page is left right after the last key", () => {
  it("is in storage once pagehide fires, for each editor that keeps one", () => {
    // A page to leave: the editor listens on the window for pagehide (in Node there is none).
    const page = Object.assign(new EventTarget(), { visibilityState: "visible" });
    const target = new EventTarget();
    Object.assign(globalThis, { document: page, window: target });
    try {
      const storage = memoryStorage();
      const kinds: EditorKind[] = ["tool", "scenario", "round"];
      const states = kinds.map((kind) =>
        createRoot(() =>
          createEditState(
            { lang: () => "en", workbench: createWorkbench({}), storage, notify: () => undefined },
            kind,
            () => CHAPTER,
          ),
        ),
      );
      states.forEach((state, i) => state.change({ text: `typed a moment ago in ${kinds[i]}` }));
      // Not yet: a draft is written a moment after the last key.
      expect(kinds.map((kind) => loadDraft(storage, kind))).toEqual([undefined, undefined, undefined]);
      target.dispatchEvent(new Event("pagehide"));
      expect(kinds.map((kind) => loadDraft(storage, kind)?.text)).toEqual(
        kinds.map((kind) => `typed a moment ago in ${kind}`),
      );
    } finally {
      Reflect.deleteProperty(globalThis, "document");
      Reflect.deleteProperty(globalThis, "window");
    }
  });
});

describe("share links the app accepts", () => {
  it("Copy link refuses a version whose link the app would refuse, and says how long it is", async () => {
    const storage = memoryStorage();
    const state = await open(storage);
    // Incompressible text: its link is far longer than any server or the app accepts.
    let noise = "";
    for (let i = 0; noise.length < 20_000; i++) noise += ((i * 2654435761) >>> 0).toString(36);
    state.change({ text: noise });
    const made = await state.link();
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made).toMatchObject({ max: MAX_LINK_CHARS });
    if (!made.ok) expect(made.length).toBeGreaterThan(MAX_LINK_CHARS);
  });

  it("every link Copy link makes, the app opens: the same cap on both sides", async () => {
    const storage = memoryStorage();
    const state = await open(storage);
    state.change({ text: "x".repeat(50_000) });
    const made = await state.link();
    expect(made.ok).toBe(true);
    if (made.ok) {
      expect(made.url.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
      expect(readLocation(new URL(made.url).search)).toMatchObject({ problems: [], location: { edit: "tool" } });
    }
    expect(readLocation(`?code=${"a".repeat(MAX_LINK_CHARS + 1)}`).location.code).toBeUndefined();
  });

  it("a playing tool too big for a link is named by its draft: tool=draft round-trips", () => {
    const search = writeLocation({ scenario: "happy-path", provider: "scripted", faults: [], frame: 3, tool: "draft" });
    expect(search).toBe("?scenario=happy-path&provider=scripted&frame=3&tool=draft");
    expect(readLocation(search)).toMatchObject({ problems: [], location: { tool: "draft" } });
    expect(readLocation("?tool=mine").problems[0]).toMatchObject({ params: { param: "tool" } });
  });
});

describe("deep input", () => {
  const deep = (n: number) => `{"format":1,"id":"deep","x":${"[".repeat(n)}${"]".repeat(n)}}`;

  it("the scan finds where nesting passes the limit, in one pass, without recursion", () => {
    expect(firstTooDeep(deep(1_000_000), LIMITS.fileDepth)).toBe(
      `{"format":1,"id":"deep","x":`.length + LIMITS.fileDepth - 1,
    );
    expect(firstTooDeep(deep(LIMITS.fileDepth - 1), LIMITS.fileDepth)).toBeUndefined();
    // Brackets in strings do not count; a line break ends a string, as a JSON editor's scanner ends it.
    expect(firstTooDeep(`["${"[".repeat(500)}"]`, LIMITS.fileDepth)).toBeUndefined();
    expect(firstTooDeep(`["\n${"[".repeat(500)}`, LIMITS.fileDepth)).toBe(3 + LIMITS.fileDepth - 1);
  });

  it("the loader refuses a 50,000-deep file with one problem that names the limit", () => {
    const result = parseScenario(deep(50_000));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        { path: "$", reason: expect.stringContaining(`more than ${LIMITS.fileDepth} levels deep`) },
      ]);
  });

  it("every built-in scenario is well within the file depth limit", () => {
    for (const id of BUILT_IN_IDS) {
      const text = readFileSync(`src/scenarios/${id}.json`, "utf8");
      expect(firstTooDeep(text, LIMITS.argumentDepth), id).toBeUndefined();
    }
  });
});
