/**
 * Loads and runs a learner's tool module. Pure: no DOM, no worker API — the sandboxed runner worker
 * calls it in the browser, and unit tests call it in Node. The module's imports resolve to pi-ai's
 * real exports and to a Node-shaped view of the in-memory Downloads folder; nothing else exists.
 */
import { parseStreamingJson, StringEnum, Type, validateToolArguments, validateToolCall } from "@earendil-works/pi-ai";
import { transform } from "sucrase";
import { createFakeFs, createVirtualClock, type FakeFs, type ReaddirOptions } from "../fake-fs";
import type { AuditEntry } from "../fake-fs";
import { extname, schedulePersonCancel } from "../engine/round/folder";
import type { LearnerFolder, LearnerRun } from "../engine/round/learner";
import { copyData, SANDBOX_LIMITS, TOOL_NAME_RULE } from "./boundary";
import type { LearnerDefinition, ModuleProblem } from "./definition";

/** A loaded module: its tool's definition, and its `execute` bound to a folder per call. */
export interface LoadedModule {
  definition: LearnerDefinition;
  /**
   * The tool's parameters as the module built them (TypeBox's hidden kind marks and all), for the
   * schema-origin contrast inside the sandbox; never sent out of it (`definition` carries the JSON).
   */
  written: unknown;
  execute(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
}

/** The module names a learner's code may import, and what each import gets. */
export const LEARNER_MODULES = [
  "@earendil-works/pi-ai",
  "typebox",
  "node:fs/promises",
  "node:path",
  "./desktop",
] as const;

/** The folder the current call reads; the fake `readdir` is bound to it when a call starts. */
interface Desk {
  fs?: FakeFs;
  /** The runner's own record of the call's folder reads (see `auditedReaddir`). */
  log?: AuditEntry[];
  now?: () => number;
  path: string;
}

// Captured when this module is evaluated, before any learner code runs: what the runner needs to
// describe an error, keep its audit and copy a schema must not be what a learner's overrides made it.
const { getPrototypeOf, getOwnPropertyDescriptor, hasOwn, defineProperty } = Object;
const { apply } = Reflect;
const { isArray } = Array;
const ErrorCtor = Error;
const StringCtor = String;
const { slice: stringSlice } = String.prototype;
const { then: promiseThen } = Promise.prototype;
const { stringify: jsonStringify, parse: jsonParse } = JSON;
const AbortControllerCtor = AbortController;

/** An own data property of `value` (never a getter, never the prototype's), or undefined. */
function own(value: object, key: string): unknown {
  const slot = getOwnPropertyDescriptor(value, key);
  return slot && hasOwn(slot, "value") ? slot.value : undefined;
}

/** The nearest `name` data property on `value`'s prototype chain (an Error's name lives there). */
function errorName(value: object): string {
  let at: object | null = value;
  for (let i = 0; at !== null && i < 16; i++, at = getPrototypeOf(at)) {
    const name = own(at, "name");
    if (typeof name === "string") return name;
  }
  return "Error";
}

const short = (text: string): string =>
  text.length > SANDBOX_LIMITS.messageChars
    ? `${apply(stringSlice, text, [0, SANDBOX_LIMITS.messageChars - 1]) as string}…`
    : text;

/**
 * Words for what was thrown, without running any of the learner's code: no getter, no `toString`
 * (one that never returns would turn a throw into "stopped after 2 s"). Never throws.
 */
export function messageOf(error: unknown): string {
  try {
    if (typeof error === "string") return short(error);
    if (typeof error === "function") return "a function";
    if (typeof error !== "object" || error === null) return short(StringCtor(error as string));
    if (!(error instanceof ErrorCtor)) return "an object that is not an Error";
    const message = own(error, "message");
    const name = errorName(error);
    return short(`${name === "Error" ? "" : `${name}: `}${typeof message === "string" ? message : ""}`);
  } catch {
    return "a thrown value the lab cannot read";
  }
}

/**
 * The learner's `readdir`: the fake folder's, with the runner's own audit of each call. The record
 * is made from what the folder call returned (observed with the captured `then`) into a list the
 * learner cannot reach, so overriding `Array.prototype.push` or `map` cannot change it.
 */
function auditedReaddir(desk: Desk) {
  return (path: string, options: ReaddirOptions) => {
    const { fs, log, now } = desk;
    if (!fs || !log || !now) throw new ErrorCtor("readdir is only available while execute() runs");
    const where = StringCtor(path);
    const at = now();
    const record = (entry: Pick<AuditEntry, "outcome" | "entries" | "code">) =>
      defineProperty(log, log.length, {
        __proto__: null,
        value: { at, op: "readdir", path: where, withFileTypes: true, durationMs: now() - at, ...entry },
        writable: true,
        enumerable: true,
        configurable: true,
      } as PropertyDescriptor);
    const signal = options === null || typeof options !== "object" ? undefined : own(options, "signal");
    const read = fs.readdir(where, { withFileTypes: true, ...(signal instanceof AbortSignal ? { signal } : {}) });
    const ok = (result: unknown) => record({ outcome: "ok", entries: isArray(result) ? result.length : 0 });
    const failed = (error: unknown) => {
      const code = typeof error === "object" && error !== null ? own(error, "code") : undefined;
      record({ outcome: "error", ...(typeof code === "string" ? { code: short(code) } : {}) });
    };
    apply(promiseThen, read, [ok, failed]);
    return read;
  };
}

/** Compiles TypeScript to a CommonJS body with sucrase (types removed, imports as `require`). */
export function compile(source: string): { ok: true; code: string } | { ok: false; problem: ModuleProblem } {
  try {
    return { ok: true, code: transform(source, { transforms: ["typescript", "imports"], production: true }).code };
  } catch (error) {
    return { ok: false, problem: { key: "syntax", detail: messageOf(error) } };
  }
}

/** A learner's module once its code ran: read its exports one name at a time. */
export type LearnerExports = { ok: true; exported(name: string): unknown } | { ok: false; detail: string };

/**
 * Runs compiled CommonJS `code` (see {@link compile}) once: its `require` gives only what `modules`
 * holds (each name in `allowed`; any other import throws, naming the allowed ones), and nothing
 * else is in its scope but `exports` and `module`. The tool module and the round module both load
 * here, each with its own map. Exports are read as own data properties with built-ins captured
 * before any learner code ran: a getter on `exports` is never run. What the code throws comes
 * back as words (`messageOf`), never as an exception.
 */
export function loadLearnerModule(
  code: string,
  modules: ReadonlyMap<string, unknown>,
  allowed: readonly string[],
): LearnerExports {
  const require = (name: string) => {
    if (!modules.has(name)) throw new ErrorCtor(`Cannot import "${name}" here: only ${allowed.join(", ")}`);
    return modules.get(name);
  };
  const exports: Record<string, unknown> = {};
  try {
    // The learner's own code, on purpose: it runs only inside the sandboxed worker (or a test, or the author's own process).
    new Function("require", "exports", "module", code)(require, exports, { exports });
  } catch (error) {
    return { ok: false, detail: messageOf(error) };
  }
  return { ok: true, exported: (name) => own(exports, name) };
}

/** Evaluates `source` and checks what it exports. Errors are values; nothing thrown escapes. */
export function loadModule(source: string): { ok: true; module: LoadedModule } | { ok: false; problem: ModuleProblem } {
  const compiled = compile(source);
  if (!compiled.ok) return compiled;
  const desk: Desk = { path: "" };
  const modules = new Map<string, unknown>([
    ["@earendil-works/pi-ai", { Type, StringEnum, validateToolArguments, validateToolCall, parseStreamingJson }],
    ["typebox", { Type }],
    ["node:fs/promises", { readdir: auditedReaddir(desk) }],
    ["node:path", { extname }],
    [
      "./desktop",
      {
        desktopPaths: {
          get downloads() {
            return desk.path;
          },
        },
      },
    ],
  ]);
  const loaded = loadLearnerModule(compiled.code, modules, LEARNER_MODULES);
  if (!loaded.ok) return { ok: false, problem: { key: "threw", detail: loaded.detail } };
  // Own data properties only: a getter on `exports` is not run.
  const tool = loaded.exported("tool") as Record<string, unknown> | undefined;
  const execute = loaded.exported("execute");
  if (typeof tool !== "object" || tool === null) return { ok: false, problem: { key: "no-tool", detail: "" } };
  if (typeof execute !== "function") return { ok: false, problem: { key: "no-execute", detail: "" } };
  let checked: Checked;
  try {
    checked = checkDefinition(tool);
  } catch (error) {
    // A Proxy for a tool, say, whose traps throw.
    checked = { ok: false, problem: { key: "bad-tool", detail: messageOf(error) } };
  }
  if (!checked.ok) return checked;
  const definition = checked.definition;

  return {
    ok: true,
    module: {
      definition,
      written: own(tool, "parameters"),
      async execute(args, folder) {
        const clock = createVirtualClock();
        const fs = createFakeFs({
          root: folder.path,
          entries: folder.entries,
          ...(folder.failure ? { failure: folder.failure } : {}),
          clock,
        });
        const log: AuditEntry[] = [];
        desk.fs = fs;
        desk.log = log;
        desk.now = clock.now;
        desk.path = folder.path;
        // The person's cancel of a slow read reaches `execute` through its signal, as in the round.
        const controller = new AbortControllerCtor();
        const cancel = schedulePersonCancel(clock, folder.failure, controller);
        try {
          const returned: unknown = await clock.settle(
            Promise.resolve().then(() => (execute as (a: unknown, s: AbortSignal) => unknown)(args, controller.signal)),
          );
          return copyOut(returned, log);
        } catch (error) {
          return { ok: false, kind: "threw", message: messageOf(error), audit: log };
        } finally {
          cancel();
          desk.fs = undefined;
          desk.log = undefined;
        }
      },
    },
  };
}

/** What `execute` returned, as plain data within the caps (cut, and said so), or why it is not data. */
function copyOut(returned: unknown, audit: AuditEntry[]): LearnerRun {
  if (returned === undefined) return { ok: true, returned: undefined, audit };
  const copied = copyData(returned, { cut: true });
  if (!copied.ok) return { ok: false, kind: "unreadable", message: `execute() returned ${copied.reason}`, audit };
  const cut = copied.cut.items || copied.cut.text;
  return { ok: true, returned: copied.value, audit, ...(cut ? { cut: copied.cut } : {}) };
}

type Checked = { ok: true; definition: LearnerDefinition } | { ok: false; problem: ModuleProblem };

/**
 * The tool's definition as plain data, as the providers would take it: a name by their rule (at
 * most 64 letters, digits, `_` or `-`), a description within its cap, and parameters as JSON Schema
 * (what an adapter sends) no deeper or bigger than the sandbox's caps.
 */
function checkDefinition(tool: Record<string, unknown>): Checked {
  const bad = (detail: string): Checked => ({ ok: false, problem: { key: "bad-tool", detail: short(detail) } });
  const name = own(tool, "name");
  const description = own(tool, "description");
  const parameters = own(tool, "parameters");
  if (
    typeof name !== "string" ||
    typeof description !== "string" ||
    typeof parameters !== "object" ||
    parameters === null
  )
    return bad("");
  if (!TOOL_NAME_RULE.test(name))
    return bad(
      `The name has ${name.length} characters; providers accept 1 to ${SANDBOX_LIMITS.nameChars} letters, digits, “_” or “-”.`,
    );
  if (description.length > SANDBOX_LIMITS.descriptionChars)
    return bad(
      `The description has ${description.length} characters; the lab takes at most ${SANDBOX_LIMITS.descriptionChars}.`,
    );
  let schema: unknown;
  try {
    // The schema crosses to the engine as JSON Schema, as an adapter would send it.
    schema = jsonParse(jsonStringify(parameters) as string);
  } catch (error) {
    return bad(messageOf(error));
  }
  const copied = copyData(schema, { cut: false });
  if (!copied.ok) return bad(`The parameters hold ${copied.reason}.`);
  return { ok: true, definition: { name, description, parameters: copied.value as Record<string, unknown> } };
}
