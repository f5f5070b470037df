/**
 * The learner's tool (Tool lab) in the agent loop: pi-agent-core holds it as an `AgentTool` whose
 * `parameters` are the learner's JSON Schema (so pi-agent-core validates each call with pi-ai, as
 * for any tool) and whose `execute` is the application's wrapper around the learner's code, run
 * through the same `learner.run` — the same sandbox, fair clock, caps and boundary — as the round's.
 */
import type { AgentTool, AgentToolResult } from "@earendil-works/pi-agent-core";
import type { TSchema } from "@earendil-works/pi-ai";
import type { ResultDetails } from "../../fake-provider/provider";
import { runLearnerCall, type LearnerRun, type LearnerTool } from "../round/learner";
import type { LoopToolContext } from "./loop-tool";

/**
 * Builds the AgentTool for the learner's tool. A run that failed (threw, stopped, returned
 * something other than names, unreadable, not loaded in time) is thrown in the application's own
 * words, as the chapter's AgentTool does: pi-agent-core turns it into an error result.
 */
export function createLearnerAgentTool(ctx: LoopToolContext, learner: LearnerTool): AgentTool<TSchema, ResultDetails> {
  const { tool } = learner;
  return {
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    label: ctx.say("loop.tool-label"),
    ...(ctx.scenario.executionMode ? { executionMode: ctx.scenario.executionMode } : {}),
    async execute(toolCallId, params): Promise<AgentToolResult<ResultDetails>> {
      const outcome = await runLearnerCall(ctx, learner, toolCallId, tool.name, params);
      if (outcome.ran) ctx.trace.executions.push({ toolCallId, toolName: tool.name, args: structuredClone(params) });
      ctx.executed(outcome.fact, outcome.view);
      if (outcome.isError) throw new Error(outcome.text);
      return { content: [{ type: "text", text: outcome.text }], details: outcome.details };
    },
  };
}

/**
 * The learner's tool for the loop and, after it, for the round the loop is compared with (§17).
 * The loop's runs are recorded; the round's calls take the loop's run for the same arguments, in
 * order, and only a call the loop never made runs the learner's code again. So each call of a
 * replay runs the learner's code once (a stopped run costs its 2 s once), and the round compared is
 * the round with the same outcomes.
 */
export function recordedLearner(learner: LearnerTool): { loop: LearnerTool; round: LearnerTool } {
  const runs: { key: string; run: Promise<LearnerRun> }[] = [];
  const keyOf = (args: unknown) => JSON.stringify(args) ?? "undefined";
  return {
    loop: {
      ...learner,
      run(args, folder) {
        const run = learner.run(args, folder);
        runs.push({ key: keyOf(args), run });
        return run;
      },
    },
    round: {
      ...learner,
      run(args, folder) {
        const at = runs.findIndex((r) => r.key === keyOf(args));
        if (at < 0) return learner.run(args, folder);
        const [recorded] = runs.splice(at, 1);
        return recorded!.run;
      },
    },
  };
}
