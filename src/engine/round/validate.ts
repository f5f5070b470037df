/**
 * Checking one call before it runs (§9): a known tool, and arguments pi-ai's own
 * `validateToolArguments` accepts — with the converted copy it checked, and its problems read from
 * its message. Everything here calls pi-ai; nothing re-implements its validator.
 */
import type { Tool, ToolCall } from "@earendil-works/pi-ai";
import { KIT_14, type PiKit } from "../../fake-provider/kit";
import type { ArgumentProblem } from "../trace/frames";
import type { TypeboxMark } from "../trace/facts";
import { listDownloadFilesTool, type ListDownloadFilesCallArgs } from "./tool";

/** The result of checking one call before anything runs. */
export type Prepared =
  | { status: "valid"; call: ToolCall; args: ListDownloadFilesCallArgs }
  | { status: "unknown-tool"; call: ToolCall }
  | { status: "invalid"; call: ToolCall; problems: ArgumentProblem[]; message: string };

/** Reads the `  - path: reason` lines of pi-ai's validation message (or its one-line parse error). */
export function problemsFromMessage(message: string): ArgumentProblem[] {
  const listed = [...message.matchAll(/^ {2}- ([^:\n]+): (.+)$/gm)].map((m) => ({
    path: m[1] ?? "root",
    reason: m[2] ?? "",
  }));
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
export function judgeCall(
  call: ToolCall,
  tool: Tool = listDownloadFilesTool,
  kit: PiKit = KIT_14,
): { accepted: boolean; problems?: ArgumentProblem[] } {
  const prepared = prepareCall(call, tool, kit);
  return prepared.status === "valid"
    ? { accepted: true }
    : { accepted: false, ...(prepared.status === "invalid" ? { problems: prepared.problems } : {}) };
}

/** A copy of `call` carrying `preview` as its arguments (and no parse error): what a delta offered. */
export function callFromPreview(call: ToolCall, preview: unknown): ToolCall {
  return {
    type: "toolCall",
    id: call.id,
    name: call.name,
    arguments: structuredClone(preview) as ToolCall["arguments"],
  };
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

/**
 * How the schema object validateToolArguments receives is marked (§9), read from its own keys:
 * pi-ai 1.4.0 skips its coercion for plain JSON Schema only when the schema carries the symbol
 * `Symbol.for("TypeBox.Kind")`; TypeBox 1.3 marks its schemas with a `~kind` key instead.
 */
export function typeboxMark(schema: unknown): TypeboxMark {
  if (typeof schema !== "object" || schema === null) return "none";
  if (Object.getOwnPropertySymbols(schema).includes(Symbol.for("TypeBox.Kind"))) return "kind-symbol";
  return Object.hasOwn(schema, "~kind") ? "tilde-kind" : "none";
}
