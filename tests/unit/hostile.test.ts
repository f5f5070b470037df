import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "./helpers";
import { builtInScenario, parseScenario } from "../../src/scenarios";
import { decodeScenarioBytes } from "../../src/scenarios/decode";
import { LIMITS, nestingDepth } from "../../src/scenarios/limits";
import { fillTemplate } from "../../src/text/template";
import { showControls } from "../../src/text/visible";
import { message, readLang } from "../../src/i18n";
import { readLocation } from "../../src/playground/state/location";
import { createScenarioCatalog } from "../../src/playground/state/scenario-catalog";
import { loadPreferences, loadScenarioTexts, savePreferences } from "../../src/playground/state/storage";
import { playScenario } from "../../src/engine";
import { cutIntoPieces, MAX_PIECES } from "../../src/fake-provider/pieces";
import { sealWorker } from "../../src/sandbox/withhold";
import type { LooseJson } from "../fixtures/loose-json";

const happy = readFileSync(new URL("../../src/scenarios/happy-path.json", import.meta.url), "utf8");
const edit = (change: (s: LooseJson) => void) => {
  const data = JSON.parse(happy);
  change(data);
  return parseScenario(JSON.stringify(data));
};

describe("names that live on Object.prototype are ordinary data", () => {
  it("a scenario id like constructor is simply not a built-in", () => {
    for (const id of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(builtInScenario(id), id).toEqual({
        ok: false,
        problems: [{ path: "$.id", reason: `there is no built-in scenario ${JSON.stringify(id)}` }],
      });
    }
  });

  it("unknown fields named after Object.prototype members are reported, not accepted", () => {
    for (const key of ["constructor", "toString", "valueOf", "hasOwnProperty"]) {
      expect(
        edit((s) => (s[key] = 1)),
        key,
      ).toMatchObject({ ok: false, problems: [{ path: `$.${key}`, reason: "is not a known field" }] });
    }
    const proto = parseScenario(happy.replace('"format": 1,', '"format": 1, "__proto__": {"x": 1},'));
    expect(proto).toMatchObject({ ok: false, problems: [{ path: "$.__proto__", reason: "is not a known field" }] });
  });

  it("a block or failure whose tag is constructor is refused", () => {
    expect(edit((s) => (s.firstTurn.blocks[0].type = "constructor"))).toMatchObject({
      ok: false,
      problems: [{ path: "$.firstTurn.blocks[0].type" }],
    });
    expect(edit((s) => (s.downloads.failure = { kind: "toString" }))).toMatchObject({
      ok: false,
      problems: [{ path: "$.downloads.failure.kind" }],
    });
  });

  it("templates fill only their own parameters", () => {
    expect(fillTemplate("{constructor} and {count}", { count: 2 })).toBe("{constructor} and 2");
    expect(message("en", "constructor")).toBe("constructor");
    expect(message("en", "toString")).toBe("toString");
  });

  it("an answer template with {constructor} is played as written", async () => {
    const parsed = edit((s) => (s.answers = { files: "I found {count}: {files} {constructor}" }));
    if (!parsed.ok) throw new Error("valid");
    const trace = await playScenario(parsed.scenario);
    const last = trace.messages.at(-1);
    const text = last?.role === "assistant" ? last.content.map((c) => (c.type === "text" ? c.text : "")).join("") : "";
    expect(text).toMatch(/\{constructor\}$/);
    expect(text).not.toContain("native code");
  });

  it("stored preferences are read through own keys", () => {
    const storage = memoryStorage({ "tool-call-lab:prefs:v1": '{"__proto__": {"lang": "en"}, "theme": "dark"}' });
    expect(loadPreferences(storage).prefs).toEqual({ theme: "dark" });
  });
});

describe("limits", () => {
  it("refuse arguments nested deeper than pi-ai's parsers can take, at load time", () => {
    const deep = edit((s) => (s.firstTurn.blocks[1].arguments = "[".repeat(5000)));
    expect(deep).toMatchObject({
      ok: false,
      problems: [
        {
          path: "$.firstTurn.blocks[1].arguments",
          reason: "nests objects and arrays 5,000 levels deep; at most 64 are allowed",
        },
      ],
    });
    expect(nestingDepth('{"a": "[[[[", "b": [[1]]}')).toBe(3);
    expect(nestingDepth('"\\"[[["')).toBe(0);
    expect(edit((s) => (s.firstTurn.blocks[1].arguments = "[".repeat(64) + "]".repeat(64))).ok).toBe(true);
  });

  it("refuse too many entries, too long a text, too many pieces", () => {
    expect(
      edit(
        (s) =>
          (s.downloads.entries = Array.from({ length: LIMITS.entries + 1 }, (_, i) => ({
            name: `${i}`,
            type: "file",
          }))),
      ),
    ).toMatchObject({
      problems: [{ path: "$.downloads.entries", reason: "has 10,001 items; at most 10,000 are allowed" }],
    });
    expect(edit((s) => (s.firstTurn.blocks[0].text = "x".repeat(LIMITS.textChars + 1)))).toMatchObject({
      problems: [{ path: "$.firstTurn.blocks[0].text" }],
    });
    expect(edit((s) => (s.downloads.entries[0].name = "n".repeat(256)))).toMatchObject({
      problems: [{ path: "$.downloads.entries[0].name" }],
    });
    expect(
      edit((s) => (s.firstTurn.blocks[1].pieces = Array.from({ length: MAX_PIECES + 1 }, () => ""))),
    ).toMatchObject({ problems: [{ path: "$.firstTurn.blocks[1].pieces" }] });
    expect(parseScenario(" ".repeat(LIMITS.fileBytes + 1))).toMatchObject({
      ok: false,
      problems: [{ path: "$", reason: expect.stringContaining("at most 2,000,000") }],
    });
  });

  it("cut long text into bigger pieces, never more than the cap", () => {
    const long = "y".repeat(100_000);
    const pieces = cutIntoPieces(long, 6);
    expect(pieces.length).toBeLessThanOrEqual(MAX_PIECES);
    expect(pieces.join("")).toBe(long);
    expect(cutIntoPieces("abcdefgh", 3)).toEqual(["abc", "def", "gh"]);
  });

  it("decode UTF-8 and UTF-16 with their marks, and refuse broken or oversized bytes in words", () => {
    const text = '{"a": "旅行"}';
    expect(decodeScenarioBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text)]))).toEqual({ ok: true, text });
    expect(decodeScenarioBytes(new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]))).toEqual({
      ok: true,
      text,
    });
    expect(decodeScenarioBytes(new Uint8Array([0xc3, 0x28]))).toEqual({
      ok: false,
      reason: "the file is not readable UTF-8 text",
    });
    expect(decodeScenarioBytes(new Uint8Array(LIMITS.fileBytes + 1))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("2,000,001 bytes"),
    });
  });
});

describe("links", () => {
  it("ignore empty fault items instead of reporting each", () => {
    expect(readLocation(`?faults=${",".repeat(100_000)}`)).toMatchObject({ problems: [], location: { faults: [] } });
  });

  it("report a few bad values, then count the rest", () => {
    const { problems } = readLocation(`?faults=${Array.from({ length: 100_000 }, (_, i) => `bad${i}`).join(",")}`);
    expect(problems).toHaveLength(9);
    expect(problems.at(-1)).toEqual({ key: "ui.notice.more-problems", params: { count: 99_992 } });
  });

  it("keep one variant per fault and say so", () => {
    const { location, problems } = readLocation("?faults=folder:denied,folder:missing,truncate");
    expect(location.faults).toEqual(["folder:denied", "truncate"]);
    expect(problems).toEqual([
      { key: "ui.notice.fault-conflict", params: { value: "folder:missing", kept: "folder:denied" } },
    ]);
  });

  it("take zh and other common tags for the two languages", () => {
    expect(readLocation("?lang=zh").location.lang).toBe("zh-CN");
    expect(["zh", "zh-cn", "zh-Hans", "zh-CN"].map(readLang)).toEqual(["zh-CN", "zh-CN", "zh-CN", "zh-CN"]);
    expect(["en", "en-GB"].map(readLang)).toEqual(["en", "en"]);
    expect(readLang("fr")).toBeUndefined();
  });
});

describe("storage that throws", () => {
  it("never throws out of reading, resetting or listing", () => {
    const broken = memoryStorage({ "tool-call-lab:prefs:v1": "{bad" });
    broken.removeItem = () => {
      throw new Error("denied");
    };
    broken.key = () => {
      throw new Error("denied");
    };
    broken.setItem = () => {
      throw new Error("quota");
    };
    expect(loadPreferences(broken)).toEqual({ prefs: {}, problems: [{ key: "ui.notice.storage-reset", params: {} }] });
    expect(loadScenarioTexts(broken)).toEqual(new Map());
    expect(() => savePreferences(broken, { lang: "en" })).not.toThrow();
    const unreadable = memoryStorage();
    unreadable.getItem = () => {
      throw new Error("denied");
    };
    expect(loadPreferences(unreadable)).toEqual({ prefs: {}, problems: [] });
  });
});

describe("bidirectional controls", () => {
  it("are shown as visible marks, so a name cannot disguise itself", () => {
    expect(showControls("invoice\u202Efdp.exe")).toBe("invoice⟦U+202E⟧fdp.exe");
    expect(showControls("a\u2066b\u2069\u200Fc")).toBe("a⟦U+2066⟧b⟦U+2069⟧⟦U+200F⟧c");
    expect(showControls("旅行计划.pdf")).toBe("旅行计划.pdf");
  });

  it("in a link's value are marks in the notice that reports it, in both languages", () => {
    const { problems } = readLocation("?scenario=%E2%80%AEfdp.exe");
    const [bad] = problems;
    expect(bad?.params.value).toBe("\u202Efdp.exe");
    for (const lang of ["en", "zh-CN"] as const) {
      const said = message(lang, bad!.key, bad!.params);
      expect(said).toContain("⟦U+202E⟧fdp.exe");
      expect(said).not.toContain("\u202E");
    }
  });

  it("in a scenario file's title are marks in the picker's entry; the file keeps its title", () => {
    const catalog = createScenarioCatalog(memoryStorage(), () => {});
    const opened = catalog.open(
      JSON.stringify({ ...JSON.parse(happy), id: "rlo", title: { en: "a\u202Efdp.exe", "zh-CN": "b\u2067c" } }),
      "rlo.json",
    );
    expect(opened?.title).toEqual({ en: "a\u202Efdp.exe", "zh-CN": "b\u2067c" });
    expect(catalog.entries().find((e) => e.id === "rlo")?.title).toEqual({
      en: "a⟦U+202E⟧fdp.exe",
      "zh-CN": "b⟦U+2067⟧c",
    });
  });
});

describe("the sandbox worker's listener", () => {
  it("does not hear a message the worker's own code dispatched (a forged request from the page)", () => {
    // A stand-in worker scope: what sealWorker captures, with nothing to withhold.
    const scope = Object.assign(new EventTarget(), { postMessage: () => undefined });
    const { listen } = sealWorker(scope as unknown as DedicatedWorkerGlobalScope);
    const heard: unknown[] = [];
    listen("message", (event) => heard.push(event.data));
    // What a learner's module can do: dispatch a MessageEvent of its own (the browser marks it untrusted).
    scope.dispatchEvent(
      new MessageEvent("message", {
        data: { type: "execute", id: 1, args: {}, folder: { path: "/etc", entries: [] } },
      }),
    );
    expect(heard).toEqual([]);
  });
});
