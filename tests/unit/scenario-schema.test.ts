import { describe, expect, it } from "vitest";
import { Compile } from "typebox/schema";
import { readdirSync, readFileSync } from "node:fs";
import { checkScenario } from "../../src/scenarios/load";
import { scenarioSchema } from "../../src/scenarios/schema";
import { SCHEMA_DOC_KEYS, schemaDoc } from "../../src/playground/editors/schema-docs";
import type { LooseJson } from "../fixtures/loose-json";

// pi-ai's own JSON Schema checker (TypeBox 1.x, which pi-ai validates tool arguments with).
const validator = Compile(scenarioSchema() as never);
const dir = new URL("../../src/scenarios/", import.meta.url);
const builtIns = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), "utf8"))] as const);

/** The schema's error locations as the loader writes paths: `$.firstTurn.blocks[0].id`. */
function schemaPaths(data: unknown): string[] {
  const [ok, errors] = validator.Errors(data) as [
    boolean,
    { instancePath: string; keyword: string; params: Record<string, unknown> }[],
  ];
  if (ok) return [];
  const path = (parts: string[]) =>
    "$" +
    parts
      .filter((p) => p !== "")
      .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
      .join("");
  return errors.flatMap((e) => {
    const at = e.instancePath.split("/").slice(1);
    // A missing or unknown field is reported on its object; the loader names the field itself.
    const fields =
      e.keyword === "additionalProperties"
        ? (e.params.additionalProperties as string[])
        : e.keyword === "required"
          ? ((e.params.requiredProperties as string[] | undefined) ?? [])
          : [];
    return [path(at), ...fields.map((f) => path([...at, f]))];
  });
}

function mutate(base: unknown, change: (s: LooseJson) => void): unknown {
  const copy = structuredClone(base) as LooseJson;
  change(copy);
  return copy;
}

describe("the scenario JSON Schema", () => {
  it.each(builtIns)("accepts the built-in %s, as the loader does", (_file, data) => {
    expect(checkScenario(data).ok).toBe(true);
    expect(schemaPaths(data)).toEqual([]);
  });

  const happy = builtIns.find(([f]) => f === "happy-path.json")![1];
  const bad: [string, (s: LooseJson) => void][] = [
    ["a wrong format", (s) => (s.format = 2)],
    ["an id with capitals", (s) => (s.id = "Happy")],
    ["a missing question", (s) => delete s.question],
    ["an unknown field", (s) => (s.colour = "red")],
    ["half a local text (a union)", (s) => (s.title = { en: "x" })],
    ["a relative folder path", (s) => (s.downloads.path = "Downloads")],
    ["an entry of a third type", (s) => (s.downloads.entries[0].type = "link")],
    ["an empty entry name", (s) => (s.downloads.entries[0].name = " ")],
    ["an unknown failure (a union)", (s) => (s.downloads.failure = { kind: "flooded" })],
    ["a slow failure without its delay (a union)", (s) => (s.downloads.failure = { kind: "slow" })],
    ["a negative delay (a union)", (s) => (s.downloads.failure = { kind: "slow", delayMs: -1 })],
    ["an unknown stop reason", (s) => (s.firstTurn.stopReason = "done")],
    ["a block of an unknown type (a union)", (s) => (s.firstTurn.blocks[0] = { type: "image" })],
    [
      "a tool call without an id (a union)",
      (s) => delete s.firstTurn.blocks.find((b: LooseJson) => b.type === "toolCall").id,
    ],
    [
      "arguments that are an object (a union)",
      (s) => (s.firstTurn.blocks.find((b: LooseJson) => b.type === "toolCall").arguments = { extension: ".pdf" }),
    ],
    ["a piece size of zero", (s) => (s.firstTurn.pieceSize = 0)],
    ["a fractional piece size", (s) => (s.firstTurn.pieceSize = 1.5)],
    ["too many blocks", (s) => (s.firstTurn.blocks = Array.from({ length: 33 }, () => ({ type: "text", text: "x" })))],
    ["an unknown execution mode", (s) => (s.executionMode = "random")],
    ["an unknown API", (s) => (s.firstTurnApi = "carrier-pigeon")],
    ["an answer stop reason of error", (s) => (s.answers = { stopReason: "error" })],
    ["repeat that is not a boolean", (s) => (s.laterTurns = [{ blocks: [], stopReason: "stop", repeat: "yes" }])],
  ];
  it.each(bad)("refuses %s where the loader does", (_name, change) => {
    const data = mutate(happy, change);
    const loaded = checkScenario(data);
    expect(loaded.ok).toBe(false);
    const paths = schemaPaths(data);
    expect(paths.length).toBeGreaterThan(0);
    // The editor marks the very place the loader names; inside a union (a block, a failure, a
    // local text) the schema cannot tell which variant was meant, so it marks the union's value.
    const named = loaded.ok ? [] : loaded.problems.map((p) => p.path);
    const union = _name.endsWith("(a union)");
    const agrees = (p: string, s: string) =>
      p === s || (union && s !== "$" && (p.startsWith(`${s}.`) || p.startsWith(`${s}[`)));
    expect(named.some((p) => paths.some((s) => agrees(p, s)))).toBe(true);
  });

  it("documents the same fields in both languages, and every documented field exists", () => {
    expect(new Set(SCHEMA_DOC_KEYS["zh-CN"])).toEqual(new Set(SCHEMA_DOC_KEYS.en));
    const text = JSON.stringify(scenarioSchema((k) => `«${k}»`));
    for (const key of SCHEMA_DOC_KEYS.en) expect(text).toContain(`«${key}»`);
    expect(schemaDoc("en", "constructor")).toBeUndefined();
  });
});
