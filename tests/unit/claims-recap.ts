/**
 * The claims oracle's rules for the recap lines (§16, §18) and the loop comparison's named
 * differences (§17): each count must equal what happened, each line must open a frame that shows it.
 */
import { executed, type Fact } from "../../src/engine/trace/facts";
import type { ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import type { Claim, ClaimContext } from "./claims";
import { rewroteSomeId } from "./claims-ids";
import type { PiCallName } from "../../src/fake-provider/pi-calls";

const check = (ok: boolean, problem: string) => (ok ? undefined : problem);
const facts = (c: ClaimContext) => c.frames.map((f) => f.fact);
const count = (c: ClaimContext, test: (f: Fact) => boolean) => facts(c).filter(test).length;
const equalsCount =
  (test: (f: Fact) => boolean): Claim =>
  (c) =>
    check(Number(c.params.count) === count(c, test), `count ${c.params.count} ≠ ${count(c, test)}`);
const opens =
  (test: (f: Fact) => boolean, what: string): Claim =>
  (c) =>
    check(test(c.frames[c.at]!.fact), `the line opens frame ${c.at + 1}, which does not show ${what}`);
const gate = (c: ClaimContext) => facts(c).find((f): f is Extract<Fact, { kind: "gate" }> => f.kind === "gate");
const results = (c: ClaimContext) => c.trace.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const firstCalls = (c: ClaimContext) =>
  (c.trace.messages.find((m) => m.role === "assistant")?.content ?? []).filter(
    (b): b is ToolCall => b.type === "toolCall",
  );

/** Calls pi-ai's validateToolArguments really cloned: a known tool whose text parsed. */
function clonedByPi(c: ClaimContext): number {
  const validated = new Set(c.frames.flatMap((f) => (f.validation ? [f.validation.toolCallId] : [])));
  const tool = c.trace.learner?.name ?? "list_download_files";
  return firstCalls(c).filter((call) => validated.has(call.id) && call.name === tool && !call.argumentsError).length;
}

/**
 * A claim that pi-ai called `fn` (at least `times` times in this play) is true only if the spy on
 * the real function recorded that many calls (`trace.piCalls`, see `src/fake-provider/pi-calls.ts`).
 */
function recorded(c: ClaimContext, fn: PiCallName, times: number): string | undefined {
  const made = c.trace.piCalls?.[fn] ?? 0;
  return check(made >= Math.max(times, 1), `pi-ai's ${fn} was called ${made} time(s), not ${times}`);
}

const at = (c: ClaimContext) => c.frames[c.at]!;
/** The schema mark on the validation the line opens. */
const schemaMarkAt = (c: ClaimContext) => {
  const f = at(c).fact;
  return f.kind === "validation" ? f.schemaMark : undefined;
};
/** The first request's fact, when the line opens it. */
const firstRequest = (c: ClaimContext) => {
  const f = at(c).fact;
  return f.kind === "request" && f.turn === 1 ? f : undefined;
};
/** In the request the line opens, every result comes after the reply that holds its call (§13). */
function resultsAfterTheirCalls(c: ClaimContext): boolean {
  const sent = at(c).messages;
  return sent.every(
    (m, i) =>
      m.role !== "toolResult" ||
      sent
        .slice(0, i)
        .some((r) => r.role === "assistant" && r.content.some((b) => b.type === "toolCall" && b.id === m.toolCallId)),
  );
}
const callsNamed = (c: ClaimContext) => Number(c.params.count) === gate(c)?.calls && gate(c)!.calls > 0;

/** §16 by object (`objectLines`): the Tool, the ToolCalls, the ToolResults, by the line's key. */
export const OBJECT_CLAIMS: Record<string, Claim> = {
  "recap.objects.tool.described": (c) => {
    const f = at(c).fact;
    return check(f.kind === "definition" && f.focus === "tool" && f.name === c.params.name, "not the tool's frame");
  },
  "recap.objects.tool.sent": (c) =>
    check(
      firstRequest(c)?.api === "scripted" && firstRequest(c)?.tools === Number(c.params.tools),
      "not the scripted first request with that many tools",
    ),
  "recap.objects.tool.converted": (c) =>
    check(
      firstRequest(c) !== undefined &&
        c.params.api !== "scripted" &&
        c.trace.requests[0]?.api === c.params.api &&
        firstRequest(c)?.tools === Number(c.params.tools),
      "no adapter converted the tools of the first request",
    ),
  "recap.objects.toolcall.made": (c) =>
    check(gate(c)?.decision === "run" && callsNamed(c) && firstCalls(c).length === gate(c)!.calls, "not these calls"),
  "recap.objects.toolcall.truncated": (c) =>
    check(
      gate(c)?.decision === "refuse-truncated" &&
        callsNamed(c) &&
        firstCalls(c).every(
          (call) =>
            !c.trace.executions.some((e) => e.toolCallId === call.id) &&
            results(c).some((r) => r.toolCallId === call.id && r.isError),
        ),
      "not a cut reply's calls, or one ran, or one got no error result",
    ),
  "recap.objects.toolcall.unfinished": (c) =>
    check(
      gate(c)?.decision === "stopped" &&
        callsNamed(c) &&
        c.params.reason === gate(c)!.stopReason &&
        c.trace.executions.length === 0,
      "not a failed reply's calls",
    ),
  "recap.objects.toolcall.none": (c) =>
    check(firstCalls(c).length === 0 && gate(c)?.decision === "no-calls", "there were calls"),
  "recap.objects.toolcall.checked": (c) => {
    const checked = facts(c).filter((f) => f.kind === "validation");
    const passed = checked.filter((f) => f.kind === "validation" && f.outcome === "passed").length;
    const firstRun = c.frames.findIndex((f) => executed(f.fact));
    return check(
      Number(c.params.passed) === passed &&
        Number(c.params.refused) === checked.length - passed &&
        at(c).fact.kind === "validation" &&
        (firstRun === -1 || firstRun > c.at),
      `${passed} passed of ${checked.length}, or code ran first`,
    );
  },
  "recap.objects.toolcall.more": (c) => {
    const f = at(c).fact;
    return check(f.kind === "limit" && f.calls === Number(c.params.count), "not the second reply's calls");
  },
  "recap.objects.toolresult.sent": (c) => {
    const calls = c.trace.messages.flatMap((m) => (m.role === "assistant" ? m.content : []));
    return check(
      Number(c.params.count) === results(c).length &&
        results(c).every((r) =>
          calls.some((b) => b.type === "toolCall" && b.id === r.toolCallId && b.name === r.toolName),
        ),
      "the results do not carry their calls' ids and names",
    );
  },
  "recap.objects.toolresult.errors": (c) =>
    check(Number(c.params.count) === results(c).filter((r) => r.isError).length, "the count of error results is wrong"),
  "recap.objects.toolresult.returned": (c) => {
    const f = at(c).fact;
    return check(
      f.kind === "request" &&
        f.turn === 2 &&
        results(c).length > 0 &&
        at(c).messages.filter((m) => m.role === "toolResult").length === results(c).length &&
        resultsAfterTheirCalls(c),
      "the second request does not carry the results after their calls",
    );
  },
  "recap.objects.toolresult.none": (c) => check(results(c).length === 0, "results were sent"),
};

/** Every recap line's claim (§16 responsibilities, §18 takeaways), by its catalog key. */
export const RECAP_CLAIMS: Record<string, Claim> = {
  "recap.model.calls": (c) =>
    check(Number(c.params.count) === firstCalls(c).length && firstCalls(c).length > 0, "the count of calls is wrong"),
  "recap.model.no-calls": (c) => check(firstCalls(c).length === 0, "the model asked for calls"),
  "recap.model.cut-off": (c) => check(gate(c)?.decision === "stopped", "the reply was not cut off"),
  "recap.model.more-calls": opens((f) => f.kind === "limit", "the one-round limit"),
  "recap.model.answer": (c) =>
    check(c.trace.outcome === "answered" && results(c).length > 0, "no answer written from results"),
  "recap.model.answer-truncated": (c) =>
    check(c.trace.outcome === "answer-truncated" && results(c).length > 0, "no cut answer after results"),
  "recap.pi.stream": (c) =>
    check(
      c.trace.provider.api === "scripted" && c.frames[c.at]!.event === "start",
      "a real adapter answered, or the line does not open the reply's start",
    ),
  "recap.pi.converted": (c) =>
    check(
      c.trace.provider.api !== "scripted" && c.trace.requests[0]?.api === c.params.api,
      "no adapter converted the request",
    ),
  // A call pi-ai is said to have made must have been recorded by the spy on the real function
  // (scripts/pi-spies): Google's adapter takes functionCall.args whole and calls neither.
  "recap.pi.previews": (c) =>
    recorded(c, "parseStreamingJson", Number(c.params.count)) ??
    equalsCount(
      (f) => f.kind === "stream" && !f.brief && f.event === "toolcall_delta" && !f.objectArguments && !f.emptyDelta,
    )(c),
  "recap.pi.parsed": (c) =>
    recorded(c, "parseToolCallArguments", 1) ??
    opens((f) => f.kind === "stream" && f.event === "toolcall_end" && !f.objectArguments, "a toolcall_end")(c),
  "recap.pi.whole-args": opens(
    (f) => f.kind === "stream" && f.event === "toolcall_end" && f.objectArguments,
    "a call whose arguments came whole",
  ),
  "recap.pi.validated": (c) =>
    recorded(c, "validateToolArguments", Number(c.params.count)) ??
    check(Number(c.params.count) === clonedByPi(c), `pi-ai cloned ${clonedByPi(c)} call(s), not ${c.params.count}`),
  // §9: every check of the play was pi-ai's, of the one schema object; that its validator is compiled
  // once per schema object is proven on TypeBox's Compile itself (truth.test.ts).
  "recap.pi.validator-cached": (c) =>
    recorded(c, "validateToolArguments", Number(c.params.count)) ??
    check(Number(c.params.count) >= 2 && schemaMarkAt(c) !== undefined, "fewer than two checks against the schema"),
  // §9: the coercion for plain JSON Schema really ran, on a schema marked as the line says.
  "recap.pi.json-coercion.tilde-kind": (c) =>
    recorded(c, "coerceWithJsonSchema", 1) ?? check(schemaMarkAt(c) === "tilde-kind", "the schema has no ~kind mark"),
  "recap.pi.json-coercion.none": (c) =>
    recorded(c, "coerceWithJsonSchema", 1) ?? check(schemaMarkAt(c) === "none", "the schema carries a TypeBox mark"),
  // The tool's name is checked first: an unknown tool's text is never parsed by the validator.
  "recap.pi.parse-refused": (c) =>
    recorded(c, "validateToolArguments", Number(c.params.count)) ??
    check(
      Number(c.params.count) ===
        firstCalls(c).filter(
          (call) => call.argumentsError && call.name === (c.trace.learner?.name ?? "list_download_files"),
        ).length,
      "the count of unparsable calls is wrong",
    ),
  "recap.pi.stream-failed": (c) => check(gate(c)?.stopReason === "error", "the stream did not fail"),
  "recap.app.aborted": (c) => check(gate(c)?.stopReason === "aborted", "the request was not aborted"),
  "recap.pi.normalized": (c) =>
    recorded(c, "transformMessages", 1) ??
    check(
      c.trace.target !== undefined && c.trace.target.api !== c.trace.provider.api && rewroteSomeId(c.trace, c.frames),
      "no other API received a rewritten history",
    ),
  "recap.app.gate.run": (c) => check(gate(c)?.decision === "run", "the gate did not run calls"),
  "recap.app.gate.refuse-truncated": (c) =>
    check(gate(c)?.decision === "refuse-truncated" && c.trace.executions.length === 0, "not a refused truncated reply"),
  "recap.app.gate.stopped": (c) =>
    check(gate(c)?.decision === "stopped" && c.trace.executions.length === 0, "not a stopped reply"),
  "recap.app.gate.no-calls": (c) => check(gate(c)?.decision === "no-calls", "there were calls"),
  "recap.app.ran": (c) =>
    check(
      c.trace.learner === undefined && Number(c.params.count) === c.trace.executions.length,
      "the count of reads is wrong",
    ),
  "recap.app.ran-learner": (c) =>
    check(
      c.trace.learner !== undefined && Number(c.params.count) === c.trace.executions.length,
      "the count of the learner's runs is wrong",
    ),
  "recap.app.refused": equalsCount((f) => f.kind === "execution" && f.outcome === "refused"),
  "recap.app.bug": (c) => check(c.trace.bug !== undefined, "no swallowed error"),
  "recap.app.trimmed": (c) =>
    check(Number(c.params.count) === results(c).filter((r) => r.isError).length, "the count of error results is wrong"),
  "recap.app.reported": (c) => check(Number(c.params.count) === results(c).length, "the count of results is wrong"),
  "takeaway.tool-is-description": opens((f) => f.kind === "definition" && f.focus === "tool", "the tool"),
  "takeaway.schema-three-jobs": opens((f) => f.kind === "definition" && f.focus === "schema", "the schema"),
  "takeaway.providers-convert": opens(
    (f) => (f.kind === "definition" && f.focus === "providers") || (f.kind === "request" && f.api !== "scripted"),
    "a conversion",
  ),
  "takeaway.description-guides": opens((f) => f.kind === "definition" && f.focus === "description", "the description"),
  "takeaway.toolcall-untrusted": opens((f) => f.kind === "gate" && f.calls > 0, "a call"),
  "takeaway.preview-only": opens((f) => f.kind === "stream" && f.event === "toolcall_delta", "a preview"),
  "takeaway.validated-before-run": opens((f) => f.kind === "validation", "a validation"),
  "takeaway.stop-reason": opens(
    (f) => f.kind === "gate" && (f.decision === "refuse-truncated" || f.decision === "stopped"),
    "a veto by the stop reason",
  ),
  "takeaway.validate-copy": opens((f) => f.kind === "validation" && f.cloned, "a validated copy"),
  "takeaway.result-ids": opens((f) => f.kind === "result", "a result"),
  "takeaway.failures-are-results": opens(
    (f) => (f.kind === "result" && f.isError) || (f.kind === "execution" && f.outcome === "swallowed"),
    "a failure",
  ),
  "takeaway.normalized": opens((f) => f.kind === "request" && f.normalized, "normalized ids"),
  "takeaway.fixed-folder": opens((f) => executed(f) && f.runner !== "learner", "the application's own read"),
  "takeaway.loop": (c) =>
    check(c.trace.engine !== "loop" && c.frames[c.at]!.fact.kind === "limit", "no second request for tools here"),
};

const turnsOf = (c: ClaimContext) => c.trace.loop?.turns ?? [];
const ranIds = (c: ClaimContext) => new Set(c.trace.executions.map((e) => e.toolCallId));

/** Every named difference's claim (§17), by its catalog key. */
export const DIFFERENCE_CLAIMS: Record<string, Claim> = {
  "compare.same": (c) =>
    check(
      c.trace.loop?.comparison.differences.length === 1 && Number(c.params.requests) === c.trace.requests.length,
      "there are differences",
    ),
  "compare.second-round": (c) => check(turnsOf(c).length > 2, "the loop did not go on"),
  "compare.truncation": (c) =>
    check(
      turnsOf(c).some(
        (t) => t.stopReason === "length" && t.calls.length > 0 && t.calls.every((call) => !ranIds(c).has(call.id)),
      ),
      "no refused truncated turn",
    ),
  "compare.reissued": (c) =>
    check(
      turnsOf(c)
        .find((t) => t.turn === Number(c.params.turn))
        ?.calls.some((call) => ranIds(c).has(call.id)) ?? false,
      "nothing ran in that turn",
    ),
  "compare.answered-instead": (c) => {
    const cut = turnsOf(c).find((t) => t.stopReason === "length" && t.calls.length > 0);
    return check(
      turnsOf(c)
        .filter((t) => t.turn > (cut?.turn ?? 0))
        .every((t) => t.calls.every((call) => !ranIds(c).has(call.id))),
      "a later call ran",
    );
  },
  "compare.mode.parallel": modeClaim("parallel"),
  "compare.mode.sequential": modeClaim("sequential"),
  "compare.cancel": (c) =>
    check(
      c.frames.some((f) => f.fact.kind === "request-cancelled" && f.turn === Number(c.params.turn)),
      "pi-agent-core did not start that turn",
    ),
  "compare.thrown": (c) =>
    check(
      results(c).some((r) => r.isError && ranIds(c).has(r.toolCallId)),
      "no execute threw",
    ),
  "compare.echo": (c) =>
    check(
      results(c).some(
        (r) =>
          r.isError &&
          /^(Validation failed|Invalid arguments) for tool/.test(
            r.content.map((b) => (b.type === "text" ? b.text : "")).join(""),
          ),
      ),
      "no pi-ai error was sent",
    ),
  "compare.turn-limit": (c) => check(c.trace.loop?.stop === "turn-limit", "no turn limit"),
  "compare.unknown-tool": (c) =>
    check(
      loopSentText(c) &&
        c.frames.some(
          (f) => f.fact.kind === "validation" && f.fact.outcome === "unknown-tool" && f.fact.toolCallId === c.params.id,
        ),
      "not the loop's answer to an unknown tool",
    ),
  "compare.result-text": (c) => check(loopSentText(c), "the loop did not send that text"),
};

/** The loop sent the named text for the named call, and it is not the round's. */
function loopSentText(c: ClaimContext): boolean {
  const sent = results(c).find((r) => r.toolCallId === c.params.id);
  const text = sent?.content.map((b) => (b.type === "text" ? b.text : "")).join("");
  return text === c.params.loop && c.params.round !== c.params.loop;
}

function modeClaim(mode: "parallel" | "sequential"): Claim {
  return (c) => {
    const turn = turnsOf(c).find((t) => t.calls.length === Number(c.params.calls));
    const ran = turn?.calls.filter((call) => ranIds(c).has(call.id)).length;
    return check(
      c.trace.loop?.executionMode === mode && ran === Number(c.params.ran),
      `${ran} of the calls ran, not ${c.params.ran}`,
    );
  };
}
