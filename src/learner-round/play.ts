/**
 * Plays a scenario with the learner's round (Round lab). The round runs where learner code may run
 * (see `RoundRunner`); this engine answers its questions — the model through pi-ai's real stream,
 * the folder through the application's own read — and records every step as a frame, with the
 * facts and narration of the chapter's engine. The grader (`src/grader`) then reads the trace.
 */
import { inChapterOrder } from "../engine/trace/order";
import type { AssistantMessage, Context, Message, Tool, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { createFakeFs, createVirtualClock, type FakeFs, type VirtualClock } from "../fake-fs";
import type { ReplayProvider, ResultDetails } from "../fake-provider/provider";
import { message } from "../i18n";
import { localize, type Lang, type Scenario } from "../scenarios/types";
import { listDownloadFiles, readFailure, redact, schedulePersonCancel } from "../engine/round/folder";
import { validationFrame, type CallContext, type FrameExtras } from "../engine/round/calls";
import { definitionFrame } from "../engine/round/definition";
import type { Fact } from "../engine/trace/facts";
import { applyFaults, type Fault } from "../engine/round/faults";
import { createFrameRecorder } from "../engine/trace/frame-store";
import type { Exchange, Frame, Trace } from "../engine/trace/frames";
import { prepareCall } from "../engine/round/validate";
import { narrate, sectionOf } from "../engine/trace/narrate";
import { offeredTools } from "../engine/round/offered";
import { providerFactory } from "../engine/providers/providers";
import { createStreamObserver } from "../engine/round/stream-frames";
import { listDownloadFilesTool, SYSTEM_PROMPT, type ListDownloadFilesArgs } from "../engine/round/tool";
import { startTrace } from "../engine/round/trace-start";
import { sameData } from "../grader/rules";
import { readContext, readMessages, type SentContext } from "../sandbox/boundary";
import {
  MAX_ASKS,
  MAX_EXECUTES,
  ROUND_TIME_LIMIT_MS,
  type AskAnswer,
  type AskRequest,
  type ExecuteAnswer,
  type ExecuteRequest,
  type HostAnswer,
  type RoundEnd,
  type RoundHost,
  type RoundRunner,
} from "../sandbox/round-protocol";

/** Options for {@link playLearnerRound}. */
export interface LearnerRoundOptions {
  runner: RoundRunner;
  faults?: readonly Fault[];
  lang?: Lang;
  clock?: VirtualClock;
  provider?: (scenario: Scenario, lang: Lang) => ReplayProvider;
}

/** One replay in progress: what the engine knows, apart from the learner's code. */
interface Play {
  lang: Lang;
  scenario: Scenario;
  provider: ReplayProvider;
  trace: Trace;
  calls: CallContext;
  fs: FakeFs;
  clock: VirtualClock;
  offered: Tool[];
  /** The model's replies, as the engine gave them. */
  replies: AssistantMessage[];
  /** Each request as it reached the model, with its reply: what the grader reads. */
  exchanges: Exchange[];
  /** Calls already shown as validated, and the copy pi-ai returned for each that passed. */
  validated: Map<string, unknown>;
  /** Results already shown, by the reply they answer and their place after it. */
  shown: Set<string>;
  /** The round's Context as last seen: every frame shows it. */
  messages: Message[];
  asks: number;
  executes: number;
}

function createPlay(original: Scenario, options: LearnerRoundOptions): Play {
  const lang = options.lang ?? "en";
  const clock = options.clock ?? createVirtualClock();
  // The round is the application: a fault that stands for the application's own bug does not apply.
  const { scenario } = applyFaults(
    original,
    (options.faults ?? []).filter((f) => f.name !== "swallow-errors"),
  );
  const { inert } = applyFaults(original, options.faults ?? []);
  const provider = (options.provider ?? providerFactory("scripted"))(scenario, lang);
  const fs = createFakeFs({
    root: scenario.downloads.path,
    entries: scenario.downloads.entries,
    failure: scenario.downloads.failure,
    clock,
  });
  const offered = offeredTools(scenario, lang, listDownloadFilesTool.name);
  const trace = startTrace(scenario, provider, options.faults ?? [], inert, lang, "round");
  const recorder = createFrameRecorder();
  const play = {
    lang,
    scenario,
    provider,
    trace,
    fs,
    clock,
    offered,
    replies: [],
    exchanges: [],
    validated: new Map(),
    shown: new Set(),
    messages: [],
    asks: 0,
    executes: 0,
  } as unknown as Play;
  const frame = (stage: Frame["stage"], given: Fact, extras: FrameExtras = {}) => {
    // The calls' frames are the chapter engine's; here it is the learner's round that asked pi-ai.
    const fact: Fact = given.kind === "validation" ? { ...given, by: "round" } : given;
    trace.frames.push(
      recorder.record({
        index: trace.frames.length,
        stage,
        section: sectionOf(fact),
        fact,
        narration: narrate(fact, lang),
        messages: play.messages,
        ...extras,
      }),
    );
  };
  const say = (key: string, params = {}) => message(lang, key, params);
  play.calls = {
    frame,
    say,
    trace,
    fs,
    clock,
    scenario,
    swallowErrors: false,
    tool: listDownloadFilesTool,
    ...(offered.length ? { offered: offered.map((t) => t.name) } : {}),
  };
  return play;
}

/** The calls of the latest reply. */
const latestCalls = (play: Play): ToolCall[] =>
  (play.replies.at(-1)?.content ?? []).filter((b): b is ToolCall => b.type === "toolCall");

/** Shows each call the round ran through pi-ai's validators (once per call), checked again on the engine's own copy. */
function noteValidations(play: Play, ids: readonly string[]) {
  for (const id of ids) {
    const call = latestCalls(play).find((c) => c.id === id);
    if (!call || play.validated.has(id)) continue;
    const prepared = validationFrame(play.calls, call);
    play.validated.set(id, prepared.status === "valid" ? prepared.args : undefined);
  }
}

/** What a result tells the scripted model (it reads `details`, a real model reads the text). */
function detailsOf(result: ToolResultMessage, firstStop: string | undefined): ResultDetails {
  if (result.isError)
    return firstStop === "length" ? { outcome: "not-executed" } : { outcome: "error", reason: "learner" };
  const text = result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
  try {
    const files = (JSON.parse(text) as { files?: unknown }).files;
    return {
      outcome: "files",
      files: Array.isArray(files) ? files.filter((f): f is string => typeof f === "string") : [],
    };
  } catch {
    return { outcome: "files", files: [] };
  }
}

/** Shows the tool results the round put after its latest reply, each once, and returns the messages with `details`. */
function showResults(play: Play, messages: Message[]): Message[] {
  const lastReply = messages.findLastIndex((m) => m.role === "assistant");
  const firstStop = play.replies[0]?.stopReason;
  return messages.map((m, i) => {
    if (m.role !== "toolResult") return m;
    const result = { ...m, details: detailsOf(m, firstStop) };
    const key = `${play.replies.length}:${i}`;
    if (i > lastReply && !play.shown.has(key)) {
      play.shown.add(key);
      const content =
        result.details.outcome === "files"
          ? "files"
          : result.details.outcome === "not-executed"
            ? "not-executed"
            : "error";
      play.calls.frame(
        "toolResult",
        {
          kind: "result",
          toolCallId: m.toolCallId,
          toolName: m.toolName,
          isError: m.isError,
          content,
          details: m.details !== undefined,
        },
        { toolResult: structuredClone(m) },
      );
    }
    return result;
  });
}

/** The Context as the provider receives it: the tools the engine knows by name, the rest as sent. */
function providerContext(play: Play, sent: SentContext, messages: Message[]): Context {
  const known = new Map<string, Tool>([
    [listDownloadFilesTool.name, listDownloadFilesTool],
    ...play.offered.map((t): [string, Tool] => [t.name, t]),
  ]);
  const tools = sent.tools.map((t) => known.get(t.name) ?? (t as unknown as Tool));
  return { ...(sent.systemPrompt !== undefined ? { systemPrompt: sent.systemPrompt } : {}), messages, tools };
}

/** One request as the model got it, with its reply and the reply's calls pi-ai accepts (judged here, on the engine's copies). */
function exchangeOf(sent: SentContext, reply: AssistantMessage): Exchange {
  const valid = reply.content
    .filter((b): b is ToolCall => b.type === "toolCall" && prepareCall(structuredClone(b)).status === "valid")
    .map((c) => c.id);
  return {
    messages: structuredClone(sent.messages),
    ...(sent.systemPrompt !== undefined ? { systemPrompt: sent.systemPrompt } : {}),
    reply: structuredClone(reply),
    valid,
  };
}

/** Answers `ask`: the request and every stream event as frames; after the first reply, what the round now holds. */
async function answerAsk(play: Play, request: AskRequest): Promise<HostAnswer<AskAnswer>> {
  if (++play.asks > MAX_ASKS) return { stop: { how: "too-many-asks" } };
  const sent = readContext(request.context);
  if (!sent.ok) return { stop: { how: "unreadable", detail: sent.reason } };
  noteValidations(play, request.validated);
  const messages = showResults(play, sent.value.messages);
  play.messages = sent.value.messages.map((m) => structuredClone(m));
  const turn = play.asks;
  const { calls, clock, provider, trace } = play;
  clock.advance(turn === 1 ? 200 : 400);
  const context = providerContext(play, sent.value, messages);
  const { events, request: captured, capped } = await provider.turn(context, turn, clock.now());
  trace.requests.push(captured);
  const stage = turn === 1 ? "request" : "final";
  calls.frame(
    stage,
    {
      kind: "request",
      engine: "round",
      turn,
      messages: context.messages.length,
      roles: context.messages.map((m) => m.role),
      inOrder: inChapterOrder(context.messages),
      tools: context.tools?.length ?? 0,
      api: captured.api,
      normalized: false,
    },
    { request: captured },
  );
  const observe = createStreamObserver(turn === 1 ? 1 : 2, captured.api, undefined, capped);
  let final: AssistantMessage | undefined;
  for await (const event of events) {
    const seen = observe(event);
    calls.frame(turn === 1 ? "stream" : "final", seen.fact, {
      event: seen.event,
      partial: seen.partial,
      stream: seen.stream,
    });
    if (event.type === "done") final = event.message;
    if (event.type === "error") final = event.error;
  }
  if (!final) throw new Error(`provider ${provider.api} ended turn ${turn} without a final event`);
  play.replies.push(structuredClone(final));
  play.exchanges.push(exchangeOf(sent.value, final));
  const count = final.content.filter((b) => b.type === "toolCall").length;
  if (turn === 1) calls.frame("gate", { kind: "round-reply", turn, stopReason: final.stopReason, calls: count });
  return { reply: structuredClone(final) };
}

/** The call `request` belongs to: named by the worker, else the one whose validated copy or own arguments it equals. */
function callFor(play: Play, request: ExecuteRequest): { call?: ToolCall; from: ExecuteRequest["from"] } {
  const calls = latestCalls(play);
  const named = request.callId !== undefined ? calls.find((c) => c.id === request.callId) : undefined;
  if (named) return { call: named, from: request.from };
  const copy = calls.find(
    (c) => play.validated.get(c.id) !== undefined && sameData(play.validated.get(c.id), request.args),
  );
  if (copy) return { call: copy, from: "validated" };
  const own = calls.find((c) => sameData(c.arguments, request.args));
  return own ? { call: own, from: "model" } : { from: "other" };
}

/** Answers `execute`: the application's own read of the host's folder, shown as an execution frame. */
async function answerExecute(play: Play, request: ExecuteRequest): Promise<HostAnswer<ExecuteAnswer>> {
  if (++play.executes > MAX_EXECUTES) return { stop: { how: "too-many-executes" } };
  noteValidations(play, request.validated);
  const { call, from } = callFor(play, request);
  const { fs, clock, scenario, trace } = play;
  const root = scenario.downloads.path;
  const args = request.args as ListDownloadFilesArgs;
  const extension = (args as { extension?: unknown } | null)?.extension;
  const filter = typeof extension === "string" ? extension : null;
  const toolCallId = call?.id ?? "";
  const toolName = call?.name ?? listDownloadFilesTool.name;
  trace.executions.push({ toolCallId, toolName, args: structuredClone(request.args) });
  const controller = new AbortController();
  const cancel = schedulePersonCancel(clock, scenario.downloads.failure, controller);
  const view = {
    toolCallId,
    toolName,
    folder: { path: root, entries: structuredClone(scenario.downloads.entries) },
    filter,
    ...(from === "model" ? { argsFrom: "model" as const } : {}),
  };
  const fact = { kind: "execution", runner: "round", toolCallId, toolName, filter } as const;
  try {
    const files = await clock.settle(listDownloadFiles(fs, root, args, controller.signal));
    play.calls.frame(
      "execution",
      { ...fact, outcome: "ran", count: files.length },
      { execution: { ...view, status: "ran", audit: fs.audit(), returned: files } },
    );
    return { ok: true, files };
  } catch (error) {
    const code = readFailure(error);
    const raw = error instanceof Error ? error.message : String(error);
    play.calls.frame(
      "execution",
      { ...fact, outcome: "failed", code },
      { execution: { ...view, status: "failed", audit: fs.audit(), error: { code, message: redact(raw, root) } } },
    );
    return {
      ok: false,
      error: {
        name: error instanceof Error ? error.name : "Error",
        code: (error as { code?: unknown }).code === undefined ? code : String((error as { code?: unknown }).code),
        message: raw,
      },
    };
  } finally {
    cancel();
  }
}

/** The last frame: how the round ended. The Context it ended with becomes the trace's messages. */
function finish(play: Play, end: RoundEnd): Trace {
  const { trace, calls } = play;
  let how: NonNullable<Trace["learnerRound"]>["end"];
  let detail: string | undefined;
  if (end.type === "finish") {
    noteValidations(play, end.validated);
    const read = readMessages(end.messages);
    if (read.ok) {
      showResults(play, read.value);
      play.messages = read.value;
    }
    how = read.ok ? end.how : "unreadable";
    detail = read.ok ? end.detail : read.reason;
  } else if (end.type === "stopped") {
    how = end.how;
    detail = end.detail;
  } else {
    how = "threw";
    detail = `the module did not load again (${end.problem.key}${end.problem.detail ? `: ${end.problem.detail}` : ""})`;
  }
  const seconds = ROUND_TIME_LIMIT_MS / 1000;
  calls.frame("final", {
    kind: "round-end",
    how,
    asks: play.asks,
    ...(detail !== undefined ? { detail } : {}),
    seconds,
    max: how === "too-many-executes" ? MAX_EXECUTES : MAX_ASKS,
  });
  trace.messages = structuredClone(play.messages);
  trace.learnerRound = {
    asks: play.asks,
    end: how,
    ...(detail !== undefined ? { detail } : {}),
    exchanges: play.exchanges,
  };
  const last = play.replies.at(-1);
  trace.outcome =
    !last || last.stopReason === "error" || last.stopReason === "aborted"
      ? "stopped"
      : last.stopReason === "length"
        ? "answer-truncated"
        : "answered";
  return trace;
}

/**
 * Plays `scenario` with the learner's round behind `options.runner`. Never rejects for anything the
 * round does: a round that throws, runs over its time or sends what cannot be read ends with a
 * frame that says so.
 */
export async function playLearnerRound(scenario: Scenario, options: LearnerRoundOptions): Promise<Trace> {
  const play = createPlay(scenario, options);
  const first = definitionFrame([], JSON.parse(JSON.stringify(listDownloadFilesTool.parameters)));
  play.calls.frame("definition", first.fact, { definition: first.definition! });
  const user = {
    role: "user" as const,
    content: localize(play.scenario.question, play.lang),
    timestamp: play.clock.now(),
  };
  play.messages = [user];
  const host: RoundHost = { ask: (r) => answerAsk(play, r), execute: (r) => answerExecute(play, r) };
  const end = await options.runner.run(
    { systemPrompt: SYSTEM_PROMPT, user, offered: structuredClone(play.offered) },
    host,
  );
  return finish(play, end);
}
