/**
 * The per-call half of the round: validation (§9) and execution (§10, §15) of each call, each
 * recorded as a frame. `play.ts` orchestrates; this file knows what each frame says.
 */
import type { Tool, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import type { FakeFs, VirtualClock } from "../../fake-fs";
import type { Scenario } from "../../scenarios/types";
import { own } from "../../text/own";
import type { PiKit } from "../../fake-provider/kit";
import { readFolder } from "./folder";
import { toolResult, withDetails } from "./tool-result";
import { checkedCopy, errorFormat, prepareCall, typeboxMark, type Prepared } from "./validate";
import type { ExecutionFact, Fact, ValidationFact } from "../trace/facts";
import type { Frame, NarrationParams, Trace } from "../trace/frames";
import { runLearnerCall, type LearnerTool } from "./learner";

/** What a frame holds besides its header (stage, fact, and what is derived from the fact). */
export type FrameExtras = Omit<Frame, "index" | "stage" | "section" | "narration" | "messages" | "fact" | "turn">;

/** What the call frames need from the round that plays them. */
export interface CallContext {
  /** Records a frame: its words and section are derived from `fact`. */
  frame(stage: Frame["stage"], fact: Fact, extras?: FrameExtras): void;
  say(key: string, params?: NarrationParams): string;
  trace: Trace;
  fs: FakeFs;
  clock: VirtualClock;
  scenario: Scenario;
  swallowErrors: boolean;
  /** The tool calls are checked against: the chapter's, or the learner's. */
  tool: Tool;
  /** The learner's tool from the Tool lab, whose own `execute` runs valid calls. */
  learner?: LearnerTool;
  /** Tools the model was offered as descriptions only (§3): the application has no code for them. */
  offered?: readonly string[];
  /** The pi-ai version whose validator checks the calls (absent: 1.4.0, the chapter's). */
  kit?: PiKit;
  /**
   * The call whose check compiled the tool's validator (§9): pi-ai caches one per schema object,
   * and every later call of the round is checked with it. Set by the first check against the schema.
   * Absent for a learner's round, whose checks run in its own code.
   */
  compiled?: { by?: string };
}

/** Whether `prepared` is a call to a tool the model was offered as a description only. */
function descriptionOnly(ctx: CallContext, prepared: Prepared): boolean {
  return prepared.status === "unknown-tool" && (ctx.offered ?? []).includes(prepared.call.name);
}

/**
 * Strings pi-ai's copy turned into a number or a boolean (§9): `"" → 0` is a value the model did
 * not send and a schema asking for an integer seemed to forbid. Each as JSON text.
 */
export function typeConversions(received: unknown, converted: unknown): { key: string; from: string; to: string }[] {
  return changedKeys(received, converted)
    .filter((k) => typeof own(received, k) === "string" && ["number", "boolean"].includes(typeof own(converted, k)))
    .map((k) => ({ key: k, from: JSON.stringify(own(received, k)), to: JSON.stringify(own(converted, k)) }));
}

/** Top-level keys whose value differs between the model's arguments and pi-ai's copy. */
export function changedKeys(received: unknown, converted: unknown): string[] {
  const keys = new Set([...Object.keys(received ?? {}), ...Object.keys(converted ?? {})]);
  return [...keys].filter((k) => JSON.stringify(own(received, k)) !== JSON.stringify(own(converted, k)));
}

/** The tool-result text the model receives for a call that did not run. */
function refusalText(ctx: CallContext, prepared: Exclude<Prepared, { status: "valid" }>): string {
  // The tool the application really has: the chapter's, or the learner's under its own name.
  if (descriptionOnly(ctx, prepared))
    return ctx.say("result.description-only", { name: prepared.call.name, available: ctx.tool.name });
  if (prepared.status === "unknown-tool")
    return ctx.say("result.unknown-tool", { name: prepared.call.name, available: ctx.tool.name });
  return ctx.say(CHAPTER_CATCH);
}

/**
 * The one text the chapter's catch sends the model for any failure of the check or the read (§12,
 * §15): pi-ai's error, and the read's, stay with the application (the frames show them).
 */
const CHAPTER_CATCH = "result.chapter-catch";

/** Checks one call with pi-ai's validator and records its validation frame (§9, §15). */
export function validationFrame(ctx: CallContext, call: ToolCall): Prepared {
  const received = structuredClone(call.arguments);
  const prepared = prepareCall(call, ctx.tool, ctx.kit);
  const format = prepared.status === "invalid" ? errorFormat(prepared.message) : undefined;
  // A check against the schema (not an unknown tool, not text that failed to parse) uses pi-ai's cached validator.
  const schemaChecked = prepared.status === "valid" || format === "schema";
  const reused = schemaChecked && ctx.compiled?.by !== undefined ? { validatorOf: ctx.compiled.by } : {};
  if (schemaChecked && ctx.compiled) ctx.compiled.by ??= call.id;
  const common = { toolCallId: call.id, toolName: call.name, received, ...reused };
  const fact: ValidationFact = {
    kind: "validation",
    by: "application",
    toolCallId: call.id,
    toolName: call.name,
    outcome: "passed",
    changed: [],
    dropped: [],
    convertedBeforeRefusal: false,
    cloned: true,
  };
  // What pi-ai's check looks for on the schema object, for calls it checks against the schema (§9).
  const schemaMark = typeboxMark(ctx.tool.parameters);
  if (prepared.status === "unknown-tool") {
    ctx.frame(
      "validation",
      { ...fact, outcome: "unknown-tool", cloned: false, ...(descriptionOnly(ctx, prepared) ? { offered: true } : {}) },
      { validation: { ...common, status: "unknown-tool", modelText: refusalText(ctx, prepared) } },
    );
  } else if (prepared.status === "invalid") {
    const problem = prepared.problems[0];
    // pi-ai's error shows only the model's original; the copy it checked may have been converted.
    const checked = format === "schema" ? checkedCopy(call, ctx.tool, ctx.kit) : undefined;
    const changed = checked !== undefined ? changedKeys(received, checked) : [];
    const refused: ValidationFact = {
      ...fact,
      outcome: "refused",
      format,
      changed,
      convertedBeforeRefusal: changed.length > 0,
      cloned: format === "schema",
      ...(format === "schema" ? { schemaMark } : {}),
      path: problem?.path ?? "root",
      reason: problem?.reason ?? "",
      caught: { error: prepared.message, sent: refusalText(ctx, prepared) },
    };
    ctx.frame("validation", refused, {
      validation: {
        ...common,
        status: "invalid",
        format,
        problems: prepared.problems,
        ...(changed.length ? { checked: structuredClone(checked) } : {}),
        message: prepared.message,
        modelText: refusalText(ctx, prepared),
      },
    });
  } else {
    const converted = structuredClone(prepared.args);
    const changed = changedKeys(received, converted);
    // pi-ai 1.4.0 deletes an optional property whose value is null before it validates (§9).
    const dropped = Object.keys(received).filter((k) => own(received, k) === null && !Object.hasOwn(converted, k));
    const conversions = typeConversions(received, converted);
    ctx.frame(
      "validation",
      { ...fact, changed, dropped, schemaMark, ...(conversions.length ? { conversions } : {}) },
      {
        validation: { ...common, status: "valid", converted, changed, ...(dropped.length ? { dropped } : {}) },
      },
    );
  }
  return prepared;
}

/** Runs one prepared call (or explains why not), records its execution frame, and builds its result. */
export async function executeCall(ctx: CallContext, item: Prepared): Promise<ToolResultMessage> {
  const { call } = item;
  const { trace, fs, clock, scenario } = ctx;
  const root = scenario.downloads.path;
  const folder = { path: root, entries: structuredClone(scenario.downloads.entries) };
  const view = { toolCallId: call.id, toolName: call.name, folder };
  const fact = { kind: "execution", runner: "application", toolCallId: call.id, toolName: call.name } as const;
  if (item.status !== "valid") {
    ctx.frame(
      "execution",
      {
        ...fact,
        outcome: "refused",
        refusedBecause: item.status,
        filter: null,
        ...(descriptionOnly(ctx, item) ? { offered: true } : {}),
      },
      {
        execution: { ...view, status: "skipped", filter: null, audit: fs.audit() },
      },
    );
    return withDetails(toolResult(call, refusalText(ctx, item), true, clock.now()), {
      outcome: "error",
      reason: item.status,
    });
  }
  if (ctx.learner) return executeLearnerCall(ctx, ctx.learner, item);
  const filter = item.args.extension ?? null;
  const limit = typeof item.args.limit === "number" ? { limit: item.args.limit } : {};
  const outcome = await readFolder(fs, clock, root, item.args, scenario.downloads.failure);
  trace.executions.push({ toolCallId: call.id, toolName: call.name, args: structuredClone(item.args) });
  if (outcome.ok || ctx.swallowErrors) {
    const files = outcome.ok ? outcome.files : [];
    const swallowed = !outcome.ok;
    if (swallowed) (trace.bug ??= { kind: "swallow-errors", toolCallIds: [] }).toolCallIds.push(call.id);
    const ran: ExecutionFact = {
      ...fact,
      outcome: swallowed ? "swallowed" : "ran",
      filter,
      ...limit,
      count: files.length,
    };
    ctx.frame("execution", ran, {
      execution: {
        ...view,
        status: swallowed ? "swallowed" : "ran",
        filter,
        ...limit,
        audit: fs.audit(),
        returned: files,
        ...(outcome.ok ? {} : { error: outcome.error }),
      },
    });
    return withDetails(toolResult(call, JSON.stringify({ files }), false, clock.now()), { outcome: "files", files });
  }
  ctx.frame(
    "execution",
    { ...fact, outcome: "failed", filter, code: outcome.error.code },
    {
      execution: { ...view, status: "failed", filter, audit: fs.audit(), error: outcome.error },
    },
  );
  return withDetails(toolResult(call, ctx.say(CHAPTER_CATCH), true, clock.now()), {
    outcome: "error",
    reason: outcome.error.code,
  });
}

/** Runs a validated call of the hand-made round with the learner's `execute` and records its execution frame. */
async function executeLearnerCall(
  ctx: CallContext,
  learner: LearnerTool,
  item: Extract<Prepared, { status: "valid" }>,
): Promise<ToolResultMessage> {
  const { call } = item;
  const outcome = await runLearnerCall(ctx, learner, call.id, call.name, item.args);
  if (outcome.ran)
    ctx.trace.executions.push({ toolCallId: call.id, toolName: call.name, args: structuredClone(item.args) });
  ctx.frame("execution", outcome.fact, { execution: outcome.view });
  return withDetails(toolResult(call, outcome.text, outcome.isError, ctx.clock.now()), outcome.details);
}
