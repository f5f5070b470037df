/**
 * The application's own code: what a careful desktop app does with a model reply (§6–§15).
 * Everything here is ordinary code calling pi-ai; nothing re-implements pi-ai.
 */
import type { AssistantMessage, Tool, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { KIT_14, type PiKit } from "../fake-provider/kit";
import type { FakeFs, FolderFailure, FsError, VirtualClock } from "../fake-fs";
import type { ResultDetails } from "../fake-provider/provider";
import { listDownloadFilesTool, type ListDownloadFilesCallArgs } from "./tool";

import type { GateDecision } from "./facts";
export type { GateDecision } from "./facts";

/** The gate: look at the final stop reason and at the calls actually present in `content`. */
export function decide(message: AssistantMessage): { decision: GateDecision; calls: ToolCall[] } {
  const calls = message.content.filter((block): block is ToolCall => block.type === "toolCall");
  if (message.stopReason === "error" || message.stopReason === "aborted") return { decision: "stopped", calls };
  if (calls.length === 0) return { decision: "no-calls", calls };
  if (message.stopReason === "length") return { decision: "refuse-truncated", calls };
  return { decision: "run", calls };
}

/** One problem reported by pi-ai's validator: the argument path and the reason. */
export interface ArgumentProblem {
  path: string;
  reason: string;
}

/** The result of checking one call before anything runs. */
export type Prepared =
  | { status: "valid"; call: ToolCall; args: ListDownloadFilesCallArgs }
  | { status: "unknown-tool"; call: ToolCall }
  | { status: "invalid"; call: ToolCall; problems: ArgumentProblem[]; message: string };

/** Reads the `  - path: reason` lines of pi-ai's validation message (or its one-line parse error). */
export function problemsFromMessage(message: string): ArgumentProblem[] {
  const listed = [...message.matchAll(/^ {2}- ([^:\n]+): (.+)$/gm)].map((m) => ({ path: m[1] ?? "root", reason: m[2] ?? "" }));
  if (listed.length > 0) return listed;
  const firstLine = message.split("\n")[0] ?? message;
  return [{ path: "root", reason: firstLine.replace(/^Invalid arguments for tool "[^"]*": /, "") }];
}

/**
 * Checks one call: a known tool, and arguments pi-ai's `validateToolArguments` accepts. `tool` is the
 * chapter's, or the learner's own from the Tool lab (its parameters then arrive as plain JSON Schema).
 * `kit`: the pi-ai version whose validator checks it (1.4.0 unless the lens asks).
 */
export function prepareCall(call: ToolCall, tool: Tool = listDownloadFilesTool, kit: PiKit = KIT_14): Prepared {
  if (call.name !== tool.name) return { status: "unknown-tool", call };
  try {
    const args = kit.validateToolArguments(tool, call) as ListDownloadFilesCallArgs;
    return { status: "valid", call, args };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: "invalid", call, message, problems: problemsFromMessage(message) };
  }
}

/**
 * What pi-ai's validator says of `call` — used for calls a careless application would have run
 * (§7): one built from a streaming preview, or the final call of a truncated reply. Nothing built
 * from it ever runs.
 */
export function judgeCall(call: ToolCall, tool: Tool = listDownloadFilesTool, kit: PiKit = KIT_14): { accepted: boolean; problems?: ArgumentProblem[] } {
  const prepared = prepareCall(call, tool, kit);
  return prepared.status === "valid" ? { accepted: true } : { accepted: false, ...(prepared.status === "invalid" ? { problems: prepared.problems } : {}) };
}

/** A copy of `call` carrying `preview` as its arguments (and no parse error): what a delta offered. */
export function callFromPreview(call: ToolCall, preview: unknown): ToolCall {
  return { type: "toolCall", id: call.id, name: call.name, arguments: structuredClone(preview) as ToolCall["arguments"] };
}

/** Which of pi-ai's two error texts `message` is (§9): the text was not JSON, or the schema refused it. */
export function errorFormat(message: string): "parse" | "schema" {
  return message.startsWith("Invalid arguments for tool") ? "parse" : "schema";
}

/**
 * The very copy pi-ai's `validateToolArguments` checked (§9): pi-ai clones the model's arguments
 * with the global `structuredClone`, then converts and checks that clone in place. For this one
 * synchronous call the global is wrapped to keep a reference to that clone, so what is shown is
 * pi-ai's own converted copy — `123` checked as `"123"` — though its error shows only the original.
 * (1.6.0's validator clones the same way: `getValidator(...).parse(structuredClone(arguments))`.)
 */
export function checkedCopy(call: ToolCall, tool: Tool = listDownloadFilesTool, kit: PiKit = KIT_14): unknown {
  const original = globalThis.structuredClone;
  let copy: unknown;
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => {
    const clone = original(value, options);
    if (value === call.arguments && copy === undefined) copy = clone;
    return clone;
  }) as typeof structuredClone;
  try {
    kit.validateToolArguments(tool, call);
  } catch {
    // Refused: the kept clone is the copy that failed.
  } finally {
    globalThis.structuredClone = original;
  }
  return copy === undefined ? undefined : original(copy);
}

/** Extension of a file name as Node's `path.extname` gives it (`.bashrc` has none). */
export function extname(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot);
}

/** One collator for every sort: `localeCompare(b, "en")` would build a new one per comparison. */
const byName = new Intl.Collator("en").compare;

/**
 * The tool's real work (§10): read the host-fixed folder, keep files only, filter by extension
 * case-insensitively, sort, and (the `limit` variant) keep the first `limit`. The folder path
 * never comes from the model.
 */
export async function listDownloadFiles(
  fs: FakeFs,
  downloadsDir: string,
  args: ListDownloadFilesCallArgs,
  signal?: AbortSignal,
): Promise<string[]> {
  const entries = await fs.readdir(downloadsDir, { withFileTypes: true, signal });
  const wanted = args.extension?.toLowerCase();
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter((name) => !wanted || extname(name).toLowerCase() === wanted)
    .sort(byName)
    // The variant's `limit` (§9): at most that many, whatever number pi-ai's validated copy holds.
    .slice(0, typeof args.limit === "number" ? Math.max(0, args.limit) : undefined);
}

/**
 * Makes an error safe to show the model or a person (§15): the host's folder becomes a label,
 * any other absolute path a placeholder, and stack lines are dropped.
 */
export function redact(text: string, downloadsDir: string, folderLabel = "<Downloads>"): string {
  return text
    .split(downloadsDir)
    .join(folderLabel)
    .replace(/^\s+at .*$/gm, "")
    .replace(/(?<![\w.:/\\<])(?:[A-Za-z]:\\{1,2}|\\\\|\/)[^\s"'`<>,;)]+/g, "<path>")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Error codes of a failed read, as the app classifies them. */
export type ReadFailure = "EACCES" | "ENOENT" | "ABORT_ERR" | "OTHER";

/** Classifies an error thrown by the folder read. */
export function readFailure(error: unknown): ReadFailure {
  const code = (error as FsError | undefined)?.code;
  return code === "EACCES" || code === "ENOENT" || code === "ABORT_ERR" ? code : "OTHER";
}

/** Builds a `ToolResultMessage` that answers `call`, with its own id and name (§11, §13). */
export function toolResult(call: ToolCall, text: string, isError: boolean, timestamp: number): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: [{ type: "text", text }],
    isError,
    timestamp,
  };
}

/** Attaches the structured outcome the UI (and the scripted model) read; adapters send only `content`. */
export function withDetails(result: ToolResultMessage, details: ResultDetails): ToolResultMessage {
  result.details = details;
  return result;
}

/** What reading the folder gave: names, or a classified and redacted error. */
export type ReadOutcome = { ok: true; files: string[] } | { ok: false; error: { code: string; message: string } };

/**
 * The person's cancel of a slow read (a scenario's `slow` failure with `cancelAfterMs`): aborts
 * `controller` at that virtual time. Returns what undoes it once the read is over.
 */
export function schedulePersonCancel(clock: VirtualClock, failure: FolderFailure | undefined, controller: AbortController): () => void {
  return failure?.kind === "slow" && failure.cancelAfterMs !== undefined
    ? clock.schedule(failure.cancelAfterMs, () => controller.abort(new Error("cancelled by the person")))
    : () => {};
}

/** Reads the folder under the app's cancellation policy: the person may cancel a slow read. */
export async function readFolder(fs: FakeFs, clock: VirtualClock, root: string, args: ListDownloadFilesCallArgs, failure: FolderFailure | undefined): Promise<ReadOutcome> {
  const controller = new AbortController();
  const cancel = schedulePersonCancel(clock, failure, controller);
  try {
    return { ok: true, files: await clock.settle(listDownloadFiles(fs, root, args, controller.signal)) };
  } catch (error) {
    return { ok: false, error: { code: readFailure(error), message: redact((error as Error).message ?? String(error), root) } };
  } finally {
    cancel();
  }
}
