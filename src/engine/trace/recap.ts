/**
 * The two frames after the last one: this run by responsibility (§16) — what the model decided,
 * what the application checked, ran, trimmed and reported, what pi-ai converted, parsed and
 * normalized — and which of the chapter's points it showed (§18). Every line links to its frame.
 * Both are read from the frames' facts, so every count is a count of what happened.
 */
import { executed, type Fact } from "./facts";
import type { FrameHeader, RecapLine, Trace } from "./frames";
import { joinNames } from "./narrate";

/** A fact and the 0-based index of its frame. */
interface Seen<F extends Fact = Fact> {
  fact: F;
  frame: number;
}

/** The facts of a trace's frames, with where each is; with helpers to find them by kind. */
export function factsOf(frames: readonly Pick<FrameHeader, "fact">[]) {
  const all = frames.map((f, frame) => ({ fact: f.fact, frame }));
  const every = <K extends Fact["kind"]>(kind: K, test: (f: Extract<Fact, { kind: K }>) => boolean = () => true) =>
    all.filter(
      (s): s is Seen<Extract<Fact, { kind: K }>> => s.fact.kind === kind && test(s.fact as Extract<Fact, { kind: K }>),
    );
  const first = <K extends Fact["kind"]>(kind: K, test?: (f: Extract<Fact, { kind: K }>) => boolean) =>
    every(kind, test)[0];
  return { all, every, first };
}

function line(
  lines: RecapLine[],
  actor: RecapLine["actor"],
  key: string,
  seen: { frame: number } | undefined,
  params: RecapLine["params"] = {},
) {
  if (seen !== undefined) lines.push({ ...(actor ? { actor } : {}), key, params, frame: seen.frame });
}

/** The model's part: what it asked for and what it answered. */
function modelLines(lines: RecapLine[], facts: ReturnType<typeof factsOf>, trace: Trace) {
  const gate = facts.first("gate");
  if (gate?.fact.decision === "stopped")
    line(
      lines,
      "model",
      "recap.model.cut-off",
      facts.first("stream", (f) => !f.brief && f.event === "error"),
    );
  else if (gate && gate.fact.calls > 0)
    line(lines, "model", "recap.model.calls", gate, {
      names: joinNames(gate.fact.names, trace.lang === "zh-CN" ? "zh-CN" : "en"),
      count: gate.fact.calls,
    });
  else line(lines, "model", "recap.model.no-calls", gate);
  line(lines, "model", "recap.model.more-calls", facts.first("limit"));
  // An answer written after results were sent (a direct answer is the "no calls" line above).
  line(
    lines,
    "model",
    "recap.model.answer",
    facts.first("answer", (f) => ["files", "mixed", "errors", "not-executed", "bug"].includes(f.basis)),
  );
  line(
    lines,
    "model",
    "recap.model.answer-truncated",
    facts.first("answer", (f) => f.basis === "truncated"),
  );
}

/** pi-ai's part: the request, the previews, the final parse, validation, normalized ids. */
function piLines(lines: RecapLine[], facts: ReturnType<typeof factsOf>, trace: Trace) {
  const api = trace.provider.api;
  // The scripted model has no adapter: pi-ai's part starts with the events, at the reply's start.
  if (api === "scripted")
    line(
      lines,
      "pi-ai",
      "recap.pi.stream",
      facts.first("stream", (f) => !f.brief && f.event === "start"),
      { api },
    );
  else line(lines, "pi-ai", "recap.pi.converted", facts.first("request"), { api });
  // Google's adapter takes each call's arguments whole (functionCall.args): pi-ai parses nothing.
  // Chat Completions' adapter parses only a piece that carries text: its "" pieces make no preview.
  const previews = facts.every(
    "stream",
    (f) => !f.brief && f.event === "toolcall_delta" && !f.objectArguments && !f.emptyDelta,
  );
  line(lines, "pi-ai", "recap.pi.previews", previews[0], { count: previews.length });
  line(
    lines,
    "pi-ai",
    "recap.pi.parsed",
    facts.first("stream", (f) => !f.brief && f.event === "toolcall_end" && !f.objectArguments),
  );
  line(
    lines,
    "pi-ai",
    "recap.pi.whole-args",
    facts.first("stream", (f) => !f.brief && f.event === "toolcall_end" && f.objectArguments),
  );
  // pi-ai clones only calls it really validates: not unknown tools, not text that did not parse.
  const cloned = facts.every("validation", (f) => f.cloned);
  line(lines, "pi-ai", "recap.pi.validated", cloned[0], { count: cloned.length });
  // §9: the schema object is one, so its compiled validator is too; and pi-ai's check for its
  // TypeBox mark decides whether the coercion meant for plain JSON Schema runs as well.
  const marked = cloned.filter((f) => f.fact.schemaMark !== undefined);
  if (marked.length > 1) line(lines, "pi-ai", "recap.pi.validator-cached", marked[1], { count: marked.length });
  const mark = marked[0]?.fact.schemaMark;
  if (mark === "tilde-kind" || mark === "none") line(lines, "pi-ai", `recap.pi.json-coercion.${mark}`, marked[0]);
  const unparsed = facts.every("validation", (f) => f.format === "parse");
  line(lines, "pi-ai", "recap.pi.parse-refused", unparsed[0], { count: unparsed.length });
  const normalized = facts.first("request", (f) => f.normalized);
  line(lines, "pi-ai", "recap.pi.normalized", normalized, { api: normalized?.fact.api ?? "" });
}

/**
 * Who ended a failed reply (§7): not the model. An abort is the application's AbortSignal, fired
 * because the person stopped the request; an error is the provider's stream failing, which pi-ai
 * turns into an `error` event.
 */
function stopLines(lines: RecapLine[], facts: ReturnType<typeof factsOf>) {
  const end = facts.first("stream", (f) => !f.brief && f.event === "error");
  if (facts.first("gate")?.fact.decision !== "stopped" || end === undefined) return;
  if (end.fact.reason === "aborted") line(lines, "app", "recap.app.aborted", end);
  else line(lines, "pi-ai", "recap.pi.stream-failed", end, { reason: end.fact.reason ?? "error" });
}

/** The application's part: the gate, what ran (its code or the learner's), refusals, results. */
function appLines(lines: RecapLine[], facts: ReturnType<typeof factsOf>) {
  const gate = facts.first("gate");
  line(lines, "app", `recap.app.gate.${gate?.fact.decision ?? "run"}`, gate);
  const ran = facts.all.filter((s) => executed(s.fact) && s.fact.runner !== "learner");
  line(lines, "app", "recap.app.ran", ran[0], { count: ran.length });
  const learner = facts.all.filter((s) => executed(s.fact) && s.fact.runner === "learner");
  line(lines, "app", "recap.app.ran-learner", learner[0], { count: learner.length });
  const refused = facts.every("execution", (f) => f.outcome === "refused");
  line(lines, "app", "recap.app.refused", refused[0], { count: refused.length });
  line(
    lines,
    "app",
    "recap.app.bug",
    facts.first("execution", (f) => f.outcome === "swallowed"),
  );
  const errors = facts.every("result", (f) => f.isError);
  line(lines, "app", "recap.app.trimmed", errors[0], { count: errors.length });
  const results = facts.every("result");
  line(lines, "app", "recap.app.reported", results[0], { count: results.length });
}

/** The responsibilities recap (§16), from the facts of `frames`. */
export function responsibilities(frames: readonly Pick<FrameHeader, "fact">[], trace: Trace): RecapLine[] {
  const facts = factsOf(frames);
  const lines: RecapLine[] = [];
  modelLines(lines, facts, trace);
  piLines(lines, facts, trace);
  stopLines(lines, facts);
  appLines(lines, facts);
  return lines;
}

/**
 * The chapter's summary points (§18) this run showed, each at the frame that shows it, in the
 * chapter's order. (The AgentTool point belongs to the loop: its AgentTool frame says it.)
 */
export function takeaways(frames: readonly Pick<FrameHeader, "fact">[]): RecapLine[] {
  const facts = factsOf(frames);
  const lines: RecapLine[] = [];
  const say = (key: string, seen: { frame: number } | undefined) => line(lines, undefined, key, seen);
  say(
    "takeaway.tool-is-description",
    facts.first("definition", (f) => f.focus === "tool"),
  );
  say(
    "takeaway.schema-three-jobs",
    facts.first("definition", (f) => f.focus === "schema"),
  );
  // The four APIs' captures are of the chapter's tool; a recorded provider shows its own conversion.
  say(
    "takeaway.providers-convert",
    facts.first("definition", (f) => f.focus === "providers" && !f.learner) ??
      facts.first("request", (f) => f.api !== "scripted"),
  );
  say(
    "takeaway.description-guides",
    facts.first("definition", (f) => f.focus === "description"),
  );
  say(
    "takeaway.toolcall-untrusted",
    facts.first("gate", (f) => f.calls > 0),
  );
  say(
    "takeaway.preview-only",
    facts.first("stream", (f) => !f.brief && f.event === "toolcall_delta"),
  );
  say("takeaway.validated-before-run", facts.first("validation"));
  say(
    "takeaway.stop-reason",
    facts.first("gate", (f) => f.decision === "refuse-truncated" || f.decision === "stopped"),
  );
  say(
    "takeaway.validate-copy",
    facts.first("validation", (f) => f.cloned),
  );
  say("takeaway.result-ids", facts.first("result"));
  say(
    "takeaway.failures-are-results",
    // A swallowed failure (the app's bug) shows the opposite: the line is not said there.
    facts.first("result", (f) => f.isError),
  );
  say(
    "takeaway.normalized",
    facts.first("request", (f) => f.normalized),
  );
  say(
    "takeaway.fixed-folder",
    facts.first("execution", (f) => executed(f) && f.runner !== "learner"),
  );
  // Only a run whose second reply asked for tools shows what one round cannot do (§17).
  say("takeaway.loop", facts.first("limit"));
  return lines;
}
