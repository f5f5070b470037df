/**
 * Loads and runs a learner's tool module. Pure: no DOM, no worker API — the sandboxed runner worker
 * calls it in the browser, and unit tests call it in Node. The module's imports resolve to pi-ai's
 * real exports and to a Node-shaped view of the in-memory Downloads folder; nothing else exists.
 */
import { parseStreamingJson, StringEnum, Type, validateToolArguments, validateToolCall } from "@earendil-works/pi-ai";
import { transform } from "sucrase";
import { createFakeFs, createVirtualClock, type FakeFs, type ReaddirOptions } from "../fake-fs";
import { extname, schedulePersonCancel } from "../steps/app";
import type { LearnerFolder, LearnerRun } from "../steps/learner";

/** Why a module could not be used, as a catalog key (`ui.runner.problem.*`) and a detail. */
export interface ModuleProblem {
  key: "syntax" | "threw" | "no-tool" | "no-execute" | "bad-tool";
  detail: string;
}

/** The learner's tool as plain data: what the engine sends to the model and validates against. */
export interface LearnerDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A loaded module: its tool's definition, and its `execute` bound to a folder per call. */
export interface LoadedModule {
  definition: LearnerDefinition;
  execute(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
}

/** The module names a learner's code may import, and what each import gets. */
export const LEARNER_MODULES = ["@earendil-works/pi-ai", "typebox", "node:fs/promises", "node:path", "./desktop"] as const;

/** The folder the current call reads; the fake `readdir` is bound to it when a call starts. */
interface Desk {
  fs?: FakeFs;
  path: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name === "Error" ? "" : `${error.name}: `}${error.message}`;
  return String(error);
}

/** Compiles TypeScript to a CommonJS body with sucrase (types removed, imports as `require`). */
export function compile(source: string): { ok: true; code: string } | { ok: false; problem: ModuleProblem } {
  try {
    return { ok: true, code: transform(source, { transforms: ["typescript", "imports"], production: true }).code };
  } catch (error) {
    return { ok: false, problem: { key: "syntax", detail: messageOf(error) } };
  }
}

/** Evaluates `source` and checks what it exports. Errors are values; nothing thrown escapes. */
export function loadModule(source: string): { ok: true; module: LoadedModule } | { ok: false; problem: ModuleProblem } {
  const compiled = compile(source);
  if (!compiled.ok) return compiled;
  const desk: Desk = { path: "" };
  const modules = new Map<string, unknown>([
    ["@earendil-works/pi-ai", { Type, StringEnum, validateToolArguments, validateToolCall, parseStreamingJson }],
    ["typebox", { Type }],
    [
      "node:fs/promises",
      {
        readdir(path: string, options: ReaddirOptions) {
          if (!desk.fs) throw new Error("readdir is only available while execute() runs");
          return desk.fs.readdir(String(path), { withFileTypes: true, ...(options?.signal ? { signal: options.signal } : {}) });
        },
      },
    ],
    ["node:path", { extname }],
    ["./desktop", { desktopPaths: { get downloads() { return desk.path; } } }],
  ]);
  const require = (name: string) => {
    if (!modules.has(name)) throw new Error(`Cannot import "${name}" here: only ${LEARNER_MODULES.join(", ")}`);
    return modules.get(name);
  };
  const exports: Record<string, unknown> = {};
  try {
    // The learner's own code, on purpose: it runs only inside the sandboxed worker (or a test).
    new Function("require", "exports", "module", compiled.code)(require, exports, { exports });
  } catch (error) {
    return { ok: false, problem: { key: "threw", detail: messageOf(error) } };
  }
  const tool = Object.hasOwn(exports, "tool") ? (exports.tool as Record<string, unknown> | undefined) : undefined;
  const execute = Object.hasOwn(exports, "execute") ? exports.execute : undefined;
  if (typeof tool !== "object" || tool === null) return { ok: false, problem: { key: "no-tool", detail: "" } };
  if (typeof execute !== "function") return { ok: false, problem: { key: "no-execute", detail: "" } };
  const { name, description, parameters } = tool;
  if (typeof name !== "string" || typeof description !== "string" || typeof parameters !== "object" || parameters === null)
    return { ok: false, problem: { key: "bad-tool", detail: "" } };
  let definition: LearnerDefinition;
  try {
    // The schema crosses to the engine as JSON Schema, as an adapter would send it.
    definition = { name, description, parameters: JSON.parse(JSON.stringify(parameters)) as Record<string, unknown> };
  } catch (error) {
    return { ok: false, problem: { key: "bad-tool", detail: messageOf(error) } };
  }

  return {
    ok: true,
    module: {
      definition,
      async execute(args, folder) {
        const clock = createVirtualClock();
        const fs = createFakeFs({ root: folder.path, entries: folder.entries, ...(folder.failure ? { failure: folder.failure } : {}), clock });
        desk.fs = fs;
        desk.path = folder.path;
        // The person's cancel of a slow read reaches `execute` through its signal, as in the round.
        const controller = new AbortController();
        const cancel = schedulePersonCancel(clock, folder.failure, controller);
        try {
          const returned: unknown = await clock.settle(Promise.resolve().then(() => (execute as (a: unknown, s: AbortSignal) => unknown)(args, controller.signal)));
          // Only plain data leaves: a returned function or cycle is described, not sent.
          return { ok: true, returned: plain(returned), audit: fs.audit() };
        } catch (error) {
          return { ok: false, kind: "threw", message: messageOf(error), audit: fs.audit() };
        } finally {
          cancel();
          desk.fs = undefined;
        }
      },
    },
  };
}

/** `value` as JSON data, or a description of it when it is not (a function, a cycle). */
function plain(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return `[${typeof value}]`;
  }
}
