/**
 * The chapter's rules, checked on a finished trace: the product's grader. The Round lab grades a
 * learner's round with {@link chapterViolations}; the engine's own tests add the player's display
 * invariants with {@link ruleViolations}. Plain data in, plain data out: no DOM, no Node.
 */
import type { AssistantMessage, Message, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { STAGES, type Exchange, type Frame, type Trace } from "../engine/trace/frames";
import { framesOf } from "../engine/trace/frame-store";

/** The chapter's rules a round can break, in the order the grid numbers them (the round's own order). */
export const RULE_IDS = [
  "asks-model",
  "stop-reason",
  "validate-first",
  "validated-copy",
  "calls-run",
  "one-result-per-call",
  "result-pairs-call",
  "results-follow-reply",
  "result-order",
  "no-leak",
  "errors-are-errors",
  "no-ask-after-failure",
  "arguments-untouched",
] as const;

/** One of the chapter's rules. */
export type RuleId = (typeof RULE_IDS)[number];

/** The chapter's section (§) that states each rule. */
export const RULE_SECTIONS: Readonly<Record<RuleId, number>> = {
  "asks-model": 12,
  "stop-reason": 7,
  "validate-first": 9,
  "validated-copy": 9,
  "calls-run": 12,
  "one-result-per-call": 12,
  "result-pairs-call": 11,
  "results-follow-reply": 13,
  "result-order": 13,
  "no-leak": 15,
  "errors-are-errors": 15,
  "no-ask-after-failure": 12,
  "arguments-untouched": 9,
};

/** One broken rule: which, at which frame (0-based) it shows, and what happened, in words. */
export interface Violation {
  rule: RuleId;
  frame: number;
  text: string;
}

/** What the rules need besides the trace: the host's folder and other paths no result may show. */
export interface RuleOptions {
  root: string;
  secrets?: string[];
}

/** Structural equality of plain JSON data (what frames and messages hold). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

const FAILED_REPLY = ["length", "error", "aborted"];
const textOf = (content: readonly { type: string; text?: unknown }[]) =>
  content.map((c) => (c.type === "text" && typeof c.text === "string" ? c.text : "")).join("");
const callsOf = (m: AssistantMessage) => m.content.filter((b): b is ToolCall => b.type === "toolCall");
const resultsIn = (messages: readonly Message[]) =>
  messages.filter((m): m is ToolResultMessage => m.role === "toolResult");

/**
 * What happened, request by request. A learner's round: what the engine recorded as each `ask`
 * reached the model. The engine's own round: read from its Context, which the engine built itself
 * (each reply, and the messages before it), with the calls it validated as valid.
 */
export function exchangesOf(trace: Trace, frames: Frame[]): Exchange[] {
  if (trace.learnerRound) return trace.learnerRound.exchanges;
  return trace.messages.flatMap((m, i) => {
    if (m.role !== "assistant") return [];
    const valid = callsOf(m)
      .filter((c) => frames.some((f) => f.validation?.toolCallId === c.id && f.validation.status === "valid"))
      .map((c) => c.id);
    return [{ messages: trace.messages.slice(0, i), reply: m, valid }];
  });
}

/** What the grader reads: the frames, the exchanges, and the first reply's round (its calls, and the results the next request sent). */
interface Happened {
  trace: Trace;
  frames: Frame[];
  exchanges: Exchange[];
  first?: AssistantMessage;
  calls: ToolCall[];
  /** The tool results of the second request (none when there was none). */
  results: ToolResultMessage[];
  last: number;
}

function happened(trace: Trace, frames: Frame[]): Happened {
  const exchanges = exchangesOf(trace, frames);
  const first = exchanges[0]?.reply;
  return {
    trace,
    frames,
    exchanges,
    first,
    calls: first ? callsOf(first) : [],
    results: resultsIn(exchanges[1]?.messages ?? []),
    last: Math.max(0, frames.length - 1),
  };
}

/** The frame of request `turn` (1-based), where what it carried shows; the last frame when there is none. */
function requestFrame(h: Happened, turn: number): number {
  return h.frames.find((f) => f.fact.kind === "request" && f.fact.turn === turn)?.index ?? h.last;
}

/** The frame that shows `result` (its tool-result frame), or the last frame. */
function resultFrame(frames: Frame[], result: ToolResultMessage | undefined): number {
  const at = result
    ? frames.findIndex((f) => f.toolResult?.toolCallId === result.toolCallId && f.stage === "toolResult")
    : -1;
  return at >= 0 ? at : Math.max(0, frames.length - 1);
}

/** The frames that really ran code, with the frame index. */
const executedFrames = (frames: Frame[]) => frames.filter((f) => f.execution && f.execution.status !== "skipped");

/** §12: the round asks the model; §7: nothing runs from a reply cut at the length limit or failed; §12: no new request after a failure. */
function gateRules(h: Happened, fail: (v: Violation) => void) {
  const { first, frames, trace } = h;
  if (!first) return fail({ rule: "asks-model", frame: h.last, text: "the round never asked the model" });
  const ran = executedFrames(frames);
  if (FAILED_REPLY.includes(first.stopReason) && (ran.length > 0 || trace.executions.length > 0)) {
    fail({
      rule: "stop-reason",
      frame: ran[0]?.index ?? h.last,
      text: `executed after stopReason ${first.stopReason}`,
    });
  }
  if ((first.stopReason === "error" || first.stopReason === "aborted") && h.exchanges.length > 1) {
    fail({
      rule: "no-ask-after-failure",
      frame: requestFrame(h, 2),
      text: `asked the model again after stopReason ${first.stopReason}`,
    });
  }
}

/** §9: a call runs only after pi-ai validated it, and with the copy pi-ai returned. */
function validationRules(h: Happened, fail: (v: Violation) => void) {
  const { frames, trace } = h;
  for (const f of executedFrames(frames)) {
    const e = f.execution!;
    const checked = frames.find(
      (g) =>
        g.index < f.index &&
        g.validation?.toolCallId === e.toolCallId &&
        g.validation.status === "valid" &&
        e.toolCallId !== "",
    );
    if (!checked) {
      fail({
        rule: "validate-first",
        frame: f.index,
        text: `${e.toolCallId || "a call"} ran before pi-ai validated it`,
      });
      continue;
    }
    const args = trace.executions.find((x) => x.toolCallId === e.toolCallId)?.args;
    if (e.argsFrom === "model" || (args !== undefined && !sameData(args, checked.validation!.converted))) {
      fail({
        rule: "validated-copy",
        frame: f.index,
        text: `${e.toolCallId} ran with the model's arguments, not pi-ai's validated copy`,
      });
    }
  }
}

/**
 * §12: every call of a complete first reply that pi-ai accepts runs. The breach shows where the round
 * moved on instead: the result it sent for the call, else its next request, else its end.
 */
function runRules(h: Happened, fail: (v: Violation) => void) {
  const { first, exchanges, trace } = h;
  if (!first || FAILED_REPLY.includes(first.stopReason)) return;
  for (const id of exchanges[0]!.valid) {
    if (trace.executions.some((x) => x.toolCallId === id)) continue;
    const result = h.results.find((r) => r.toolCallId === id);
    const frame = result ? resultFrame(h.frames, result) : exchanges.length > 1 ? requestFrame(h, 2) : h.last;
    fail({ rule: "calls-run", frame, text: `${id} is a valid call of a complete reply, and it never ran` });
  }
}
/** A message as the ordering rules read it: who sent it, the calls it holds, the call a result answers. */
export interface OrderedMessage {
  role: "user" | "assistant" | "toolResult";
  calls?: readonly string[];
  toolCallId?: string;
}

/** One ordering rule broken in a request: which, by which call id, at which message (0-based). */
export interface OrderProblem {
  rule: Extract<RuleId, "result-pairs-call" | "results-follow-reply" | "one-result-per-call">;
  id: string;
  index: number;
  /** For a result: whether the reply right before it holds its call (a provider then pairs it, made-up or not). */
  held: boolean;
}

/**
 * §11, §13, §12 over one request's messages: a result must answer a call the model made (`made`),
 * and come after the reply that holds that call; every call of a reply gets its result right
 * after it. The Round lab's grader reads a learner's requests with it, the local provider
 * (`npm run provider`) each request a program sends.
 */
export function orderProblems(messages: readonly OrderedMessage[], made: ReadonlySet<string>): OrderProblem[] {
  const found: OrderProblem[] = [];
  const blamed = new Set<string>();
  let holder: OrderedMessage | undefined;
  messages.forEach((m, index) => {
    if (m.role === "assistant") holder = m;
    if (m.role === "user") holder = undefined;
    const id = m.toolCallId ?? "";
    if (m.role !== "toolResult" || blamed.has(id)) return;
    const held = holder?.calls?.includes(id) ?? false;
    if (!made.has(id)) found.push({ rule: "result-pairs-call", id, index, held });
    else if (!held) found.push({ rule: "results-follow-reply", id, index, held });
    else return;
    blamed.add(id);
  });
  messages.forEach((m, index) => {
    if (m.role !== "assistant") return;
    const answered = new Set<string>();
    for (let j = index + 1; messages[j]?.role === "toolResult"; j++) answered.add(messages[j]!.toolCallId ?? "");
    for (const id of m.calls ?? [])
      if (!answered.has(id)) found.push({ rule: "one-result-per-call", id, index, held: true });
  });
  return found;
}

/** A pi-ai message as the ordering rules read it. */
const ordered = (m: Message): OrderedMessage =>
  m.role === "assistant"
    ? { role: m.role, calls: callsOf(m).map((c) => c.id) }
    : m.role === "toolResult"
      ? { role: m.role, toolCallId: m.toolCallId }
      : { role: "user" };

/**
 * §11, §13: every result sent answers a call the model made, and comes after the reply that holds
 * that call (a Context without the reply sends results nothing asked for). Shown at the request.
 * (A call's missing result is resultRules' to say, counted on the round's first reply.)
 */
function pairingRules(h: Happened, fail: (v: Violation) => void) {
  const blamed = new Set<string>();
  h.exchanges.forEach((exchange, k) => {
    const made = new Set(h.exchanges.slice(0, k).flatMap((x) => callsOf(x.reply).map((c) => c.id)));
    const frame = requestFrame(h, k + 1);
    for (const p of orderProblems(exchange.messages.map(ordered), made)) {
      if (p.rule === "one-result-per-call" || blamed.has(p.id)) continue;
      blamed.add(p.id);
      fail({
        rule: p.rule,
        frame,
        text:
          p.rule === "result-pairs-call"
            ? `result ${p.id} answers no call the model made`
            : `result ${p.id} was sent without the reply that holds its call`,
      });
    }
  });
}

/** §12, §13, §15: one result per call, in call order with its own id and name; failures are isError. */
function resultRules(h: Happened, fail: (v: Violation) => void) {
  const { first, frames, results } = h;
  if (!first) return;
  const expected = first.stopReason === "error" || first.stopReason === "aborted" ? [] : h.calls;
  for (const call of expected) {
    const n = results.filter((r) => r.toolCallId === call.id).length;
    if (n !== 1)
      fail({
        rule: "one-result-per-call",
        frame: h.exchanges.length > 1 ? requestFrame(h, 2) : h.last,
        text: `${call.id} got ${n} results, not one`,
      });
  }
  const mine = results.filter((r) => expected.some((c) => c.id === r.toolCallId));
  // Order is judged only when each call has its one result: a missing one would shift every later one.
  if (mine.length === expected.length)
    expected.forEach((call, i) => {
      const r = mine[i]!;
      if (r.toolCallId !== call.id || r.toolName !== call.name)
        fail({
          rule: "result-order",
          frame: resultFrame(frames, r),
          text: `result ${i} answers ${r.toolCallId}/${r.toolName}, not ${call.id}/${call.name}`,
        });
    });
  for (const r of mine) {
    const at = resultFrame(frames, r);
    const ran = frames.find(
      (f) =>
        f.execution?.toolCallId === r.toolCallId &&
        (f.execution.status === "ran" || f.execution.status === "swallowed"),
    );
    if (!ran && !r.isError)
      fail({ rule: "errors-are-errors", frame: at, text: `failed call ${r.toolCallId} is not isError` });
    // A call pi-ai refused is rightly an error, even if it (wrongly) ran first: that is validate-first's to say.
    const refused = frames.some((f) => f.validation?.toolCallId === r.toolCallId && f.validation.status !== "valid");
    if (ran && r.isError && !refused)
      fail({ rule: "errors-are-errors", frame: at, text: `successful call ${r.toolCallId} marked isError` });
  }
  // A failed read is never reported as success (a swallowed one only under the fault, see ruleViolations).
  for (const f of frames) {
    const e = f.execution;
    if (!e?.error || e.status === "swallowed") continue;
    const r = mine.find((x) => x.toolCallId === e.toolCallId);
    if (r && !r.isError)
      fail({
        rule: "errors-are-errors",
        frame: resultFrame(frames, r),
        text: `failed read of ${e.toolCallId} reported as success`,
      });
  }
}

/** §15: nothing the model received, apart from its own replies, names the host's folder or carries a stack. Shown at the request. */
function leakRules(h: Happened, options: RuleOptions, fail: (v: Violation) => void) {
  const secrets = [options.root, ...(options.secrets ?? [])].filter((x) => x !== "");
  const seen = new Set<string>();
  h.exchanges.forEach((exchange, k) => {
    const sent: { what: string; text: string }[] =
      exchange.systemPrompt !== undefined ? [{ what: "the system prompt", text: exchange.systemPrompt }] : [];
    exchange.messages.forEach((m, i) => {
      if (m.role === "assistant" && h.exchanges.some((x) => sameData(x.reply, m))) return;
      const text = typeof m.content === "string" ? m.content : textOf(m.content);
      sent.push({ what: m.role === "toolResult" ? `result ${m.toolCallId}` : `message ${i} (${m.role})`, text });
    });
    for (const { what, text } of sent) {
      const found = [
        ...secrets.filter((x) => text.includes(x)).map((x) => `leaks ${JSON.stringify(x)}`),
        ...(/\n\s+at\s/.test(text) ? ["carries a stack"] : []),
      ];
      for (const how of found) {
        if (seen.has(`${what} ${how}`)) continue;
        seen.add(`${what} ${how}`);
        fail({ rule: "no-leak", frame: requestFrame(h, k + 1), text: `${what} ${how}` });
      }
    }
  });
}

/** §9: the model's own arguments are left as they came, in what streamed, what pi-ai saw and what was sent back; pi-ai validates a copy. */
function argumentRules(h: Happened, fail: (v: Violation) => void) {
  const { frames } = h;
  for (const call of h.calls) {
    const end = frames.find(
      (f) =>
        f.stage === "stream" && f.stream?.toolCallId === call.id && (f.event === "toolcall_end" || f.event === "error"),
    );
    const atEnd = end?.partial?.content.find((b): b is ToolCall => b.type === "toolCall" && b.id === call.id);
    if (atEnd && !sameData(atEnd.arguments, call.arguments))
      fail({
        rule: "arguments-untouched",
        frame: end!.index,
        text: `arguments of ${call.id} changed after the stream ended`,
      });
    const v = frames.find((f) => f.validation?.toolCallId === call.id);
    if (v && !sameData(v.validation!.received, call.arguments))
      fail({
        rule: "arguments-untouched",
        frame: v.index,
        text: `validation of ${call.id} did not see the model's own arguments`,
      });
    const k = h.exchanges.findIndex(
      (x, i) =>
        i > 0 &&
        x.messages.some(
          (m) =>
            m.role === "assistant" &&
            callsOf(m).some((c) => c.id === call.id && !sameData(c.arguments, call.arguments)),
        ),
    );
    if (k > 0)
      fail({
        rule: "arguments-untouched",
        frame: requestFrame(h, k + 1),
        text: `arguments of ${call.id} were sent back changed`,
      });
  }
}

/**
 * The chapter's rules broken in `trace`, earliest frame first: what the Round lab grades. It reads
 * what happened (each request as the model got it, each reply as the model gave it, each run), never
 * the Context a learner's round hands back. A round that keeps them all gives `[]`.
 */
export function chapterViolations(trace: Trace, options: RuleOptions, frames: Frame[] = framesOf(trace)): Violation[] {
  const found: Violation[] = [];
  const fail = (v: Violation) => found.push(v);
  const h = happened(trace, frames);
  gateRules(h, fail);
  validationRules(h, fail);
  runRules(h, fail);
  pairingRules(h, fail);
  resultRules(h, fail);
  leakRules(h, options, fail);
  argumentRules(h, fail);
  return found.sort((a, b) => a.frame - b.frame || RULE_IDS.indexOf(a.rule) - RULE_IDS.indexOf(b.rule));
}

/** The player's own invariants: stages in order, one frame per stage, nothing runs while streaming. */
function displayInvariants(trace: Trace, frames: Frame[]): string[] {
  const problems: string[] = [];
  let last = 0;
  for (const f of frames) {
    const at = STAGES.indexOf(f.stage);
    if (at < last) problems.push(`frame ${f.index} goes back from ${STAGES[last]} to ${f.stage}`);
    last = Math.max(last, at);
  }
  for (const stage of STAGES) if (!frames.some((f) => f.stage === stage)) problems.push(`no frame for stage ${stage}`);
  if (!trace.messages.some((m) => m.role === "assistant")) return [...problems, "no assistant message"];
  const finalEvent = frames.findIndex((f) => f.stage === "stream" && (f.event === "done" || f.event === "error"));
  if (finalEvent < 0) problems.push("the first reply has no final event frame");
  const ran = executedFrames(frames);
  for (const f of ran)
    if (f.index < finalEvent) problems.push(`frame ${f.index} executes before the reply's final event`);
  if (ran.length !== trace.executions.length)
    problems.push(`${ran.length} execution frames but ${trace.executions.length} executions`);
  if (frames.some((f) => f.stage === "stream" && f.execution)) problems.push("an execution view during streaming");
  for (const f of frames) {
    const e = f.execution;
    if (e?.status !== "swallowed") continue;
    if (!trace.faults.includes("swallow-errors")) problems.push(`read of ${e.toolCallId} swallowed without the fault`);
    if (!trace.bug?.toolCallIds.includes(e.toolCallId))
      problems.push(`swallowed read of ${e.toolCallId} not marked as the bug`);
  }
  if (trace.bug && !trace.faults.includes("swallow-errors")) problems.push("a bug is marked without the fault");
  return problems;
}

/**
 * Every rule the engine's own traces keep: the player's invariants and the chapter's rules, in
 * words, so a failing test says exactly what went wrong.
 */
export function ruleViolations(trace: Trace, options: RuleOptions): string[] {
  const frames = framesOf(trace);
  return [...displayInvariants(trace, frames), ...chapterViolations(trace, options, frames).map((v) => v.text)];
}
