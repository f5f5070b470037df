import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateToolArguments as validate14 } from "@earendil-works/pi-ai";
import { validateToolArguments as validate16 } from "pi-ai-next";
import {
  contrastFinding,
  contrastProbes,
  converted,
  MAX_PROBES,
  runContrast,
  type ContrastCells,
  type ProbeKind,
  type Validate,
} from "../../src/lens/contrast";
import { contrastCatalogs } from "../../src/playground/editors/contrast-words";
import { loadModule } from "../../src/sandbox/evaluate";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { readRunnerAnswer } from "../../src/sandbox/boundary";

const VALIDATORS = { "1.4.0": validate14 as unknown as Validate, "1.6.0": validate16 as unknown as Validate };

/** The chapter's module with more parameters: one of each JSON type the probes know. */
const WIDER = CHAPTER_TOOL_MODULE.replace(
  "  },\n  { additionalProperties: false },",
  "    recursive: Type.Optional(Type.Boolean()),\n    limit: Type.Optional(Type.Number()),\n    depth: Type.Optional(Type.Integer()),\n    tags: Type.Optional(Type.Array(Type.String())),\n  },\n  { additionalProperties: false },",
);

/** What the contrast worker does with a module: load it, make the probes from its JSON, run them. */
function contrastOf(source: string) {
  const loaded = loadModule(source);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problem));
  const probes = contrastProbes(loaded.module.definition.parameters);
  const rows = runContrast(loaded.module.written, probes, VALIDATORS, loaded.module.definition.name);
  const of = (kind: ProbeKind) => {
    const i = probes.findIndex((p) => p.kind === kind);
    return { probe: probes[i]!, row: rows[i]! };
  };
  return { probes, rows, of };
}

const message = (cell: { ok: boolean; message?: string }) => (cell.ok ? "" : cell.message!);

describe("schema-origin contrast: the probes", () => {
  it("the chapter's schema gets a number for its string, and a property it does not name", () => {
    expect(contrastOf(CHAPTER_TOOL_MODULE).probes).toEqual([
      { kind: "number-for-string", property: "extension", args: { extension: 123 } },
      { kind: "extra-property", property: "unexpected", args: { unexpected: true } },
    ]);
  });

  it("one probe per JSON type (the first property of it), the extra property's name never one the schema has, at most six", () => {
    const schema = {
      type: "object",
      properties: {
        a: { type: "string" },
        b: { type: "string" },
        unexpected: { type: ["null", "boolean"] },
        n: { type: "number" },
        i: { type: "integer" },
        l: { type: "array", items: { type: "integer" } },
        o: { type: "object" },
      },
    };
    const probes = contrastProbes(schema);
    expect(probes.map((p) => [p.kind, p.property])).toEqual([
      ["number-for-string", "a"],
      ["upper-true", "unexpected"],
      ["empty-number", "n"],
      ["decimal-integer", "i"],
      ["single-for-array", "l"],
      ["extra-property", "unexpected_2"],
    ]);
    expect(probes.find((p) => p.kind === "single-for-array")!.args).toEqual({ l: 1 });
    expect(probes.length).toBeLessThanOrEqual(MAX_PROBES);
  });

  it("a schema read through own keys only: an inherited 'properties' is no property", () => {
    expect(contrastProbes(Object.create({ properties: { a: { type: "string" } } })).map((p) => p.kind)).toEqual([
      "extra-property",
    ]);
  });
});

describe("schema-origin contrast: both origins through both real versions", () => {
  it('"TRUE" for a boolean: 1.4.0 converts it only for the TypeBox-built schema; 1.6.0 converts both', () => {
    const { probe, row } = contrastOf(WIDER).of("upper-true");
    expect(row.written["1.4.0"]).toEqual({ ok: true, value: { recursive: true } });
    expect(message(row.json["1.4.0"])).toContain("recursive: must be boolean");
    expect(row.written["1.6.0"]).toEqual({ ok: true, value: { recursive: true } });
    expect(row.json["1.6.0"]).toEqual({ ok: true, value: { recursive: true } });
    expect(converted(row.json["1.6.0"], probe.args)).toBe(true);
    expect(contrastFinding(row)).toBe("origin-converts");
  });

  it('"" for a number, "3.5" for an integer, one value for a list: the same split, to 0, 3 and a one-item list', () => {
    const { of } = contrastOf(WIDER);
    const cases: [ProbeKind, unknown, string][] = [
      ["empty-number", { limit: 0 }, "limit: must be number"],
      ["decimal-integer", { depth: 3 }, "depth: must be integer"],
      ["single-for-array", { tags: ["a"] }, "tags: must be array"],
    ];
    for (const [kind, value, refusal] of cases) {
      const { row } = of(kind);
      expect(row.written["1.4.0"], kind).toEqual({ ok: true, value });
      expect(message(row.json["1.4.0"]), kind).toContain(refusal);
      expect(row.json["1.6.0"], kind).toEqual({ ok: true, value });
      expect(contrastFinding(row), kind).toBe("origin-converts");
    }
  });

  it("a number for the chapter's string: converted to \"123\" and refused at the pattern everywhere, in each version's words", () => {
    const { row } = contrastOf(CHAPTER_TOOL_MODULE).of("number-for-string");
    for (const origin of ["written", "json"] as const) {
      expect(message(row[origin]["1.4.0"])).toContain('extension: must match pattern "^\\.[A-Za-z0-9]+$"');
      expect(message(row[origin]["1.6.0"])).toContain("extension: expected to match ^\\.[A-Za-z0-9]+$");
    }
    expect(contrastFinding(row)).toBe("words");
  });

  it("an extra property: two lines in 1.4.0, 'unknown field' in 1.6.0, whatever built the schema", () => {
    const { row } = contrastOf(CHAPTER_TOOL_MODULE).of("extra-property");
    expect(message(row.written["1.4.0"])).toContain(
      "unexpected: schema is false\n  - root: must not have additional properties",
    );
    expect(message(row.json["1.6.0"])).toContain("unexpected: unknown field");
    expect(contrastFinding(row)).toBe("words");
  });

  it("without additionalProperties: false the extra property passes all four, as sent: the same", () => {
    const { probe, row } = contrastOf(CHAPTER_TOOL_MODULE.replace("  { additionalProperties: false },\n", "")).of(
      "extra-property",
    );
    expect(row.written["1.4.0"]).toEqual({ ok: true, value: { unexpected: true } });
    expect(converted(row.written["1.4.0"], probe.args)).toBe(false);
    expect(contrastFinding(row)).toBe("same");
  });
});

describe("schema-origin contrast: findings are read from the four answers", () => {
  const ok = (value: unknown) => ({ ok: true as const, value });
  const no = (text: string) => ({ ok: false as const, message: text });
  const cells = (
    w14: ContrastCells["written"]["1.4.0"],
    w16: typeof w14,
    j14: typeof w14,
    j16: typeof w14,
  ): ContrastCells => ({ written: { "1.4.0": w14, "1.6.0": w16 }, json: { "1.4.0": j14, "1.6.0": j16 } });

  it("origin: 1.4.0's two origins differ some other way, 1.6.0's agree", () => {
    expect(contrastFinding(cells(ok(1), ok(1), ok(2), ok(1)))).toBe("origin");
    expect(contrastFinding(cells(no("x"), ok(1), ok(1), ok(1)))).toBe("origin");
  });

  it("version: the origins agree in each version, the versions differ, not both refusing", () => {
    expect(contrastFinding(cells(no("x"), ok(1), no("x"), ok(1)))).toBe("version");
  });

  it("mixed: 1.6.0's two origins differ", () => {
    expect(contrastFinding(cells(ok(1), ok(1), ok(1), no("y")))).toBe("mixed");
    expect(contrastFinding(cells(ok(1), ok(1), no("x"), no("y")))).toBe("mixed");
  });
});

describe("schema-origin contrast: the boundary reads the sandbox's answer", () => {
  const row = {
    written: { "1.4.0": { ok: true, value: { a: 1 } }, "1.6.0": { ok: false, message: "no" } },
    json: { "1.4.0": { ok: true, value: {} }, "1.6.0": { ok: true, value: { a: 1 } } },
  };

  it("a well-formed answer comes through as plain data", () => {
    const read = readRunnerAnswer({ type: "contrasted", id: 4, rows: [row] }, "contrast", 4);
    expect(read).toEqual({ ok: true, response: { type: "contrasted", id: 4, rows: [row] } });
  });

  it("a row without both versions, a getter in a copy, too many rows, or a result instead are refused in words", () => {
    const getter = {
      ...row,
      json: {
        ...row.json,
        "1.4.0": { ok: true, value: Object.defineProperty({}, "x", { get: () => 1, enumerable: true }) },
      },
    };
    const refused = [
      { type: "contrasted", rows: [{ written: row.written, json: { "1.4.0": row.json["1.4.0"] } }] },
      { type: "contrasted", rows: [getter] },
      { type: "contrasted", rows: Array.from({ length: MAX_PROBES + 1 }, () => row) },
      { type: "contrasted", rows: [{ ...row, extra: row.json }] },
      { type: "executed", run: { ok: true, audit: [] } },
    ];
    for (const answer of refused) {
      const read = readRunnerAnswer(answer, "contrast", 1);
      expect(read.ok, JSON.stringify(answer).slice(0, 80)).toBe(false);
      expect((read as { reason: string }).reason.length).toBeGreaterThan(0);
    }
  });

  it("the runner's own answers are not taken as a contrast, nor a contrast as a call's result", () => {
    expect(readRunnerAnswer({ type: "contrasted", rows: [row] }, "execute", 1).ok).toBe(false);
  });
});

describe("schema-origin contrast: words", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it("both languages have the same keys and placeholders, a sentence for every probe kind and finding", () => {
    expect(Object.keys(contrastCatalogs["zh-CN"]).sort()).toEqual(Object.keys(contrastCatalogs.en).sort());
    for (const [key, text] of Object.entries(contrastCatalogs.en))
      expect(placeholders(contrastCatalogs["zh-CN"][key]!), key).toEqual(placeholders(text));
    const kinds: ProbeKind[] = [
      "number-for-string",
      "upper-true",
      "empty-number",
      "decimal-integer",
      "single-for-array",
      "extra-property",
    ];
    for (const kind of kinds) expect(contrastCatalogs.en[`contrast.probe.${kind}`], kind).toContain("{property}");
    for (const finding of ["origin-converts", "origin", "words", "version", "same", "mixed"])
      expect(Object.hasOwn(contrastCatalogs.en, `contrast.finding.${finding}`), finding).toBe(true);
  });

  it("every key the contrast's view says exists", () => {
    const used = [
      ...readFileSync("src/playground/editors/SchemaContrast.tsx", "utf8").matchAll(/say\("([a-z][\w.-]*)"/g),
    ].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(Object.hasOwn(contrastCatalogs.en, key), key).toBe(true);
  });
});
