/**
 * §16's own review of a run: not by who acted, but by the three objects the round passes along —
 * the Tool the application described, the ToolCalls the model wrote, the ToolResults the
 * application sent back. Every line is read from the frames' facts and opens the frame that shows it.
 * The lines are not stored in the trace: the recap's view and the trace command make them from the
 * facts when they show the §16 frame, so a plain visit's first traces carry none of them.
 */
import type { FrameHeader, RecapLine, RecapSubject, Trace } from "./frames";
import { joinNames } from "./narrate";
import { factsOf } from "./recap";

/** The three objects §16 reviews a run by, in the order a round passes them along. */
export const RECAP_SUBJECTS: readonly RecapSubject[] = ["tool", "toolCall", "toolResult"];

type Facts = ReturnType<typeof factsOf>;
type Say = (key: string, seen: { frame: number } | undefined, params?: RecapLine["params"]) => void;

/** The Tool: a description the application wrote, and how it reached the model. */
function toolLines(say: Say, facts: Facts) {
  const tool = facts.first("definition", (f) => f.focus === "tool");
  say("recap.objects.tool.described", tool, { name: tool?.fact.name ?? "" });
  const request = facts.first("request");
  if (request?.fact.api === "scripted") say("recap.objects.tool.sent", request, { tools: request.fact.tools });
  else say("recap.objects.tool.converted", request, { api: request?.fact.api ?? "", tools: request?.fact.tools ?? 0 });
}

/** The ToolCalls: what the model asked for, what became of each, and any it asked for too late. */
function callLines(say: Say, facts: Facts, names: (list: readonly string[]) => string) {
  const gate = facts.first("gate");
  if (gate !== undefined) {
    const { decision, calls, stopReason } = gate.fact;
    const params = { count: calls, names: names(gate.fact.names), reason: stopReason };
    if (decision === "run") say("recap.objects.toolcall.made", gate, params);
    else if (decision === "refuse-truncated") say("recap.objects.toolcall.truncated", gate, params);
    else if (decision === "stopped" && calls > 0) say("recap.objects.toolcall.unfinished", gate, params);
    else if (decision === "no-calls") say("recap.objects.toolcall.none", gate);
  }
  const checked = facts.every("validation");
  const passed = checked.filter((s) => s.fact.outcome === "passed").length;
  say("recap.objects.toolcall.checked", checked[0], { passed, refused: checked.length - passed });
  const limit = facts.first("limit");
  say("recap.objects.toolcall.more", limit, { count: limit?.fact.calls ?? 0, names: names(limit?.fact.names ?? []) });
}

/** The ToolResults: how many went back, how many report a failure, and the request that carried them. */
function resultLines(say: Say, facts: Facts) {
  const results = facts.every("result");
  say("recap.objects.toolresult.sent", results[0], { count: results.length });
  const errors = results.filter((s) => s.fact.isError);
  say("recap.objects.toolresult.errors", errors[0], { count: errors.length });
  if (results.length > 0)
    say(
      "recap.objects.toolresult.returned",
      facts.first("request", (f) => f.turn === 2),
    );
  else
    say(
      "recap.objects.toolresult.none",
      facts.first("skip", (f) => f.stage === "toolResult"),
    );
}

/** §16 by object: the Tool, the ToolCalls and the ToolResults of this run, from the facts of `frames`. */
export function objectLines(frames: readonly Pick<FrameHeader, "fact">[], trace: Trace): RecapLine[] {
  const facts = factsOf(frames);
  const lines: RecapLine[] = [];
  const sayAbout =
    (subject: RecapSubject): Say =>
    (key, seen, params = {}) => {
      if (seen !== undefined) lines.push({ subject, key, params, frame: seen.frame });
    };
  const names = (list: readonly string[]) => joinNames(list, trace.lang === "zh-CN" ? "zh-CN" : "en");
  toolLines(sayAbout("tool"), facts);
  callLines(sayAbout("toolCall"), facts, names);
  resultLines(sayAbout("toolResult"), facts);
  return lines;
}
