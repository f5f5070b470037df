/**
 * The next chapter's engine: the same scenario played through pi-agent-core 1.4.0's real agent
 * loop (`runAgentLoop`). The model is the same scripted or wire provider, given as its `streamFn`;
 * the tool is an `AgentTool` over the same in-memory folder. Frames come from the loop's own
 * events and land in the same `Trace` shape as the hand-made round's.
 */
import { runAgentLoop, type AgentEvent, type AgentMessage, type StreamFn } from "@earendil-works/pi-agent-core";
import { type AssistantMessage, type AssistantMessageEvent, type AssistantMessageEventStream, type Context, type Message, type ToolCall } from "@earendil-works/pi-ai";
import { createFakeFs, createVirtualClock } from "../fake-fs";
import { createScriptedStream } from "../fake-provider/scripted";
import { message } from "../i18n";
import { localize, type Scenario } from "../scenarios/types";
import { decide } from "./app";
import { definitionFrame } from "./definition";
import { applyFaults } from "./faults";
import { createFrameRecorder } from "./frame-store";
import { startTrace } from "./trace-start";
import type { Frame, LoopTurn, LoopView, NarrationParams, Trace } from "./frames";
import { agentToolView, createAgentTool } from "./loop-tool";
import { differences, summarize } from "./loop-compare";
import { playScenario, type PlayOptions } from "./play";
import { providerFactory } from "./providers";
import { createStreamObserver } from "./stream-frames";
import { listDownloadFilesTool, SYSTEM_PROMPT } from "./tool";

/** The most turns the loop may take: a scripted model that never stops is bounded here. */
export const MAX_LOOP_TURNS = 6;

type FrameExtras = Omit<Frame, "index" | "stage" | "section" | "narration" | "messages" | "turn">;

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

/** Plays `original` through pi-agent-core's agent loop and records every loop event as a frame. */
export async function playLoop(original: Scenario, options: PlayOptions = {}): Promise<Trace> {
  const lang = options.lang ?? "en";
  const clock = options.clock ?? createVirtualClock();
  const faults = options.faults ?? [];
  const { scenario, swallowErrors, inert } = applyFaults(original, faults);
  const provider = (options.provider ?? providerFactory("scripted"))(scenario, lang);
  const fs = createFakeFs({ root: scenario.downloads.path, entries: scenario.downloads.entries, failure: scenario.downloads.failure, clock });
  const say = (key: string, params: NarrationParams = {}) => message(lang, key, params);
  const trace = startTrace(scenario, provider, faults, inert, lang, "loop");
  const recorder = createFrameRecorder();
  // Messages the loop has finished (message_end), each copied once and shared by later frames.
  const system: Message = { role: "system", content: SYSTEM_PROMPT, timestamp: clock.now() };
  const committed: Message[] = [structuredClone(system)];
  // Turn 1 begins with the run; each later turn_start starts the next.
  let turn = 1;
  let started = false;
  const frame = (stage: Frame["stage"], section: number, key: string, params: NarrationParams = {}, extras: FrameExtras = {}) => {
    trace.frames.push(recorder.record({ index: trace.frames.length, stage, section, turn, narration: { key, params }, messages: committed.slice(), ...extras }));
  };
  const question: Message = { role: "user", content: localize(scenario.question, lang), timestamp: clock.now() };

  const run = new AbortController();
  const tool = createAgentTool({
    fs, clock, scenario, trace, swallowErrors, run, say,
    executed: (key, section, params, view) => frame("execution", section, key, params, { execution: view }),
  });

  const first = definitionFrame([question], JSON.parse(JSON.stringify(listDownloadFilesTool.parameters)));
  trace.frames.push(recorder.record({ ...first, turn }));
  frame("definition", 1, "loop.agent-tool", { name: tool.name }, { definition: { ...first.definition!, focus: "agent-tool" }, agentTool: agentToolView(tool) });

  const turns: LoopTurn[] = [];
  let observe = createStreamObserver(1, provider.api);
  let requests = 0;
  let cancelled = false;
  let limited = false;

  const streamFn: StreamFn = async (_model, llm, opts) => {
    requests++;
    turns.push({ turn: requests, frame: trace.frames.length, stopReason: "", calls: [], results: [] });
    if (opts?.signal?.aborted) {
      // The person cancelled the run: no request goes out; pi-ai's stream reports `aborted`.
      cancelled = true;
      frame("request", 17, "loop.request-cancelled", { turn });
      return lockstep(createScriptedStream({ blocks: [], stopReason: "aborted", errorMessage: "Request was aborted" }, clock.now()).events);
    }
    clock.advance(requests === 1 ? 200 : 400);
    const context = { messages: llm.messages } as unknown as Context;
    const { events, request } = await provider.turn(context, requests, clock.now());
    trace.requests.push(request);
    frame("request", requests === 1 ? 4 : 17, requests === 1 ? "request.context" : "loop.request", { messages: llm.messages.length, tools: 1, turn }, { request });
    observe = createStreamObserver(1, request.api);
    return lockstep(events);
  };

  const emit = (event: AgentEvent) => {
    const current = turns.at(-1);
    switch (event.type) {
      case "agent_start":
        frame("request", 17, "loop.agent_start", {}, { event: event.type });
        break;
      case "turn_start":
        if (started) turn++;
        started = true;
        frame("request", 17, "loop.turn_start", { turn }, { event: event.type });
        break;
      case "message_update": {
        const seen = observe(event.assistantMessageEvent);
        frame("stream", seen.section, seen.narration.key, seen.narration.params, { event: seen.event, partial: seen.partial, stream: seen.stream });
        break;
      }
      case "message_end": {
        const m = event.message as AgentMessage & Message;
        committed.push(structuredClone(m));
        if (m.role === "assistant") {
          const { decision, calls } = decide(m);
          if (current) Object.assign(current, { stopReason: m.stopReason, calls: calls.map((c: ToolCall) => ({ id: c.id, name: c.name })) });
          // The loop's next step depends on the same two things the round's gate read (§6, §7).
          frame("gate", decision === "refuse-truncated" || decision === "stopped" ? 7 : 6, `loop.gate.${decision}`, { reason: m.stopReason, calls: calls.length, names: calls.map((c) => c.name).join(", ") }, {
            event: event.type,
            gate: { stopReason: m.stopReason, calls: calls.map((c) => ({ id: c.id, name: c.name, known: c.name === tool.name })), decision },
          });
        } else if (m.role === "toolResult") {
          current?.results.push({ id: m.toolCallId, isError: m.isError });
          frame("toolResult", m.isError ? 15 : 11, m.isError ? "toolResult.error" : "toolResult.ok", { id: m.toolCallId, name: m.toolName }, { event: event.type, toolResult: structuredClone(m) });
        } else {
          frame("request", 4, `loop.message.${m.role}`, {}, { event: event.type });
        }
        break;
      }
      case "tool_execution_start":
        frame("validation", 9, current?.stopReason === "length" ? "loop.tool_execution_start.truncated" : "loop.tool_execution_start", { id: event.toolCallId, name: event.toolName }, {
          event: event.type,
          validation: { toolCallId: event.toolCallId, toolName: event.toolName, status: "not-validated", received: structuredClone(event.args) },
        });
        break;
      case "tool_execution_end":
        frame("execution", event.isError ? 15 : 10, event.isError ? "loop.tool_execution_end.error" : "loop.tool_execution_end", { id: event.toolCallId, name: event.toolName }, { event: event.type });
        break;
      case "turn_end":
        frame(current?.results.length ? "toolResult" : "final", 17, "loop.turn_end", { turn, results: current?.results.length ?? 0 }, { event: event.type });
        break;
      default:
        // agent_end: the run's end is recorded once the loop has returned, with why it stopped.
        break;
    }
  };

  await runAgentLoop(
    [question],
    { messages: [system], tools: [tool] },
    {
      model: { id: provider.model, api: provider.api, provider: provider.api } as never,
      convertToLlm: (messages) => messages as Message[],
      // pi-agent-core has no turn limit of its own: the application bounds it, through finishTurn.
      finishTurn: async () => {
        if (requests < MAX_LOOP_TURNS) return undefined;
        limited = true;
        return { action: "end" };
      },
    },
    emit,
    run.signal,
    streamFn,
  );

  const last = committed.filter((m): m is AssistantMessage => m.role === "assistant").at(-1);
  const stop: LoopView["stop"] = cancelled ? "cancelled" : last?.stopReason === "error" ? "error" : last?.stopReason === "aborted" ? "aborted" : limited && decide(last!).calls.length > 0 ? "turn-limit" : "answered";
  trace.outcome = stop === "answered" ? "answered" : stop === "turn-limit" ? "turn-limit" : "stopped";
  frame("final", stop === "turn-limit" ? 17 : stop === "answered" ? 12 : 7, `loop.end.${stop}`, { turns: turns.length, max: MAX_LOOP_TURNS }, { event: "agent_end" });
  trace.messages = structuredClone(committed);

  const round = await playScenario(original, { ...options, clock: createVirtualClock() });
  const partial = { turns, stop, maxTurns: MAX_LOOP_TURNS, executionMode: scenario.executionMode ?? "parallel" } as const;
  trace.loop = { ...partial, comparison: { round: summarize(round), loop: summarize(trace), differences: differences(round, trace, partial) } };
  frame("final", 17, "loop.comparison", {}, {});
  return trace;
}
