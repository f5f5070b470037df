/**
 * What the model sees beside what validation enforces (issue 22, item 3): the tool's JSON Schema
 * compared with the schema one adapter really sent (a captured request body). Nothing here knows
 * which keywords an API keeps: every change is found by comparing the two values.
 */
import { specOf } from "../../fake-provider/apis";

/** One place where two JSON values differ: a key only the first has, only the second has, or a value changed. */
export interface JsonChange {
  /** Dotted path from the compared root, e.g. `properties.extension` or `additionalProperties`. */
  path: string;
  /** `dropped`: only in the first; `added`: only in the second; `rewritten`: in both, different. */
  change: "dropped" | "added" | "rewritten";
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every difference between `before` and `after`, outermost first. Two objects that share a key are
 * compared key by key, two lists of objects of one length item by item; anything else that differs (a value, an array, an object rebuilt with none
 * of its keys left, such as a property wrapped in `anyOf`) is one `rewritten` change at its path.
 */
export function jsonChanges(before: unknown, after: unknown, path = ""): JsonChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  // Lists of objects (a request's tools) item by item; a list of values (`required`, `enum`) is one value.
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    [...before, ...after].every(isObject)
  ) {
    return before.flatMap((item, i) => jsonChanges(item, after[i], join(path, String(i))));
  }
  if (!isObject(before) || !isObject(after) || !Object.keys(before).some((k) => Object.hasOwn(after, k)))
    return [{ path, change: "rewritten" }];
  const out: JsonChange[] = [];
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) out.push({ path: join(path, key), change: "dropped" });
    else out.push(...jsonChanges(before[key], after[key], join(path, key)));
  }
  for (const key of Object.keys(after))
    if (!Object.hasOwn(before, key)) out.push({ path: join(path, key), change: "added" });
  return out;
}

/**
 * The parameter schema inside one tool as an API's request carried it: where its descriptor says
 * the API keeps it (Anthropic `input_schema`, Responses `parameters`, Chat Completions
 * `function.parameters`, Gemini `parametersJsonSchema`), else `parameters`.
 */
export function sentSchema(api: string, tool: unknown): unknown {
  const t = isObject(tool) ? tool : {};
  const spec = specOf(api);
  return spec ? spec.request.schema(t) : t.parameters;
}

/** What one API's adapter did to the tool's schema on the way to the model. */
export interface SchemaSeen {
  api: string;
  /** Paths of keywords the model never sees: only validation enforces them. */
  dropped: string[];
  /** Paths the model sees in another form than the schema validation checks. */
  rewritten: string[];
  /** Paths the adapter added that the tool's schema does not have. */
  added: string[];
}

/** Compares `schema` (the tool's JSON Schema) with the one `api`'s adapter sent in `tools` (first tool named `name`). */
export function schemaSeen(api: string, schema: unknown, tools: readonly unknown[], name: string): SchemaSeen {
  const tool = tools.find((t) => {
    const o = isObject(t) ? t : {};
    return o.name === name || (isObject(o.function) && o.function.name === name);
  });
  const changes = jsonChanges(schema, sentSchema(api, tool));
  const of = (kind: JsonChange["change"]) => changes.filter((c) => c.change === kind).map((c) => c.path || "(root)");
  return { api, dropped: of("dropped"), rewritten: of("rewritten"), added: of("added") };
}
