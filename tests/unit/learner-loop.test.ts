/**
 * The learner's tool (Tool lab) in the agent loop (issue 22, item 7): pi-agent-core 1.4.0 holds it
 * as an AgentTool with the learner's JSON Schema, validates each call with pi-ai, and its execute
 * runs the learner's code through the same `learner.run` as the round's.
 */
import type { ToolResultMessage } from "@earendil-works/pi-ai";
import { afterAll, describe, expect, it } from "vitest";
import { actualPrediction } from "../../src/playground/player/predict";
import { localLearnerTool } from "../../src/sandbox/local";
import { workerLearnerTool } from "../../src/sandbox/node";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { parseFaults, type Trace } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { LearnerRun, LearnerTool } from "../../src/engine/round/learner";
import { playLoop } from "../../src/engine/loop/loop";
import { scenario } from "./helpers";

/** The learner's tool built from `source` (the chapter's module unless changed), in this thread. */
function learner(source = CHAPTER_TOOL_MODULE): LearnerTool {
  const made = localLearnerTool(source);
  if (!made.ok) throw new Error(`${made.problem.key}: ${made.problem.detail}`);
  return made.learner;
}

/** The chapter's module with `line` put first in its execute. */
const withFirstLine = (line: string) =>
  CHAPTER_TOOL_MODULE.replace("// The host picks", `${line}\n  // The host picks`);

async function loop(id: string, tool?: LearnerTool, faultIds: string[] = []): Promise<Trace> {
  const parsed = parseFaults(faultIds);
  if (!parsed.ok) throw new Error("bad faults");
  return playLoop(scenario(id), { faults: parsed.faults, ...(tool ? { learner: tool } : {}) });
}

const framesAt = (trace: Trace, kind: string) => framesOf(trace).filter((f) => f.fact.kind === kind);
const keysAt = (trace: Trace, kind: string) => framesAt(trace, kind).map((f) => f.narration.key);
const resultsOf = (t: Trace) => t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const text = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

/** A learner's tool whose every run ends as `run` says (for what only the sandbox can report), counting its runs. */
function reporting(run: LearnerRun): LearnerTool & { runs: number } {
  const tool = { ...learner(), runs: 0, run: async () => (tool.runs++, structuredClone(run)) };
  return tool;
}

/** Messages without their timestamps: pi-agent-core stamps some with the wall clock (and times each run). */
const untimed = (t: Trace) =>
  JSON.parse(
    JSON.stringify(t.messages, (key, value) => (key === "timestamp" || key === "durationMs" ? undefined : value)),
  );

describe("the learner's tool in pi-agent-core's loop", () => {
  it("runs as an AgentTool: the same messages as the chapter's tool, with the learner's execution frames", async () => {
    const mine = await loop("happy-path", learner());
    const chapter = await loop("happy-path");
    expect(untimed(mine)).toEqual(untimed(chapter));
    expect(mine.learner).toEqual({ name: "list_download_files" });
    expect(keysAt(mine, "definition")).toEqual(["definition.learner", "loop.agent-tool"]);
    expect(framesAt(mine, "definition")[1]!.agentTool?.fields.find((f) => f.name === "parameters")?.value).toContain(
      '"pattern"',
    );
    expect(keysAt(mine, "execution")).toEqual(["execution.learner.ran"]);
    expect(keysAt(mine, "loop-call-end")).toEqual(["loop.tool_execution_end.returned"]);
    expect(framesAt(mine, "execution")[0]!.execution).toMatchObject({
      status: "ran",
      filter: ".pdf",
      returned: expect.arrayContaining(["Invoice-2026-03.pdf", "旅行计划.pdf"]),
    });
  });

  it("predict mode and the comparison count the learner's run, and the compared round reuses it", async () => {
    const counted = { ...learner(), calls: 0 };
    const run = counted.run;
    counted.run = (args, folder) => (counted.calls++, run(args, folder));
    const mine = await loop("happy-path", counted);
    expect(actualPrediction(mine.frames)).toBe("all");
    expect(mine.loop?.comparison.loop.executions).toBe(1);
    expect(mine.loop?.comparison.round.executions).toBe(1);
    // One call, one run of the learner's code: the round compared with the loop took the loop's.
    expect(counted.calls).toBe(1);
  });

  it("a thrown error: the AgentTool throws the application's words, host path removed, and pi-agent-core sends an error result", async () => {
    const mine = await loop(
      "happy-path",
      learner(withFirstLine('throw new Error("disk on fire at " + desktopPaths.downloads);')),
    );
    expect(keysAt(mine, "execution")).toEqual(["execution.learner.threw"]);
    expect(framesAt(mine, "execution")[0]!.execution?.error?.message).toBe("disk on fire at <Downloads>");
    expect(keysAt(mine, "loop-call-end")).toEqual(["loop.tool_execution_end.threw"]);
    const [result] = resultsOf(mine);
    expect(result?.isError).toBe(true);
    expect(text(result!)).toBe("Could not list the Downloads folder: disk on fire at <Downloads>");
    expect(mine.loop?.comparison.differences.map((d) => d.key)).toContain("compare.thrown");
  });

  it("something other than a list of names is an error result, not a listing", async () => {
    const mine = await loop("happy-path", learner(withFirstLine("return { files: 1 } as unknown as string[];")));
    expect(keysAt(mine, "execution")).toEqual(["execution.learner.returned"]);
    expect(keysAt(mine, "loop-call-end")).toEqual(["loop.tool_execution_end.threw"]);
    expect(text(resultsOf(mine)[0]!)).toBe("The tool returned something that was not a list of file names.");
    expect(actualPrediction(mine.frames)).toBe("all");
  });

  it("arguments the learner's schema refuses: pi-agent-core's prepareToolCall refuses them with pi-ai, and nothing runs", async () => {
    const tool = reporting({ ok: true, returned: [], audit: [] });
    const mine = await loop("missing-dot", tool);
    const validation = framesAt(mine, "validation").map((f) => f.fact);
    expect(validation.at(-1)).toMatchObject({
      kind: "validation",
      by: "agent-core",
      outcome: "refused",
      format: "schema",
    });
    expect(keysAt(mine, "loop-call-end")[0]).toBe("loop.tool_execution_end.refused");
    expect(text(resultsOf(mine)[0]!)).toContain('Validation failed for tool "list_download_files"');
    expect(mine.executions.filter((e) => e.toolCallId === resultsOf(mine)[0]!.toolCallId)).toEqual([]);
    expect(tool.runs).toBe(mine.executions.length);
  });

  it("without the pattern in the learner's schema, pi-ai lets {extension: 'pdf'} through and the learner's execute finds nothing", async () => {
    const mine = await loop("missing-dot", learner(CHAPTER_TOOL_MODULE.replace(/\n\s*pattern: .*\n/, "\n")));
    expect(framesAt(mine, "validation").find((f) => f.fact.kind === "validation")?.fact).toMatchObject({
      by: "agent-core",
      outcome: "passed",
    });
    expect(framesAt(mine, "execution")[0]!.execution).toMatchObject({ status: "ran", filter: "pdf", returned: [] });
    expect(text(resultsOf(mine)[0]!)).toBe('{"files":[]}');
  });

  it("a renamed tool: pi-agent-core finds no tool by the model's name, and the learner's code never runs", async () => {
    const tool = learner(CHAPTER_TOOL_MODULE.replace('name: "list_download_files"', 'name: "list_files"'));
    const mine = await loop("happy-path", tool);
    expect(mine.learner).toEqual({ name: "list_files" });
    expect(framesAt(mine, "validation").at(-1)?.fact).toMatchObject({ outcome: "unknown-tool" });
    expect(text(resultsOf(mine)[0]!)).toBe("Tool list_download_files not found");
    expect(mine.executions).toEqual([]);
    expect(JSON.stringify(mine.requests[0]!.body)).toContain("list_files");
  });

  it("a module not loaded again in time: the call did not run, and tool_execution_end says so", async () => {
    const tool = reporting({ ok: false, kind: "load-timeout", message: "", audit: [] });
    const mine = await loop("happy-path", tool);
    expect(keysAt(mine, "execution")).toEqual(["execution.learner.load-timeout"]);
    expect(keysAt(mine, "loop-call-end")).toEqual(["loop.tool_execution_end.not-loaded"]);
    expect(mine.executions).toEqual([]);
    expect(actualPrediction(mine.frames)).toBe("none");
  });

  it("an answer the lab cannot read from the sandbox is an error result in words", async () => {
    const mine = await loop(
      "happy-path",
      reporting({ ok: false, kind: "unreadable", message: "a getter on the result", audit: [] }),
    );
    expect(keysAt(mine, "execution")).toEqual(["execution.learner.unreadable"]);
    expect(text(resultsOf(mine)[0]!)).toBe("The tool's answer could not be read.");
  });
});

describe("the learner's tool in the loop, in a worker thread (the trace command's runner)", () => {
  const closers: (() => void)[] = [];
  afterAll(() => closers.forEach((close) => close()));

  it("an execute that never settles is stopped after 2 s: an error result, and the loop goes on to answer", async () => {
    const made = await workerLearnerTool(
      CHAPTER_TOOL_MODULE.replace(
        /export async function execute[\s\S]*$/,
        "export function execute() { return new Promise(() => {}); }\n",
      ),
    );
    if (!made.ok) throw new Error(made.problem.key);
    closers.push(made.close);
    const mine = await loop("happy-path", made.learner);
    expect(keysAt(mine, "execution")).toEqual(["execution.learner.timeout"]);
    expect(keysAt(mine, "loop-call-end")).toEqual(["loop.tool_execution_end.threw"]);
    expect(text(resultsOf(mine)[0]!)).toBe("The listing was stopped after 2 s without an answer.");
    expect(mine.loop?.stop).toBe("answered");
    // The stopped run cost its 2 s once: the compared round took the loop's run.
    expect(mine.loop?.comparison.round.executions).toBe(1);
  }, 30_000);
});
