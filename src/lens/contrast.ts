/**
 * The Tool lab's schema-origin contrast (issue 21, item 3): the learner's parameters as the module
 * built them (TypeBox, through pi-ai 1.4.0's `Type`) and as plain JSON Schema (the same schema's
 * JSON), each through pi-ai 1.4.0's and 1.6.0's `validateToolArguments`, on a few telling argument
 * sets. It shows where conversion happens: 1.4.0 converts by TypeBox's hidden kind marks, which a
 * JSON copy does not carry; 1.6.0 (pi-schema, from 1.5.0) reads the JSON keys alone.
 *
 * Pure and version-free: the validators are passed in (the sandbox's contrast worker passes both
 * real ones; so do the tests). Nothing here validates or converts; it only calls, and compares.
 */
import { own } from "../text/own";

/** Where the schema came from: as the module wrote it, or its JSON copy. */
export const CONTRAST_ORIGINS = ["written", "json"] as const;
export type ContrastOrigin = (typeof CONTRAST_ORIGINS)[number];

/** The two versions compared. */
export const CONTRAST_VERSIONS = ["1.4.0", "1.6.0"] as const;
export type ContrastVersion = (typeof CONTRAST_VERSIONS)[number];

/**
 * The telling argument sets, one kind each: a number for a string, `"TRUE"` for a boolean, `""` for
 * a number, `"3.5"` for an integer, one value for an array, and a property the schema does not name.
 */
export type ProbeKind =
  "number-for-string" | "upper-true" | "empty-number" | "decimal-integer" | "single-for-array" | "extra-property";

/** One argument set to try, made for one property of the learner's schema. */
export interface ContrastProbe {
  kind: ProbeKind;
  property: string;
  args: Record<string, unknown>;
}

/** One validator's answer: the validated (maybe converted) copy, or the error text the model would read. */
export type ContrastCell = { ok: true; value: unknown } | { ok: false; message: string };

/** One probe's four answers, by origin and version. */
export type ContrastCells = Record<ContrastOrigin, Record<ContrastVersion, ContrastCell>>;

/** A version's `validateToolArguments`, as both take it. */
export type Validate = (
  tool: { name: string; description: string; parameters: unknown },
  call: { type: "toolCall"; id: string; name: string; arguments: Record<string, unknown> },
) => unknown;

/** The most probes one contrast tries (one a kind). */
export const MAX_PROBES = 6;

/** A property schema's JSON type: `type` itself, or the first non-null of a list. */
function typeOf(schema: unknown): string | undefined {
  const type = own(schema, "type");
  if (typeof type === "string") return type;
  return Array.isArray(type) ? type.find((t): t is string => typeof t === "string" && t !== "null") : undefined;
}

/** A wrong value for an array's item (a single item instead of a list of them). */
function singleItem(schema: unknown): unknown {
  const type = typeOf(own(schema, "items"));
  return type === "number" || type === "integer" ? 1 : type === "boolean" ? true : "a";
}

const WRONG: Record<string, { kind: ProbeKind; value: (schema: unknown) => unknown }> = {
  string: { kind: "number-for-string", value: () => 123 },
  boolean: { kind: "upper-true", value: () => "TRUE" },
  number: { kind: "empty-number", value: () => "" },
  integer: { kind: "decimal-integer", value: () => "3.5" },
  array: { kind: "single-for-array", value: singleItem },
};

/**
 * The probes for `schema` (the parameters' JSON): for the first property of each JSON type in it,
 * the telling wrong value; then one property it does not name. Read through own keys only.
 */
export function contrastProbes(schema: unknown): ContrastProbe[] {
  const properties = own(schema, "properties");
  const names =
    typeof properties === "object" && properties !== null && !Array.isArray(properties) ? Object.keys(properties) : [];
  const probes: ContrastProbe[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const type = typeOf(own(properties, name));
    const wrong = type ? WRONG[type] : undefined;
    if (!type || !wrong || seen.has(type)) continue;
    seen.add(type);
    probes.push({ kind: wrong.kind, property: name, args: { [name]: wrong.value(own(properties, name)) } });
  }
  let extra = "unexpected";
  for (let i = 2; names.includes(extra); i++) extra = `unexpected_${i}`;
  probes.push({ kind: "extra-property", property: extra, args: { [extra]: true } });
  return probes.slice(0, MAX_PROBES);
}

function cell(validate: Validate, name: string, parameters: unknown, args: Record<string, unknown>): ContrastCell {
  try {
    return {
      ok: true,
      value: validate(
        { name, description: "", parameters },
        { type: "toolCall", id: "contrast", name, arguments: structuredClone(args) },
      ),
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every probe through both origins and both versions: `written` as the module built it, and its
 * JSON copy (what an adapter sends, and what a schema read from a file is).
 */
export function runContrast(
  written: unknown,
  probes: readonly ContrastProbe[],
  validators: Record<ContrastVersion, Validate>,
  name: string,
): ContrastCells[] {
  const json: unknown = JSON.parse(JSON.stringify(written));
  const schemas: Record<ContrastOrigin, unknown> = { written, json };
  return probes.map((probe) => {
    const row = {} as ContrastCells;
    for (const origin of CONTRAST_ORIGINS) {
      row[origin] = {} as Record<ContrastVersion, ContrastCell>;
      for (const version of CONTRAST_VERSIONS)
        row[origin][version] = cell(validators[version], name, schemas[origin], probe.args);
    }
    return row;
  });
}

/**
 * What one probe's four answers show, for the words under its table:
 * - `origin-converts`: in 1.4.0 the TypeBox-built schema converts and the JSON copy refuses; 1.6.0 gives the same for both;
 * - `origin`: in 1.4.0 the origin changes the answer in another way; 1.6.0 gives the same for both;
 * - `words`: each version answers the same for both origins, both refuse, in different words;
 * - `version`: each version answers the same for both origins, and the versions differ otherwise;
 * - `same`: all four answers are the same;
 * - `mixed`: anything else.
 */
export type ContrastFinding = "origin-converts" | "origin" | "words" | "version" | "same" | "mixed";

const sameCell = (a: ContrastCell, b: ContrastCell) => JSON.stringify(a) === JSON.stringify(b);

/** The finding for one probe's cells. */
export function contrastFinding(cells: ContrastCells): ContrastFinding {
  const old = (o: ContrastOrigin) => cells[o]["1.4.0"];
  const next = (o: ContrastOrigin) => cells[o]["1.6.0"];
  const nextSame = sameCell(next("written"), next("json"));
  if (!sameCell(old("written"), old("json"))) {
    if (!nextSame) return "mixed";
    return old("written").ok && !old("json").ok ? "origin-converts" : "origin";
  }
  if (!nextSame) return "mixed";
  if (sameCell(old("written"), next("written"))) return "same";
  return !old("written").ok && !next("written").ok ? "words" : "version";
}

/** Whether a cell's validated copy differs from the arguments as sent (pi-ai converted something). */
export function converted(cell: ContrastCell, args: Record<string, unknown>): boolean {
  return cell.ok && JSON.stringify(cell.value) !== JSON.stringify(args);
}
