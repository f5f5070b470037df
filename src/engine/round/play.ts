import { inChapterOrder } from "../trace/order";
import type { AssistantMessage, Context, Message, Tool, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import type { ReplayProvider } from "../../fake-provider/provider";
import { localize, type Lang, type Scenario } from "../../scenarios/types";
import { decide } from "./gate";
import { toolResult, withDetails } from "./tool-result";
import { callFromPreview, judgeCall } from "./validate";
import { executeCall, validationFrame, type CallContext, type FrameExtras } from "./calls";
import type { AnswerBasis, Fact, GateDecision, GateFact, WireStop } from "../trace/facts";
import { rewritesStop } from "../../fake-provider/wire/stop-field";
import { narrate, sectionOf } from "../trace/narrate";
import type { CarelessData, Frame, RecordingSummary, Trace } from "../trace/frames";
import { idsFact } from "./id-rewrites";
import { createStreamObserver } from "./stream-frames";
import { definitionFrame } from "./definition";
import { createFrameRecorder } from "../trace/frame-store";
import { responsibilities, takeaways } from "../trace/recap";
import { probeOrderRules } from "./order-probe";
import { chapterTool, SYSTEM_PROMPT } from "./tool";
import { offeredTools } from "./offered";
import { withStrict } from "./strict";
import { providersDefinition } from "../captures/provider-captures";
import type { LearnerTool } from "./learner";

import { setUpRun, type PlayOptions } from "./run-setup";
import { countingPiCalls } from "../../fake-provider/pi-calls";

export type { PlayOptions } from "./run-setup";

/** The definition frames after the first: its schema (§2), its words (§3), what each API received (§5). */
const DEFINITION_FOCI = ["schema", "description", "providers"] as const;

/** Why a stage has nothing to do, for each stage after the gate. */
const SKIPPED_STAGES = {
  stopped: ["validation", "execution", "toolResult", "final"],
  truncated: ["validation", "execution"],
  "no-calls": ["validation", "execution", "toolResult"],
} as const;

/**
 * Plays a scenario through the chapter's one-round function, done right, and records every step
 * as a frame. Deterministic: the same scenario, faults and language give the same trace.
 */
export function playScenario(original: Scenario, options: PlayOptions = {}): Promise<Trace> {
  return countingPiCalls(
    () => playRound(original, options),
    (trace, calls) => (trace.piCalls = calls),
  );
}

/** The round itself (`playScenario` counts pi-ai's calls around it). */
async function playRound(original: Scenario, options: PlayOptions): Promise<Trace> {
  const round = createRound(original, options);
  definitionFrames(round);
  const reply = await ask(round, 1);
  const { decision, calls: found } = decide(reply);
  gateFrame(round, reply, decision, found);
  const skip = (reason: keyof typeof SKIPPED_STAGES) => {
    for (const stage of SKIPPED_STAGES[reason])
      round.calls.frame(stage, {
        kind: "skip",
        stage,
        reason,
        hadCalls: found.length > 0,
        ...(reason === "stopped" ? { stopReason: reply.stopReason } : {}),
      });
  };
  if (decision === "stopped") return (skip("stopped"), finish(round, "stopped"));
  if (decision === "no-calls") {
    skip("no-calls");
    const truncated = reply.stopReason === "length";
    round.calls.frame("final", { kind: "answer", basis: truncated ? "without-tools-truncated" : "without-tools" });
    return finish(round, truncated ? "answer-truncated" : "answered-without-tools");
  }
  if (decision === "refuse-truncated") skip("truncated");
  const results =
    decision === "refuse-truncated"
      ? found.map((call) => refusedForLength(round, call))
      : await checkAndRun(round, found);
  sendResults(round, results);
  return secondTurn(round, results);
}

/** Everything one replay of the round shares: the Context, the trace being recorded, the call context. */
interface Round {
  lang: Lang;
  provider: ReplayProvider;
  context: Context;
  trace: Trace;
  calls: CallContext;
  tool: Tool;
  learner?: LearnerTool;
  /** The last streaming preview of each call, for the careless-app panel at the gate. */
  lastPreview: Map<string, unknown>;
  /** Turn one's finish reason as its recording said it (wire replays only). */
  firstWire?: WireStop;
}

function createRound(original: Scenario, options: PlayOptions): Round {
  const { lang, clock, scenario, swallowErrors, provider, fs, trace, say } = setUpRun(original, options, "round");
  const learner = options.learner;
  const tool = learner?.tool ?? chapterTool(scenario.toolVariant);
  // Description-only tools (§3) go to the model beside the one the application can run.
  const offered = offeredTools(scenario, lang, tool.name);
  const context: Context = {
    systemPrompt: SYSTEM_PROMPT,
    messages: [{ role: "user", content: localize(scenario.question, lang), timestamp: clock.now() }],
    // The strict switch sets constrainedSampling on each tool the model is offered; validation checks the same schema.
    tools: [tool, ...offered].map((t) => withStrict(t, options.strict)),
  };
  const recorder = createFrameRecorder();
  // The Context only grows: each message is copied once, and every later frame shares that copy.
  const snapshots: Message[] = [];
  const messagesNow = () => {
    while (snapshots.length < context.messages.length)
      snapshots.push(structuredClone(context.messages[snapshots.length]!));
    return snapshots.slice();
  };
  const frame = (stage: Frame["stage"], fact: Fact, extras: FrameExtras = {}) => {
    trace.frames.push(
      recorder.record({
        index: trace.frames.length,
        stage,
        section: sectionOf(fact),
        fact,
        narration: narrate(fact, lang),
        messages: messagesNow(),
        ...extras,
      }),
    );
  };
  const calls: CallContext = {
    frame,
    say,
    trace,
    fs,
    clock,
    scenario,
    swallowErrors,
    tool,
    compiled: {},
    ...(options.kit ? { kit: options.kit } : {}),
    ...(learner ? { learner } : {}),
    ...(offered.length ? { offered: offered.map((t) => t.name) } : {}),
  };
  return { lang, provider, context, trace, calls, tool, ...(learner ? { learner } : {}), lastPreview: new Map() };
}

/** Frame 1, the tool (§1), then its schema (§2), its words (§3), what each API received (§5). */
function definitionFrames(round: Round) {
  const { tool, learner, calls } = round;
  const variant = calls.scenario.toolVariant;
  const first = definitionFrame(
    [],
    JSON.parse(JSON.stringify(tool.parameters)),
    learner ? { name: tool.name, description: tool.description, source: learner.source } : undefined,
    variant,
  );
  calls.frame("definition", first.fact, { definition: first.definition! });
  const strict = calls.trace.strict === true;
  for (const focus of DEFINITION_FOCI) {
    const fact: Fact = {
      kind: "definition",
      focus,
      name: tool.name,
      learner: learner !== undefined,
      ...(variant && !learner ? { variant } : {}),
    };
    // The four APIs' captures are of the chapter's tool; a learner's tool has none to show.
    const shown =
      focus === "providers" && !learner
        ? providersDefinition(variant, strict, first.definition!.jsonSchema, tool.name, calls.kit?.providerTools)
        : undefined;
    calls.frame("definition", shown ? { ...fact, ...shown.fact } : fact, {
      definition: { ...first.definition!, focus, ...(shown ? shown.view : {}) },
    });
  }
}

/** Asks the model once and records one frame per pi-ai event; returns the final message. */
async function ask(round: Round, turn: 1 | 2, afterRequest?: () => void): Promise<AssistantMessage> {
  const { calls, context, provider, trace } = round;
  calls.clock.advance(turn === 1 ? 200 : 400);
  const { events, request, wireStop, capped } = await provider.turn(context, turn, calls.clock.now());
  if (turn === 1) round.firstWire = wireStop;
  trace.requests.push(request);
  if (turn === 1 && trace.recording) calls.frame("request", recordingFact(trace.recording), { request });
  // Turn two of a history another API made (§14): what the target's adapter, through pi-ai's
  // transformMessages, did to each id. (The scripted model has no adapter: nothing is rewritten.)
  const ids =
    turn === 2 && calls.scenario.firstTurnApi
      ? idsFact("round", { source: trace.provider, target: trace.target ?? trace.provider }, context.messages, request)
      : undefined;
  const normalized = ids?.ids.some((id) => id.rewritten) ?? false;
  const api = turn === 2 ? (trace.target?.api ?? "") : request.api;
  const offered = calls.offered?.length ? { offered: [...calls.offered] } : {};
  calls.frame(
    turn === 1 ? "request" : "final",
    {
      kind: "request",
      engine: "round",
      turn,
      messages: context.messages.length,
      roles: context.messages.map((m) => m.role),
      inOrder: inChapterOrder(context.messages),
      tools: context.tools?.length ?? 0,
      api,
      normalized,
      ...offered,
    },
    { request },
  );
  if (ids) calls.frame("final", ids);
  afterRequest?.();
  const observe = createStreamObserver(turn, request.api, wireStop, capped);
  let final: AssistantMessage | undefined;
  for await (const event of events) {
    const seen = observe(event);
    if (turn === 1 && seen.event === "toolcall_delta" && seen.stream.toolCallId !== undefined)
      round.lastPreview.set(seen.stream.toolCallId, seen.stream.preview);
    calls.frame(turn === 1 ? "stream" : "final", seen.fact, {
      event: seen.event,
      partial: seen.partial,
      stream: seen.stream,
    });
    if (event.type === "done") final = event.message;
    if (event.type === "error") final = event.error;
  }
  if (!final) throw new Error(`provider ${provider.api} ended turn ${turn} without a final event`);
  context.messages.push(final);
  return final;
}

/** What the frame before the first request says of a replayed capture (`src/engine/providers/recording.ts`). */
export function recordingFact(summary: RecordingSummary): Fact {
  const { api, source, events, question, tools } = summary;
  return { kind: "recording", api, source, events, question, tools: [...tools] };
}

/** The gate (§6, §7): the stop reason, the calls in content, and what two careless apps would have run. */
function gateFrame(round: Round, reply: AssistantMessage, decision: GateDecision, found: ToolCall[]) {
  const { tool, trace, firstWire } = round;
  const rewritten =
    firstWire !== undefined && rewritesStop(trace.provider.api) && reply.stopReason === "toolUse" && found.length > 0;
  const careless = decision === "refuse-truncated" ? carelessViews(round, found) : undefined;
  // §7: calls whose final parse worked and that pi-ai's validator accepts — only "length" stops them.
  const completeAndValid = careless?.filter((c) => c.kind === "length" && c.accepted).length;
  const wire = firstWire ? { wire: { ...firstWire } } : {};
  const fact: GateFact = {
    kind: "gate",
    engine: "round",
    decision,
    stopReason: reply.stopReason,
    calls: found.length,
    names: found.map((c) => c.name),
    ...(rewritten ? { rewrittenBy: trace.provider.api } : {}),
    ...wire,
    ...(completeAndValid !== undefined ? { completeAndValid } : {}),
  };
  round.calls.frame("gate", fact, {
    gate: {
      stopReason: reply.stopReason,
      ...(reply.errorMessage ? { errorMessage: reply.errorMessage } : {}),
      ...wire,
      ...(rewritten ? { rewrittenBy: trace.provider.api } : {}),
      calls: found.map((c) => ({
        id: c.id,
        name: c.name,
        known: c.name === tool.name,
        ...(round.calls.offered?.includes(c.name) ? { descriptionOnly: true } : {}),
      })),
      decision,
      ...(careless ? { careless } : {}),
    },
  });
}

/** A call of a reply cut at the length limit: not validated, not run, answered with an error (§7). */
function refusedForLength(round: Round, call: ToolCall): ToolResultMessage {
  return withDetails(toolResult(call, round.calls.say("result.truncated"), true, round.calls.clock.now()), {
    outcome: "not-executed",
  });
}

/** Every call is checked before any runs (§9); then each runs or is refused, in order (§10, §15). */
async function checkAndRun(round: Round, found: ToolCall[]): Promise<ToolResultMessage[]> {
  const prepared = found.map((call) => validationFrame(round.calls, call));
  const results: ToolResultMessage[] = [];
  for (const item of prepared) results.push(await executeCall(round.calls, item));
  return results;
}

/** One result per call joins the Context, in call order (§11, §13). */
function sendResults(round: Round, results: ToolResultMessage[]) {
  for (const result of results) {
    round.context.messages.push(result);
    const content =
      (result.details as { outcome?: string } | undefined)?.outcome === "not-executed"
        ? "not-executed"
        : result.isError
          ? "error"
          : "files";
    round.calls.frame(
      "toolResult",
      {
        kind: "result",
        toolCallId: result.toolCallId,
        toolName: result.toolName,
        isError: result.isError,
        content,
        details: result.details !== undefined,
      },
      { toolResult: structuredClone(result) },
    );
  }
}

/** Turn two: the whole Context again, the §13 what-if, and what the answer rests on. */
async function secondTurn(round: Round, results: ToolResultMessage[]): Promise<Trace> {
  const { trace, calls } = round;
  // §13: when a real adapter answers turn two, show what it does with a history that breaks the rules.
  const turnTwoApi = trace.target?.api ?? trace.provider.api;
  const probe =
    turnTwoApi === "scripted"
      ? undefined
      : await probeOrderRules(
          round.provider,
          round.context,
          calls.say("probe.failed-reply"),
          calls.say("probe.follow-up"),
          calls.clock.now(),
        );
  const second = await ask(round, 2, () => {
    if (!probe) return;
    calls.frame(
      "final",
      { kind: "order-probe", api: turnTwoApi, synthetic: probe.synthetic, failedSkipped: probe.failedSkipped },
      {
        probe: { request: probe.request, synthetic: probe.synthetic, failedSkipped: probe.failedSkipped },
      },
    );
  });
  const more = decide(second);
  if (second.stopReason === "error" || second.stopReason === "aborted") {
    calls.frame("final", { kind: "answer", basis: "failed", reason: second.stopReason });
    return finish(round, "stopped");
  }
  if (second.stopReason === "length") {
    // The answer was cut at the output limit (§7): shown as incomplete; calls in it would not run either.
    calls.frame("final", { kind: "answer", basis: "truncated", calls: more.calls.length });
    return finish(round, "answer-truncated");
  }
  if (more.calls.length > 0) {
    calls.frame(
      "final",
      { kind: "limit", calls: more.calls.length, names: more.calls.map((c) => c.name) },
      {
        limit: { calls: more.calls.map((c) => ({ id: c.id, name: c.name, arguments: structuredClone(c.arguments) })) },
      },
    );
    return finish(round, "one-round-limit");
  }
  calls.frame("final", { kind: "answer", basis: answerBasis(results, trace) });
  return finish(round, "answered");
}

/** The two recap frames (§16, §18), read from the facts recorded so far. */
function finish(round: Round, outcome: Trace["outcome"]): Trace {
  const { trace, calls } = round;
  trace.outcome = outcome;
  const played = trace.frames.slice();
  calls.frame(
    "final",
    { kind: "recap", which: "responsibilities" },
    { recap: { kind: "responsibilities", lines: responsibilities(played, trace) } },
  );
  calls.frame(
    "final",
    { kind: "recap", which: "takeaways" },
    { recap: { kind: "takeaways", lines: takeaways(played) } },
  );
  trace.messages = structuredClone(round.context.messages);
  return trace;
}

/**
 * What two careless applications would have run from a truncated reply (§7): one that ran each
 * call on its last streaming preview, and one that ignored `length` and ran pi-ai's final call.
 */
function carelessViews(round: Round, truncated: ToolCall[]): CarelessData[] {
  const { tool, lastPreview } = round;
  const onDelta = truncated.map((call): CarelessData => {
    const preview = lastPreview.has(call.id) ? lastPreview.get(call.id) : call.arguments;
    return {
      kind: "delta",
      toolCallId: call.id,
      args: structuredClone(preview),
      ...judgeCall(callFromPreview(call, preview), tool, round.calls.kit),
    };
  });
  const ignoringLength = truncated.map((call): CarelessData => ({
    kind: "length",
    toolCallId: call.id,
    args: structuredClone(call.arguments),
    ...(call.argumentsError ? { argumentsError: call.argumentsError } : {}),
    ...judgeCall(call, tool, round.calls.kit),
  }));
  return [...onDelta, ...ignoringLength];
}

/** What the answer rests on: what really happened to the calls (§12, §15). */
function answerBasis(results: ToolResultMessage[], trace: Trace): AnswerBasis {
  if (trace.bug) return "bug";
  const outcomes = results.map((r) => (r.details as { outcome?: string } | undefined)?.outcome);
  if (outcomes.every((o) => o === "not-executed")) return "not-executed";
  if (outcomes.every((o) => o === "files")) return "files";
  if (outcomes.some((o) => o === "files")) return "mixed";
  return "errors";
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
