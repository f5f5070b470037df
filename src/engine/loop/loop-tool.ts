/**
 * The application's side of the agent loop: `list_download_files` as a pi-agent-core `AgentTool`.
 * Its `execute` is the same careful code as the hand-made round's — the host's folder, files
 * only, failures thrown in the application's own safe words — and each run is recorded as a frame.
 */
import type { AgentTool, AgentToolResult } from "@earendil-works/pi-agent-core";
import type { Tool, TSchema } from "@earendil-works/pi-ai";
import type { FakeFs, VirtualClock } from "../../fake-fs";
import type { ResultDetails } from "../../fake-provider/provider";
import type { Scenario } from "../../scenarios/types";
import { listDownloadFiles, readFailure, redact, schedulePersonCancel } from "../round/folder";
import type { ExecutionFact } from "../trace/facts";
import type { AgentToolData, ExecutionData, NarrationParams, Trace } from "../trace/frames";
import { chapterTool, listDownloadFilesTool, type ListDownloadFilesCallArgs } from "../round/tool";

/** What the tool's `execute` needs from the loop that runs it. */
export interface LoopToolContext {
  fs: FakeFs;
  clock: VirtualClock;
  scenario: Scenario;
  trace: Trace;
  swallowErrors: boolean;
  /** The run's controller: the person's cancel aborts the whole run, through its signal. */
  run: AbortController;
  say(key: string, params?: NarrationParams): string;
  /** Records the execution frame of one call. */
  executed(fact: ExecutionFact, view: ExecutionData): void;
}

/** Builds the AgentTool the loop runs. `executionMode` comes from the scenario (parallel when absent). */
export function createAgentTool(ctx: LoopToolContext): AgentTool<Tool["parameters"], ResultDetails> {
  const { fs, clock, scenario, trace } = ctx;
  const root = scenario.downloads.path;
  return {
    // The chapter's tool, or the variant the scenario asks for (§9).
    ...chapterTool(scenario.toolVariant),
    // The label a UI shows for the tool: an AgentTool field the model never sees.
    label: ctx.say("loop.tool-label"),
    ...(scenario.executionMode ? { executionMode: scenario.executionMode } : {}),
    async execute(toolCallId, params, signal): Promise<AgentToolResult<ResultDetails>> {
      const args = params as ListDownloadFilesCallArgs;
      const failure = scenario.downloads.failure;
      const view = {
        toolCallId,
        toolName: listDownloadFilesTool.name,
        folder: { path: root, entries: structuredClone(scenario.downloads.entries) },
        filter: args.extension ?? null,
      };
      const limit = typeof args.limit === "number" ? { limit: args.limit } : {};
      const fact = {
        kind: "execution",
        runner: "agent-tool",
        toolCallId,
        toolName: listDownloadFilesTool.name,
        filter: view.filter,
        ...limit,
      } as const;
      // A slow read the person cancels: the cancel aborts the run, and the read sees the run's signal.
      const cancel = schedulePersonCancel(clock, failure, ctx.run);
      trace.executions.push({ toolCallId, toolName: listDownloadFilesTool.name, args: structuredClone(args) });
      try {
        const files = await clock.settle(listDownloadFiles(fs, root, args, signal));
        ctx.executed(
          { ...fact, outcome: "ran", count: files.length },
          { ...view, ...limit, status: "ran", audit: fs.audit(), returned: files },
        );
        return { content: [{ type: "text", text: JSON.stringify({ files }) }], details: { outcome: "files", files } };
      } catch (error) {
        const code = readFailure(error);
        const failed = { code, message: redact((error as Error).message ?? String(error), root) };
        if (ctx.swallowErrors) {
          (trace.bug ??= { kind: "swallow-errors", toolCallIds: [] }).toolCallIds.push(toolCallId);
          ctx.executed(
            { ...fact, outcome: "swallowed", count: 0 },
            { ...view, status: "swallowed", audit: fs.audit(), returned: [], error: failed },
          );
          return {
            content: [{ type: "text", text: JSON.stringify({ files: [] }) }],
            details: { outcome: "files", files: [] },
          };
        }
        ctx.executed(
          { ...fact, outcome: "failed", code },
          { ...view, status: "failed", audit: fs.audit(), error: failed },
        );
        // pi-agent-core turns a thrown error into an isError result with its message: the app's own words.
        throw new Error(ctx.say(`result.read-failed.${code}`));
      } finally {
        cancel();
      }
    },
  };
}

/**
 * A description-only tool (§3) as the loop needs it: pi-agent-core sends the model only the tools
 * it holds, and holds only AgentTools, so the application gives it one whose `execute` is its
 * refusal. Nothing is read: it records the refusal and throws the application's own words, which
 * pi-agent-core sends back as an error result.
 */
export function createDescriptionOnlyTool(
  ctx: LoopToolContext,
  tool: Tool,
): AgentTool<Tool["parameters"], ResultDetails> {
  const { fs, scenario } = ctx;
  return {
    ...tool,
    label: tool.name,
    async execute(toolCallId): Promise<AgentToolResult<ResultDetails>> {
      const folder = { path: scenario.downloads.path, entries: structuredClone(scenario.downloads.entries) };
      ctx.executed(
        {
          kind: "execution",
          runner: "agent-tool",
          toolCallId,
          toolName: tool.name,
          outcome: "refused",
          refusedBecause: "unknown-tool",
          offered: true,
          filter: null,
        },
        { toolCallId, toolName: tool.name, status: "skipped", folder, filter: null, audit: fs.audit() },
      );
      throw new Error(ctx.say("result.description-only", { name: tool.name, available: listDownloadFilesTool.name }));
    },
  };
}

/** The fields of the AgentTool beside the Tool's, and which layer reads each (§1, §19). */
export function agentToolView(tool: AgentTool<TSchema, ResultDetails>, learner = false): AgentToolData {
  return {
    fields: [
      { name: "name", from: "Tool", readBy: "provider", value: tool.name },
      { name: "description", from: "Tool", readBy: "provider", value: tool.description },
      // A learner's parameters arrive from the sandbox as plain JSON Schema: shown as they are.
      {
        name: "parameters",
        from: "Tool",
        readBy: "provider",
        value: learner
          ? JSON.stringify(tool.parameters)
          : Object.hasOwn((tool.parameters as { properties?: object }).properties ?? {}, "limit")
            ? "Type.Object({ extension?: string, limit?: integer })"
            : "Type.Object({ extension?: string })",
      },
      { name: "label", from: "AgentTool", readBy: "ui", value: tool.label },
      {
        name: "execute",
        from: "AgentTool",
        readBy: "loop",
        value: "(toolCallId, params, signal, onUpdate) => Promise<AgentToolResult>",
      },
      {
        name: "prepareArguments",
        from: "AgentTool",
        readBy: "loop",
        value: tool.prepareArguments ? "(args) => …" : "—",
      },
      { name: "executionMode", from: "AgentTool", readBy: "loop", value: tool.executionMode ?? "—" },
    ],
  };
}
