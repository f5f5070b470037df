/**
 * The learner's own tool (the Tool lab): their `Tool` and their `execute`, played by the same round
 * as the chapter's. The engine stays pure: how the learner's code runs (a sandboxed worker in the
 * browser, a plain function in tests) is behind {@link LearnerTool.run}.
 */
import type { Tool } from "@earendil-works/pi-ai";
import type { AuditEntry, FolderEntry, FolderFailure } from "../../fake-fs";
import type { ResultDetails } from "../../fake-provider/provider";
import type { Scenario } from "../../scenarios/types";
import { redact } from "./folder";
import type { ExecutionFact } from "../trace/facts";
import type { ExecutionData, NarrationParams } from "../trace/frames";

/** The folder a learner's `execute` reads: the scenario's, faults applied. Plain data. */
export interface LearnerFolder {
  path: string;
  entries: FolderEntry[];
  failure?: FolderFailure;
}

/**
 * How one run of the learner's `execute` ended. `audit` is every folder call it made. `cut`: what
 * it returned was over the sandbox's caps and was cut (lists to 10,000 items, text to 1,000,000
 * characters, one string to 4,096). `unreadable`: what the sandbox sent was not plain data the lab
 * can read (`message` says what); `load-timeout`: a restarted worker did not load the module in time.
 */
export type LearnerRun =
  | { ok: true; returned: unknown; audit: AuditEntry[]; cut?: { items: boolean; text: boolean } }
  | {
      ok: false;
      kind: "threw" | "timeout" | "unreadable" | "load-timeout";
      message: string;
      audit: AuditEntry[];
      /** For a stopped run: after how long. */ ms?: number;
    };

/** A tool written by the learner: its definition (parameters as JSON Schema) and a way to run it. */
export interface LearnerTool {
  /** Name, description and parameters as the learner's module exports them. */
  tool: Tool;
  /** The learner's TypeScript, shown on the definition frames. */
  source: string;
  /** Runs the learner's `execute(args)` over `folder`. Never rejects: failures are values. */
  run(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
}

/** The time a learner's `execute` may run before it is stopped (also the sandbox's limit). */
export const LEARNER_TIME_LIMIT_MS = 2000;

/**
 * The time a module may take to load: its own limit, apart from and before each call's. Starting the
 * sandbox's worker and evaluating pi-ai in it is not the learner's call, and on a busy machine (or
 * right after a memory-heavy module) it alone can take seconds.
 */
export const LEARNER_LOAD_LIMIT_MS = 10_000;

/** True when `value` is a list of names, the only thing the application turns into a result. */
function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** A short description of what came back, for the frame that says it was not a list of names. */
function describe(value: unknown): string {
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return "an array with a non-string item";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** One run of the learner's `execute`, as the application around it reads it: its frame and the model's result. */
export interface LearnerOutcome {
  fact: ExecutionFact;
  view: ExecutionData;
  /** False only when a restarted module was not loaded in time: the learner's code never ran this call. */
  ran: boolean;
  /** The text the model gets, and whether it is an error result. */
  text: string;
  isError: boolean;
  details: ResultDetails;
}

/** What {@link runLearnerCall} needs from the engine that calls it: the round or the loop. */
export interface LearnerCallContext {
  scenario: Scenario;
  say(key: string, params?: NarrationParams): string;
}

/**
 * Runs one validated call with the learner's `execute` and reads how it ended, as the chapter's
 * application would: a thrown error or a stopped run becomes an error result the model can read,
 * with the host's folder removed (§11, §15); a list of names becomes `{ files }`. Both engines (the
 * round and the loop's AgentTool) call it, so the sandbox, its clock and its caps are the same.
 */
export async function runLearnerCall(
  ctx: LearnerCallContext,
  learner: LearnerTool,
  toolCallId: string,
  toolName: string,
  args: unknown,
): Promise<LearnerOutcome> {
  const { scenario } = ctx;
  const root = scenario.downloads.path;
  const folder: LearnerFolder = {
    path: root,
    entries: structuredClone(scenario.downloads.entries),
    ...(scenario.downloads.failure ? { failure: structuredClone(scenario.downloads.failure) } : {}),
  };
  const extension = (args as { extension?: unknown }).extension;
  const filter = typeof extension === "string" ? extension : null;
  const view = { toolCallId, toolName, folder: { path: root, entries: folder.entries }, filter };
  const fact = { kind: "execution", runner: "learner", toolCallId, toolName, filter } as const;
  const run = await learner.run(structuredClone(args), folder);
  // A module that could not be loaded again in time never ran this call: it is not an execution.
  const ran = run.ok || run.kind !== "load-timeout";
  if (run.ok && isNameList(run.returned)) {
    const files = run.returned;
    // Over the sandbox's caps, the list was cut before it left the sandbox: the frame says so.
    const cut = run.cut?.items === true || run.cut?.text === true;
    return {
      fact: { ...fact, outcome: "ran", count: files.length, ...(cut ? { cut } : {}) },
      view: { ...view, status: "ran", audit: run.audit, returned: files },
      ran,
      text: JSON.stringify({ files }),
      isError: false,
      details: { outcome: "files", files },
    };
  }
  const failure = run.ok
    ? { code: "RETURNED", message: describe(run.returned) }
    : { code: FAILURE_CODES[run.kind], message: redact(run.message, root) };
  const kind = run.ok ? "returned" : run.kind;
  const seconds = (kind === "load-timeout" ? LEARNER_LOAD_LIMIT_MS : LEARNER_TIME_LIMIT_MS) / 1000;
  return {
    fact: { ...fact, outcome: run.ok ? "returned-bad" : run.kind, message: failure.message, seconds },
    view: { ...view, status: "failed", audit: run.audit, error: failure },
    ran,
    text: ctx.say(`result.learner.${kind}`, { message: failure.message, seconds }),
    isError: true,
    details: { outcome: "error", reason: failure.code },
  };
}

/** The error code a failed run's execution view shows. */
const FAILURE_CODES = {
  threw: "THREW",
  timeout: "TIMEOUT",
  unreadable: "UNREADABLE",
  "load-timeout": "LOAD_TIMEOUT",
} as const;
