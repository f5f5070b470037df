/**
 * The per-call half of the round: validation (§9) and execution (§10, §15) of each call, each
 * recorded as a frame. `play.ts` orchestrates; this file knows what each frame says.
 */
import type { Tool, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import type { FakeFs, VirtualClock } from "../fake-fs";
import type { Scenario } from "../scenarios/types";
import { own } from "../text/own";
import { checkedCopy, errorFormat, prepareCall, readFolder, redact, toolResult, withDetails, type Prepared } from "./app";
import type { Frame, NarrationParams, Trace } from "./frames";
import { executeLearnerCall, type LearnerTool } from "./learner";

type FrameExtras = Omit<Frame, "index" | "stage" | "section" | "narration" | "messages">;

/** What the call frames need from the round that plays them. */
export interface CallContext {
  frame(stage: Frame["stage"], section: number, key: string, params?: NarrationParams, extras?: FrameExtras): void;
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
}


/** Top-level keys whose value differs between the model's arguments and pi-ai's copy. */
function changedKeys(received: unknown, converted: unknown): string[] {
  const keys = new Set([...Object.keys(received ?? {}), ...Object.keys(converted ?? {})]);
  return [...keys].filter((k) => JSON.stringify(own(received, k)) !== JSON.stringify(own(converted, k)));
}

/** The tool-result text the model receives for a call that did not run. */
function refusalText(ctx: CallContext, prepared: Exclude<Prepared, { status: "valid" }>): string {
  // The tool the application really has: the chapter's, or the learner's under its own name.
  if (prepared.status === "unknown-tool") return ctx.say("result.unknown-tool", { name: prepared.call.name, available: ctx.tool.name });
  return ctx.say("result.invalid", { details: redact(prepared.message, ctx.scenario.downloads.path) });
}

/** Checks one call with pi-ai's validator and records its validation frame (§9, §15). */
export function validationFrame(ctx: CallContext, call: ToolCall): Prepared {
  const received = structuredClone(call.arguments);
  const prepared = prepareCall(call, ctx.tool);
  const common = { toolCallId: call.id, toolName: call.name, received };
  if (prepared.status === "unknown-tool") {
    ctx.frame("validation", 15, "validation.unknown-tool", { name: call.name }, { validation: { ...common, status: "unknown-tool", modelText: refusalText(ctx, prepared) } });
  } else if (prepared.status === "invalid") {
    const problem = prepared.problems[0];
    const format = errorFormat(prepared.message);
    // pi-ai's error shows only the model's original; the copy it checked may have been converted.
    const checked = format === "schema" ? checkedCopy(call, ctx.tool) : undefined;
    const converted = checked !== undefined && changedKeys(received, checked).length > 0;
    const key = format === "parse" ? "validation.invalid-json" : converted ? "validation.invalid-converted" : "validation.invalid";
    ctx.frame("validation", 9, key, { name: call.name, path: problem?.path ?? "root", reason: problem?.reason ?? "", changed: converted ? changedKeys(received, checked).join(", ") : "" }, {
      validation: {
        ...common,
        status: "invalid",
        format,
        problems: prepared.problems,
        ...(converted ? { checked: structuredClone(checked) } : {}),
        message: prepared.message,
        modelText: refusalText(ctx, prepared),
      },
    });
  } else {
    const converted = structuredClone(prepared.args);
    const changed = changedKeys(received, converted);
    // pi-ai 1.4.0 deletes an optional property whose value is null before it validates (§9).
    const dropped = Object.keys(received).filter((k) => own(received, k) === null && !Object.hasOwn(converted, k));
    const key = dropped.length ? "validation.null-dropped" : changed.length ? "validation.converted" : "validation.valid";
    ctx.frame("validation", 9, key, { name: call.name, changed: changed.join(", "), keys: dropped.join(", ") }, {
      validation: { ...common, status: "valid", converted, changed, ...(dropped.length ? { dropped } : {}) },
    });
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
  if (item.status !== "valid") {
    ctx.frame("execution", 15, `execution.skipped.${item.status}`, { name: call.name }, {
      execution: { ...view, status: "skipped", filter: null, audit: fs.audit() },
    });
    return withDetails(toolResult(call, refusalText(ctx, item), true, clock.now()), { outcome: "error", reason: item.status });
  }
  if (ctx.learner) return executeLearnerCall(ctx, ctx.learner, item);
  const filter = item.args.extension ?? null;
  const outcome = await readFolder(fs, clock, root, item.args, scenario.downloads.failure);
  trace.executions.push({ toolCallId: call.id, toolName: call.name, args: structuredClone(item.args) });
  if (outcome.ok || ctx.swallowErrors) {
    const files = outcome.ok ? outcome.files : [];
    const swallowed = !outcome.ok;
    if (swallowed) (trace.bug ??= { kind: "swallow-errors", toolCallIds: [] }).toolCallIds.push(call.id);
    const key = swallowed ? "execution.swallowed" : filter === null ? "execution.ran-unfiltered" : "execution.ran";
    ctx.frame("execution", swallowed ? 15 : 10, key, { count: files.length, filter: filter ?? "" }, {
      execution: { ...view, status: swallowed ? "swallowed" : "ran", filter, audit: fs.audit(), returned: files, ...(outcome.ok ? {} : { error: outcome.error }) },
    });
    return withDetails(toolResult(call, JSON.stringify({ files }), false, clock.now()), { outcome: "files", files });
  }
  ctx.frame("execution", 15, `execution.failed.${outcome.error.code}`, {}, {
    execution: { ...view, status: "failed", filter, audit: fs.audit(), error: outcome.error },
  });
  return withDetails(toolResult(call, ctx.say(`result.read-failed.${outcome.error.code}`), true, clock.now()), { outcome: "error", reason: outcome.error.code });
}
