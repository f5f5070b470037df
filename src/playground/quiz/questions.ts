/**
 * The chapter's self-test (§19) as data, and two questions on what changed after the chapter's
 * pi-ai 1.4.0 (the version lens). Their text lives in `quiz/words.ts`; each has the evidence
 * that proves its answer — a scenario, provider, faults, engine and lens to play, the frame to
 * open, and a predicate over the engine's trace that must hold for the answer to be true. A unit
 * test plays every question's evidence and checks it. Which numbers there are is
 * `QUESTION_NUMBERS` (`./question-numbers.ts`, a module of its own: the address, the start card and
 * the room's channel need only the count, not the questions), nowhere else.
 */
import type { ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import type { EngineChoice, Frame, Narration, Trace } from "../../engine/trace/frames";
import type { ProviderChoice } from "../../engine/providers/choices";
import { HISTORY_TARGET } from "../../fake-provider/apis";
import type { FrameLocator } from "../player/locate";
import type { LensChoice } from "../../lens/choice";
import { QUESTION_NUMBERS, type QuestionNumber } from "./question-numbers";

export { locateFrame, type FrameLocator } from "../player/locate";

/** What to play, and which frame shows the answer. */
export interface Evidence {
  scenario: string;
  provider?: ProviderChoice;
  faults?: string[];
  engine?: EngineChoice;
  /** Played through the version lens too (the deep link's `lens=1.6`): `trace.lens` holds the differences. */
  lens?: LensChoice;
  frame: FrameLocator;
  /** True when the trace really shows what the answer claims. */
  holds(trace: Trace, frames: Frame[]): boolean;
}

/**
 * A prediction's frame card: the frame it shows, from before the answer is seen, and whether the
 * frame's narration comes with it. A narration that may state the answer the person is asked to
 * predict is left off (a delta's "a preview is not a request"); which ones may is reviewed by hand
 * in `tests/unit/quiz.test.ts`.
 */
export interface PredictionCard {
  frame: FrameLocator;
  narrated: boolean;
}

/** The narration a prediction's card shows with its frame: the frame's own, when the question allows it. */
export function cardNarration(card: PredictionCard, narration: Narration): Narration | undefined {
  return card.narrated ? narration : undefined;
}

/** One question: options by id, which are correct, whether several may be, and its evidence. */
export interface Question {
  /** 1 to `QUESTION_COUNT`: §19's twelve in order, then the lens's. */
  n: QuestionNumber;
  section: number;
  multi: boolean;
  /** A prediction shows a real frame first and asks what comes next. */
  prediction?: PredictionCard;
  options: string[];
  correct: string[];
  evidence: Evidence;
}

const resultsOf = (t: Trace) => t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const callsOf = (t: Trace) =>
  t.messages.flatMap((m) =>
    m.role === "assistant" ? m.content.filter((b): b is ToolCall => b.type === "toolCall") : [],
  );
const gateIndex = (frames: Frame[]) => frames.findIndex((f) => f.stage === "gate");
const textOf = (content: readonly { type: string; text?: string }[]) => content.map((c) => c.text ?? "").join("");

/**
 * Q13: what validateToolArguments does with a number for the extension, through both versions. Both
 * refuse the copy converted to "123" at the pattern, each in its own words; the chapter's round sends
 * the model its one fixed text in both, so the lens names no difference in what the model reads.
 */
function errorTextDiffers(t: Trace, f: Frame[]): boolean {
  const refused = f.find((x) => x.validation?.status === "invalid")?.validation;
  const sent = resultsOf(t).find((r) => r.toolCallId === refused?.toolCallId);
  const diff = (kind: string) =>
    t.lens?.differences.find((d) => d.kind === kind && d.toolCallId === refused?.toolCallId);
  const words = diff("error-text");
  return (
    !!refused &&
    !!sent?.isError &&
    JSON.stringify(refused.checked) === '{"extension":"123"}' &&
    !!words &&
    String(words.before).includes("must match pattern") &&
    String(words.after).includes("expected to match") &&
    textOf(sent.content) === refused.modelText &&
    diff("model-text") === undefined
  );
}

/**
 * Q14: why 1.4.0 streams long arguments slowly. At every piece its partial call carries the whole
 * text so far (`partialJson`), which `parseStreamingJson` reads again from the start. 1.6.0 keeps
 * the text too, in its ToolCallArgumentsStream rather than on the block, and its parser keeps its
 * place.
 */
function reparsesWholeText(t: Trace, f: Frame[]): boolean {
  const deltas = f.filter((x) => x.event === "toolcall_delta" && x.stream);
  const whole = deltas.map((x) => {
    const block = x.partial?.content.find((b) => b.type === "toolCall" && b.id === x.stream!.toolCallId) as
      { partialJson?: string } | undefined;
    return block?.partialJson === x.stream!.rawText ? x.stream!.rawText : undefined;
  });
  const growing = whole.every(
    (text, i) =>
      text !== undefined &&
      (i === 0 ||
        deltas[i]!.stream!.toolCallId !== deltas[i - 1]!.stream!.toolCallId ||
        text.startsWith(whole[i - 1]!)),
  );
  const gone = t.lens?.differences.some(
    (d) =>
      d.kind === "partial-fields" &&
      (d.before as string[]).includes("partialJson") &&
      !(d.after as string[]).includes("partialJson"),
  );
  const parted = t.lens?.differences.some((d) => d.kind === "preview");
  return deltas.length >= 3 && growing && !!gone && !!parted;
}

/** Each question but its number, by number: the compiler holds the record to `QUESTION_NUMBERS`. */
const BY_NUMBER: Record<QuestionNumber, Omit<Question, "n">> = {
  1: {
    section: 1,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["a"],
    evidence: {
      scenario: "happy-path",
      frame: { fact: { kind: "definition", focus: "tool" } },
      // The tool definition carries no code, and the request the model got has none either.
      holds: (t, f) =>
        f[0]?.definition !== undefined &&
        !JSON.stringify(t.requests[0]?.body ?? {}).includes("execute") &&
        t.executions.length === 1,
    },
  },
  2: {
    section: 2,
    multi: true,
    options: ["a", "b", "c", "d", "e"],
    correct: ["a", "b", "c"],
    // Opens frame 2, which shows all three jobs of the one schema; the scenario refuses "pdf" later.
    evidence: {
      scenario: "missing-dot",
      frame: { fact: { kind: "definition", focus: "schema" } },
      // The same schema: sent as JSON Schema, shown as a TS type, and enforced (".pdf" without a dot is refused).
      holds: (_t, f) => {
        const d = f.find((x) => x.definition?.focus === "schema")?.definition;
        return (
          !!d &&
          JSON.stringify(d.jsonSchema).includes("pattern") &&
          d.derivedType.includes("extension?: string") &&
          f.some((x) => x.validation?.status === "invalid")
        );
      },
    },
  },
  3: {
    section: 7,
    multi: false,
    // The delta's own narration ends "a preview is not a request": the answer. The card leaves it off.
    prediction: { frame: { event: "toolcall_delta", last: true }, narrated: false },
    options: ["a", "b", "c", "d"],
    correct: ["c"],
    evidence: {
      scenario: "truncated",
      frame: { event: "toolcall_delta", last: true },
      // The preview {"extension": ".p"} looked valid, yet nothing ran before (or after) the gate.
      holds: (t, f) => {
        const last = [...f].reverse().find((x) => x.event === "toolcall_delta");
        return (
          JSON.stringify(last?.stream?.preview) === '{"extension":".p"}' &&
          !f.slice(0, gateIndex(f)).some((x) => x.execution) &&
          t.executions.length === 0
        );
      },
    },
  },
  4: {
    section: 8,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["b"],
    evidence: {
      scenario: "partial-json-steps",
      frame: { fact: { kind: "stream", step: "gave-up" } },
      holds: (_t, f) => f.some((x) => x.stream?.step === "gave-up" && JSON.stringify(x.stream.preview) === "{}"),
    },
  },
  5: {
    section: 9,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["b"],
    evidence: {
      scenario: "bad-arguments",
      frame: { fact: { kind: "validation", convertedBeforeRefusal: true } },
      // The validator's input is unchanged after validation: 123 stays 123; only the copy became "123".
      holds: (t, f) => {
        const v = f.find((x) => x.validation)?.validation;
        const sent = callsOf(t)[0]?.arguments;
        return (
          JSON.stringify(v?.received) === JSON.stringify(sent) &&
          JSON.stringify(sent) === '{"extension":123}' &&
          JSON.stringify(v?.checked) === '{"extension":"123"}'
        );
      },
    },
  },
  6: {
    section: 11,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["a"],
    evidence: {
      scenario: "two-calls",
      frame: { fact: { kind: "result", isError: false }, last: true },
      holds: (t) => {
        const ids = callsOf(t).map((c) => c.id);
        return (
          ids.length === 2 &&
          resultsOf(t)
            .map((r) => r.toolCallId)
            .join() === ids.join()
        );
      },
    },
  },
  7: {
    section: 15,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["b"],
    evidence: {
      scenario: "folder-denied",
      faults: ["swallow-errors"],
      frame: { fact: { kind: "answer", basis: "bug" } },
      // The read failed, the bug reported an empty list, and the model said there are no PDFs.
      holds: (t, f) =>
        t.bug !== undefined &&
        f.some((x) => x.execution?.status === "swallowed") &&
        resultsOf(t).every((r) => !r.isError) &&
        /no PDF/i.test(JSON.stringify(t.messages.at(-1))),
    },
  },
  8: {
    section: 10,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["c"],
    evidence: {
      // The capability stays "list my Downloads": the schema offers no path, the model's arguments
      // carry only an extension, and the one folder read is the host's own.
      scenario: "happy-path",
      frame: { fact: { kind: "execution", outcome: "ran" } },
      holds: (t, f) => {
        const schema = f.find((x) => x.definition)?.definition?.jsonSchema as
          { properties?: Record<string, unknown> } | undefined;
        const audit = f.find((x) => x.execution)?.execution?.audit ?? [];
        return (
          Object.keys(schema?.properties ?? {}).join() === "extension" &&
          t.executions.every((e) => Object.keys(e.args as object).every((k) => k === "extension")) &&
          audit.length > 0 &&
          audit.every((e) => e.path === "/Users/mei/Downloads")
        );
      },
    },
  },
  9: {
    section: 14,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["b"],
    evidence: {
      scenario: "id-normalization",
      provider: HISTORY_TARGET,
      frame: { fact: { kind: "request", normalized: true } },
      // The second API received the rewritten id in both the call and its result; the stored history kept the original.
      holds: (t) => {
        const stored = callsOf(t)[0]?.id ?? "";
        const body = t.requests[1]?.body as
          { messages?: { content?: { type: string; id?: string; tool_use_id?: string }[] }[] } | undefined;
        const blocks = (body?.messages ?? []).flatMap((m) => (Array.isArray(m.content) ? m.content : []));
        const sentCall = blocks.find((b) => b.type === "tool_use")?.id;
        const sentResult = blocks.find((b) => b.type === "tool_result")?.tool_use_id;
        return !!sentCall && sentCall !== stored && sentCall === sentResult && resultsOf(t)[0]?.toolCallId === stored;
      },
    },
  },
  10: {
    section: 17,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["b"],
    evidence: {
      scenario: "second-round",
      frame: { fact: { kind: "limit" } },
      holds: (t, f) =>
        t.outcome === "one-round-limit" &&
        t.executions.length === 1 &&
        (f.find((x) => x.limit)?.limit?.calls.length ?? 0) > 0,
    },
  },
  11: {
    section: 1,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["a"],
    evidence: {
      scenario: "happy-path",
      engine: "loop",
      frame: { fact: { kind: "definition", focus: "agent-tool" } },
      // AgentTool adds label, execute, prepareArguments, executionMode; the provider reads only the Tool's fields.
      holds: (_t, f) => {
        const fields = f.find((x) => x.agentTool)?.agentTool?.fields ?? [];
        return (
          fields.filter((x) => x.readBy === "provider").every((x) => x.from === "Tool") &&
          fields.some((x) => x.name === "execute" && x.from === "AgentTool")
        );
      },
    },
  },
  12: {
    section: 7,
    multi: false,
    // The gate's narration says nothing runs (the answer); the card shows the reply's end before it.
    prediction: { frame: { event: "done" }, narrated: true },
    options: ["a", "b", "c", "d"],
    correct: ["d"],
    evidence: {
      scenario: "happy-path",
      faults: ["truncate"],
      frame: { fact: { kind: "gate", decision: "refuse-truncated" } },
      // Every call ended with toolcall_end and parsed whole, yet the reply stopped at length: nothing ran.
      holds: (t, f) => {
        const end = f.findIndex((x) => x.event === "toolcall_end");
        return (
          end >= 0 &&
          end < gateIndex(f) &&
          f[end]?.stream?.argumentsError === undefined &&
          t.executions.length === 0 &&
          resultsOf(t).every((r) => r.isError)
        );
      },
    },
  },
  13: {
    section: 9,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["b"],
    evidence: {
      scenario: "bad-arguments",
      lens: "1.6",
      frame: { fact: { kind: "validation", outcome: "refused" } },
      holds: errorTextDiffers,
    },
  },
  14: {
    section: 8,
    multi: false,
    options: ["a", "b", "c", "d"],
    correct: ["a"],
    // Opens the first call's start, where the lens names what the readers keep: 1.4.0's partial block
    // carries the whole text so far (partialJson), parsed again at every piece that follows; 1.6.0
    // keeps the text in a ToolCallArgumentsStream and reads each piece once.
    evidence: {
      scenario: "partial-json-steps",
      lens: "1.6",
      frame: { fact: { kind: "stream", event: "toolcall_start" } },
      holds: reparsesWholeText,
    },
  },
};

/** §19's twelve questions in its order, then the two the version lens answers. */
export const QUESTIONS: readonly Question[] = QUESTION_NUMBERS.map((n) => ({ n, ...BY_NUMBER[n] }));
