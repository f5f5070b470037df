/**
 * The sandbox's boundary. Everything the sandbox sends is untrusted (it runs a learner's code), so
 * every envelope is read by {@link readEnvelope}, every answer by {@link readRunnerAnswer} (a tool's
 * and a round's alike), every question a round asks by {@link readQuestion}: known kinds only, own
 * keys only, plain JSON data only, strings, lists and depth capped, names strings. Anything else
 * becomes an `unreadable` answer with words, never an exception. The same walker ({@link copyData})
 * copies a learner's returned value out of the worker, cutting what is over the caps (and saying so)
 * instead of refusing it.
 *
 * The built-ins the walker uses are captured when this module is evaluated: in the worker that is
 * before any learner code runs, so a learner's overrides of `Array.prototype`, `Object` or `Set`
 * cannot change what it copies.
 */
import type { AuditEntry } from "../fake-fs";
import type { LearnerRun } from "../engine/round/learner";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { RunnerResponse } from "./protocol";
import type { Message, ToolResultMessage } from "@earendil-works/pi-ai";
import type {
  ArgsFrom,
  AskRequest,
  ExecuteRequest,
  RoundFinish,
  RoundModuleProblem,
  RoundRequest,
  RoundResponse,
} from "./round-protocol";
import {
  CONTRAST_ORIGINS,
  CONTRAST_VERSIONS,
  MAX_PROBES,
  type ContrastCell,
  type ContrastCells,
} from "../lens/contrast";

/** The caps on what crosses from the sandbox, as docs/using-the-lab.md (Tool lab) states them. */
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
  defineProperty(target, key, {
    __proto__: null,
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  } as PropertyDescriptor);
}

function copyString(text: string, walk: Walk): string {
  const room = Math.min(SANDBOX_LIMITS.stringChars, SANDBOX_LIMITS.textChars - walk.text);
  if (text.length <= room) {
    walk.text += text.length;
    return text;
  }
  if (!walk.cutOver)
    throw new NotData(
      text.length > SANDBOX_LIMITS.stringChars
        ? `a string of ${text.length} characters (the limit is ${SANDBOX_LIMITS.stringChars})`
        : `more than ${SANDBOX_LIMITS.textChars} characters of text`,
    );
  walk.cut.text = true;
  walk.text += Math.max(0, room);
  return apply(stringSlice, text, [0, Math.max(0, room)]) as string;
}

function copyValue(value: unknown, depth: number, walk: Walk): unknown {
  if (++walk.values > SANDBOX_LIMITS.values) throw new NotData(`more than ${SANDBOX_LIMITS.values} values`);
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "string") return copyString(value, walk);
  if (typeof value === "number") {
    if (value !== value || value === Infinity || value === -Infinity)
      throw new NotData(`the number ${StringCtor(value)}`);
    return value;
  }
  if (typeof value !== "object")
    throw new NotData(typeof value === "undefined" ? "undefined inside a value" : `a ${typeof value}`);
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
  if (list ? proto !== ArrayPrototype : proto !== ObjectPrototype && proto !== null)
    throw new NotData("an object that is not plain data (a class instance, Map, Date or the like)");
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
  const walk: Walk = {
    cutOver: options.cut,
    values: 0,
    text: 0,
    cut: { items: false, text: false },
    path: new SetCtor(),
  };
  try {
    return { ok: true, value: copyValue(value, 0, walk), cut: walk.cut };
  } catch (error) {
    return { ok: false, reason: error instanceof NotData ? error.message : "a value whose reading threw" };
  }
}

/** What the host asked for, which decides the answers it can take. */
export type Expected = "load" | "execute" | "contrast" | "round-load" | "round-run";

/** The host's reading of one answer: a well-formed response, or why it is not one. */
export type Read = { ok: true; response: RunnerResponse | RoundResponse } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || isArray(value)) return false;
  const proto = getPrototypeOf(value);
  return proto === ObjectPrototype || proto === null;
}

/** True when `value` has exactly the keys `allowed` (all own; `optional` may be missing). */
function hasKeys(
  value: Record<string, unknown>,
  required: readonly string[],
  optional: readonly string[] = [],
): boolean {
  const keys = ownKeys(value);
  if (keys.some((k) => typeof k !== "string" || (!required.includes(k) && !optional.includes(k)))) return false;
  return required.every((k) => keys.includes(k) && hasOwn(getOwnPropertyDescriptor(value, k)!, "value"));
}

/** An own data property of `value`, or undefined (a getter is never run). */
function own(value: object, key: string): unknown {
  const slot = getOwnPropertyDescriptor(value, key);
  return slot && hasOwn(slot, "value") ? slot.value : undefined;
}

const isShortText = (value: unknown, max: number = SANDBOX_LIMITS.messageChars): value is string =>
  typeof value === "string" && value.length <= max;

class Unreadable extends Error {}
const need = (condition: boolean, reason: string): void => {
  if (!condition) throw new Unreadable(reason);
};

/** A tool's definition: name by the providers' rule, a description, parameters as a plain object. */
function readDefinition(value: unknown): LearnerDefinition {
  need(
    isRecord(value) && hasKeys(value, ["name", "description", "parameters"]),
    "a tool definition without exactly a name, a description and parameters",
  );
  const { name, description, parameters } = value as Record<string, unknown>;
  need(typeof name === "string", `a tool name that is ${name === null ? "null" : `a ${typeof name}`}, not a string`);
  need(
    TOOL_NAME_RULE.test(name as string),
    "a tool name the providers refuse (letters, digits, _ and -, 1 to 64 of them)",
  );
  need(
    isShortText(description, SANDBOX_LIMITS.descriptionChars),
    `a description that is not a string of at most ${SANDBOX_LIMITS.descriptionChars} characters`,
  );
  need(isRecord(parameters), "parameters that are not a plain object");
  const copied = copyData(parameters, { cut: false });
  need(copied.ok, copied.ok ? "" : `parameters with ${copied.reason}`);
  return {
    name: name as string,
    description: description as string,
    parameters: (copied as { value: Record<string, unknown> }).value,
  };
}

const PROBLEM_KEYS: readonly string[] = ["syntax", "threw", "no-tool", "no-execute", "bad-tool"];
const ROUND_PROBLEM_KEYS: readonly string[] = ["syntax", "threw", "no-round"];

/** A module's problem: one of `keys` (a tool module's, or a round module's) and a short detail. */
function readProblem<P extends ModuleProblem | RoundModuleProblem>(
  value: unknown,
  keys: readonly string[] = PROBLEM_KEYS,
): P {
  need(isRecord(value) && hasKeys(value, ["key", "detail"]), "a problem without exactly a key and a detail");
  const { key, detail } = value as Record<string, unknown>;
  need(typeof key === "string" && keys.includes(key), "a problem of an unknown kind");
  need(isShortText(detail), "a problem whose detail is not a short text");
  return { key, detail } as P;
}

const AUDIT_KEYS = ["at", "op", "path", "withFileTypes", "outcome", "durationMs"] as const;

function readAudit(value: unknown): AuditEntry[] {
  need(
    isArray(value) && getPrototypeOf(value) === ArrayPrototype && value.length <= SANDBOX_LIMITS.items,
    "an audit that is not a list",
  );
  return (value as unknown[]).map((entry) => {
    need(isRecord(entry) && hasKeys(entry, AUDIT_KEYS, ["entries", "code"]), "an audit entry of an unknown shape");
    const e = entry as Record<string, unknown>;
    need(
      typeof e.at === "number" &&
        typeof e.durationMs === "number" &&
        e.op === "readdir" &&
        isShortText(e.path, SANDBOX_LIMITS.stringChars) &&
        typeof e.withFileTypes === "boolean",
      "an audit entry with a wrong field",
    );
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
    need(
      cut === undefined ||
        (isRecord(cut) &&
          hasKeys(cut, ["items", "text"]) &&
          typeof cut.items === "boolean" &&
          typeof cut.text === "boolean"),
      "a result with a wrong cut",
    );
    const returned = run.returned === undefined ? undefined : (copied as { value: unknown }).value;
    return { ok: true, returned, audit: readAudit(run.audit), ...(cut ? { cut: { ...(cut as unknown as Cut) } } : {}) };
  }
  need(run.ok === false && hasKeys(run, ["ok", "kind", "message", "audit"], ["ms"]), "a result with unknown fields");
  need(run.kind === "threw" || run.kind === "unreadable", "a failure of an unknown kind");
  need(isShortText(run.message), "a failure whose message is not a short text");
  return {
    ok: false,
    kind: run.kind as "threw" | "unreadable",
    message: run.message as string,
    audit: readAudit(run.audit),
  };
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
  need(
    cell.ok === false && hasKeys(cell, ["ok", "message"]) && isShortText(cell.message, SANDBOX_LIMITS.stringChars),
    "a contrast refusal without a short text",
  );
  return { ok: false, message: cell.message as string };
}

/** The contrast's rows: at most one a probe, each with exactly both origins and both versions. */
function readContrastRows(value: unknown): ContrastCells[] {
  need(
    isArray(value) && getPrototypeOf(value) === ArrayPrototype && value.length <= MAX_PROBES,
    "contrast rows that are not a short list",
  );
  return (value as unknown[]).map((row) => {
    need(isRecord(row) && hasKeys(row, CONTRAST_ORIGINS), "a contrast row without exactly both origins");
    const out = {} as ContrastCells;
    for (const origin of CONTRAST_ORIGINS) {
      const versions = (row as Record<string, unknown>)[origin];
      need(isRecord(versions) && hasKeys(versions, CONTRAST_VERSIONS), "a contrast row without exactly both versions");
      out[origin] = {
        "1.4.0": readCell((versions as Record<string, unknown>)["1.4.0"]),
        "1.6.0": readCell((versions as Record<string, unknown>)["1.6.0"]),
      };
    }
    return out;
  });
}

/** A round's answer: its load (no definition: a round has none), or how it finished. */
function readRoundResponse(
  message: Record<string, unknown>,
  expected: "round-load" | "round-run",
  fields: (...keys: string[]) => string[],
  id: number,
): RoundResponse {
  if (expected === "round-run") {
    need(
      message.type === "round-finished" && hasKeys(message, fields("finish")),
      "an answer to a round that is not its finish",
    );
    const read = readRoundMessage(message.finish);
    need(read.ok && read.value.type === "finish", read.ok ? "a question in place of a finish" : read.reason);
    return { type: "round-finished", id, finish: (read as { value: RoundFinish }).value };
  }
  need(
    message.type === "round-loaded" && typeof message.ok === "boolean",
    "an answer to a round's load that is not one",
  );
  if (message.ok)
    return (
      need(hasKeys(message, fields("ok")), "a load answer with unknown fields"),
      { type: "round-loaded", id, ok: true }
    );
  return (
    need(hasKeys(message, fields("ok", "problem")), "a load answer with unknown fields"),
    {
      type: "round-loaded",
      id,
      ok: false,
      problem: readProblem<RoundModuleProblem>(message.problem, ROUND_PROBLEM_KEYS),
    }
  );
}

function readResponse(data: unknown, expected: Expected, id: number): RunnerResponse | RoundResponse {
  need(isRecord(data), `a message that is ${data === null ? "null" : `a ${typeof data}`}, not an object`);
  const message = data as Record<string, unknown>;
  const type = message.type;
  need(
    hasKeys(message, ["type"], ["id", "ok", "definition", "problem", "run", "ms", "message", "rows", "finish"]),
    "a message with unknown fields",
  );
  // The worker's own id is not trusted (the iframe's envelope names the request); it only has to be a number.
  need(message.id === undefined || typeof message.id === "number", "a message with a wrong id");
  const fields = (...keys: string[]) => ["type", ...keys, ...(hasOwn(message, "id") ? ["id"] : [])];
  if (type === "timeout" || type === "load-timeout") {
    need(
      hasKeys(message, fields("ms")) && typeof message.ms === "number" && message.ms >= 0,
      "a stop without its time",
    );
    return { type, id, ms: message.ms as number };
  }
  if (type === "crashed") {
    need(hasKeys(message, fields("message")) && isShortText(message.message), "a crash without a short message");
    return { type, id, message: message.message as string };
  }
  if (expected === "round-load" || expected === "round-run") return readRoundResponse(message, expected, fields, id);
  if (expected === "load") {
    need(
      type === "loaded" && typeof message.ok === "boolean",
      `a “${apply(stringSlice, StringCtor(typeof type === "string" ? type : typeof type), [0, 40]) as string}” message while loading`,
    );
    if (message.ok)
      return (
        need(hasKeys(message, fields("ok", "definition")), "a load answer with unknown fields"),
        { type: "loaded", id, ok: true, definition: readDefinition(message.definition) }
      );
    return (
      need(hasKeys(message, fields("ok", "problem")), "a load answer with unknown fields"),
      { type: "loaded", id, ok: false, problem: readProblem<ModuleProblem>(message.problem) }
    );
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
 * not trusted (the supervisor's envelope names the request it answers). Never throws: whatever is not a
 * well-formed answer comes back as `{ ok: false, reason }` in words for the problem frame.
 */
export function readRunnerAnswer(data: unknown, expected: Expected, id: number): Read {
  try {
    return { ok: true, response: readResponse(data, expected, id) };
  } catch (error) {
    return { ok: false, reason: error instanceof Unreadable ? error.message : "a message whose reading threw" };
  }
}

// A round's messages: what its questions and its finish carry (the Context in them is read when the engine uses it).

/** A Context as the round sent it: its messages checked, its tools plain JSON Schema. */
export interface SentContext {
  systemPrompt?: string;
  messages: Message[];
  tools: { name: string; description: string; parameters: unknown }[];
}

/** A read: the value, or why it cannot be used. */
export type Reading<T> = { ok: true; value: T } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !isArray(v);
const bad = <T>(reason: string): Reading<T> => ({ ok: false, reason });
const ARGS_FROM: readonly ArgsFrom[] = ["validated", "model", "other"];

/** One message of the round's Context: a role pi-ai knows and the fields its adapters read. */
function readMessage(m: unknown, i: number): Reading<Message> {
  if (!isObject(m)) return bad(`message ${i} is not an object`);
  const content = m.content;
  if (m.role === "user")
    return typeof content === "string" || Array.isArray(content)
      ? { ok: true, value: m as unknown as Message }
      : bad(`message ${i} (user) has no content`);
  if (m.role === "assistant")
    return Array.isArray(content)
      ? { ok: true, value: m as unknown as Message }
      : bad(`message ${i} (assistant) has no content list`);
  if (m.role !== "toolResult")
    return bad(
      `message ${i} has the role ${JSON.stringify(String(m.role)).slice(0, 40)}, not user, assistant or toolResult`,
    );
  if (typeof m.toolCallId !== "string" || typeof m.toolName !== "string")
    return bad(`tool result ${i} needs a toolCallId and a toolName`);
  if (typeof m.isError !== "boolean") return bad(`tool result ${i} needs isError (true or false)`);
  if (
    !Array.isArray(content) ||
    !content.every((c) => isObject(c) && (c.type === "text" ? typeof c.text === "string" : c.type === "image"))
  )
    return bad(`tool result ${i} needs content: a list of { type: "text", text }`);
  const result: ToolResultMessage = {
    role: "toolResult",
    toolCallId: m.toolCallId,
    toolName: m.toolName,
    content: content as ToolResultMessage["content"],
    isError: m.isError,
    timestamp: typeof m.timestamp === "number" ? m.timestamp : 0,
  };
  return { ok: true, value: result };
}

/** The messages of a Context: a list of messages pi-ai can send. */
export function readMessages(value: unknown): Reading<Message[]> {
  if (!Array.isArray(value)) return bad("messages is not a list");
  const out: Message[] = [];
  for (let i = 0; i < value.length; i++) {
    const read = readMessage(value[i], i);
    if (!read.ok) return read;
    out.push(read.value);
  }
  return { ok: true, value: out };
}

/** The Context a round asked the model with. */
export function readContext(value: unknown): Reading<SentContext> {
  if (!isObject(value)) return bad("the Context is not an object");
  const messages = readMessages(value.messages);
  if (!messages.ok) return messages;
  const tools = value.tools === undefined ? [] : value.tools;
  if (
    !Array.isArray(tools) ||
    !tools.every((t) => isObject(t) && typeof t.name === "string" && typeof t.description === "string")
  )
    return bad("tools is not a list of { name, description, parameters }");
  if (value.systemPrompt !== undefined && typeof value.systemPrompt !== "string")
    return bad("systemPrompt is not text");
  return {
    ok: true,
    value: {
      ...(typeof value.systemPrompt === "string" ? { systemPrompt: value.systemPrompt } : {}),
      messages: messages.value,
      tools: tools as SentContext["tools"],
    },
  };
}

function readIds(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length <= SANDBOX_LIMITS.items && value.every((id) => typeof id === "string")
    ? (value as string[])
    : undefined;
}

/**
 * A message from the round's worker: an `ask`, an `execute` or its `finish`. Plain data within the
 * caps, own keys, known kinds; the Context inside is read when the engine uses it (`readContext`).
 */
export function readRoundMessage(raw: unknown): Reading<AskRequest | ExecuteRequest | RoundFinish> {
  const copied = copyData(raw, { cut: false });
  if (!copied.ok) return bad(`the round sent ${copied.reason}`);
  const m = copied.value;
  if (!isObject(m)) return bad("the round sent something that is not a message");
  const validated = readIds(m.validated);
  if (!validated) return bad("the round's list of validated calls cannot be read");
  if (m.type === "ask") return { ok: true, value: { type: "ask", context: m.context, validated } };
  if (m.type === "execute") {
    if (!ARGS_FROM.includes(m.from as ArgsFrom) || (m.callId !== undefined && typeof m.callId !== "string"))
      return bad("the round's execute() request cannot be read");
    return {
      ok: true,
      value: {
        type: "execute",
        args: m.args,
        from: m.from as ArgsFrom,
        ...(typeof m.callId === "string" ? { callId: m.callId } : {}),
        validated,
      },
    };
  }
  if (m.type === "finish" && (m.how === "returned" || m.how === "threw" || m.how === "wrong-shape")) {
    return {
      ok: true,
      value: {
        type: "finish",
        how: m.how,
        ...(typeof m.detail === "string" ? { detail: m.detail.slice(0, SANDBOX_LIMITS.messageChars) } : {}),
        messages: m.messages,
        validated,
      },
    };
  }
  return bad("the round sent a message of an unknown kind");
}

/**
 * The supervisor's envelope for request `id`: the answer to it, or a question the round asked while it
 * ran. Anything else (another request's, or not an envelope) is not for this request: `undefined`.
 */
export function readEnvelope(data: unknown, id: number): { answer: unknown } | { question: unknown } | undefined {
  if (!isRecord(data) || own(data, "id") !== id) return undefined;
  if (hasOwn(data, "question")) return { question: own(data, "question") };
  return hasOwn(data, "answer") ? { answer: own(data, "answer") } : undefined;
}

/** A round's question, as the worker sends it: its number, and an `ask` or an `execute` read by {@link readRoundMessage}. */
export function readQuestion(data: unknown): Reading<{ seq: number; request: RoundRequest }> {
  if (!isRecord(data) || data.type !== "round-question" || !hasKeys(data, ["type", "seq", "request"], ["id"]))
    return bad("the round sent a question of an unknown shape");
  const seq = own(data, "seq");
  if (typeof seq !== "number") return bad("the round sent a question without its number");
  const read = readRoundMessage(own(data, "request"));
  if (!read.ok) return read;
  if (read.value.type === "finish") return bad("a finish in place of a question");
  return { ok: true, value: { seq, request: read.value } };
}
