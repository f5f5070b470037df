/**
 * The next chapter's engine: the same scenario played through pi-agent-core 1.4.0's real agent
 * loop (`runAgentLoop`). The model is the same scripted or wire provider, given as its `streamFn`;
 * the tool is an `AgentTool` over the same in-memory folder. Frames come from the loop's own
 * events and land in the same `Trace` shape as the hand-made round's.
 */
import { runAgentLoop, type AgentEvent, type AgentMessage } from "@earendil-works/pi-agent-core";
import {
  type AssistantMessage,
  type AssistantMessageEvent,
  type AssistantMessageEventStream,
  type Context,
  type Message,
  type Tool,
  type ToolCall,
} from "@earendil-works/pi-ai";
import { createVirtualClock } from "../../fake-fs";
import { createScriptedStream } from "../../fake-provider/scripted";
import type { PiKit } from "../../fake-provider/kit";
import { countingPiCalls } from "../../fake-provider/pi-calls";
import { localize, type Scenario } from "../../scenarios/types";
import { own } from "../../text/own";
import { decide } from "../round/gate";
import { judgeCall } from "../round/validate";
import { rewritesStop } from "../../fake-provider/wire/stop-field";
import { changedKeys, typeConversions } from "../round/calls";
import type { Fact, GateDecision, GateFact, LoopCallEnd, ValidationFact, WireStop } from "../trace/facts";
import { narrate, sectionOf } from "../trace/narrate";
import { definitionFrame } from "../round/definition";
import { createFrameRecorder } from "../trace/frame-store";
import type { ExecutionData, Frame, LoopTurn, LoopData, Trace } from "../trace/frames";
import { agentToolView, createAgentTool, createDescriptionOnlyTool, type LoopToolContext } from "./loop-tool";
import { createLearnerAgentTool, recordedLearner } from "./loop-learner";
import { offeredTools } from "../round/offered";
import { withStrict } from "../round/strict";
import { differences, summarize } from "./loop-compare";
import { playScenario, recordingFact } from "../round/play";
import { setUpRun, type PlayOptions, type RunSetUp } from "../round/run-setup";
import { idsFact } from "../round/id-rewrites";
import { createStreamObserver } from "../round/stream-frames";
import { chapterTool, listDownloadFilesTool, SYSTEM_PROMPT } from "../round/tool";

/** The most turns the loop may take: a scripted model that never stops is bounded here. */
export const MAX_LOOP_TURNS = 6;

/**
 * pi-ai's own event stream, read one event at a time: the next event is produced only when the
 * loop asks for it, so a copy taken while the loop handles an event shows exactly that moment.
 */
function lockstep(events: AsyncIterable<AssistantMessageEvent>): AssistantMessageEventStream {
  let settle!: (m: AssistantMessage) => void;
  const result = new Promise<AssistantMessage>((resolve) => (settle = resolve));
  async function* read() {
    for await (const event of events) {
      if (event.type === "done") settle(event.message);
      if (event.type === "error") settle(event.error);
      yield event;
    }
  }
  const iterator = read();
  return { [Symbol.asyncIterator]: () => iterator, result: () => result } as unknown as AssistantMessageEventStream;
}

/** What a loop frame holds besides its header. */
type LoopExtras = Omit<Frame, "index" | "stage" | "section" | "narration" | "messages" | "turn" | "fact">;

/** Everything one replay through the loop shares while pi-agent-core runs it. */
interface LoopRun extends RunSetUp {
  frame(stage: Frame["stage"], fact: Fact, extras?: LoopExtras): void;
  /** The system prompt the loop's context starts with, and the person's question. */
  system: Message;
  question: Message;
  /** Messages the loop has finished (message_end), each copied once and shared by later frames. */
  committed: Message[];
  /** The turn frames are recorded in: turn 1 begins with the run, each later turn_start starts the next. */
  turn: number;
  /** Whether the first turn_start has come (it is turn 1, not a new one). */
  started: boolean;
  /** The person cancelled: the request after it sent nothing. */
  cancelled: boolean;
  /** The application's turn limit ended the run (through `finishTurn`). */
  limited: boolean;
  /** Reads the current reply's stream events into frames; a new one for each request sent. */
  observe: ReturnType<typeof createStreamObserver>;
  /** The turns so far; the last is the current one. */
  turns: LoopTurn[];
  /** The calls of the current reply, by id, as pi-ai finished them. */
  calls: Map<string, ToolCall>;
  /** Calls pi-agent-core validated (its `beforeToolCall` hook saw them, with pi-ai's validated copy). */
  validated: Set<string>;
  /** What the AgentTool's execute did, by call id (shown again at `tool_execution_end`). */
  executions: Map<string, ExecutionData>;
  toolName: string;
  /** Tools offered as descriptions only (§3): the loop holds them, but their execute only refuses. */
  offered: readonly string[];
  /** The current turn's finish reason as its recording said it (wire replays only). */
  wire?: WireStop;
  /** The tool the loop's AgentTool declares, for judging a cut reply's calls on a copy (§7). */
  tool: Tool;
  /** The pi-ai version that judges them (absent: 1.4.0). */
  kit?: PiKit;
  /** The learner's tool, once for the loop and once for the round it is compared with (see `recordedLearner`). */
  learner?: ReturnType<typeof recordedLearner>;
  /** The person's cancel: aborts the whole run, through its signal. */
  controller: AbortController;
  /** The AgentTool the application runs, and the description-only ones beside it (§3). */
  agentTool: ReturnType<typeof createAgentTool>;
  descriptionOnly: ReturnType<typeof createDescriptionOnlyTool>[];
}

/**
 * Plays `original` through pi-agent-core's agent loop and records every loop event as a frame:
 * set up, the tool as the model and the loop see it, the loop's run, how it ended, and the
 * hand-made round played beside it for the comparison.
 */
export function playLoop(original: Scenario, options: PlayOptions = {}): Promise<Trace> {
  return countingPiCalls(
    () => playAgentLoop(original, options),
    (trace, calls) => (trace.piCalls = calls),
  );
}

/** The loop itself (`playLoop` counts pi-ai's calls around it; the round it compares with counts its own). */
async function playAgentLoop(original: Scenario, options: PlayOptions): Promise<Trace> {
  const run = createLoopRun(original, options);
  definitionFrames(run);
  await runAgent(run, options);
  const stop = endFrame(run);
  await compareWithRound(run, original, options, stop);
  return run.trace;
}

/** The run's shared state and its AgentTools; no frame yet. */
function createLoopRun(original: Scenario, options: PlayOptions): LoopRun {
  const setup = setUpRun(original, options, "loop");
  const { lang, clock, scenario, trace, provider } = setup;
  const recorder = createFrameRecorder();
  const system: Message = { role: "system", content: SYSTEM_PROMPT, timestamp: clock.now() };
  const question: Message = { role: "user", content: localize(scenario.question, lang), timestamp: clock.now() };
  // The learner's tool (Tool lab) replaces the chapter's, under its own name.
  const learner = options.learner ? recordedLearner(options.learner) : undefined;
  const toolName = learner?.loop.tool.name ?? listDownloadFilesTool.name;
  const described = offeredTools(scenario, lang, toolName);
  const run: Omit<LoopRun, "agentTool" | "descriptionOnly"> = {
    ...setup,
    system,
    question,
    committed: [structuredClone(system)],
    turn: 1,
    started: false,
    cancelled: false,
    limited: false,
    observe: createStreamObserver(1, provider.api),
    turns: [],
    calls: new Map(),
    validated: new Set(),
    executions: new Map(),
    toolName,
    offered: described.map((t) => t.name),
    tool: learner?.loop.tool ?? chapterTool(scenario.toolVariant),
    ...(options.kit ? { kit: options.kit } : {}),
    ...(learner ? { learner } : {}),
    controller: new AbortController(),
    frame: (stage, fact, extras = {}) => {
      trace.frames.push(
        recorder.record({
          index: trace.frames.length,
          stage,
          section: sectionOf(fact),
          turn: run.turn,
          fact,
          narration: narrate(fact, lang),
          messages: run.committed.slice(),
          ...extras,
        }),
      );
    },
  };
  const toolContext: LoopToolContext = {
    fs: setup.fs,
    clock,
    scenario,
    trace,
    swallowErrors: setup.swallowErrors,
    run: run.controller,
    say: setup.say,
    executed: (fact, view) => (
      run.executions.set(fact.toolCallId, view),
      run.frame("execution", fact, { execution: view })
    ),
  };
  // The strict switch: pi-agent-core declares each AgentTool to the model with its constrainedSampling.
  const agentTool = withStrict(
    learner ? createLearnerAgentTool(toolContext, learner.loop) : createAgentTool(toolContext),
    options.strict,
  );
  const descriptionOnly = described.map((t) => withStrict(createDescriptionOnlyTool(toolContext, t), options.strict));
  return Object.assign(run, { agentTool, descriptionOnly } as Pick<LoopRun, "agentTool" | "descriptionOnly">);
}

/** The tool as the model sees it (§1), then as pi-agent-core holds it: an AgentTool. */
function definitionFrames(run: LoopRun) {
  const { agentTool, learner, question, scenario } = run;
  const shownAs = learner
    ? { name: run.toolName, description: agentTool.description, source: learner.loop.source }
    : undefined;
  const first = definitionFrame(
    [question],
    JSON.parse(JSON.stringify(run.tool.parameters)),
    shownAs,
    shownAs ? undefined : scenario.toolVariant,
  );
  run.frame("definition", first.fact, { definition: first.definition! });
  run.frame(
    "definition",
    { kind: "definition", focus: "agent-tool", name: agentTool.name, learner: shownAs !== undefined },
    {
      definition: { ...first.definition!, focus: "agent-tool" },
      agentTool: agentToolView(agentTool, shownAs !== undefined),
    },
  );
}

/** pi-agent-core's `runAgentLoop` (or 1.6.0's, for the lens) over the run's tools, provider and hooks. */
async function runAgent(run: LoopRun, options: PlayOptions) {
  const { provider } = run;
  // The lens plays pi-agent-core 1.6.0 (with its own nested pi-ai 1.6.0) through the same options.
  const loop = options.kit ? await options.kit.loadAgentLoop() : runAgentLoop;
  await loop(
    [run.question],
    { messages: [run.system], tools: [run.agentTool, ...run.descriptionOnly] },
    {
      model: { id: provider.model, api: provider.api, provider: provider.api } as never,
      convertToLlm: (messages) => messages as Message[],
      // Called by pi-agent-core's prepareToolCall once pi-ai's validateToolArguments has passed.
      beforeToolCall: async ({ toolCall, args }) => (validatedFrame(run, toolCall, args), undefined),
      // pi-agent-core has no turn limit of its own: the application bounds it, through finishTurn.
      finishTurn: async () => {
        if (run.turns.length < MAX_LOOP_TURNS) return undefined;
        run.limited = true;
        return { action: "end" };
      },
    },
    (event) => onEvent(run, event),
    run.controller.signal,
    (_model, llm, opts) => requestTurn(run, llm.messages, opts?.signal, options.kit),
  );
}

/**
 * The loop's `streamFn`: one request to the provider, its frames (the capture replayed, the
 * request, the ids of a history another API made), and the reply's events read in lockstep.
 */
async function requestTurn(
  run: LoopRun,
  messages: Message[],
  signal: AbortSignal | undefined,
  kit: PiKit | undefined,
): Promise<AssistantMessageEventStream> {
  const { clock, provider, trace, scenario } = run;
  const requests = run.turns.length + 1;
  run.turns.push({ turn: requests, frame: trace.frames.length, stopReason: "", calls: [], results: [] });
  if (signal?.aborted) {
    // The person cancelled the run: pi-agent-core still asks this stream function for a reply.
    // Here it stands in for the request: it sends nothing, and pi-ai's stream reports `aborted`.
    run.cancelled = true;
    run.frame("request", { kind: "request-cancelled", turn: run.turn });
    return lockstep(
      createScriptedStream({ blocks: [], stopReason: "aborted", errorMessage: "Request was aborted" }, clock.now(), kit)
        .events,
    );
  }
  clock.advance(requests === 1 ? 200 : 400);
  const context = { messages } as unknown as Context;
  const { events, request, wireStop, capped } = await provider.turn(context, requests, clock.now());
  run.wire = wireStop;
  trace.requests.push(request);
  if (requests === 1 && trace.recording) run.frame("request", recordingFact(trace.recording), { request });
  // The loop's first request to the target of a history another API made (§14): its ids.
  const ids =
    requests === 2 && scenario.firstTurnApi
      ? idsFact("loop", { source: trace.provider, target: trace.target ?? trace.provider }, messages, request)
      : undefined;
  const normalized = ids?.ids.some((id) => id.rewritten) ?? false;
  run.frame(
    "request",
    {
      kind: "request",
      engine: "loop",
      turn: requests,
      messages: messages.length,
      tools: 1 + run.offered.length,
      api: request.api,
      normalized,
      ...(run.offered.length ? { offered: [...run.offered] } : {}),
    },
    { request },
  );
  if (ids) run.frame("request", ids);
  run.observe = createStreamObserver(1, request.api, wireStop, capped);
  return lockstep(events);
}

/** Each event pi-agent-core emits, as its frame. */
function onEvent(run: LoopRun, event: AgentEvent) {
  if (event.type === "turn_start") {
    if (run.started) run.turn++;
    run.started = true;
    run.frame("request", { kind: "turn", phase: "start", turn: run.turn, results: 0 }, { event: event.type });
  } else if (event.type === "message_update") {
    const seen = run.observe(event.assistantMessageEvent);
    run.frame("stream", seen.fact, { event: seen.event, partial: seen.partial, stream: seen.stream });
  } else {
    recordLoopEvent(run, event, run.committed);
  }
}

/** Why the loop stopped (the person, the stream, the turn limit, or an answer), as its last frame. */
function endFrame(run: LoopRun): LoopData["stop"] {
  const { trace } = run;
  const last = run.committed.filter((m): m is AssistantMessage => m.role === "assistant").at(-1);
  const stop: LoopData["stop"] = run.cancelled
    ? "cancelled"
    : last?.stopReason === "error"
      ? "error"
      : last?.stopReason === "aborted"
        ? "aborted"
        : run.limited && decide(last!).calls.length > 0
          ? "turn-limit"
          : "answered";
  trace.outcome = stop === "answered" ? "answered" : stop === "turn-limit" ? "turn-limit" : "stopped";
  run.frame("final", { kind: "loop-end", stop, turns: run.turns.length, max: MAX_LOOP_TURNS }, { event: "agent_end" });
  trace.messages = structuredClone(run.committed);
  return stop;
}

/** The hand-made round played on the same scenario and options, and how the two differ. */
async function compareWithRound(run: LoopRun, original: Scenario, options: PlayOptions, stop: LoopData["stop"]) {
  const { trace, learner } = run;
  // The round it is compared with plays the learner's tool too, reusing the loop's runs (see recordedLearner).
  const round = await playScenario(original, {
    ...options,
    clock: createVirtualClock(),
    ...(learner ? { learner: learner.round } : {}),
  });
  const partial = {
    turns: run.turns,
    stop,
    maxTurns: MAX_LOOP_TURNS,
    executionMode: run.scenario.executionMode ?? "parallel",
  } as const;
  trace.loop = {
    ...partial,
    comparison: { round: summarize(round), loop: summarize(trace), differences: differences(round, trace, partial) },
  };
  run.frame("final", { kind: "comparison" });
}

/** The loop's events other than turn starts and stream updates, each as a frame with its fact. */
function recordLoopEvent(run: LoopRun, event: AgentEvent, committed: Message[]) {
  const current = run.turns.at(-1);
  const { frame } = run;
  switch (event.type) {
    case "agent_start":
      frame("request", { kind: "loop-start" }, { event: event.type });
      break;
    case "message_end": {
      const m = event.message as AgentMessage & Message;
      committed.push(structuredClone(m));
      if (m.role === "assistant") {
        const { decision, calls } = decide(m);
        run.calls = new Map(calls.map((c) => [c.id, c]));
        if (current)
          Object.assign(current, {
            stopReason: m.stopReason,
            calls: calls.map((c: ToolCall) => ({ id: c.id, name: c.name })),
          });
        loopGateFrame(run, m, decision, calls);
      } else if (m.role === "toolResult") {
        current?.results.push({ id: m.toolCallId, isError: m.isError });
        frame(
          "toolResult",
          {
            kind: "result",
            toolCallId: m.toolCallId,
            toolName: m.toolName,
            isError: m.isError,
            content: m.isError ? "error" : "files",
            details: m.details !== undefined,
          },
          { event: event.type, toolResult: structuredClone(m) },
        );
      } else {
        frame(
          "request",
          { kind: "loop-message", role: m.role === "system" ? "system" : "user" },
          { event: event.type },
        );
      }
      break;
    }
    case "tool_execution_start": {
      const truncated = current?.stopReason === "length";
      frame(
        "validation",
        { kind: "loop-call", toolCallId: event.toolCallId, toolName: event.toolName, truncated },
        {
          event: event.type,
          validation: {
            toolCallId: event.toolCallId,
            toolName: event.toolName,
            status: truncated ? "not-validated" : "pending",
            received: structuredClone(event.args),
          },
        },
      );
      break;
    }
    case "tool_execution_end":
      callEndFrames(run, event, current?.stopReason === "length");
      break;
    case "turn_end": {
      // pi-agent-core's turn_end carries this turn's tool results, not the Context's (§17).
      const results = event.toolResults.length;
      frame(
        results ? "toolResult" : "final",
        { kind: "turn", phase: "end", turn: current?.turn ?? 0, results },
        { event: event.type },
      );
      break;
    }
    default:
      // agent_end: the run's end is recorded once the loop has returned, with why it stopped.
      break;
  }
}

/** The loop's next step depends on the same two things the round's gate read (§6, §7). */
function loopGateFrame(run: LoopRun, m: AssistantMessage, decision: GateDecision, calls: ToolCall[]) {
  const rewritten = run.wire !== undefined && rewritesStop(m.api) && m.stopReason === "toolUse" && calls.length > 0;
  const wire = run.wire ? { wire: { ...run.wire } } : {};
  // §7: a cut reply's calls that are complete and that pi-ai's validator accepts (judged on a copy; nothing runs).
  const completeAndValid =
    decision === "refuse-truncated"
      ? calls.filter((c) => !c.argumentsError && judgeCall(c, run.tool, run.kit).accepted).length
      : undefined;
  const fact: GateFact = {
    kind: "gate",
    engine: "loop",
    decision,
    stopReason: m.stopReason,
    calls: calls.length,
    names: calls.map((c) => c.name),
    ...(rewritten ? { rewrittenBy: m.api } : {}),
    ...wire,
    ...(completeAndValid !== undefined ? { completeAndValid } : {}),
  };
  run.frame("gate", fact, {
    event: "message_end",
    gate: {
      stopReason: m.stopReason,
      ...wire,
      ...(rewritten ? { rewrittenBy: m.api } : {}),
      calls: calls.map((c) => ({
        id: c.id,
        name: c.name,
        known: c.name === run.toolName,
        ...(run.offered.includes(c.name) ? { descriptionOnly: true } : {}),
      })),
      decision,
    },
  });
}

/** pi-agent-core's prepareToolCall validated a call with pi-ai: its validation frame, with the validated copy. */
function validatedFrame(run: LoopRun, call: ToolCall, args: unknown) {
  run.validated.add(call.id);
  const received = structuredClone(call.arguments);
  const converted = structuredClone(args);
  const changed = changedKeys(received, converted);
  const dropped = Object.keys(received).filter(
    (k) => own(received, k) === null && !Object.hasOwn(converted as object, k),
  );
  const offered = run.offered.includes(call.name) ? { offered: true } : {};
  const conversions = typeConversions(received, converted);
  const fact: ValidationFact = {
    kind: "validation",
    by: "agent-core",
    toolCallId: call.id,
    toolName: call.name,
    outcome: "passed",
    changed,
    dropped,
    convertedBeforeRefusal: false,
    cloned: true,
    ...offered,
    ...(conversions.length ? { conversions } : {}),
  };
  run.frame("validation", fact, {
    validation: {
      toolCallId: call.id,
      toolName: call.name,
      status: "valid",
      received,
      converted,
      changed,
      ...(dropped.length ? { dropped } : {}),
    },
  });
}

/**
 * `tool_execution_end`: for a call pi-agent-core refused before running it, first its validation
 * frame (what pi-ai said, as the loop sends it); then how the call ended, with what execute did.
 */
function callEndFrames(run: LoopRun, event: Extract<AgentEvent, { type: "tool_execution_end" }>, truncated: boolean) {
  const call = run.calls.get(event.toolCallId);
  const text =
    event.result?.content
      ?.map((c: { type: string; text?: string }) => (c.type === "text" ? (c.text ?? "") : ""))
      .join("") ?? "";
  const ran = run.executions.get(event.toolCallId);
  let how: LoopCallEnd = ran ? (event.isError ? "threw" : "returned") : "aborted";
  // A description-only tool's execute only refuses (§3): it threw, but none of the application's code ran.
  if (ran?.status === "skipped") how = "description-only";
  // The learner's module was not loaded again in time: the AgentTool threw, but no code of the learner's ran.
  else if (ran && !run.trace.executions.some((e) => e.toolCallId === event.toolCallId)) how = "not-loaded";
  if (truncated) how = "truncated";
  else if (!run.validated.has(event.toolCallId)) {
    how = "refused";
    const unknown = event.toolName !== run.toolName && !run.offered.includes(event.toolName);
    const format = call?.argumentsError ? "parse" : "schema";
    const fact: ValidationFact = {
      kind: "validation",
      by: "agent-core",
      toolCallId: event.toolCallId,
      toolName: event.toolName,
      outcome: unknown ? "unknown-tool" : "refused",
      ...(unknown ? {} : { format }),
      changed: [],
      dropped: [],
      convertedBeforeRefusal: false,
      cloned: !unknown && format === "schema",
    };
    run.frame("validation", fact, {
      validation: {
        toolCallId: event.toolCallId,
        toolName: event.toolName,
        status: unknown ? "unknown-tool" : "invalid",
        ...(unknown ? {} : { format }),
        received: structuredClone(call?.arguments ?? {}),
        message: text,
        modelText: text,
      },
    });
  }
  run.frame(
    "execution",
    { kind: "loop-call-end", toolCallId: event.toolCallId, toolName: event.toolName, isError: event.isError, how },
    { event: event.type, ...(ran ? { execution: ran } : {}) },
  );
}
