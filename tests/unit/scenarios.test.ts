import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtInScenario, BUILT_IN_IDS, parseScenario } from "../../src/scenarios";
import type { LooseJson } from "../fixtures/loose-json";

const happy = readFileSync(new URL("../../src/scenarios/happy-path.json", import.meta.url), "utf8");
const edit = (change: (s: LooseJson) => void) => {
  const data = JSON.parse(happy);
  change(data);
  return parseScenario(JSON.stringify(data));
};

describe("scenario files", () => {
  it("every built-in scenario is valid and its id matches its file", () => {
    expect(BUILT_IN_IDS).toHaveLength(25);
    for (const id of BUILT_IN_IDS) {
      const result = builtInScenario(id);
      expect(result.ok, id).toBe(true);
      if (result.ok) expect(result.scenario.id).toBe(id);
    }
  });

  it("reports problems with a JSON path and a reason, never throws", () => {
    expect(parseScenario("{nope")).toEqual({
      ok: false,
      problems: [{ path: "$", reason: expect.stringMatching(/^not valid JSON/) }],
    });
    expect(parseScenario("[]")).toEqual({ ok: false, problems: [{ path: "$", reason: "must be an object" }] });
    expect(edit((s) => (s.format = 2))).toMatchObject({
      ok: false,
      problems: [{ path: "$.format", reason: "must be 1 (this app reads format 1)" }],
    });
    expect(edit((s) => (s.firstTurn.blocks[1].type = "tool"))).toMatchObject({
      problems: [{ path: "$.firstTurn.blocks[1].type", reason: 'must be one of "text", "thinking", "toolCall"' }],
    });
    expect(edit((s) => (s.firstTurn.stopReason = "done"))).toMatchObject({
      problems: [{ path: "$.firstTurn.stopReason" }],
    });
    expect(edit((s) => (s.downloads.path = "Downloads"))).toMatchObject({
      problems: [{ path: "$.downloads.path", reason: "must be an absolute path" }],
    });
    expect(edit((s) => delete s.question)).toMatchObject({ problems: [{ path: "$.question", reason: "is required" }] });
    expect(edit((s) => (s.extra = 1))).toMatchObject({
      problems: [{ path: "$.extra", reason: "is not a known field" }],
    });
    expect(edit((s) => (s.title = { en: "x" }))).toMatchObject({
      problems: [{ path: "$.title.zh-CN", reason: "is required" }],
    });
    expect(edit((s) => (s.downloads.failure = { kind: "flooded" }))).toMatchObject({
      problems: [{ path: "$.downloads.failure.kind" }],
    });
  });

  it("catches scenarios that are well-typed but cannot play", () => {
    expect(edit((s) => s.firstTurn.blocks.push({ ...s.firstTurn.blocks[1] }))).toMatchObject({
      problems: [{ path: "$.firstTurn.blocks[2].id", reason: expect.stringContaining("repeats") }],
    });
    expect(edit((s) => (s.firstTurn.blocks[1].unfinished = true))).toMatchObject({
      problems: [{ path: "$.firstTurn.blocks[1].unfinished" }],
    });
    expect(edit((s) => (s.firstTurn.blocks[1].pieces = ["{"]))).toMatchObject({
      problems: [{ path: "$.firstTurn.blocks[1].pieces" }],
    });
    expect(edit((s) => s.downloads.entries.push({ name: "a/b", type: "file" }))).toMatchObject({
      problems: [{ path: "$.downloads.entries[10].name" }],
    });
  });

  it("an unknown built-in id is a value too", () => {
    expect(builtInScenario("nope")).toEqual({
      ok: false,
      problems: [{ path: "$.id", reason: 'there is no built-in scenario "nope"' }],
    });
  });
});
