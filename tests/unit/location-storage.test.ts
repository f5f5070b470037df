import { describe, expect, it } from "vitest";
import { memoryStorage } from "./helpers";
import { readLocation, writeLocation } from "../../src/playground/state/location";
import {
  loadPreferences,
  loadScenarioTexts,
  savePreferences,
  saveScenarioText,
} from "../../src/playground/state/storage";

describe("deep links", () => {
  it("read and write round-trip, in a fixed order", () => {
    const location = {
      scenario: "two-calls",
      provider: "google-generative-ai" as const,
      faults: ["folder:denied", "swallow-errors"],
      frame: 12,
      lang: "zh-CN" as const,
    };
    const search = writeLocation(location);
    expect(search).toBe(
      "?scenario=two-calls&provider=google-generative-ai&faults=folder:denied,swallow-errors&frame=12&lang=zh-CN",
    );
    expect(readLocation(search)).toMatchObject({ location, problems: [] });
  });

  it("report each bad value and keep the good ones", () => {
    const { location, problems, given } = readLocation(
      "?scenario=Bad Id&provider=bedrock&faults=truncate,nope,truncate&frame=0&lang=de",
    );
    expect(location).toEqual({ scenario: "happy-path", provider: "scripted", faults: ["truncate"], frame: 1 });
    expect(problems.map((p) => p.params)).toEqual([
      { param: "scenario", value: "Bad Id" },
      { param: "provider", value: "bedrock" },
      { param: "faults", value: "nope" },
      { param: "frame", value: "0" },
      { param: "lang", value: "de" },
    ]);
    expect([...given].sort()).toEqual(["faults", "frame", "lang", "provider", "scenario"]);
  });

  it("an empty link is no link", () => {
    expect(readLocation("")).toMatchObject({ problems: [], given: new Set() });
  });
});

describe("stored preferences", () => {
  it("round-trip", () => {
    const storage = memoryStorage();
    savePreferences(storage, { lang: "en", theme: "dark", position: "?scenario=aborted&frame=3", projector: true });
    expect(loadPreferences(storage)).toEqual({
      prefs: { lang: "en", theme: "dark", position: "?scenario=aborted&frame=3", projector: true },
      problems: [],
    });
  });

  it("unreadable data is reset with a notice, never thrown", () => {
    for (const raw of ["{not json", "[]", "null", '"text"']) {
      const storage = memoryStorage({ "tool-call-lab:prefs:v1": raw });
      expect(loadPreferences(storage)).toEqual({
        prefs: {},
        problems: [{ key: "ui.notice.storage-reset", params: {} }],
      });
      expect(storage.data.has("tool-call-lab:prefs:v1")).toBe(false);
    }
  });

  it("a bad field is dropped, the good ones kept", () => {
    const storage = memoryStorage({
      "tool-call-lab:prefs:v1": JSON.stringify({ lang: "fr", theme: "dark", position: 7, projector: "yes" }),
    });
    expect(loadPreferences(storage)).toEqual({
      prefs: { theme: "dark" },
      problems: [{ key: "ui.notice.storage-reset", params: {} }],
    });
    expect(JSON.parse(storage.data.get("tool-call-lab:prefs:v1")!)).toEqual({ theme: "dark" });
  });

  it("no storage at all (a blocked or private window) works too", () => {
    expect(loadPreferences(undefined)).toEqual({ prefs: {}, problems: [] });
    expect(saveScenarioText(undefined, "x", "{}")).toBe(false);
    expect(loadScenarioTexts(undefined).size).toBe(0);
  });

  it("a full storage does not throw", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(() => savePreferences(storage, { lang: "en" })).not.toThrow();
    expect(saveScenarioText(storage, "x", "{}")).toBe(false);
  });

  it("scenario files are kept by id and found again", () => {
    const storage = memoryStorage({ unrelated: "1" });
    saveScenarioText(storage, "lesson-1", '{"a":1}');
    expect([...loadScenarioTexts(storage)]).toEqual([["lesson-1", '{"a":1}']]);
  });
});

describe("editor links", () => {
  it("read edit and code, refuse what is not base64url, and write them back", () => {
    const read = readLocation("?scenario=missing-dot&edit=tool&code=abc_-1");
    expect(read.problems).toEqual([]);
    expect(read.location).toMatchObject({ edit: "tool", code: "abc_-1" });
    expect(writeLocation(read.location)).toContain("edit=tool&code=abc_-1");
    // A replay of someone's tool: code without an editor.
    expect(readLocation("?code=xyz").location.code).toBe("xyz");
    expect(readLocation("?edit=constructor").problems[0]).toMatchObject({
      key: "ui.notice.bad-param",
      params: { param: "edit" },
    });
    expect(readLocation("?code=%3Cscript%3E").problems[0]).toMatchObject({ params: { param: "code" } });
    expect(readLocation(`?code=${"a".repeat(200_001)}`).location.code).toBeUndefined();
  });
});
