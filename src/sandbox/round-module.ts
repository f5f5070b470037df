/**
 * Loads and runs a learner's round module: `export async function round(ctx)`. Pure (no DOM, no
 * worker API): the sandboxed runner worker calls it in the browser, a Node worker thread in the
 * grade command, this thread in tests. The round's questions — the model, the folder — go to the
 * engine through {@link WorkerHost}; what the round does in between (validating with pi-ai's real
 * validators, building results) happens here, and is reported with each question.
 */
import {
  parseStreamingJson,
  StringEnum,
  Type,
  validateToolArguments,
  validateToolCall,
  type AssistantMessage,
  type Context,
  type Tool,
  type ToolCall,
} from "@earendil-works/pi-ai";
import { compile, loadLearnerModule, messageOf } from "./evaluate";
import { copyData } from "./boundary";
import { listDownloadFilesTool } from "../engine/round/tool";
import type {
  ArgsFrom,
  AskAnswer,
  AskRequest,
  ExecuteAnswer,
  ExecuteRequest,
  RoundFinish,
  RoundModuleProblem,
  RoundStart,
} from "./round-protocol";

/** The engine, as the round's worker reaches it: one answer per question. */
export interface WorkerHost {
  ask(request: AskRequest): Promise<AskAnswer>;
  execute(request: ExecuteRequest): Promise<ExecuteAnswer>;
}

/** A loaded round module: run it once per scenario. */
export interface LoadedRound {
  run(start: RoundStart, host: WorkerHost): Promise<RoundFinish>;
}

/** The module names a round may import. */
export const ROUND_MODULES = ["@earendil-works/pi-ai", "typebox"] as const;

// Captured before learner code runs: the runner's own bookkeeping must not be what an override made it.
const WeakMapCtor = WeakMap;
const { get: weakGet, set: weakSet } = WeakMap.prototype;
const { apply } = Reflect;
const { isArray } = Array;
const { parse: jsonParse, stringify: jsonStringify } = JSON;
const ErrorCtor = Error;

/** What the worker knows of one run: which objects are whose arguments, and which calls were validated. */
interface Ledger {
  args: WeakMap<object, { callId: string; from: ArgsFrom }>;
  replies: WeakMap<object, true>;
  validated: string[];
  lastContext?: Context;
}

const note = (ledger: Ledger, key: unknown, value: { callId: string; from: ArgsFrom }) => {
  if (typeof key === "object" && key !== null) apply(weakSet, ledger.args, [key, value]);
};

/** pi-ai's validators as the round imports them: the real functions, with each use noted for the engine. */
function watchedValidators(current: { ledger?: Ledger }) {
  const watch =
    <A extends unknown[]>(real: (...args: A) => unknown, callOf: (...args: A) => unknown) =>
    (...args: A) => {
      const call = callOf(...args) as Partial<ToolCall> | undefined;
      const id = typeof call?.id === "string" ? call.id : undefined;
      const ledger = current.ledger;
      if (ledger && id !== undefined) ledger.validated.push(id);
      const copy = real(...args);
      if (ledger && id !== undefined) note(ledger, copy, { callId: id, from: "validated" });
      return copy;
    };
  return {
    validateToolArguments: watch(
      validateToolArguments as (tool: Tool, call: ToolCall) => unknown,
      (_tool, call) => call,
    ),
    validateToolCall: watch(validateToolCall as (tools: Tool[], call: ToolCall) => unknown, (_tools, call) => call),
  };
}

/** The Context as plain data for the engine: tools as the JSON Schema an adapter would send. */
function plainContext(context: unknown): unknown {
  if (typeof context !== "object" || context === null)
    throw new ErrorCtor("ask() takes a Context: { systemPrompt, messages, tools }");
  const { systemPrompt, messages, tools } = context as Context;
  const plainTools = isArray(tools)
    ? jsonParse(
        jsonStringify(tools.map((t) => ({ name: t?.name, description: t?.description, parameters: t?.parameters }))),
      )
    : undefined;
  // Over the sandbox's caps (a stack trace here names the whole data: URL of this worker) a string is
  // cut, not refused: what a result says still reaches the engine, and the grader reads it.
  const copied = copyData(
    { ...(systemPrompt !== undefined ? { systemPrompt } : {}), messages, ...(plainTools ? { tools: plainTools } : {}) },
    { cut: true },
  );
  if (!copied.ok) throw new ErrorCtor(`ask() cannot send this Context: it holds ${copied.reason}`);
  return copied.value;
}

/** The `ctx` a round receives: the Context, the tools the application can run, the model and the folder. */
function roundContext(start: RoundStart, host: WorkerHost, ledger: Ledger) {
  const taken = () => ledger.validated.splice(0, ledger.validated.length);
  const context: Context = {
    systemPrompt: start.systemPrompt,
    messages: [start.user],
    tools: [listDownloadFilesTool, ...start.offered],
  };
  return {
    context,
    tools: [listDownloadFilesTool] as Tool[],
    async ask(sent: Context): Promise<AssistantMessage> {
      const plain = plainContext(sent);
      ledger.lastContext = sent;
      const { reply } = await host.ask({ type: "ask", context: plain, validated: taken() });
      apply(weakSet, ledger.replies, [reply, true]);
      for (const block of reply.content)
        if (block.type === "toolCall") note(ledger, block.arguments, { callId: block.id, from: "model" });
      return reply;
    },
    async execute(args: unknown): Promise<string[]> {
      const known =
        typeof args === "object" && args !== null
          ? (apply(weakGet, ledger.args, [args]) as { callId: string; from: ArgsFrom } | undefined)
          : undefined;
      const copied = copyData(args ?? {}, { cut: false });
      if (!copied.ok) throw new ErrorCtor(`execute() takes the tool's arguments as plain data, not ${copied.reason}`);
      const answer = await host.execute({
        type: "execute",
        args: copied.value,
        from: known?.from ?? "other",
        ...(known ? { callId: known.callId } : {}),
        validated: taken(),
      });
      if (answer.ok) return answer.files;
      // Thrown as Node's fs would: its message names the host's folder, its stack is this worker's.
      const error = new ErrorCtor(answer.error.message) as Error & { code: string };
      error.name = answer.error.name;
      error.code = answer.error.code;
      throw error;
    },
  };
}

/** What the round returned, judged: the model's reply (an AssistantMessage), or words for what it was. */
function judgeReturn(value: unknown, ledger: Ledger): string | undefined {
  if (typeof value === "object" && value !== null && apply(weakGet, ledger.replies, [value])) return undefined;
  if (typeof value === "object" && value !== null && (value as { role?: unknown }).role === "assistant")
    return undefined;
  if (value === undefined) return "undefined";
  if (isArray(value)) return "an array";
  return typeof value === "object" ? "an object that is not an assistant message" : `a ${typeof value}`;
}

/** The Context the round ended with (the last it asked with, else the one it was given), as plain data. */
function finalMessages(ledger: Ledger, given: Context): unknown {
  const copied = copyData((ledger.lastContext ?? given).messages, { cut: true });
  return copied.ok ? copied.value : [];
}

/** Evaluates a round module and checks that it exports `round` as a function. Errors are values. */
export function loadRoundModule(
  source: string,
): { ok: true; round: LoadedRound } | { ok: false; problem: RoundModuleProblem } {
  const compiled = compile(source);
  if (!compiled.ok) return { ok: false, problem: { key: "syntax", detail: compiled.problem.detail } };
  const current: { ledger?: Ledger } = {};
  const modules = new Map<string, unknown>([
    ["@earendil-works/pi-ai", { Type, StringEnum, parseStreamingJson, ...watchedValidators(current) }],
    ["typebox", { Type }],
  ]);
  const loaded = loadLearnerModule(compiled.code, modules, ROUND_MODULES);
  if (!loaded.ok) return { ok: false, problem: { key: "threw", detail: loaded.detail } };
  const round = loaded.exported("round");
  if (typeof round !== "function") return { ok: false, problem: { key: "no-round", detail: "" } };
  return {
    ok: true,
    round: {
      async run(start, host) {
        const ledger: Ledger = { args: new WeakMapCtor(), replies: new WeakMapCtor(), validated: [] };
        current.ledger = ledger;
        const ctx = roundContext(start, host, ledger);
        const end = (how: RoundFinish["how"], detail?: string): RoundFinish => ({
          type: "finish",
          how,
          ...(detail !== undefined ? { detail } : {}),
          messages: finalMessages(ledger, ctx.context),
          validated: ledger.validated.splice(0),
        });
        try {
          const returned: unknown = await (round as (c: typeof ctx) => unknown)(ctx);
          const wrong = judgeReturn(returned, ledger);
          return wrong === undefined ? end("returned") : end("wrong-shape", wrong);
        } catch (error) {
          return end("threw", messageOf(error));
        }
      },
    },
  };
}
