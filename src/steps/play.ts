import type { AssistantMessage, Context, Message, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { createFakeFs, createVirtualClock, type VirtualClock } from "../fake-fs";
import type { ReplayProvider } from "../fake-provider/provider";
import { localize, type Lang, type Scenario } from "../scenarios/types";
import { message } from "../i18n";
import { callFromPreview, decide, judgeCall, toolResult, withDetails } from "./app";
import { executeCall, validationFrame, type CallContext } from "./calls";
import { applyFaults, type Fault } from "./faults";
import type { CarelessView, DefinitionFocus, Frame, NarrationParams, Trace } from "./frames";
import { providerFactory } from "./providers";
import { createStreamObserver } from "./stream-frames";
import { definitionFrame } from "./definition";
import { createFrameRecorder } from "./frame-store";
import { startTrace } from "./trace-start";
import { createMarks, responsibilities, takeaways } from "./recap";
import { probeOrderRules } from "./order-probe";
import { listDownloadFilesTool, SYSTEM_PROMPT } from "./tool";
import providerTools from "./provider-tools.json";
import type { LearnerTool } from "./learner";

/** Options for {@link playScenario}. Everything that could vary between runs is injected. */
export interface PlayOptions {
  faults?: readonly Fault[];
  lang?: Lang;
  clock?: VirtualClock;
  /** Defaults to the scripted provider built from the scenario (see `providerFactory`). */
  provider?: (scenario: Scenario, lang: Lang) => ReplayProvider;
  /** The learner's own tool (Tool lab): its definition is sent and checked, its `execute` runs. */
  learner?: LearnerTool;
}

type FrameExtras = Omit<Frame, "index" | "stage" | "section" | "narration" | "messages">;

/** The definition frames after the first: its schema (§2), its words (§3), what each API received (§5). */
const DEFINITION_FRAMES: { focus: DefinitionFocus; section: number; key: string }[] = [
  { focus: "schema", section: 2, key: "definition.schema" },
  { focus: "description", section: 3, key: "definition.description" },
  { focus: "providers", section: 5, key: "definition.providers" },
];

/**
 * Plays a scenario through the chapter's one-round function, done right, and records every step
 * as a frame. Deterministic: the same scenario, faults and language give the same trace.
 */
export async function playScenario(original: Scenario, options: PlayOptions = {}): Promise<Trace> {
  const lang = options.lang ?? "en";
  const clock = options.clock ?? createVirtualClock();
  const faults = options.faults ?? [];
  const { scenario, swallowErrors, inert } = applyFaults(original, faults);
  const provider = (options.provider ?? providerFactory("scripted"))(scenario, lang);
  const root = scenario.downloads.path;
  const fs = createFakeFs({ root, entries: scenario.downloads.entries, failure: scenario.downloads.failure, clock });
  const say = (key: string, params: NarrationParams = {}) => message(lang, key, params);
  const learner = options.learner;
  const tool = learner?.tool ?? listDownloadFilesTool;

  const context: Context = {
    systemPrompt: SYSTEM_PROMPT,
    messages: [{ role: "user", content: localize(scenario.question, lang), timestamp: clock.now() }],
    tools: [tool],
  };
  const trace = startTrace(scenario, provider, faults, inert, lang, "round");
  if (learner) trace.learner = { name: tool.name };
  const recorder = createFrameRecorder();
  const record = (whole: Frame) => trace.frames.push(recorder.record(whole));
  // The Context only grows: each message is copied once, and every later frame shares that copy.
  const snapshots: Message[] = [];
  const messagesNow = () => {
    while (snapshots.length < context.messages.length) snapshots.push(structuredClone(context.messages[snapshots.length]!));
    return snapshots.slice();
  };
  const frame = (stage: Frame["stage"], section: number, key: string, params: NarrationParams = {}, extras: FrameExtras = {}) => {
    record({ index: trace.frames.length, stage, section, narration: { key, params }, messages: messagesNow(), ...extras });
  };
  const marks = createMarks();
  const here = () => trace.frames.length - 1;
  // The last streaming preview of each call, for the careless-app panel at the gate.
  const lastPreview = new Map<string, unknown>();
  const calls: CallContext = { frame, say, trace, fs, clock, scenario, swallowErrors, tool, ...(learner ? { learner } : {}) };

  const first = definitionFrame(messagesNow(), JSON.parse(JSON.stringify(tool.parameters)), learner ? { name: tool.name, description: tool.description, source: learner.source } : undefined);
  record(first);
  for (const d of DEFINITION_FRAMES) {
    // The four APIs' captures are of the chapter's tool; a learner's tool has none to show.
    frame("definition", d.section, d.key, { name: tool.name }, {
      definition: { ...first.definition!, focus: d.focus, ...(d.focus === "providers" && !learner ? { providerTools } : {}) },
    });
  }

  /** Asks the model once and records one frame per pi-ai event; returns the final message. */
  const ask = async (turn: 1 | 2, afterRequest?: () => void): Promise<AssistantMessage> => {
    clock.advance(turn === 1 ? 200 : 400);
    const { events, request } = await provider.turn(context, turn, clock.now());
    trace.requests.push(request);
    const stage = turn === 1 ? "stream" : "final";
    if (turn === 1) {
      frame("request", 4, "request.context", { messages: context.messages.length, tools: 1 }, { request });
      marks.request = here();
    } else {
      // Turn two to another API's adapter than turn one: it normalizes the history's ids (§14).
      // (The scripted model has no adapter: it gets the Context as it is.)
      marks.normalized = trace.target !== undefined && trace.target.api !== "scripted" && trace.target.api !== trace.provider.api;
      frame("final", marks.normalized ? 14 : 13, marks.normalized ? "final.request-normalized" : "final.request", { messages: context.messages.length, api: trace.target?.api ?? "" }, { request });
      marks.secondRequest = here();
      afterRequest?.();
    }
    const observe = createStreamObserver(turn, request.api);
    let final: AssistantMessage | undefined;
    for await (const event of events) {
      const seen = observe(event);
      if (turn === 1 && seen.event === "toolcall_delta" && seen.stream.toolCallId !== undefined) lastPreview.set(seen.stream.toolCallId, seen.stream.preview);
      frame(stage, seen.section, seen.narration.key, seen.narration.params, { event: seen.event, partial: seen.partial, stream: seen.stream });
      if (turn === 1 && seen.event === "toolcall_delta") (marks.deltas++, (marks.firstDelta ??= here()));
      if (turn === 1 && seen.event === "toolcall_end") marks.toolcallEnd ??= here();
      if (turn === 1 && (seen.event === "done" || seen.event === "error")) marks.streamEnd = here();
      if (event.type === "done") final = event.message;
      if (event.type === "error") final = event.error;
    }
    if (!final) throw new Error(`provider ${provider.api} ended turn ${turn} without a final event`);
    context.messages.push(final);
    return final;
  };

  const finish = (outcome: Trace["outcome"]) => {
    trace.outcome = outcome;
    marks.last = here();
    frame("final", 16, "recap.responsibilities", {}, { recap: { kind: "responsibilities", lines: responsibilities(marks, trace) } });
    frame("final", 18, "recap.takeaways", {}, { recap: { kind: "takeaways", lines: takeaways(marks) } });
    trace.messages = structuredClone(context.messages);
    return trace;
  };

  const reply = await ask(1);
  const { decision, calls: found } = decide(reply);
  marks.decision = decision;
  marks.calls = found.map((c) => c.name);
  const names = found.map((c) => c.name).join(", ");
  // A reply cut at the length limit with no calls is still incomplete; a `stop` with calls still has calls (§6).
  const gateKey =
    decision === "no-calls" && reply.stopReason === "length" ? "gate.no-calls-truncated" : decision === "run" && reply.stopReason !== "toolUse" ? "gate.run-despite-stop" : `gate.${decision}`;
  frame("gate", decision === "refuse-truncated" || decision === "stopped" ? 7 : 6, gateKey, { reason: reply.stopReason, calls: found.length, names }, {
    gate: {
      stopReason: reply.stopReason,
      ...(reply.errorMessage ? { errorMessage: reply.errorMessage } : {}),
      calls: found.map((c) => ({ id: c.id, name: c.name, known: c.name === tool.name })),
      decision,
      ...(decision === "refuse-truncated" ? { careless: carelessViews(found) } : {}),
    },
  });
  marks.gate = here();

  // Why a stage has nothing to do: a failed or truncated reply (§7), or a reply without calls (§6).
  const SKIP_SECTION = { stopped: 7, truncated: 7, "no-calls": 6 } as const;
  const skipRest = (reason: keyof typeof SKIP_SECTION, from: Frame["stage"][]) => {
    // "Its calls are discarded" only when there were calls to discard.
    const variant = reason === "stopped" && found.length === 0 ? "stopped-empty" : reason;
    for (const stage of from) frame(stage, stage === "final" ? 12 : SKIP_SECTION[reason], `${stage}.skipped.${stage === "validation" ? variant : reason}`);
  };

  if (decision === "stopped") {
    skipRest("stopped", ["validation", "execution", "toolResult", "final"]);
    return finish("stopped");
  }
  if (decision === "no-calls") {
    skipRest("no-calls", ["validation", "execution", "toolResult"]);
    frame("final", 12, reply.stopReason === "length" ? "final.without-tools-truncated" : "final.without-tools");
    marks.answer = here();
    return finish(reply.stopReason === "length" ? "answer-truncated" : "answered-without-tools");
  }

  const results: ToolResultMessage[] = [];
  if (decision === "refuse-truncated") {
    skipRest("truncated", ["validation", "execution"]);
    for (const call of found) results.push(withDetails(toolResult(call, say("result.truncated"), true, clock.now()), { outcome: "not-executed" }));
  } else {
    const prepared = found.map((call) => {
      const checked = validationFrame(calls, call);
      marks.validations.push(here());
      return checked;
    });
    for (const item of prepared) {
      results.push(await executeCall(calls, item));
      const status = trace.frames[here()]?.narration.key ?? "";
      if (status.startsWith("execution.skipped")) marks.refused.push(here());
      else if (status === "execution.swallowed") marks.swallowed = here();
      else if (status.startsWith("execution.ran")) marks.ran.push(here());
    }
  }
  for (const result of results) {
    context.messages.push(result);
    frame("toolResult", result.isError ? 15 : 11, result.isError ? "toolResult.error" : "toolResult.ok", { id: result.toolCallId, name: result.toolName }, { toolResult: structuredClone(result) });
    marks.results.push({ frame: here(), result });
  }

  // §13: when a real adapter answers turn two, show what it does with a history that breaks the rules.
  const turnTwoApi = trace.target?.api ?? trace.provider.api;
  const probe = turnTwoApi === "scripted" ? undefined : await probeOrderRules(provider, context, say("probe.failed-reply"), say("probe.follow-up"), clock.now());
  const second = await ask(2, () => {
    if (!probe) return;
    frame("final", 13, "final.order-probe", { api: turnTwoApi, synthetic: probe.synthetic }, {
      probe: { request: probe.request, synthetic: probe.synthetic, failedSkipped: probe.failedSkipped },
    });
  });
  const more = decide(second);
  if (second.stopReason === "error" || second.stopReason === "aborted") {
    frame("final", 7, "final.stopped", { reason: second.stopReason });
    return finish("stopped");
  }
  if (second.stopReason === "length") {
    // The answer was cut at the output limit (§7): shown as incomplete; calls in it would not run either.
    frame("final", 7, "final.truncated", { calls: more.calls.length });
    marks.answer = here();
    return finish("answer-truncated");
  }
  if (more.calls.length > 0) {
    frame("final", 17, "final.limit", { calls: more.calls.length, names: more.calls.map((c) => c.name).join(", ") }, {
      limit: { calls: more.calls.map((c) => ({ id: c.id, name: c.name, arguments: structuredClone(c.arguments) })) },
    });
    marks.limit = here();
    return finish("one-round-limit");
  }
  frame("final", 12, answerKey(results, trace), {});
  marks.answer = here();
  return finish("answered");

  /**
   * What two careless applications would have run from a truncated reply (§7): one that ran each
   * call on its last streaming preview, and one that ignored `length` and ran pi-ai's final call.
   */
  function carelessViews(truncated: ToolCall[]): CarelessView[] {
    const onDelta = truncated.map((call): CarelessView => {
      const preview = lastPreview.has(call.id) ? lastPreview.get(call.id) : call.arguments;
      return { kind: "delta", toolCallId: call.id, args: structuredClone(preview), ...judgeCall(callFromPreview(call, preview), tool) };
    });
    const ignoringLength = truncated.map((call): CarelessView => ({
      kind: "length",
      toolCallId: call.id,
      args: structuredClone(call.arguments),
      ...(call.argumentsError ? { argumentsError: call.argumentsError } : {}),
      ...judgeCall(call, tool),
    }));
    return [...onDelta, ...ignoringLength];
  }
}

/** The final narration follows what really happened to the calls (§12, §15). */
function answerKey(results: ToolResultMessage[], trace: Trace): string {
  if (trace.bug) return "final.answer.bug";
  const outcomes = results.map((r) => (r.details as { outcome?: string } | undefined)?.outcome);
  if (outcomes.every((o) => o === "not-executed")) return "final.answer.not-executed";
  if (outcomes.every((o) => o === "files")) return "final.answer.files";
  if (outcomes.some((o) => o === "files")) return "final.answer.mixed";
  return "final.answer.errors";
}

/** Messages of a trace without fields pi-ai stamps from the real clock, for comparing runs. */
export function withoutWallClock(messages: Message[]): Message[] {
  return messages.map((m) => {
    if (m.role !== "assistant") return m;
    // pi-ai's adapters stamp replies with Date.now(), and its event stream times them.
    const { durationMs: _duration, timestamp: _timestamp, ...rest } = m;
    return rest as Message;
  });
}
