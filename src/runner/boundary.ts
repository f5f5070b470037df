/**
 * The sandbox's boundary. Everything the sandbox sends is untrusted (it runs a learner's code), so
 * every message is read by {@link readRunnerAnswer}: known kinds only, own keys only, plain JSON data
 * only, strings, lists and depth capped, names strings. Anything else becomes an `unreadable` answer
 * with words, never an exception. The same walker ({@link copyData}) copies a learner's returned
 * value out of the worker, cutting what is over the caps (and saying so) instead of refusing it.
 *
 * The built-ins the walker uses are captured when this module is evaluated: in the worker that is
 * before any learner code runs, so a learner's overrides of `Array.prototype`, `Object` or `Set`
 * cannot change what it copies.
 */
import type { AuditEntry } from "../fake-fs";
import type { LearnerRun } from "../engine/learner";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { RunnerResponse } from "./protocol";
import { CONTRAST_ORIGINS, CONTRAST_VERSIONS, MAX_PROBES, type ContrastCell, type ContrastCells } from "../lens/contrast";

/** The documented caps on what crosses from the sandbox (see README, Tool lab). */
export const SANDBOX_LIMITS = {
  /** Items of one list, or keys of one object (a returned list of names is cut after these). */
  items: 10_000,
  /** Values in one message in all (so 10,000 lists of 10,000 are not 100 million). */
  values: 50_000,
  /** Characters of one string (PATH_MAX: no file name or path is longer). */
  stringChars: 4_096,
  /** Characters of all the strings of one value together. */
  textChars: 1_000_000,
  /** Nesting of objects and lists (as for a scenario's arguments). */
  depth: 64,
  /** A tool's name: what OpenAI's and Anthropic's APIs accept, `^[a-zA-Z0-9_-]{1,64}$`. */
  nameChars: 64,
  /** A tool's description. */
  descriptionChars: 10_000,
  /** A message from the sandbox: a problem's detail, an error's text. */
  messageChars: 1_000,
} as const;

/** The rule providers apply to a tool's name (OpenAI's `FunctionDefinition.name`, Anthropic's tools). */
export const TOOL_NAME_RULE = /^[a-zA-Z0-9_-]{1,64}$/;

// Captured now, before any learner code can replace them (see the module comment).
const { getPrototypeOf, getOwnPropertyDescriptor, prototype: ObjectPrototype, defineProperty, hasOwn } = Object;
const { ownKeys, apply } = Reflect;
const { isArray } = Array;
const ArrayPrototype = Array.prototype;
const SetCtor = Set;
const { add: setAdd, has: setHas, delete: setDelete } = Set.prototype;
const { slice: stringSlice } = String.prototype;
const StringCtor = String;

/** What a walk cut to stay within the caps (see `LearnerRun`). */
export type Cut = NonNullable<Extract<LearnerRun, { ok: true }>["cut"]>;

/** A walk's result: plain JSON data (and what was cut), or why the value is not data. */
export type Copied = { ok: true; value: unknown; cut: Cut } | { ok: false; reason: string };

interface Walk {
  cutOver: boolean;
  values: number;
  text: number;
  cut: Cut;
  /** Objects on the current path, to find a value that contains itself. */
  path: Set<object>;
}

class NotData extends Error {}

/** Makes `key` an own data property of `target` (no setter on a prototype can intercept it). */
function put(target: object, key: string | number, value: unknown): void {
  defineProperty(target, key, { __proto__: null, value, writable: true, enumerable: true, configurable: true } as PropertyDescriptor);
}

function copyString(text: string, walk: Walk): string {
  const room = Math.min(SANDBOX_LIMITS.stringChars, SANDBOX_LIMITS.textChars - walk.text);
  if (text.length <= room) {
    walk.text += text.length;
    return text;
  }
  if (!walk.cutOver) throw new NotData(text.length > SANDBOX_LIMITS.stringChars ? `a string of ${text.length} characters (the limit is ${SANDBOX_LIMITS.stringChars})` : `more than ${SANDBOX_LIMITS.textChars} characters of text`);
  walk.cut.text = true;
  walk.text += Math.max(0, room);
  return apply(stringSlice, text, [0, Math.max(0, room)]) as string;
}

function copyValue(value: unknown, depth: number, walk: Walk): unknown {
  if (++walk.values > SANDBOX_LIMITS.values) throw new NotData(`more than ${SANDBOX_LIMITS.values} values`);
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "string") return copyString(value, walk);
  if (typeof value === "number") {
    if (value !== value || value === Infinity || value === -Infinity) throw new NotData(`the number ${StringCtor(value)}`);
    return value;
  }
  if (typeof value !== "object") throw new NotData(typeof value === "undefined" ? "undefined inside a value" : `a ${typeof value}`);
  if (depth >= SANDBOX_LIMITS.depth) throw new NotData(`a value nested deeper than ${SANDBOX_LIMITS.depth} levels`);
  if (apply(setHas, walk.path, [value])) throw new NotData("a value that contains itself");
  apply(setAdd, walk.path, [value]);
  const copy = copyContainer(value, depth, walk);
  apply(setDelete, walk.path, [value]);
  return copy;
}

function copyContainer(value: object, depth: number, walk: Walk): unknown {
  const proto = getPrototypeOf(value);
  const list = isArray(value);
  if (list ? proto !== ArrayPrototype : proto !== ObjectPrototype && proto !== null) throw new NotData("an object that is not plain data (a class instance, Map, Date or the like)");
  const keys = ownKeys(value);
  const out: Record<string, unknown> | unknown[] = list ? [] : {};
  let kept = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (typeof key === "symbol") throw new NotData("a symbol key");
    if (list && key === "length") continue;
    // A list is its items in order: holes or extra keys would be renumbered or lost.
    if (list && key !== `${kept}`) throw new NotData("a list with holes or extra keys");
    const slot = getOwnPropertyDescriptor(value, key);
    if (!slot) continue;
    if (!hasOwn(slot, "value")) throw new NotData(`a getter (“${apply(stringSlice, key, [0, 40]) as string}”)`);
    if (!slot.enumerable) continue;
    if (kept >= SANDBOX_LIMITS.items || walk.values >= SANDBOX_LIMITS.values) {
      if (!walk.cutOver) throw new NotData(`more than ${SANDBOX_LIMITS.items} items in one list or object`);
      walk.cut.items = true;
      break;
    }
    put(out, list ? kept : key, copyValue(slot.value, depth + 1, walk));
    kept++;
  }
  return out;
}

/**
 * Copies `value` as plain JSON data: only own, enumerable data properties of plain objects and
 * lists; no getters (never called), symbols, functions, cycles, class instances, NaN or `undefined`
 * inside. With `cut`, what is over the caps is cut (and reported in `cut`); without, it is refused.
 * Never throws: a Proxy whose traps throw is a value that cannot be read.
 */
export function copyData(value: unknown, options: { cut: boolean }): Copied {
  const walk: Walk = { cutOver: options.cut, values: 0, text: 0, cut: { items: false, text: false }, path: new SetCtor() };
  try {
    return { ok: true, value: copyValue(value, 0, walk), cut: walk.cut };
  } catch (error) {
    return { ok: false, reason: error instanceof NotData ? error.message : "a value whose reading threw" };
  }
}

/** What the page asked for, which decides the answers it can take. */
export type Expected = "load" | "execute" | "contrast";

/** The page's reading of one answer: a well-formed response, or why it is not one. */
export type Read = { ok: true; response: RunnerResponse } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || isArray(value)) return false;
  const proto = getPrototypeOf(value);
  return proto === ObjectPrototype || proto === null;
}

/** True when `value` has exactly the keys `allowed` (all own; `optional` may be missing). */
function hasKeys(value: Record<string, unknown>, required: readonly string[], optional: readonly string[] = []): boolean {
  const keys = ownKeys(value);
  if (keys.some((k) => typeof k !== "string" || (!required.includes(k) && !optional.includes(k)))) return false;
  return required.every((k) => keys.includes(k) && hasOwn(getOwnPropertyDescriptor(value, k)!, "value"));
}

const isShortText = (value: unknown, max: number = SANDBOX_LIMITS.messageChars): value is string => typeof value === "string" && value.length <= max;

class Unreadable extends Error {}
const need = (condition: boolean, reason: string): void => {
  if (!condition) throw new Unreadable(reason);
};

/** A tool's definition: name by the providers' rule, a description, parameters as a plain object. */
function readDefinition(value: unknown): LearnerDefinition {
  need(isRecord(value) && hasKeys(value, ["name", "description", "parameters"]), "a tool definition without exactly a name, a description and parameters");
  const { name, description, parameters } = value as Record<string, unknown>;
  need(typeof name === "string", `a tool name that is ${name === null ? "null" : `a ${typeof name}`}, not a string`);
  need(TOOL_NAME_RULE.test(name as string), "a tool name the providers refuse (letters, digits, _ and -, 1 to 64 of them)");
  need(isShortText(description, SANDBOX_LIMITS.descriptionChars), `a description that is not a string of at most ${SANDBOX_LIMITS.descriptionChars} characters`);
  need(isRecord(parameters), "parameters that are not a plain object");
  const copied = copyData(parameters, { cut: false });
  need(copied.ok, copied.ok ? "" : `parameters with ${copied.reason}`);
  return { name: name as string, description: description as string, parameters: (copied as { value: Record<string, unknown> }).value };
}

const PROBLEM_KEYS: readonly string[] = ["syntax", "threw", "no-tool", "no-execute", "bad-tool"];

function readProblem(value: unknown): ModuleProblem {
  need(isRecord(value) && hasKeys(value, ["key", "detail"]), "a problem without exactly a key and a detail");
  const { key, detail } = value as Record<string, unknown>;
  need(typeof key === "string" && PROBLEM_KEYS.includes(key), "a problem of an unknown kind");
  need(isShortText(detail), "a problem whose detail is not a short text");
  return { key: key as ModuleProblem["key"], detail: detail as string };
}

const AUDIT_KEYS = ["at", "op", "path", "withFileTypes", "outcome", "durationMs"] as const;

function readAudit(value: unknown): AuditEntry[] {
  need(isArray(value) && getPrototypeOf(value) === ArrayPrototype && value.length <= SANDBOX_LIMITS.items, "an audit that is not a list");
  return (value as unknown[]).map((entry) => {
    need(isRecord(entry) && hasKeys(entry, AUDIT_KEYS, ["entries", "code"]), "an audit entry of an unknown shape");
    const e = entry as Record<string, unknown>;
    need(typeof e.at === "number" && typeof e.durationMs === "number" && e.op === "readdir" && isShortText(e.path, SANDBOX_LIMITS.stringChars) && typeof e.withFileTypes === "boolean", "an audit entry with a wrong field");
    need(e.outcome === "ok" || e.outcome === "error", "an audit entry with an unknown outcome");
    need(e.entries === undefined || typeof e.entries === "number", "an audit entry with a wrong count");
    need(e.code === undefined || isShortText(e.code, 64), "an audit entry with a wrong code");
    return { ...(e as unknown as AuditEntry) };
  });
}

function readRun(value: unknown): LearnerRun {
  need(isRecord(value), `a result that is ${value === null ? "null" : `a ${typeof value}`}, not an object`);
  const run = value as Record<string, unknown>;
  if (run.ok === true) {
    need(hasKeys(run, ["ok", "audit"], ["returned", "cut"]), "a result with unknown fields");
    const copied = copyData(run.returned, { cut: false });
    need(run.returned === undefined || copied.ok, copied.ok ? "" : `a returned value with ${copied.reason}`);
    const cut = run.cut;
    need(cut === undefined || (isRecord(cut) && hasKeys(cut, ["items", "text"]) && typeof cut.items === "boolean" && typeof cut.text === "boolean"), "a result with a wrong cut");
    const returned = run.returned === undefined ? undefined : (copied as { value: unknown }).value;
    return { ok: true, returned, audit: readAudit(run.audit), ...(cut ? { cut: { ...(cut as unknown as Cut) } } : {}) };
  }
  need(run.ok === false && hasKeys(run, ["ok", "kind", "message", "audit"], ["ms"]), "a result with unknown fields");
  need(run.kind === "threw" || run.kind === "unreadable", "a failure of an unknown kind");
  need(isShortText(run.message), "a failure whose message is not a short text");
  return { ok: false, kind: run.kind as "threw" | "unreadable", message: run.message as string, audit: readAudit(run.audit) };
}

function readCell(value: unknown): ContrastCell {
  need(isRecord(value), "a contrast answer that is not an object");
  const cell = value as Record<string, unknown>;
  if (cell.ok === true) {
    need(hasKeys(cell, ["ok", "value"]), "a contrast answer with unknown fields");
    const copied = copyData(cell.value, { cut: false });
    need(copied.ok, copied.ok ? "" : `a validated copy with ${copied.reason}`);
    return { ok: true, value: (copied as { value: unknown }).value };
  }
  need(cell.ok === false && hasKeys(cell, ["ok", "message"]) && isShortText(cell.message, SANDBOX_LIMITS.stringChars), "a contrast refusal without a short text");
  return { ok: false, message: cell.message as string };
}

/** The contrast's rows: at most one a probe, each with exactly both origins and both versions. */
function readContrastRows(value: unknown): ContrastCells[] {
  need(isArray(value) && getPrototypeOf(value) === ArrayPrototype && value.length <= MAX_PROBES, "contrast rows that are not a short list");
  return (value as unknown[]).map((row) => {
    need(isRecord(row) && hasKeys(row, CONTRAST_ORIGINS), "a contrast row without exactly both origins");
    const out = {} as ContrastCells;
    for (const origin of CONTRAST_ORIGINS) {
      const versions = (row as Record<string, unknown>)[origin];
      need(isRecord(versions) && hasKeys(versions, CONTRAST_VERSIONS), "a contrast row without exactly both versions");
      out[origin] = { "1.4.0": readCell((versions as Record<string, unknown>)["1.4.0"]), "1.6.0": readCell((versions as Record<string, unknown>)["1.6.0"]) };
    }
    return out;
  });
}

function readResponse(data: unknown, expected: Expected, id: number): RunnerResponse {
  need(isRecord(data), `a message that is ${data === null ? "null" : `a ${typeof data}`}, not an object`);
  const message = data as Record<string, unknown>;
  const type = message.type;
  need(hasKeys(message, ["type"], ["id", "ok", "definition", "problem", "run", "ms", "message", "rows"]), "a message with unknown fields");
  // The worker's own id is not trusted (the iframe's envelope names the request); it only has to be a number.
  need(message.id === undefined || typeof message.id === "number", "a message with a wrong id");
  const fields = (...keys: string[]) => ["type", ...keys, ...(hasOwn(message, "id") ? ["id"] : [])];
  if (type === "timeout" || type === "load-timeout") {
    need(hasKeys(message, fields("ms")) && typeof message.ms === "number" && message.ms >= 0, "a stop without its time");
    return { type, id, ms: message.ms as number };
  }
  if (type === "crashed") {
    need(hasKeys(message, fields("message")) && isShortText(message.message), "a crash without a short message");
    return { type, id, message: message.message as string };
  }
  if (expected === "load") {
    need(type === "loaded" && typeof message.ok === "boolean", `a “${apply(stringSlice, StringCtor(typeof type === "string" ? type : typeof type), [0, 40]) as string}” message while loading`);
    if (message.ok) return need(hasKeys(message, fields("ok", "definition")), "a load answer with unknown fields"), { type: "loaded", id, ok: true, definition: readDefinition(message.definition) };
    return need(hasKeys(message, fields("ok", "problem")), "a load answer with unknown fields"), { type: "loaded", id, ok: false, problem: readProblem(message.problem) };
  }
  if (expected === "contrast") {
    need(type === "contrasted" && hasKeys(message, fields("rows")), "an answer to a contrast that is not one");
    return { type: "contrasted", id, rows: readContrastRows(message.rows) };
  }
  need(type === "executed" && hasKeys(message, fields("run")), "an answer to a call that is not a result");
  return { type: "executed", id, run: readRun(message.run) };
}

/**
 * Reads the sandbox's answer to request `id`, which asked to `expected`. The answer's own `id` is
 * not trusted (the iframe names the request it answers). Never throws: whatever is not a
 * well-formed answer comes back as `{ ok: false, reason }` in words for the problem frame.
 */
export function readRunnerAnswer(data: unknown, expected: Expected, id: number): Read {
  try {
    return { ok: true, response: readResponse(data, expected, id) };
  } catch (error) {
    return { ok: false, reason: error instanceof Unreadable ? error.message : "a message whose reading threw" };
  }
}
