/**
 * The claims oracle's rules: for every sentence the engine can say, what must be true of the
 * trace where it is said. Each claim reads the frames, their facts, the messages and what really
 * ran; it returns a problem in words, or nothing. A sentence without a claim fails the test.
 */
import {
  repairJson,
  validateToolArguments,
  type AssistantMessage,
  type ToolCall,
  type ToolResultMessage,
} from "@earendil-works/pi-ai";
import { message } from "../../src/i18n";
import { chapterTool } from "../../src/engine/round/tool";
import { RELEASE_TABLE, releaseKey } from "../../src/lens/releases";
import { notObjectPreview } from "../../src/lens/narrate-lens";
import { INDEX_FIELDS, RAW_TEXT_FIELDS, type LensDifference } from "../../src/engine/trace/differences";
import type { Fact, ValidationFact } from "../../src/engine/trace/facts";
import type { Frame, RecapLine, Trace } from "../../src/engine/trace/frames";
import { ID_CLAIMS, rewroteSomeId } from "./claims-ids";
import { textOf } from "./helpers";
import { STRICT_CLAIMS } from "./claims-strict";

/** Where a sentence is said: the whole trace, its frames, and the frame (or recap line) saying it. */
export interface ClaimContext {
  trace: Trace;
  frames: Frame[];
  /** 0-based index of the frame that says it (for recap lines and differences: the frame they sit on). */
  at: number;
  params: Record<string, string | number>;
}

/** A claim: undefined when the sentence is true here, else what is wrong. */
export type Claim = (c: ClaimContext) => string | undefined;

const check = (ok: boolean, problem: string) => (ok ? undefined : problem);
const fact = (c: ClaimContext): Fact => c.frames[c.at]!.fact;
const results = (t: Trace) => t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const replies = (t: Trace) => t.messages.filter((m): m is AssistantMessage => m.role === "assistant");
const callsOf = (m: AssistantMessage | undefined) =>
  (m?.content ?? []).filter((b): b is ToolCall => b.type === "toolCall");
const ran = (t: Trace, id: string) => t.executions.some((e) => e.toolCallId === id);
const resultFor = (t: Trace, id: string) => results(t).find((r) => r.toolCallId === id);
/** The text call `id`'s result sent the model (undefined when it got no result). */
const resultText = (t: Trace, id: string) => {
  const result = resultFor(t, id);
  return result && textOf(result.content);
};
const idOf = (c: ClaimContext): string => {
  const f = fact(c) as { toolCallId?: string };
  return f.toolCallId ?? "";
};
const factsOf = (c: ClaimContext, kind: Fact["kind"]) => c.frames.map((f) => f.fact).filter((f) => f.kind === kind);
const isLoop = (t: Trace) => t.engine === "loop";
const firstReply = (t: Trace) => replies(t)[0];

/** APIs whose pi-ai 1.4.0 adapters rewrite a plain stop to toolUse (openai-responses-shared.js, google-generative-ai.js). */
const REWRITING_APIS = ["openai-responses", "google-generative-ai"];
/** Every call of `reply` parsed whole, and pi-ai's own validateToolArguments accepts it against the tool the trace offered. */
const completeAndValid = (t: Trace, reply: AssistantMessage | undefined): boolean =>
  callsOf(reply).length > 0 &&
  callsOf(reply).every((call) => {
    if (call.argumentsError) return false;
    try {
      validateToolArguments(chapterTool(t.toolVariant), structuredClone(call));
      return true;
    } catch {
      return false;
    }
  });

/** The sentence's {key} was a string in the model's arguments, and the call ran with {to} (a number or boolean) there. */
const convertedValue: Claim = (c) => {
  const key = String(c.params.key);
  const received = (c.frames[c.at]!.validation?.received ?? {}) as Record<string, unknown>;
  const args = (c.trace.executions.find((e) => e.toolCallId === idOf(c))?.args ?? {}) as Record<string, unknown>;
  const to: unknown = JSON.parse(String(c.params.to || "null"));
  return check(
    Object.hasOwn(received, key) &&
      JSON.stringify(received[key]) === c.params.from &&
      typeof received[key] === "string" &&
      ["number", "boolean"].includes(typeof to) &&
      Object.hasOwn(args, key) &&
      args[key] === to,
    "the call did not run with that converted value",
  );
};
/** The read kept at most {limit} files, the limit the call ran with, and found {count}. */
const ranWithLimit: Claim = (c) => {
  const args = (c.trace.executions.find((e) => e.toolCallId === idOf(c))?.args ?? {}) as Record<string, unknown>;
  const returned = c.frames[c.at]!.execution?.returned ?? [];
  return check(
    args.limit === Number(c.params.limit) &&
      returned.length === Number(c.params.count) &&
      returned.length <= Math.max(0, Number(c.params.limit)),
    "not a read kept to that limit",
  );
};

/** The call (id) really ran, and its result is what the sentence says. */
const calledAndRan: Claim = (c) => check(ran(c.trace, idOf(c)), `call ${idOf(c)} did not run`);
/** The call's tool was offered to the model as a description only (§3): the request sent it, and nothing of it ran. */
const offeredTool: Claim = (c) => {
  const name = (fact(c) as { toolName?: string }).toolName ?? "";
  const runnable = c.trace.learner?.name ?? "list_download_files";
  // The first request holds no calls yet: a name there is a tool declaration (the loop's sits in toolsAdded).
  return check(
    name !== runnable && JSON.stringify(c.trace.requests[0]?.body ?? "").includes(`"name":"${name}"`),
    `${name} was not offered`,
  );
};
const calledNotRun: Claim = (c) =>
  check(
    !ran(c.trace, idOf(c)) && resultFor(c.trace, idOf(c))?.isError !== false,
    `call ${idOf(c)} ran or got a non-error result`,
  );
/** The call's result is the chapter's fixed catch text, in the trace's language (§12, §15), not the error. */
const chapterCatchSent: Claim = (c) => {
  const lang = c.trace.lang === "zh-CN" ? "zh-CN" : "en";
  const text = resultText(c.trace, idOf(c));
  return check(
    text === message(lang, "result.chapter-catch"),
    `call ${idOf(c)}'s result is not the chapter's fixed text`,
  );
};
/**
 * The frame's fact keeps pi-ai's whole error as the real validateToolArguments throws it for this
 * call (thrown again here, against the tool the trace offered), and the sentence quotes the fixed
 * text the call's result holds (§12).
 */
const piErrorBesideSent: Claim = (c) => {
  const call = replies(c.trace)
    .flatMap((m) => callsOf(m))
    .find((b) => b.id === idOf(c));
  let thrown = validationView(c)?.message;
  if (call && !c.trace.learner) {
    try {
      validateToolArguments(chapterTool(c.trace.toolVariant), structuredClone(call));
      thrown = undefined;
    } catch (e) {
      thrown = (e as Error).message;
    }
  }
  const sent = resultText(c.trace, idOf(c));
  return check(
    thrown !== undefined && (fact(c) as ValidationFact).caught?.error === thrown && c.params.sent === sent,
    `the frame does not keep pi-ai's thrown error, or the words not the text call ${idOf(c)} was sent`,
  );
};
const nothingRan: Claim = (c) => check(c.trace.executions.length === 0, `${c.trace.executions.length} call(s) ran`);
const noValidation: Claim = (c) => check(factsOf(c, "validation").length === 0, "a validation frame exists");
const noResults: Claim = (c) => check(results(c.trace).length === 0, "tool results were sent");
const event =
  (name: string): Claim =>
  (c) =>
    check(c.frames[c.at]!.event === name, `event is ${c.frames[c.at]!.event}, not ${name}`);
/** §15: the host's folder path (the frame's execution record) is in no request the model got. */
const noHostPathSent: Claim = (c) => {
  const path = c.frames[c.at]!.execution?.folder?.path ?? "";
  return check(
    path !== "" && c.trace.requests.every((r) => !JSON.stringify(r.body).includes(path)),
    "a request carried the host's folder path",
  );
};
/**
 * §10: the files the call's result lists are sorted by name, and each one's extension, lower-cased,
 * is the filter lower-cased (the words say both).
 */
const sortedFiles: Claim = (c) => {
  const text = resultText(c.trace, idOf(c));
  let files: unknown;
  try {
    files = (JSON.parse(text ?? "") as { files?: unknown }).files;
  } catch {
    files = undefined;
  }
  if (!Array.isArray(files)) return check(false, "the result lists no files");
  const names = files as string[];
  const filter = typeof c.params.filter === "string" ? c.params.filter.toLowerCase() : "";
  const ext = (n: string) => (n.lastIndexOf(".") > 0 ? n.slice(n.lastIndexOf(".")).toLowerCase() : "");
  return check(
    names.every((n, i) => i === 0 || new Intl.Collator("en").compare(names[i - 1]!, n) <= 0) &&
      (filter === "" || names.every((n) => ext(n) === filter)),
    "the files are not sorted, or one's extension is not the filter in lower case",
  );
};
/**
 * §8: the fields the words say the adapter removed at toolcall_end are exactly those the block had
 * at its last delta and lacks now (`named`: the words name some; otherwise none were removed).
 */
const scratchRemoved =
  (named: boolean): Claim =>
  (c) => {
    const here = c.frames[c.at]!;
    const index = here.stream?.contentIndex ?? -1;
    const last = c.frames
      .slice(0, c.at)
      .findLast((f) => f.event === "toolcall_delta" && f.stream?.contentIndex === index);
    const before = Object.keys(last?.partial?.content[index] ?? {});
    const now = here.partial?.content[index] ?? {};
    const gone = before.filter((k) => !Object.hasOwn(now, k));
    const said = named ? String(c.params.removed).split(/, |、/) : [];
    return check(
      said.length === gone.length && gone.every((k) => said.includes(k)),
      `removed ${gone.join(",") || "nothing"}, the words say ${said.join(",") || "nothing"}`,
    );
  };
/** pi-ai's final parse at toolcall_end succeeded: no argumentsError. */
const parsedWhole: Claim = (c) => check(c.frames[c.at]!.stream?.argumentsError === undefined, "the final parse failed");
/** The first reply ended with this stop reason (`error`: it failed; `aborted`: the application stopped it). */
const firstStop =
  (reason: string): Claim =>
  (c) =>
    check(firstReply(c.trace)?.stopReason === reason, `the first reply's stop reason is not ${reason}`);
const stopIs =
  (...reasons: string[]): Claim =>
  (c) => {
    const f = fact(c);
    return check(f.kind === "gate" && reasons.includes(f.stopReason), `stop reason is not ${reasons.join("/")}`);
  };
const all =
  (...claims: Claim[]): Claim =>
  (c) =>
    claims.map((claim) => claim(c)).find((p) => p !== undefined);

/** The delta's preview step, as pi-ai's own functions make it. */
const step =
  (name: string, repaired?: boolean): Claim =>
  (c) => {
    const s = c.frames[c.at]!.stream;
    if (s?.step !== name) return `step is ${s?.step}, not ${name}`;
    if (repaired !== undefined && (repairJson(s.rawText ?? "") !== (s.rawText ?? "")) !== repaired)
      return `repairJson ${repaired ? "did not change" : "changed"} the text`;
    return undefined;
  };

const streamClaims: Record<string, Claim> = {
  start: event("start"),
  text_start: event("text_start"),
  text_delta: event("text_delta"),
  text_end: event("text_end"),
  thinking_start: event("thinking_start"),
  thinking_delta: event("thinking_delta"),
  thinking_end: event("thinking_end"),
  toolcall_start: event("toolcall_start"),
  "toolcall_delta.empty": all(step("empty"), (c) =>
    check((c.frames[c.at]!.stream?.rawText ?? "").trim() === "", "text is not empty"),
  ),
  // An empty piece: no new text (the loop's copy of the partial may already hold the next piece's).
  "toolcall_delta.empty-piece": (c) =>
    check(c.frames[c.at]!.event === "toolcall_delta" && c.frames[c.at]!.stream?.delta === "", "not an empty piece"),
  "toolcall_delta.json": step("json"),
  "toolcall_delta.repaired-json": step("repaired-json"),
  "toolcall_delta.partial": step("partial", false),
  "toolcall_delta.partial-after-repair": step("partial", true),
  "toolcall_delta.partial-repaired": step("partial-repaired"),
  "toolcall_delta.gave-up": step("gave-up"),
  toolcall_delta_whole: (c) =>
    check(
      c.frames[c.at]!.request === undefined && c.trace.requests.some((r) => r.api === "google-generative-ai"),
      "not Google's adapter",
    ),
  toolcall_end: all(parsedWhole, scratchRemoved(true)),
  "toolcall_end.kept": all(parsedWhole, scratchRemoved(false)),
  toolcall_end_object: (c) =>
    check(
      c.trace.requests.some((r) => r.api === "google-generative-ai"),
      "not Google's adapter",
    ),
  // §6: the finished call carries Google's thoughtSignature, and the next request sends it back.
  "toolcall_end_object.signed": (c) => {
    const frame = c.frames[c.at]!;
    const call = frame.partial?.content[frame.stream?.contentIndex ?? -1] as ToolCall | undefined;
    const signature = call?.thoughtSignature ?? "";
    // The next request, when it goes to Google's API again (the same model), sends the signature back.
    const next = c.frames.slice(c.at + 1).find((f) => f.request !== undefined)?.request;
    const sameModel = next?.api === "google-generative-ai";
    return check(
      signature !== "" && (!sameModel || JSON.stringify(next.body).includes(signature)),
      "no thoughtSignature on the call, or the next request to the same model left it out",
    );
  },
  toolcall_end_malformed: (c) => check(c.frames[c.at]!.stream?.argumentsError !== undefined, "no argumentsError"),
  done: event("done"),
  // pi-ai keeps the wire's own field as rawStopReason: the sentence's raw value must be that, and pi-ai's reason toolUse.
  "done-rewritten": all(event("done"), (c) => {
    const m = c.frames[c.at]!.partial;
    return check(
      m !== undefined &&
        m.stopReason === "toolUse" &&
        callsOf(m).length > 0 &&
        m.rawStopReason === c.params.raw &&
        REWRITING_APIS.includes(m.api) &&
        m.api === c.params.api,
      "not a plain stop on the wire that pi-ai rewrote",
    );
  }),
  error: all(event("error"), (c) => check(c.frames[c.at]!.stream?.reason === "error", "not a failed reply")),
  // pi-ai says aborted only when the request's AbortSignal fired: the application stopped it.
  "error-aborted": all(event("error"), (c) => check(c.frames[c.at]!.stream?.reason === "aborted", "not aborted")),
};

/**
 * A block the piece cap cut down: the scenario asked for more than 500 pieces (the fact and the
 * sentence agree), and the frames that follow really stream the block's text in the number said.
 */
const capped =
  (kind: "toolcall" | "text" | "thinking"): Claim =>
  (c) => {
    const here = c.frames[c.at]!;
    const f = fact(c) as { requestedPieces?: number; cappedTo?: number };
    if (here.event !== `${kind}_start`) return `event is ${here.event}, not ${kind}_start`;
    if (!(f.requestedPieces! > 500) || f.requestedPieces !== Number(c.params.requested))
      return `the scenario did not ask for more than 500 pieces (${f.requestedPieces})`;
    let deltas = 0;
    for (const later of c.frames.slice(c.at + 1)) {
      if (later.stream?.contentIndex !== here.stream?.contentIndex && later.event !== "done" && later.event !== "error")
        continue;
      // A "" delta (OpenAI Chat Completions opens a call with one) carries no piece of the text.
      if (later.event === `${kind}_delta`) deltas += later.stream?.delta === "" ? 0 : 1;
      else break;
    }
    return check(
      deltas === Number(c.params.streamed) && deltas === f.cappedTo && deltas <= 500,
      `the block streamed in ${deltas} pieces, not ${c.params.streamed}`,
    );
  };
streamClaims["toolcall_start.capped"] = capped("toolcall");
streamClaims["text_start.capped"] = capped("text");
streamClaims["thinking_start.capped"] = capped("thinking");

const briefClaims: Record<string, Claim> = {
  start: event("start"),
  text_start: event("text_start"),
  text_delta: event("text_delta"),
  text_end: event("text_end"),
  thinking_start: event("thinking_start"),
  thinking_delta: event("thinking_delta"),
  thinking_end: event("thinking_end"),
  toolcall_start: event("toolcall_start"),
  toolcall_delta: event("toolcall_delta"),
  toolcall_delta_whole: streamClaims.toolcall_delta_whole!,
  toolcall_end: parsedWhole,
  toolcall_end_object: streamClaims.toolcall_end_object!,
  toolcall_end_malformed: streamClaims.toolcall_end_malformed!,
  done: event("done"),
  error: streamClaims.error!,
  "error-aborted": streamClaims["error-aborted"]!,
  "toolcall_start.capped": capped("toolcall"),
  "text_start.capped": capped("text"),
  "thinking_start.capped": capped("thinking"),
};

const prefixed = (prefix: string, claims: Record<string, Claim>) =>
  Object.fromEntries(Object.entries(claims).map(([k, v]) => [`${prefix}${k}`, v]));

/** The gate's sentences: the stop reason read and the calls found. */
const gateClaims: Record<string, Claim> = {
  "gate.run": all(stopIs("toolUse"), (c) => check((fact(c) as { calls: number }).calls > 0, "no calls")),
  "gate.run-despite-stop": all(
    (c) => check(firstReply(c.trace)?.stopReason !== "toolUse", "stop reason is toolUse"),
    (c) => check(callsOf(firstReply(c.trace)).length > 0, "no calls"),
  ),
  "gate.run-rewritten": all(
    stopIs("toolUse"),
    (c) => check(REWRITING_APIS.includes(c.trace.provider.api), "this adapter does not rewrite stop"),
    (c) => check(firstReply(c.trace)?.rawStopReason === c.params.raw, "not the wire's own finish reason"),
  ),
  // §7: every call is complete and pi-ai's own validator accepts it — yet none ran, only because of "length".
  "gate.refuse-truncated-valid": all(
    stopIs("length"),
    (c) => check(completeAndValid(c.trace, firstReply(c.trace)), "a call is cut or invalid"),
    (c) =>
      check(
        callsOf(firstReply(c.trace)).every(
          (call) => !ran(c.trace, call.id) && resultFor(c.trace, call.id)?.isError === true,
        ),
        "a call ran or got no error result",
      ),
  ),
  "gate.refuse-truncated": all(stopIs("length"), (c) =>
    check(
      callsOf(firstReply(c.trace)).every(
        (call) => !ran(c.trace, call.id) && resultFor(c.trace, call.id)?.isError === true,
      ),
      "a call ran or got no error result",
    ),
  ),
  "gate.stopped": all(stopIs("error"), noResults, nothingRan),
  "gate.stopped-aborted": all(stopIs("aborted"), noResults, nothingRan),
  "gate.no-calls": (c) => check(callsOf(firstReply(c.trace)).length === 0, "the reply has calls"),
  "gate.no-calls-truncated": all(
    stopIs("length"),
    (c) => check(callsOf(firstReply(c.trace)).length === 0, "the reply has calls"),
    nothingRan,
  ),
};

const validationView = (c: ClaimContext) => c.frames[c.at]!.validation;
/** The round's per-call sentences: validation (§9) and execution (§10, §15). */
const callClaims: Record<string, Claim> = {
  "validation.valid": all(
    (c) => check(validationView(c)?.status === "valid" && !validationView(c)?.changed?.length, "not valid unchanged"),
    calledAndRan,
  ),
  "validation.converted": all(
    (c) =>
      check(
        validationView(c)?.status === "valid" && (validationView(c)?.changed?.length ?? 0) > 0,
        "nothing converted",
      ),
    calledAndRan,
  ),
  // §9: the model sent a string; pi-ai's copy holds a number or boolean, and the call ran with exactly that value.
  "validation.converted-value": all(convertedValue, calledAndRan),
  "execution.ran-limited": all(calledAndRan, ranWithLimit, (c) =>
    check(typeof c.params.filter === "string" && c.params.filter !== "", "no filter"),
  ),
  "execution.ran-limited-unfiltered": all(calledAndRan, ranWithLimit, (c) =>
    check(
      !Object.hasOwn((c.trace.executions.find((e) => e.toolCallId === idOf(c))?.args ?? {}) as object, "extension"),
      "the read had a filter",
    ),
  ),
  "validation.null-dropped": all(
    (c) => check((validationView(c)?.dropped?.length ?? 0) > 0, "nothing dropped"),
    calledAndRan,
  ),
  "validation.invalid": all(
    (c) =>
      check(
        validationView(c)?.format === "schema" && validationView(c)?.checked === undefined,
        "not a plain schema refusal",
      ),
    calledNotRun,
    chapterCatchSent,
    piErrorBesideSent,
  ),
  "validation.invalid-converted": all(
    (c) => check(validationView(c)?.checked !== undefined, "no converted copy failed"),
    calledNotRun,
    chapterCatchSent,
    piErrorBesideSent,
  ),
  "validation.invalid-json": all(
    (c) => check(validationView(c)?.format === "parse", "not a parse refusal"),
    calledNotRun,
    chapterCatchSent,
    piErrorBesideSent,
  ),
  "validation.unknown-tool": all(
    (c) => check(validationView(c)?.status === "unknown-tool", "a known tool"),
    calledNotRun,
  ),
  "validation.description-only": all(
    (c) => check(validationView(c)?.status === "unknown-tool", "a tool with code"),
    calledNotRun,
    offeredTool,
  ),
  "validation.skipped.stopped": all(noValidation, firstStop("error"), (c) =>
    check(callsOf(firstReply(c.trace)).length > 0, "there were no calls to discard"),
  ),
  "validation.skipped.stopped-empty": all(noValidation, firstStop("error"), (c) =>
    check(callsOf(firstReply(c.trace)).length === 0, "there were calls"),
  ),
  "validation.skipped.aborted": all(noValidation, firstStop("aborted"), (c) =>
    check(callsOf(firstReply(c.trace)).length > 0, "there were no calls to discard"),
  ),
  "validation.skipped.aborted-empty": all(noValidation, firstStop("aborted"), (c) =>
    check(callsOf(firstReply(c.trace)).length === 0, "there were calls"),
  ),
  "validation.skipped.no-calls": noValidation,
  "validation.skipped.truncated": all(noValidation, nothingRan),
  "execution.ran": all(calledAndRan, sortedFiles, (c) =>
    check(typeof c.params.filter === "string" && c.params.filter !== "", "no filter"),
  ),
  "execution.ran-unfiltered": all(calledAndRan, sortedFiles, (c) =>
    check(
      !Object.hasOwn((c.trace.executions.find((e) => e.toolCallId === idOf(c))?.args ?? {}) as object, "extension"),
      "the read had a filter",
    ),
  ),
  "execution.swallowed": all(calledAndRan, (c) =>
    check(c.trace.bug?.toolCallIds.includes(idOf(c)) === true, "no swallowed error"),
  ),
  "execution.skipped.unknown-tool": calledNotRun,
  // §3: a call to a tool the model was offered as a description only, which has no code.
  "execution.skipped.description-only": all(calledNotRun, offeredTool),
  "execution.skipped.invalid": calledNotRun,
  "execution.skipped.stopped": all(nothingRan, firstStop("error")),
  "execution.skipped.aborted": all(nothingRan, firstStop("aborted")),
  "execution.skipped.no-calls": nothingRan,
  "execution.skipped.truncated": nothingRan,
  // §11: the result is no error, its details hold data, and no adapter's request sent them to the model.
  "toolResult.ok": (c) => {
    const result = resultFor(c.trace, String(c.params.id));
    const details = JSON.stringify(result?.details ?? null);
    return check(
      result?.isError === false &&
        result.details !== undefined &&
        // The scripted model has no adapter: it is handed the Context as it is.
        c.trace.requests.every((r) => r.api === "scripted" || !JSON.stringify(r.body).includes(details)),
      "the result is an error, has no details, or a request carried them",
    );
  },
  "toolResult.ok-content": (c) => {
    const result = resultFor(c.trace, String(c.params.id));
    return check(result?.isError === false && result.details === undefined, "the result is an error, or has details");
  },
  "toolResult.error": (c) =>
    check(resultFor(c.trace, String(c.params.id))?.isError === true, "the result is not an error"),
  "toolResult.skipped.stopped": noResults,
  "toolResult.skipped.aborted": all(noResults, firstStop("aborted")),
  "toolResult.skipped.no-calls": noResults,
};
for (const code of ["EACCES", "ENOENT", "ABORT_ERR", "OTHER"]) {
  const failedWith: Claim = (c) =>
    check(
      c.frames[c.at]!.execution?.error?.code === code && resultFor(c.trace, idOf(c))?.isError === true,
      `no ${code} error result`,
    );
  callClaims[`execution.failed.${code}`] = all(calledAndRan, failedWith, chapterCatchSent, noHostPathSent);
  callClaims[`loop.execution.failed.${code}`] = all(calledAndRan, failedWith, (c) =>
    check(isLoop(c.trace), "not the loop"),
  );
}
for (const kind of ["ran", "ran-unfiltered", "ran-cut", "threw", "timeout", "returned", "unreadable", "load-timeout"]) {
  // A module not loaded again in time never ran the call; every other outcome is a run.
  const ranOrNot = kind === "load-timeout" ? calledNotRun : calledAndRan;
  callClaims[`execution.learner.${kind}`] = all(ranOrNot, (c) =>
    check(c.trace.learner !== undefined, "no learner's tool played"),
  );
}

/** The round's final stage. */
const finalClaims: Record<string, Claim> = {
  // §13's order, as the request carried it: the question, the reply with its calls, then one result
  // per call, each naming a call of that reply.
  "final.request": (c) => {
    const [question, reply, ...results] = c.frames[c.at]!.messages;
    const called = new Set(
      reply?.role === "assistant" ? reply.content.flatMap((b) => (b.type === "toolCall" ? [b.id] : [])) : [],
    );
    return check(
      c.trace.requests.length >= 2 &&
        c.frames[c.at]!.request !== undefined &&
        question?.role === "user" &&
        results.length === called.size &&
        results.every((r) => r.role === "toolResult" && called.has(r.toolCallId)),
      "the second request did not carry the question, the reply, then one result per call",
    );
  },
  "final.request-sent": (c) =>
    check(
      c.params.order === c.frames[c.at]!.messages.map((m) => m.role).join(" → ") &&
        Number(c.params.messages) === c.frames[c.at]!.messages.length,
      "the order said is not the order the request carried",
    ),
  "final.request-normalized": (c) =>
    check(
      c.trace.target !== undefined && c.trace.target.api !== c.trace.provider.api && rewroteSomeId(c.trace, c.frames),
      "turn two's request carried every stored id unchanged",
    ),
  "final.order-probe": (c) => {
    const probe = c.frames[c.at]!.probe;
    const inserted = JSON.stringify(probe?.request.body ?? "").split("No result provided").length - 1;
    return check(
      probe !== undefined && inserted >= probe.synthetic && probe.synthetic === Number(c.params.synthetic),
      "the inserted results are not in the request",
    );
  },
  "final.answer.files": (c) =>
    check(
      results(c.trace).length > 0 && results(c.trace).every((r) => !r.isError) && c.trace.executions.length > 0,
      "not every result carried files",
    ),
  "final.answer.mixed": (c) =>
    check(results(c.trace).some((r) => r.isError) && results(c.trace).some((r) => !r.isError), "not mixed"),
  "final.answer.errors": (c) =>
    check(results(c.trace).length > 0 && results(c.trace).every((r) => r.isError), "some result carried files"),
  "final.answer.not-executed": all(nothingRan, (c) =>
    check(firstReply(c.trace)?.stopReason === "length", "the reply was not truncated"),
  ),
  "final.answer.bug": (c) => check(c.trace.bug !== undefined, "no bug"),
  "final.truncated": (c) => check(replies(c.trace).at(-1)?.stopReason === "length", "the answer was not cut"),
  "final.without-tools": (c) =>
    check(
      callsOf(firstReply(c.trace)).length === 0 &&
        firstReply(c.trace)?.stopReason !== "length" &&
        c.trace.requests.length === 1 &&
        c.trace.executions.length === 0,
      "not a plain answer returned as it came",
    ),
  "final.without-tools-truncated": (c) =>
    check(
      callsOf(firstReply(c.trace)).length === 0 && firstReply(c.trace)?.stopReason === "length",
      "not a cut answer",
    ),
  "final.stopped": (c) => check(replies(c.trace).at(-1)?.stopReason === "error", "the last reply did not fail"),
  "final.stopped-aborted": (c) =>
    check(replies(c.trace).at(-1)?.stopReason === "aborted", "the last reply was not aborted"),
  "final.limit": (c) =>
    check(
      c.trace.outcome === "one-round-limit" && callsOf(replies(c.trace)[1]).every((call) => !ran(c.trace, call.id)),
      "a second-round call ran",
    ),
  "final.skipped.stopped": all(firstStop("error"), (c) =>
    check(c.trace.requests.length === 1, "a second request went out"),
  ),
  "final.skipped.aborted": all(firstStop("aborted"), (c) =>
    check(c.trace.requests.length === 1, "a second request went out"),
  ),
};

/** The loop's sentences: pi-agent-core's events, each checked against what the loop did. */
const loopStop =
  (stop: string): Claim =>
  (c) =>
    check(c.trace.loop?.stop === stop, `the loop stopped as ${c.trace.loop?.stop}`);
const loopClaims: Record<string, Claim> = {
  "loop.agent-tool": (c) => check(isLoop(c.trace) && c.frames[c.at]!.agentTool !== undefined, "no AgentTool"),
  "loop.agent_start": event("agent_start"),
  "loop.turn_start.first": (c) => check(c.frames[c.at]!.turn === 1, "not turn 1"),
  "loop.turn_start": (c) => check((c.frames[c.at]!.turn ?? 0) > 1, "turn 1 is not asked 'again'"),
  "loop.message.system": event("message_end"),
  "loop.message.user": event("message_end"),
  "loop.request": (c) => check(c.frames[c.at]!.request !== undefined, "no request"),
  "loop.request-cancelled": loopStop("cancelled"),
  // "Each call it takes up is checked before execute may run": every call that ran was validated first.
  "loop.gate.run": (c) => {
    const turn = c.trace.loop?.turns.find((t) => t.turn === c.frames[c.at]!.turn);
    const checkedAt = (id: string) =>
      c.frames.findIndex((f) => f.fact.kind === "validation" && f.fact.toolCallId === id);
    const ranAt = (id: string) => c.frames.findIndex((f) => f.fact.kind === "execution" && f.fact.toolCallId === id);
    return check(
      (turn?.calls ?? []).every(
        (call) => ranAt(call.id) < 0 || (checkedAt(call.id) >= 0 && checkedAt(call.id) < ranAt(call.id)),
      ),
      "a call ran before it was checked",
    );
  },
  "loop.gate.refuse-truncated": (c) =>
    check(
      c.trace.loop?.turns.find((t) => t.turn === c.frames[c.at]!.turn)?.calls.every((call) => !ran(c.trace, call.id)) ??
        false,
      "a truncated call ran",
    ),
  "loop.gate.refuse-truncated-valid": (c) => {
    const reply = replies(c.trace)[(c.frames[c.at]!.turn ?? 1) - 1];
    return check(
      reply?.stopReason === "length" &&
        completeAndValid(c.trace, reply) &&
        callsOf(reply).every((call) => !ran(c.trace, call.id)),
      "not a cut reply of complete, valid calls that did not run",
    );
  },
  "loop.gate.run-rewritten": (c) => {
    const reply = replies(c.trace)[(c.frames[c.at]!.turn ?? 1) - 1];
    return (
      check(
        reply?.stopReason === "toolUse" && REWRITING_APIS.includes(reply.api) && reply.rawStopReason === c.params.raw,
        "not a plain stop on the wire that pi-ai rewrote",
      ) ?? loopClaims["loop.gate.run"]!(c)
    );
  },
  "loop.gate.stopped": (c) =>
    check(["error", "aborted", "cancelled"].includes(c.trace.loop?.stop ?? ""), "the loop went on"),
  "loop.gate.no-calls": (c) => check((fact(c) as { calls: number }).calls === 0, "the reply has calls"),
  "loop.tool_execution_start": (c) =>
    check(
      c.frames.some(
        (f, i) =>
          i > c.at &&
          (f.fact.kind === "validation" || f.fact.kind === "loop-call-end") &&
          f.fact.toolCallId === idOf(c),
      ),
      "the call was never prepared",
    ),
  "loop.tool_execution_start.truncated": all(noValidationFor, (c) => check(!ran(c.trace, idOf(c)), "the call ran")),
  // `not-loaded`: the AgentTool's execute ran, but the learner's module was not loaded again in time.
  "loop.validation.passed": (c) =>
    check(
      ran(c.trace, idOf(c)) ||
        c.frames.some(
          (f) =>
            f.fact.kind === "loop-call-end" &&
            f.fact.toolCallId === idOf(c) &&
            (f.fact.how === "aborted" || f.fact.how === "not-loaded"),
        ),
      "a validated call neither ran nor was aborted",
    ),
  "loop.validation.passed-converted": all(convertedValue, calledAndRan),
  "loop.validation.refused-schema": all(calledNotRun, (c) =>
    check(/^Validation failed for tool/.test(validationView(c)?.message ?? ""), "not pi-ai's schema error"),
  ),
  "loop.validation.refused-parse": all(calledNotRun, (c) =>
    check(/^Invalid arguments for tool/.test(validationView(c)?.message ?? ""), "not pi-ai's parse error"),
  ),
  "loop.validation.unknown-tool": all(calledNotRun, (c) =>
    check(/not found/.test(validationView(c)?.message ?? ""), "not pi-agent-core's not-found text"),
  ),
  "loop.tool_execution_end.returned": all(calledAndRan, (c) =>
    check(resultFor(c.trace, idOf(c))?.isError === false, "an error result"),
  ),
  "loop.tool_execution_end.threw": all(calledAndRan, (c) =>
    check(resultFor(c.trace, idOf(c))?.isError === true, "not an error result"),
  ),
  "loop.tool_execution_end.refused": calledNotRun,
  "loop.validation.passed-description-only": all(calledNotRun, offeredTool, (c) =>
    check(
      c.frames.some(
        (f, i) =>
          i > c.at && f.fact.kind === "execution" && f.fact.toolCallId === idOf(c) && f.fact.outcome === "refused",
      ),
      "execute did not refuse it",
    ),
  ),
  "loop.execution.description-only": all(calledNotRun, offeredTool),
  "loop.tool_execution_end.description-only": all(calledNotRun, offeredTool),
  "loop.tool_execution_end.truncated": calledNotRun,
  "loop.tool_execution_end.aborted": calledNotRun,
  // The learner's module was not loaded again in time: the AgentTool threw before the learner's code ran.
  "loop.tool_execution_end.not-loaded": all(calledNotRun, (c) =>
    check(c.trace.learner !== undefined, "no learner's tool played"),
  ),
  // "N tool results in this turn": the results committed since this turn began, not the Context's.
  "loop.turn_end": (c) => {
    const turn = c.frames[c.at]!.turn;
    const began = c.frames.findIndex((f) => f.event === "turn_start" && f.turn === turn);
    const shown = c.frames.slice(began, c.at).filter((f) => f.fact.kind === "result").length;
    const recorded = c.trace.loop?.turns.find((t) => t.turn === turn)?.results.length;
    return check(
      began >= 0 && shown === Number(c.params.results) && recorded === shown,
      `says ${c.params.results} results in turn ${turn}; its frames show ${shown}, the loop recorded ${recorded}`,
    );
  },
  "loop.end.answered": loopStop("answered"),
  "loop.end.turn-limit": loopStop("turn-limit"),
  "loop.end.error": loopStop("error"),
  "loop.end.aborted": loopStop("aborted"),
  "loop.end.cancelled": loopStop("cancelled"),
  "loop.comparison": (c) => check(c.trace.loop !== undefined, "no comparison"),
};

function noValidationFor(c: ClaimContext): string | undefined {
  return check(
    !c.frames.some((f) => f.fact.kind === "validation" && f.fact.toolCallId === idOf(c)),
    "the call was validated",
  );
}

/**
 * A recording's frame: a capture replayed as turn one, of the API it names (the adapter that took
 * the first request), its question from where it says, and its tools (or the chapter's) in the request.
 */
const recordingSaid =
  (question: "request" | "chapter", ownTools: boolean): Claim =>
  (c) => {
    const r = c.trace.recording;
    if (!r) return "no recording played";
    const body = JSON.stringify(c.trace.requests[0]?.body ?? "");
    const asked = c.trace.messages.find((m) => m.role === "user");
    const names = ownTools ? String(c.params.names).split(/, |、/) : ["list_download_files"];
    return (
      check(
        c.trace.requests[0]?.api === r.api && c.params.api === r.api,
        `the first request went to ${c.trace.requests[0]?.api}, not ${r.api}`,
      ) ??
      check(
        r.question === question &&
          (question === "chapter") ===
            (asked?.content === "Which PDFs are in my Downloads folder?" ||
              asked?.content === "我的下载目录里有哪些 PDF？"),
        `the question is not the ${question}'s`,
      ) ??
      check(
        ownTools === r.tools.length > 0 && names.every((name) => body.includes(`"${name}"`)),
        "the tools said are not in the first request",
      )
    );
  };

/** Definition and request frames. */
/** The frame shows the first request, and it went out. */
const firstRequest: Claim = (c) =>
  check(c.frames[c.at]!.request !== undefined && c.trace.requests.length >= 1, "no request");
/** Every tool the words name as offered is in the request body. */
const offeredSent: Claim = (c) =>
  check(
    String(c.params.names)
      .split(/, |、/)
      .every((name) => JSON.stringify(c.frames[c.at]!.request?.body ?? "").includes(`"${name}"`)),
    "an offered tool is not in the request",
  );
/** The scripted model sees pi-agent-core's context as it is: a message in it adds the tools the words count. */
const toolsAddedMessage: Claim = (c) => {
  const request = c.frames[c.at]!.request;
  if (request?.api !== "scripted") return undefined;
  const messages = ((request.body as { messages?: { toolsAdded?: unknown[] }[] }).messages ?? []).filter((m) =>
    Array.isArray(m.toolsAdded),
  );
  return check(
    messages.length === 1 && messages[0]!.toolsAdded!.length === Number(c.params.tools),
    "no one message adds the tools the words count",
  );
};
/** The trace was played by this engine (the round's first request is the chapter's completeSimple, §4). */
const engineIs =
  (engine: "round" | "loop"): Claim =>
  (c) =>
    check(c.trace.engine === engine, `not the ${engine}`);
const setupClaims: Record<string, Claim> = {
  "definition.tool": (c) => check(c.trace.learner === undefined, "a learner's tool played"),
  "definition.learner": (c) => check(c.trace.learner !== undefined, "no learner's tool played"),
  "definition.schema": (c) => check(c.frames[c.at]!.definition?.focus === "schema", "not the schema"),
  "definition.schema-limit": (c) =>
    check(
      c.frames[c.at]!.definition?.focus === "schema" &&
        c.trace.toolVariant === "limit" &&
        (c.frames[c.at]!.definition?.jsonSchema as { properties?: { limit?: { type?: string } } } | undefined)
          ?.properties?.limit?.type === "integer",
      "not the limit variant's schema",
    ),
  "definition.description": (c) => check(c.frames[c.at]!.definition?.focus === "description", "not the words"),
  ...STRICT_CLAIMS,
  "request.context": all(firstRequest, engineIs("round")),
  "request.context-offered": all(offeredSent, engineIs("round")),
  "loop.request.first": all(firstRequest, engineIs("loop"), toolsAddedMessage),
  "loop.request.first-offered": all(offeredSent, engineIs("loop")),
  // A replayed capture (issue 22, item 6): its API, and where the question and the tools came from.
  "request.recording.question-tools": recordingSaid("request", true),
  "request.recording.tools": recordingSaid("chapter", true),
  "request.recording.question-chapter-tool": recordingSaid("request", false),
  "request.recording.chapter-tool": recordingSaid("chapter", false),
  "recap.responsibilities": (c) => check(c.frames[c.at]!.recap?.kind === "responsibilities", "no recap"),
  "recap.takeaways": (c) => check(c.frames[c.at]!.recap?.kind === "takeaways", "no recap"),
};

/** The Round lab's own sentences: the learner's round got a reply; how the round ended. */
const roundEnded =
  (how: string): Claim =>
  (c) =>
    check(c.trace.learnerRound?.end === how && c.at === c.frames.length - 1, `the round did not end as ${how} here`);
const roundClaims: Record<string, Claim> = {
  "round.reply": (c) => {
    const reply = c.trace.frames.length
      ? c.frames
          .slice(0, c.at)
          .reverse()
          .find((f) => f.event === "done" || f.event === "error")
      : undefined;
    return check(
      c.trace.learnerRound !== undefined &&
        reply?.stream?.reason === c.params.reason &&
        callsOf(reply?.partial).length === Number(c.params.calls),
      "not the reply that just ended",
    );
  },
  "round.end.returned": (c) =>
    check(
      roundEnded("returned")(c) === undefined && c.trace.requests.length === Number(c.params.asks),
      "not a returned round with that many requests",
    ),
  "round.validation.passed": (c) => check(c.frames[c.at]!.validation?.status === "valid", "pi-ai did not accept it"),
  "round.validation.refused": (c) => check(c.frames[c.at]!.validation?.status === "invalid", "pi-ai did not refuse it"),
  "round.validation.unknown-tool": (c) => check(c.frames[c.at]!.validation?.status === "unknown-tool", "a known tool"),
  "round.execution.ran": (c) =>
    check(
      c.frames[c.at]!.execution?.status === "ran" &&
        c.frames[c.at]!.execution?.filter === c.params.filter &&
        c.frames[c.at]!.execution?.returned?.length === Number(c.params.count),
      "not that read",
    ),
  "round.execution.ran-unfiltered": (c) =>
    check(
      c.frames[c.at]!.execution?.status === "ran" &&
        c.frames[c.at]!.execution?.filter === null &&
        c.frames[c.at]!.execution?.returned?.length === Number(c.params.count),
      "not an unfiltered read",
    ),
  "round.execution.failed": (c) =>
    check(
      c.frames[c.at]!.execution?.status === "failed" &&
        c.frames[c.at]!.execution?.error?.code === c.params.code &&
        c.trace.executions.length > 0,
      "not that failure",
    ),
  "round.end.threw": roundEnded("threw"),
  "round.end.timeout": roundEnded("timeout"),
  "round.end.wrong-shape": roundEnded("wrong-shape"),
  "round.end.too-many-asks": (c) =>
    check(
      roundEnded("too-many-asks")(c) === undefined && c.trace.requests.length === Number(c.params.max),
      "not stopped at the limit",
    ),
  "round.end.too-many-executes": (c) =>
    check(
      roundEnded("too-many-executes")(c) === undefined && c.trace.executions.length === Number(c.params.max),
      "not stopped at the limit",
    ),
  "round.end.unreadable": roundEnded("unreadable"),
};

/** Every narration sentence's claim, by its catalog key. */
export const NARRATION_CLAIMS: Record<string, Claim> = {
  ...prefixed("stream.", streamClaims),
  ...prefixed("final.stream.", briefClaims),
  ...gateClaims,
  ...callClaims,
  ...finalClaims,
  ...loopClaims,
  ...setupClaims,
  ...roundClaims,
  ...ID_CLAIMS,
};

export { RECAP_CLAIMS, DIFFERENCE_CLAIMS } from "./claims-recap";
export type { RecapLine };

/** Where a lens sentence is said: the 1.4.0 trace (with `lens`), its frames, and the difference it names (none for `lens.same` and the summary). */
export interface LensClaimContext {
  trace: Trace;
  frames: Frame[];
  at: number;
  difference?: import("../../src/engine/trace/differences").LensDifference;
}

/** A lens claim: undefined when the sentence is true here, else what is wrong. */
export type LensClaim = (c: LensClaimContext) => string | undefined;

const differs = (c: LensClaimContext) =>
  check(
    c.difference !== undefined && JSON.stringify(c.difference.before) !== JSON.stringify(c.difference.after),
    "the two sides are equal",
  );
const bothLens =
  (...claims: LensClaim[]): LensClaim =>
  (c) =>
    claims.map((claim) => claim(c)).find((p) => p !== undefined);
const onFrame =
  (test: (f: Frame) => boolean, what: string): LensClaim =>
  (c) =>
    check(test(c.frames[c.at]!), `frame ${c.at + 1} is not ${what}`);
const verdict =
  (before: string, after: string): LensClaim =>
  (c) => {
    const d = c.difference as { before: { status?: string }; after: { status?: string } } | undefined;
    return check(d?.before.status === before && d.after.status === after, `verdict is not ${before} -> ${after}`);
  };

const isRawText = (f: string) => (RAW_TEXT_FIELDS as readonly string[]).includes(f);
const isIndex = (f: string) => (INDEX_FIELDS as readonly string[]).includes(f);

/** A claim on the fields 1.6.0's partial block no longer carries (at least one, or it is untrue). */
function goneFields(test: (d: LensDifference, gone: string[], c: LensClaimContext) => string | undefined): LensClaim {
  return (c) => {
    const d = c.difference;
    if (!d) return "no difference";
    const gone = (d.before as string[]).filter((f) => !(d.after as string[]).includes(f));
    return gone.length === 0 ? "1.6.0 keeps every field" : test(d, gone, c);
  };
}

/** The release the measured table gives for the claim's difference; undefined when the lens names another or none. */
function measuredRelease(c: LensClaimContext): string | undefined {
  const d = c.difference;
  const row = d ? RELEASE_TABLE[releaseKey(d, c.trace.provider.api)] : undefined;
  return d && d.changedIn === (row ?? "after-1.4.0") ? row : "named differently";
}

/** Claims for the version lens's sentences (src/i18n/lens.ts): each against the 1.4.0 frame and the named difference. */
export const LENS_CLAIMS: Record<string, LensClaim> = {
  "lens.same": (c) =>
    check(!(c.trace.lens?.differences ?? []).some((d) => d.frame === c.at), `frame ${c.at + 1} has a named difference`),
  "lens.preview.not-object": bothLens(differs, (c) =>
    check(notObjectPreview(c.difference!), "1.4.0's preview is an object, or 1.6.0's is not {}"),
  ),
  "lens.preview": bothLens(
    differs,
    (c) => check(!notObjectPreview(c.difference!), "1.6.0 shows {} for a value that is not an object"),
    onFrame((f) => f.event === "toolcall_delta" || f.event === "toolcall_end", "a delta or end"),
    (c) =>
      check(
        JSON.stringify(
          c.frames[c.at]!.stream?.[c.frames[c.at]!.event === "toolcall_end" ? "previewBefore" : "preview"],
        ) === JSON.stringify(c.difference!.before),
        "1.4.0's side is not the frame's preview",
      ),
  ),
  "lens.partial-fields.text": goneFields((d, gone) =>
    check(d.toolCallId !== undefined && gone.every(isRawText), "not a call's raw text alone"),
  ),
  "lens.partial-fields.index": goneFields((d, gone) =>
    check(d.toolCallId !== undefined && gone.every(isIndex), "not a call's stream index alone"),
  ),
  "lens.partial-fields.both": goneFields((d, gone) =>
    check(
      d.toolCallId !== undefined &&
        gone.some(isRawText) &&
        gone.some(isIndex) &&
        gone.every((f) => isRawText(f) || isIndex(f)),
      "not both a call's raw text and its stream index",
    ),
  ),
  "lens.partial-fields.block": goneFields((d, gone, c) => {
    const n = /^partial\.content\.(\d+)$/.exec(d.path ?? "")?.[1];
    const block = n === undefined ? undefined : c.frames[c.at]?.partial?.content[Number(n)];
    return check(
      d.toolCallId === undefined && !!block && block.type !== "toolCall" && gone.every(isIndex),
      "not a block that is no call, or not its stream index",
    );
  }),
  "lens.verdict.accepts": bothLens(
    verdict("invalid", "valid"),
    onFrame((f) => f.validation?.status === "invalid", "a refusal in 1.4.0"),
  ),
  "lens.verdict.refuses": bothLens(
    verdict("valid", "invalid"),
    onFrame((f) => f.validation?.status === "valid", "an acceptance in 1.4.0"),
  ),
  "lens.verdict.careless": bothLens(
    differs,
    onFrame((f) => f.gate?.careless !== undefined, "a gate with careless views"),
  ),
  "lens.converted": bothLens(
    differs,
    onFrame((f) => f.validation?.status === "valid", "an acceptance"),
  ),
  "lens.error-text": bothLens(differs, (c) =>
    check(
      c.frames[c.at]!.validation?.status === "invalid" && c.frames[c.at]!.validation?.message === c.difference!.before,
      "not a refusal with 1.4.0's text",
    ),
  ),
  // §12: pi-ai's words differ, but the round sent the model the same fixed text in both versions.
  "lens.error-text.same-model-text": bothLens(differs, (c) => {
    const v = c.frames[c.at]!.validation;
    const id = c.difference!.toolCallId;
    const sent = resultText(c.trace, id ?? "");
    return check(
      v?.status === "invalid" &&
        v.message === c.difference!.before &&
        v.modelText === sent &&
        !c.trace.lens?.differences.some((d) => d.kind === "model-text" && d.toolCallId === id),
      "not a refusal whose model text is the same in both versions",
    );
  }),
  "lens.model-text": bothLens(
    differs,
    onFrame(
      (f) => f.validation?.modelText !== undefined || f.toolResult !== undefined,
      "a frame with what the model receives",
    ),
  ),
  "lens.request-tools": bothLens(
    differs,
    onFrame(
      (f) => f.request !== undefined || f.probe !== undefined || f.definition?.providerTools !== undefined,
      "a request, or §5's tools as each API received them",
    ),
  ),
  // §5: each keyword 1.4.0's adapter left out (the frame's own fact) is in what 1.6.0's sent.
  "lens.request-tools.seen": bothLens(differs, (c) => {
    const d = c.difference!;
    const f = c.frames[c.at]!;
    const dropped = (f.fact.kind === "definition" ? f.fact.seen : undefined)?.find((s) => s.api === d.api)?.dropped;
    const sent = JSON.stringify(d.after);
    return check(
      !!d.nowSeen?.length && d.nowSeen.every((k) => dropped?.includes(k) && sent.includes(`"${k}"`)),
      "a keyword 1.4.0 did not leave out, or 1.6.0 does not send",
    );
  }),
  "lens.request-history": onFrame((f) => f.request !== undefined || f.probe !== undefined, "a request"),
  "lens.usage-fields": (c) => check(c.difference?.after !== c.difference?.before, "the usage field is the same"),
  "lens.loop-results": bothLens(differs, (c) => check(c.trace.engine === "loop", "not the loop")),
  "lens.unnamed": () => "a difference the lens cannot name",
  "lens.summary": (c) =>
    check(
      (c.trace.lens?.differences.length ?? 0) > 0 && c.at === c.frames.length - 1,
      "no differences, or not the last frame",
    ),
  "lens.summary.none": (c) =>
    check(
      c.trace.lens?.differences.length === 0 && c.at === c.frames.length - 1,
      "there are differences, or not the last frame",
    ),
  // The release tags: each only where the measured table (src/lens/releases.json) gives that release.
  "lens.since.1.5.0": (c) => check(measuredRelease(c) === "1.5.0", "the table does not give 1.5.0"),
  "lens.since.1.5.2": (c) => check(measuredRelease(c) === "1.5.2", "the table does not give 1.5.2"),
  "lens.since.1.6.0": (c) => check(measuredRelease(c) === "1.6.0", "the table does not give 1.6.0"),
  "lens.since.after-1.4.0": (c) => check(measuredRelease(c) === undefined, "the table gives a release"),
};
