/**
 * The one place a frame's words and chapter section are chosen: both are read from the frame's
 * fact (`facts.ts`). Nothing else picks a narration key, and nothing reads one back as data.
 */
import { specOf } from "../../fake-provider/apis";
import type { Lang } from "../../scenarios/types";
import type { ExecutionFact, Fact, GateFact, IdsFact, StreamFact, ValidationFact, WireStop } from "./facts";
import type { SchemaSeen } from "./schema-seen";
import type { Narration, NarrationParams } from "./frames";

/** Names inside a sentence, joined the way each language lists them. */
export function joinNames(names: readonly string[], lang: Lang): string {
  return names.join(lang === "zh-CN" ? "、" : ", ");
}

const said = (key: string, params: NarrationParams = {}): Narration => ({ key, params });

function streamKey(f: StreamFact): string {
  let key = `stream.${f.event}`;
  if (f.event === "toolcall_delta" && f.step) {
    // pi-ai tries a repaired JSON.parse only when repairJson changed the text.
    key =
      f.step === "partial" && f.repairChanged
        ? "stream.toolcall_delta.partial-after-repair"
        : `stream.toolcall_delta.${f.step}`;
  }
  // An empty piece adds no text: Chat Completions' adapter does not even parse again (§8).
  if (f.emptyDelta && f.event === "toolcall_delta" && !f.objectArguments) key = "stream.toolcall_delta.empty-piece";
  if (f.objectArguments && f.event === "toolcall_delta") key = "stream.toolcall_delta_whole";
  if (f.event === "error" && f.reason === "aborted") key = "stream.error-aborted";
  if (f.objectArguments && f.event === "toolcall_end") key = "stream.toolcall_end_object";
  if (f.event === "toolcall_end" && f.argumentsError) key = "stream.toolcall_end_malformed";
  else if (!f.brief && key === "stream.toolcall_end" && !f.removed) key = "stream.toolcall_end.kept";
  else if (!f.brief && key === "stream.toolcall_end_object" && f.signed) key = "stream.toolcall_end_object.signed";
  // The scenario asked for more pieces than a block streams in: the start says so (MAX_PIECES).
  if (f.requestedPieces !== undefined && f.cappedTo !== undefined) key = `${key}.capped`;
  if (!f.brief) return f.event === "done" && f.rewrittenBy && f.wire ? "stream.done-rewritten" : key;
  // The round's second reply is told in short: one sentence per event kind.
  return key
    .replace(/^stream\./, "final.stream.")
    .replace(/^final\.stream\.toolcall_delta\..*/, "final.stream.toolcall_delta");
}

function stream(f: StreamFact, lang: Lang): Narration {
  const params: NarrationParams = {};
  if (f.removed) params.removed = joinNames(f.removed, lang);
  if (f.toolName !== undefined) Object.assign(params, { name: f.toolName, id: f.toolCallId ?? "" });
  if (f.before !== undefined) params.before = f.before;
  if (f.reason !== undefined) Object.assign(params, { reason: f.reason, calls: f.calls ?? 0 });
  if (f.wire) Object.assign(params, wireParams(f.wire, f.rewrittenBy));
  if (f.requestedPieces !== undefined && f.cappedTo !== undefined)
    Object.assign(params, { requested: f.requestedPieces, streamed: f.cappedTo });
  return said(streamKey(f), params);
}

/** The wire's own finish reason, for sentences that set it beside pi-ai's stopReason. */
function wireParams(wire: WireStop, api: string | undefined): NarrationParams {
  return { raw: wire.value, field: wire.field, wireEvent: wire.event, api: api ?? "" };
}

function gate(f: GateFact, lang: Lang): Narration {
  const params = {
    reason: f.stopReason,
    calls: f.calls,
    names: joinNames(f.names, lang),
    api: f.rewrittenBy ?? "",
    ...(f.wire ? wireParams(f.wire, f.rewrittenBy) : {}),
  };
  // §7: every call of the cut reply is complete and valid — the stop reason alone keeps it from running.
  const onlyLength = f.decision === "refuse-truncated" && f.calls > 0 && f.completeAndValid === f.calls;
  if (f.engine === "loop") {
    if (onlyLength) return said("loop.gate.refuse-truncated-valid", params);
    return said(
      f.decision === "run" && f.rewrittenBy && f.wire ? "loop.gate.run-rewritten" : `loop.gate.${f.decision}`,
      params,
    );
  }
  if (onlyLength) return said("gate.refuse-truncated-valid", params);
  if (f.decision === "no-calls" && f.stopReason === "length") return said("gate.no-calls-truncated", params);
  if (f.decision === "run" && f.rewrittenBy && f.wire) return said("gate.run-rewritten", params);
  if (f.decision === "run" && f.stopReason !== "toolUse") return said("gate.run-despite-stop", params);
  if (f.decision === "stopped" && f.stopReason === "aborted") return said("gate.stopped-aborted", params);
  return said(`gate.${f.decision}`, params);
}

function validation(f: ValidationFact, lang: Lang): Narration {
  const first = f.conversions?.[0];
  const params = {
    name: f.toolName,
    id: f.toolCallId,
    changed: joinNames(f.changed, lang),
    keys: joinNames(f.dropped, lang),
    path: f.path ?? "root",
    reason: f.reason ?? "",
    key: first?.key ?? "",
    from: first?.from ?? "",
    to: first?.to ?? "",
    // §12: the fixed text the chapter's catch sends in place of pi-ai's error (which the frame shows).
    sent: f.caught?.sent ?? "",
  };
  // Round lab: the learner's round asked pi-ai; what follows is its code's, so nothing is promised.
  if (f.by === "round") return said(`round.validation.${f.outcome}`, params);
  if (f.by === "agent-core" && f.outcome === "passed" && f.offered)
    return said("loop.validation.passed-description-only", params);
  // §9: a string became a number or boolean in pi-ai's copy, and the call goes on with it.
  if (f.by === "agent-core" && f.outcome === "passed" && first) return said("loop.validation.passed-converted", params);
  if (f.by === "agent-core")
    return said(`loop.validation.${f.outcome === "refused" ? `refused-${f.format ?? "schema"}` : f.outcome}`, params);
  if (f.outcome === "unknown-tool")
    return said(f.offered ? "validation.description-only" : "validation.unknown-tool", params);
  if (f.outcome === "refused")
    return said(
      f.format === "parse"
        ? "validation.invalid-json"
        : f.convertedBeforeRefusal
          ? "validation.invalid-converted"
          : "validation.invalid",
      params,
    );
  if (first && !f.dropped.length) return said("validation.converted-value", params);
  return said(
    f.dropped.length ? "validation.null-dropped" : f.changed.length ? "validation.converted" : "validation.valid",
    params,
  );
}

function execution(f: ExecutionFact): Narration {
  const params = {
    name: f.toolName,
    count: f.count ?? 0,
    filter: f.filter ?? "",
    message: f.message ?? "",
    seconds: f.seconds ?? 0,
    limit: f.limit ?? 0,
  };
  // A description-only tool: the round refuses it; in the loop its AgentTool's execute is that refusal.
  if (f.outcome === "refused" && f.offered)
    return said(
      f.runner === "agent-tool" ? "loop.execution.description-only" : "execution.skipped.description-only",
      params,
    );
  if (f.outcome === "refused") return said(`execution.skipped.${f.refusedBecause ?? "invalid"}`, params);
  if (f.runner === "round")
    return said(
      f.outcome === "ran"
        ? f.filter === null
          ? "round.execution.ran-unfiltered"
          : "round.execution.ran"
        : "round.execution.failed",
      { ...params, code: f.code ?? "OTHER" },
    );
  const learner = f.runner === "learner";
  // The tool's limit variant (§9): the code kept at most the limit pi-ai's copy held.
  if (f.outcome === "ran" && !learner && f.limit !== undefined)
    return said(f.filter === null ? "execution.ran-limited-unfiltered" : "execution.ran-limited", params);
  if (f.outcome === "ran" && learner && f.cut) return said("execution.learner.ran-cut", params);
  if (f.outcome === "ran")
    return said(`execution.${learner ? "learner." : ""}${f.filter === null ? "ran-unfiltered" : "ran"}`, params);
  if (f.outcome === "swallowed") return said("execution.swallowed", params);
  // The chapter's round sends its fixed catch text; the loop's AgentTool throws, and pi-agent-core sends the error.
  if (f.outcome === "failed")
    return said(`${f.runner === "agent-tool" ? "loop." : ""}execution.failed.${f.code ?? "OTHER"}`, params);
  return said(`execution.learner.${f.outcome === "returned-bad" ? "returned" : f.outcome}`, params);
}

/** APIs with the same list of paths, as "path, path (api, api)", each group apart. */
function byApi(seen: readonly SchemaSeen[], paths: (s: SchemaSeen) => string[], lang: Lang): string {
  const groups = new Map<string, string[]>();
  for (const s of seen) {
    const list = paths(s);
    if (list.length) groups.set(joinNames(list, lang), [...(groups.get(joinNames(list, lang)) ?? []), s.api]);
  }
  const zh = lang === "zh-CN";
  return [...groups]
    .map(([list, apis]) => (zh ? `${list}（${joinNames(apis, lang)}）` : `${list} (${joinNames(apis, lang)})`))
    .join(zh ? "；" : "; ");
}

/** §5 with strict off or on: what each adapter left out of, or changed in, the schema the model sees (issue 22). */
function providers(fact: Extract<Fact, { kind: "definition" }>, seen: readonly SchemaSeen[], lang: Lang): Narration {
  const params = {
    name: fact.name,
    dropped: byApi(seen, (s) => s.dropped, lang),
    changed: byApi(seen, (s) => [...s.rewritten, ...s.added], lang),
    honoured: joinNames(fact.honoured ?? [], lang),
  };
  const dropped = seen.some((s) => s.dropped.length > 0);
  if (!fact.strict) return said(dropped ? "definition.providers" : "definition.providers-whole", params);
  if (!fact.honoured?.length) return said("definition.providers-strict-none", params);
  return said(dropped ? "definition.providers-strict-dropped" : "definition.providers-strict", params);
}

/** The tool's definition: the Tool, its schema, what each adapter sent, the loop's AgentTool. */
function definition(fact: Extract<Fact, { kind: "definition" }>, lang: Lang): Narration {
  if (fact.focus === "tool") return said(fact.learner ? "definition.learner" : "definition.tool", { name: fact.name });
  // The limit variant (§9): the model may choose a limit too, an integer by the schema.
  if (fact.focus === "schema" && fact.variant === "limit") return said("definition.schema-limit", { name: fact.name });
  if (fact.focus === "providers" && fact.seen) return providers(fact, fact.seen, lang);
  // No captures of a learner's tool: what its adapters sent is in the replay's own request.
  if (fact.focus === "providers" && fact.learner) return said("definition.providers-learner", { name: fact.name });
  return said(fact.focus === "agent-tool" ? "loop.agent-tool" : `definition.${fact.focus}`, { name: fact.name });
}

/** A request to the model: the first with its Context (and any tools offered), or a later one. */
function request(fact: Extract<Fact, { kind: "request" }>, lang: Lang): Narration {
  const params = { messages: fact.messages, tools: fact.tools, api: fact.api, turn: fact.turn };
  // The round's first request is the one the chapter hands to completeSimple (§4); the loop's is the loop's.
  const first = fact.engine === "loop" ? "loop.request.first" : "request.context";
  if (fact.turn === 1 && fact.offered?.length)
    return said(`${first}-offered`, { ...params, names: joinNames(fact.offered, lang) });
  if (fact.turn === 1) return said(first, params);
  if (fact.engine === "loop") return said("loop.request", params);
  if (fact.normalized) return said("final.request-normalized", params);
  // §13 reports the order the request really carried; the chapter's order gets its own sentence.
  return said(fact.inOrder === false ? "final.request-sent" : "final.request", {
    ...params,
    order: (fact.roles ?? []).join(" → "),
  });
}

/** A recording's request: the wire API, its events, and the tools it offered (or the chapter's). */
function recording(fact: Extract<Fact, { kind: "recording" }>, lang: Lang): Narration {
  const own = fact.tools.length > 0 ? "tools" : "chapter-tool";
  const key = fact.question === "request" ? `request.recording.question-${own}` : `request.recording.${own}`;
  return said(key, {
    api: fact.api,
    events: fact.events,
    names: joinNames(fact.tools, lang),
    count: fact.tools.length,
  });
}

/** The narration of a frame: chosen from its fact, in `lang` (only lists of names depend on it). */
export function narrate(fact: Fact, lang: Lang): Narration {
  switch (fact.kind) {
    case "definition":
      return definition(fact, lang);
    case "request":
      return request(fact, lang);
    case "ids":
      return ids(fact);
    case "recording":
      return recording(fact, lang);
    case "request-cancelled":
      return said("loop.request-cancelled", { turn: fact.turn });
    case "order-probe":
      return said("final.order-probe", { api: fact.api, synthetic: fact.synthetic });
    case "stream":
      return stream(fact, lang);
    case "gate":
      return gate(fact, lang);
    case "skip": {
      // An aborted reply did not fail: the application stopped it (§7), and the words say so.
      const reason = fact.reason === "stopped" && fact.stopReason === "aborted" ? "aborted" : fact.reason;
      const variant = fact.stage === "validation" && reason !== "truncated" && reason !== "no-calls" && !fact.hadCalls;
      return said(`${fact.stage}.skipped.${reason}${variant ? "-empty" : ""}`);
    }
    case "validation":
      return validation(fact, lang);
    case "loop-call":
      return said(fact.truncated ? "loop.tool_execution_start.truncated" : "loop.tool_execution_start", {
        id: fact.toolCallId,
        name: fact.toolName,
      });
    case "execution":
      return execution(fact);
    case "loop-call-end":
      return said(`loop.tool_execution_end.${fact.how}`, { id: fact.toolCallId, name: fact.toolName });
    case "result":
      return said(fact.isError ? "toolResult.error" : fact.details ? "toolResult.ok" : "toolResult.ok-content", {
        id: fact.toolCallId,
        name: fact.toolName,
      });
    case "answer":
      return answer(fact);
    case "limit":
      return said("final.limit", { calls: fact.calls, names: joinNames(fact.names, lang) });
    case "loop-start":
      return said("loop.agent_start");
    case "loop-message":
      return said(`loop.message.${fact.role}`);
    case "turn":
      if (fact.phase === "end") return said("loop.turn_end", { turn: fact.turn, results: fact.results });
      return said(fact.turn === 1 ? "loop.turn_start.first" : "loop.turn_start", { turn: fact.turn });
    case "loop-end":
      return said(`loop.end.${fact.stop}`, { turns: fact.turns, max: fact.max });
    case "recap":
      return said(`recap.${fact.which}`);
    case "comparison":
      return said("loop.comparison");
    case "round-reply":
      return said("round.reply", { reason: fact.stopReason, calls: fact.calls });
    case "round-end":
      return said(`round.end.${fact.how}`, {
        asks: fact.asks,
        detail: fact.detail ?? "",
        seconds: fact.seconds ?? 0,
        max: fact.max ?? 0,
      });
    case "lens-summary":
      return said(fact.count === 0 ? "lens.summary.none" : "lens.summary", { count: fact.count });
  }
}

/**
 * What turn two did to a replayed history's ids (§14), told of the first rewritten id (else the
 * first): left alone for the same model; kept, because it already fits; or rewritten — its odd
 * characters turned into `_` and cut, or cut and ended with pi-ai's short hash.
 */
function ids(f: IdsFact): Narration {
  const id = f.ids.find((i) => i.rewritten) ?? f.ids[0]!;
  const sent = id.sent ?? "";
  const params = {
    source: f.source,
    target: f.target,
    stored: id.stored,
    sent,
    count: f.ids.length,
    from: id.stored.length,
    to: sent.length,
    kept: id.kept,
    chars: id.replaced.join(" "),
    tail: id.tail,
  };
  if (id.sent === undefined) return said("request.ids.absent", params);
  if (f.sameModel) return said("request.ids.same-model", params);
  if (!id.rewritten)
    return said(
      specOf(f.target)?.request.pairsItemId && !sent.includes("|") ? "request.ids.kept-call-id" : "request.ids.kept",
      params,
    );
  const pair = id.pair;
  if (pair?.hash !== undefined && !pair.itemIdKept)
    return said(pair.callIdKept === pair.callId.length ? "request.ids.hashed-pair" : "request.ids.hashed-pair-cut", {
      ...params,
      callId: pair.callId,
      callIdLength: pair.callId.length,
      callIdKept: pair.callIdKept,
      itemIdLength: pair.itemId.length,
      hash: pair.hash,
      hashLength: pair.hash.length,
    });
  if (id.tailIsHash) return said("request.ids.hashed", params);
  const cutOnly = id.tail === "" && id.kept === sent.length && sent.length < id.stored.length;
  return said(cutOnly && id.replaced.length > 0 ? "request.ids.replaced-cut" : "request.ids.changed", params);
}

function answer(fact: Extract<Fact, { kind: "answer" }>): Narration {
  switch (fact.basis) {
    case "without-tools":
    case "without-tools-truncated":
      return said(`final.${fact.basis}`);
    case "truncated":
      return said("final.truncated", { calls: fact.calls ?? 0 });
    case "failed":
      return said(fact.reason === "aborted" ? "final.stopped-aborted" : "final.stopped", { reason: fact.reason ?? "" });
    default:
      return said(`final.answer.${fact.basis}`);
  }
}

/** The chapter section each fact illustrates: the one table of section numbers. */
export function sectionOf(fact: Fact): number {
  switch (fact.kind) {
    case "definition":
      return { tool: 1, schema: 2, description: 3, providers: 5, "agent-tool": 1 }[fact.focus];
    case "request":
      if (fact.turn === 1) return 4;
      return fact.engine === "loop" ? 17 : fact.normalized ? 14 : 13;
    case "order-probe":
      return 13;
    case "ids":
      return 14;
    case "recording":
      // The recorded reply answers the first request (§4); where its question and tools came from.
      return 4;
    case "stream":
      return streamSection(fact);
    case "gate":
      return fact.decision === "refuse-truncated" || fact.decision === "stopped" ? 7 : 6;
    case "skip":
      return fact.stage === "final" ? 12 : fact.reason === "no-calls" ? 6 : 7;
    case "validation":
      // A call to a description-only tool is what a vague description leads to (§3).
      return fact.offered ? 3 : fact.outcome === "unknown-tool" ? 15 : 9;
    case "loop-call":
      return fact.truncated ? 7 : 9;
    case "execution":
      return fact.offered ? 3 : fact.outcome === "ran" ? 10 : 15;
    case "loop-call-end":
      return fact.how === "returned" ? 10 : fact.how === "truncated" ? 7 : 15;
    case "result":
      return fact.isError ? 15 : 11;
    case "answer":
      return fact.basis === "truncated" || fact.basis === "failed" ? 7 : 12;
    case "limit":
      return 17;
    case "loop-message":
      return 4;
    case "loop-end":
      return fact.stop === "turn-limit" ? 17 : fact.stop === "answered" ? 12 : 7;
    case "recap":
      return fact.which === "responsibilities" ? 16 : 18;
    case "round-reply":
    case "round-end":
      // The learner's round is the chapter's hand-made round trip.
      return 12;
    case "lens-summary":
      // What changed under the chapter's code: its summary section.
      return 18;
    default:
      // The loop's own events (start, turns, cancel, the comparison) belong to the loop's section.
      return 17;
  }
}

function streamSection(f: StreamFact): number {
  if (f.brief) return 12;
  if (f.event === "toolcall_delta") return 8;
  if (f.event === "done" || f.event === "error") return f.event === "error" || f.reason === "length" ? 7 : 6;
  if (f.event === "start" || f.event.startsWith("text") || f.event.startsWith("thinking")) return 6;
  return 7;
}
