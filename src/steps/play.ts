import type { AssistantMessage, Context, Message, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { createFakeFs, createVirtualClock, type VirtualClock } from "../fake-fs";
import type { ReplayProvider } from "../fake-provider/provider";
import { localize, type Lang, type Scenario } from "../scenarios/types";
import { message } from "../i18n";
import { decide, judgePreview, prepareCall, readFolder, redact, toolResult, withDetails, type Prepared } from "./app";
import { applyFaults, faultId, type Fault } from "./faults";
import type { Frame, Trace } from "./frames";
import { providerFactory } from "./providers";
import { createStreamObserver } from "./stream-frames";
import { definitionFrame } from "./definition";
import { createFrameRecorder } from "./frame-store";
import { listDownloadFilesTool, SYSTEM_PROMPT } from "./tool";

/** Options for {@link playScenario}. Everything that could vary between runs is injected. */
export interface PlayOptions {
  faults?: readonly Fault[];
  lang?: Lang;
  clock?: VirtualClock;
  /** Defaults to the scripted provider built from the scenario (see `providerFactory`). */
  provider?: (scenario: Scenario, lang: Lang) => ReplayProvider;
}

type FrameExtras = Omit<Frame, "index" | "stage" | "section" | "narration" | "messages">;

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
  const say = (key: string, params: Record<string, string | number> = {}) => message(lang, key, params);

  const context: Context = {
    systemPrompt: SYSTEM_PROMPT,
    messages: [{ role: "user", content: localize(scenario.question, lang), timestamp: clock.now() }],
    tools: [listDownloadFilesTool],
  };
  const trace: Trace = {
    scenarioId: scenario.id,
    lang,
    provider: { api: provider.api, model: provider.model },
    ...(provider.target ? { target: provider.target } : {}),
    faults: faults.map(faultId),
    inertFaults: inert,
    frames: [],
    messages: [],
    executions: [],
    requests: [],
    outcome: "answered",
  };
  const recorder = createFrameRecorder();
  const record = (whole: Frame) => trace.frames.push(recorder.record(whole));
  // The Context only grows: each message is copied once, and every later frame shares that copy.
  const snapshots: Message[] = [];
  const messagesNow = () => {
    while (snapshots.length < context.messages.length) snapshots.push(structuredClone(context.messages[snapshots.length]!));
    return snapshots.slice();
  };
  // The last streaming preview of each call, for the careless-app panel at the gate.
  const lastPreview = new Map<string, unknown>();
  const frame = (stage: Frame["stage"], section: number, key: string, params: Record<string, string | number> = {}, extras: FrameExtras = {}) => {
    record({ index: trace.frames.length, stage, section, narration: { key, params }, messages: messagesNow(), ...extras });
  };
  const finish = (outcome: Trace["outcome"]) => {
    trace.outcome = outcome;
    trace.messages = structuredClone(context.messages);
    return trace;
  };

  record(definitionFrame(messagesNow(), JSON.parse(JSON.stringify(listDownloadFilesTool.parameters))));

  /** Asks the model once and records one frame per pi-ai event; returns the final message. */
  const ask = async (turn: 1 | 2): Promise<AssistantMessage> => {
    clock.advance(turn === 1 ? 200 : 400);
    const { events, request } = await provider.turn(context, turn, clock.now());
    trace.requests.push(request);
    const stage = turn === 1 ? "stream" : "final";
    if (turn === 1) frame("request", 4, "request.context", { messages: context.messages.length, tools: 1 }, { request });
    else frame("final", 12, "final.request", { messages: context.messages.length }, { request });
    const observe = createStreamObserver(turn, request.api);
    let final: AssistantMessage | undefined;
    for await (const event of events) {
      const seen = observe(event);
      if (seen.event === "toolcall_delta" && seen.stream.toolCallId !== undefined) lastPreview.set(seen.stream.toolCallId, seen.stream.preview);
      frame(stage, seen.section, seen.narration.key, seen.narration.params, { event: seen.event, partial: seen.partial, stream: seen.stream });
      if (event.type === "done") final = event.message;
      if (event.type === "error") final = event.error;
    }
    if (!final) throw new Error(`provider ${provider.api} ended turn ${turn} without a final event`);
    context.messages.push(final);
    return final;
  };

  const first = await ask(1);
  const { decision, calls } = decide(first);
  const callList = calls.map((c) => c.name).join(", ");
  // A reply cut at the length limit with no calls is still incomplete: say so.
  const gateKey = decision === "no-calls" && first.stopReason === "length" ? "gate.no-calls-truncated" : `gate.${decision}`;
  frame("gate", decision === "refuse-truncated" ? 7 : 6, gateKey, { reason: first.stopReason, calls: calls.length, names: callList }, {
    gate: {
      stopReason: first.stopReason,
      ...(first.errorMessage ? { errorMessage: first.errorMessage } : {}),
      calls: calls.map((c) => ({ id: c.id, name: c.name, known: c.name === listDownloadFilesTool.name })),
      decision,
      ...(decision === "refuse-truncated" ? { careless: calls.map((call) => carelessView(call)) } : {}),
    },
  });

  // Why a stage has nothing to do: a failed or truncated reply (§7), or a reply without calls (§6).
  const SKIP_SECTION = { stopped: 7, truncated: 7, "no-calls": 6 } as const;
  const skipRest = (reason: keyof typeof SKIP_SECTION, from: Frame["stage"][]) => {
    for (const stage of from) frame(stage, stage === "final" ? 12 : SKIP_SECTION[reason], `${stage}.skipped.${reason}`);
  };

  if (decision === "stopped") {
    skipRest("stopped", ["validation", "execution", "toolResult", "final"]);
    return finish("stopped");
  }
  if (decision === "no-calls") {
    skipRest("no-calls", ["validation", "execution", "toolResult"]);
    frame("final", 12, "final.without-tools");
    return finish("answered-without-tools");
  }

  const results: ToolResultMessage[] = [];
  if (decision === "refuse-truncated") {
    skipRest("truncated", ["validation", "execution"]);
    for (const call of calls) results.push(withDetails(toolResult(call, say("result.truncated"), true, clock.now()), { outcome: "not-executed" }));
  } else {
    const prepared = calls.map((call) => validationFrame(call));
    for (const item of prepared) results.push(await execute(item));
  }
  for (const result of results) {
    context.messages.push(result);
    frame("toolResult", result.isError ? 15 : 11, result.isError ? "toolResult.error" : "toolResult.ok", { id: result.toolCallId, name: result.toolName }, { toolResult: structuredClone(result) });
  }

  const second = await ask(2);
  const more = decide(second);
  if (second.stopReason === "error" || second.stopReason === "aborted") {
    frame("final", 12, "final.stopped", { reason: second.stopReason });
    return finish("stopped");
  }
  if (more.calls.length > 0) {
    frame("final", 17, "final.limit", { calls: more.calls.length, names: more.calls.map((c) => c.name).join(", ") }, {
      limit: { calls: more.calls.map((c) => ({ id: c.id, name: c.name, arguments: structuredClone(c.arguments) })) },
    });
    return finish("one-round-limit");
  }
  frame("final", 12, "final.answer");
  return finish("answered");

  /** The last preview the stream showed for `call`, and what validation would have made of it. */
  function carelessView(call: ToolCall) {
    const preview = lastPreview.has(call.id) ? lastPreview.get(call.id) : call.arguments;
    return { toolCallId: call.id, preview: structuredClone(preview), ...judgePreview(call, preview) };
  }

  /** Checks one call and records its validation frame. */
  function validationFrame(call: ToolCall): Prepared {
    const received = structuredClone(call.arguments);
    const prepared = prepareCall(call);
    const common = { toolCallId: call.id, toolName: call.name, received };
    if (prepared.status === "unknown-tool") {
      frame("validation", 15, "validation.unknown-tool", { name: call.name }, { validation: { ...common, status: "unknown-tool" } });
    } else if (prepared.status === "invalid") {
      const problem = prepared.problems[0];
      frame("validation", 9, "validation.invalid", { name: call.name, path: problem?.path ?? "root", reason: problem?.reason ?? "" }, {
        validation: { ...common, status: "invalid", problems: prepared.problems, message: redact(prepared.message, root) },
      });
    } else {
      const converted = structuredClone(prepared.args);
      const keys = new Set([...Object.keys(received), ...Object.keys(converted)]);
      const changed = [...keys].filter((k) => JSON.stringify((received as Record<string, unknown>)[k]) !== JSON.stringify((converted as Record<string, unknown>)[k]));
      frame("validation", 9, changed.length ? "validation.converted" : "validation.valid", { name: call.name, changed: changed.join(", ") }, {
        validation: { ...common, status: "valid", converted, changed },
      });
    }
    return prepared;
  }

  /** Runs one prepared call (or explains why not) and builds its tool result. */
  async function execute(item: Prepared): Promise<ToolResultMessage> {
    const { call } = item;
    const folder = { path: root, entries: structuredClone(scenario.downloads.entries) };
    const view = { toolCallId: call.id, toolName: call.name, folder };
    if (item.status !== "valid") {
      frame("execution", 15, `execution.skipped.${item.status}`, { name: call.name }, {
        execution: { ...view, status: "skipped", filter: null, audit: fs.audit() },
      });
      const text = item.status === "unknown-tool" ? say("result.unknown-tool", { name: call.name }) : say("result.invalid", { details: redact(item.message, root) });
      return withDetails(toolResult(call, text, true, clock.now()), { outcome: "error", reason: item.status });
    }
    const filter = item.args.extension ?? null;
    const outcome = await readFolder(fs, clock, root, item.args, scenario.downloads.failure);
    trace.executions.push({ toolCallId: call.id, toolName: call.name, args: structuredClone(item.args) });
    if (outcome.ok || swallowErrors) {
      const files = outcome.ok ? outcome.files : [];
      const swallowed = !outcome.ok;
      if (swallowed) (trace.bug ??= { kind: "swallow-errors", toolCallIds: [] }).toolCallIds.push(call.id);
      frame("execution", swallowed ? 15 : 10, swallowed ? "execution.swallowed" : "execution.ran", { count: files.length, filter: filter ?? "—" }, {
        execution: { ...view, status: swallowed ? "swallowed" : "ran", filter, audit: fs.audit(), returned: files, ...(outcome.ok ? {} : { error: outcome.error }) },
      });
      return withDetails(toolResult(call, JSON.stringify({ files }), false, clock.now()), { outcome: "files", files });
    }
    frame("execution", 15, `execution.failed.${outcome.error.code}`, { filter: filter ?? "—" }, {
      execution: { ...view, status: "failed", filter, audit: fs.audit(), error: outcome.error },
    });
    return withDetails(toolResult(call, say(`result.read-failed.${outcome.error.code}`), true, clock.now()), { outcome: "error", reason: outcome.error.code });
  }
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
