import { TOOL_NAME, TOOL_VARIANTS } from "./tool-text";
import { ANSWER_STOP_REASONS, STOP_REASONS } from "../fake-provider/stop-reasons";
import { WIRE_APIS } from "../fake-provider/apis";
import { LANGS } from "../text/langs";
import { firstTooDeep, LIMITS, nestingDepth, valueDepth } from "./limits";
import {
  OFFERED_TOOL_NAME_PATTERN,
  SCENARIO_FORMAT,
  SCENARIO_ID_PATTERN,
  type LocalText,
  type Scenario,
} from "./types";

/** One problem found in a scenario file: where (a JSON path like `$.firstTurn.blocks[0].id`) and why. */
export interface ScenarioProblem {
  path: string;
  reason: string;
}

/** The outcome of reading a scenario: errors are values, never exceptions. */
export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; problems: ScenarioProblem[] };

type Check = (value: unknown, path: string) => void;

/**
 * Reads a scenario from JSON text. Any problem — not JSON, wrong format version, a missing or
 * mistyped field — comes back as a list of `{ path, reason }`, never as a thrown error.
 */
export function parseScenario(text: string): ScenarioResult {
  if (text.length > LIMITS.fileBytes)
    return {
      ok: false,
      problems: [
        {
          path: "$",
          reason: `is ${text.length.toLocaleString("en")} characters long; scenario files may be at most ${LIMITS.fileBytes.toLocaleString("en")}`,
        },
      ],
    };
  // Refused before JSON.parse and every recursive check after it see the nesting.
  const deep = firstTooDeep(text, LIMITS.fileDepth);
  if (deep !== undefined)
    return {
      ok: false,
      problems: [
        {
          path: "$",
          reason: `nests objects and arrays more than ${LIMITS.fileDepth} levels deep (at character ${(deep + 1).toLocaleString("en")})`,
        },
      ],
    };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: "$", reason: `not valid JSON (${(error as Error).message})` }] };
  }
  return checkScenario(data);
}

/** The field checks every part of the format is built from, each reporting to `fail`. */
interface Checks {
  isObject(v: unknown): v is Record<string, unknown>;
  object(fields: Record<string, [required: boolean, check: Check]>): Check;
  string: Check;
  nonEmpty: Check;
  bool: Check;
  count(min: number): Check;
  oneOf(options: readonly string[]): Check;
  array(item: Check, min?: number, max?: number): Check;
  localText: Check;
  byTag(tag: string, variants: Record<string, Check>): Check;
  fail(path: string, reason: string): void;
}

function checksFor(fail: (path: string, reason: string) => void): Checks {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  const object =
    (fields: Record<string, [required: boolean, check: Check]>): Check =>
    (value, path) => {
      if (!isObject(value)) return fail(path, "must be an object");
      for (const [key, [required, check]] of Object.entries(fields)) {
        // Own keys only: a field the file does not have is missing, whatever Object.prototype holds.
        if (!Object.hasOwn(value, key) || value[key] === undefined) {
          if (required) fail(`${path}.${key}`, "is required");
        } else check(value[key], `${path}.${key}`);
      }
      for (const key of Object.keys(value))
        if (!Object.hasOwn(fields, key)) fail(`${path}.${key}`, "is not a known field");
    };
  const string: Check = (v, p) => {
    if (typeof v !== "string") fail(p, "must be a string");
  };
  const localText: Check = (v, p) => {
    if (typeof v === "string") return;
    if (!isObject(v)) return fail(p, `must be a string or { ${LANGS.map((lang) => `"${lang}": …`).join(", ")} }`);
    object(Object.fromEntries(LANGS.map((lang) => [lang, [true, string] as [boolean, Check]])))(v, p);
  };
  return {
    isObject,
    object,
    string,
    localText,
    fail,
    nonEmpty: (v, p) => void ((typeof v !== "string" || v.trim() === "") && fail(p, "must be a non-empty string")),
    bool: (v, p) => void (typeof v !== "boolean" && fail(p, "must be true or false")),
    count: (min) => (v, p) =>
      void (
        (typeof v !== "number" || !Number.isInteger(v) || v < min) &&
        fail(p, `must be a whole number of at least ${min}`)
      ),
    oneOf: (options) => (v, p) =>
      void (
        (typeof v !== "string" || !options.includes(v)) &&
        fail(p, `must be one of ${options.map((o) => JSON.stringify(o)).join(", ")}`)
      ),
    array:
      (item, min = 0, max = Infinity) =>
      (v, p) => {
        if (!Array.isArray(v)) return fail(p, "must be an array");
        if (v.length < min) fail(p, `must have at least ${min} item${min === 1 ? "" : "s"}`);
        if (v.length > max)
          return fail(p, `has ${v.length.toLocaleString("en")} items; at most ${max.toLocaleString("en")} are allowed`);
        v.forEach((x, i) => item(x, `${p}[${i}]`));
      },
    byTag: (tag, variants) => (v, p) => {
      if (!isObject(v)) return fail(p, "must be an object");
      const value = Object.hasOwn(v, tag) ? v[tag] : undefined;
      const check = typeof value === "string" && Object.hasOwn(variants, value) ? variants[value] : undefined;
      if (!check)
        return fail(
          `${p}.${tag}`,
          `must be one of ${Object.keys(variants)
            .map((k) => JSON.stringify(k))
            .join(", ")}`,
        );
      check(v, p);
    },
  };
}

/** One model turn: its blocks (text, thinking, tool calls with raw argument text) and how it ended. */
function turnCheck({ object, array, byTag, string, nonEmpty, localText, bool, oneOf, count }: Checks): Check {
  const pieces: [boolean, Check] = [false, array(string, 0, LIMITS.pieces)];
  const block = byTag("type", {
    text: object({ type: [true, string], text: [true, localText], pieces }),
    thinking: object({ type: [true, string], thinking: [true, localText], pieces }),
    toolCall: object({
      type: [true, string],
      id: [true, nonEmpty],
      name: [true, nonEmpty],
      arguments: [true, string],
      pieces,
      unfinished: [false, bool],
    }),
  });
  return object({
    blocks: [true, array(block, 0, LIMITS.blocks)],
    stopReason: [true, oneOf(STOP_REASONS)],
    errorMessage: [false, string],
    pieceSize: [false, count(1)],
    repeat: [false, bool],
  });
}

/** The in-memory Downloads folder: an absolute path, its entries, and a failure it may have. */
function downloadsCheck({ object, array, byTag, string, nonEmpty, oneOf, count, fail }: Checks): Check {
  const entry = object({ name: [true, nonEmpty], type: [true, oneOf(["file", "directory"])] });
  const failure = byTag("kind", {
    denied: object({ kind: [true, string] }),
    missing: object({ kind: [true, string] }),
    slow: object({ kind: [true, string], delayMs: [true, count(0)], cancelAfterMs: [false, count(0)] }),
  });
  return object({
    path: [
      true,
      (v, p) => (typeof v !== "string" || !/^(\/|[A-Za-z]:\\)/.test(v)) && fail(p, "must be an absolute path"),
    ],
    entries: [true, array(entry, 0, LIMITS.entries)],
    failure: [false, failure],
  });
}

/** A tool offered as a description only (§3): parameters are free JSON Schema, only their own `type` checked here. */
function offeredToolCheck({ object, isObject, localText, fail }: Checks): Check {
  // Its depth is checked in checkMeaning.
  const parameters: Check = (v, p) => {
    if (!isObject(v)) return fail(p, "must be an object (a JSON Schema)");
    if (!Object.hasOwn(v, "type") || v.type !== "object") fail(`${p}.type`, 'must be "object"');
  };
  return object({
    name: [
      true,
      (v, p) =>
        (typeof v !== "string" || !OFFERED_TOOL_NAME_PATTERN.test(v)) &&
        fail(p, "must be 1 to 64 letters, digits, underscores or dashes"),
    ],
    description: [true, localText],
    parameters: [true, parameters],
  });
}

/** Checks already-parsed data against the scenario format. */
export function checkScenario(data: unknown): ScenarioResult {
  const problems: ScenarioProblem[] = [];
  const fail = (path: string, reason: string) => problems.push({ path, reason });
  const checks = checksFor(fail);
  const { object, array, localText, oneOf } = checks;
  const turn = turnCheck(checks);
  const scenario = object({
    format: [
      true,
      (v, p) =>
        v !== SCENARIO_FORMAT && fail(p, `must be ${SCENARIO_FORMAT} (this app reads format ${SCENARIO_FORMAT})`),
    ],
    id: [
      true,
      (v, p) =>
        (typeof v !== "string" || !SCENARIO_ID_PATTERN.test(v)) &&
        fail(p, "must be lower-case letters, digits and dashes"),
    ],
    title: [true, localText],
    summary: [true, localText],
    question: [true, localText],
    downloads: [true, downloadsCheck(checks)],
    firstTurn: [true, turn],
    secondTurn: [false, turn],
    laterTurns: [false, array(turn, 0, LIMITS.laterTurns)],
    executionMode: [false, oneOf(["parallel", "sequential"])],
    firstTurnApi: [false, oneOf(WIRE_APIS)],
    offeredTools: [false, array(offeredToolCheck(checks), 0, LIMITS.offeredTools)],
    toolVariant: [false, oneOf([...TOOL_VARIANTS])],
    answers: [
      false,
      object({
        files: [false, localText],
        none: [false, localText],
        failed: [false, localText],
        truncated: [false, localText],
        stopReason: [false, oneOf(ANSWER_STOP_REASONS)],
      }),
    ],
  });

  scenario(data, "$");
  if (problems.length === 0) checkMeaning(data as Scenario, fail);
  return problems.length === 0 ? { ok: true, scenario: data as Scenario } : { ok: false, problems };
}

/** Rules that need the whole shape: they catch scenarios that are well-typed but cannot play. */
function checkMeaning(scenario: Scenario, fail: (path: string, reason: string) => void) {
  const long = (path: string, text: LocalText | undefined, limit: number = LIMITS.textChars) => {
    for (const one of text === undefined ? [] : typeof text === "string" ? [text] : [text.en, text["zh-CN"]])
      if (one.length > limit)
        fail(
          path,
          `is ${one.length.toLocaleString("en")} characters long; at most ${limit.toLocaleString("en")} are allowed`,
        );
  };
  long("$.question", scenario.question);
  for (const key of ["files", "none", "failed", "truncated"] as const)
    long(`$.answers.${key}`, scenario.answers?.[key]);
  const turns: [string, Scenario["firstTurn"] | undefined][] = [
    ["firstTurn", scenario.firstTurn],
    ["secondTurn", scenario.secondTurn],
    ...(scenario.laterTurns ?? []).map((t, i): [string, Scenario["firstTurn"]] => [`laterTurns[${i}]`, t]),
  ];
  for (const [name, turn] of turns) {
    if (!turn) continue;
    const ids = new Set<string>();
    turn.blocks.forEach((block, i) => {
      const path = `$.${name}.blocks[${i}]`;
      const text = block.type === "toolCall" ? block.arguments : null;
      long(
        `${path}.${block.type === "toolCall" ? "arguments" : block.type}`,
        block.type === "text" ? block.text : block.type === "thinking" ? block.thinking : block.arguments,
      );
      // Deeper nesting would overflow the stack of the JSON parsers pi-ai uses while it plays.
      if (text !== null && nestingDepth(text) > LIMITS.argumentDepth)
        fail(
          `${path}.arguments`,
          `nests objects and arrays ${nestingDepth(text).toLocaleString("en")} levels deep; at most ${LIMITS.argumentDepth} are allowed`,
        );
      if (block.pieces && text !== null && block.pieces.join("") !== text)
        fail(`${path}.pieces`, "must join back into exactly the arguments text");
      if (block.type !== "toolCall") return;
      if (ids.has(block.id)) fail(`${path}.id`, `repeats the id ${JSON.stringify(block.id)}; each call needs its own`);
      ids.add(block.id);
      if (block.unfinished && turn.stopReason !== "error" && turn.stopReason !== "aborted")
        fail(`${path}.unfinished`, 'only a turn ending in "error" or "aborted" can break inside a call');
      if (block.unfinished && i !== turn.blocks.length - 1)
        fail(`${path}.unfinished`, "only the last block can be unfinished");
    });
    const lastLater = name === `laterTurns[${(scenario.laterTurns?.length ?? 0) - 1}]`;
    if (turn.repeat && !lastLater) fail(`$.${name}.repeat`, "only the last of laterTurns can repeat");
  }
  checkOfferedTools(scenario, fail, long);
  const names = new Set<string>();
  scenario.downloads.entries.forEach((entry, i) => {
    if (names.has(entry.name)) fail(`$.downloads.entries[${i}].name`, `repeats ${JSON.stringify(entry.name)}`);
    if (/[\\/]/.test(entry.name)) fail(`$.downloads.entries[${i}].name`, "must be a plain name without slashes");
    long(`$.downloads.entries[${i}].name`, entry.name, LIMITS.nameChars);
    names.add(entry.name);
  });
}

/** Offered tools: each name once, never the chapter's own tool, words and schema within the limits. */
function checkOfferedTools(
  scenario: Scenario,
  fail: (path: string, reason: string) => void,
  long: (path: string, text: LocalText | undefined) => void,
) {
  const seen = new Set<string>();
  scenario.offeredTools?.forEach((tool, i) => {
    const path = `$.offeredTools[${i}]`;
    // The chapter's tool is always offered, with its code; a second definition would shadow it.
    if (tool.name === TOOL_NAME) fail(`${path}.name`, `is the chapter's own tool, which is always offered`);
    else if (seen.has(tool.name)) fail(`${path}.name`, `repeats ${JSON.stringify(tool.name)}`);
    seen.add(tool.name);
    long(`${path}.description`, tool.description);
    // The adapters copy and serialize the schema recursively: bound its depth like argument text's.
    const depth = valueDepth(tool.parameters, LIMITS.argumentDepth);
    if (depth > LIMITS.argumentDepth)
      fail(`${path}.parameters`, `nests objects and arrays more than ${LIMITS.argumentDepth} levels deep`);
  });
}

/** One line per problem, for a terminal or a notice. */
export function describeProblems(problems: ScenarioProblem[], shown = 5): string {
  const more = problems.length > shown ? `; and ${problems.length - shown} more` : "";
  return (
    problems
      .slice(0, shown)
      .map((p) => `${p.path}: ${p.reason}`)
      .join("; ") + more
  );
}
