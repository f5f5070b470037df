/**
 * What happened at each step of a replay, as typed data (a discriminated union on `kind`).
 *
 * Every frame carries one fact. The narration, the chapter section, the recap, the loop
 * comparison, predict mode, the quiz's evidence and the final view are all read from facts —
 * never from a narration key, which is only the name of a sentence (see `narrate.ts`).
 * A leaf module: the playground reads facts without loading pi-ai.
 */
import type { PreviewStep } from "./preview-step-names";
import type { WireStop } from "../../fake-provider/wire/stop-field";
import type { SchemaSeen } from "./schema-seen";

/** A finish reason as a recorded stream carried it: the fake provider reads it (see its module). */
export type { WireStop } from "../../fake-provider/wire/stop-field";

/** What the application decides after the reply's final event (§6, §7). */
export type GateDecision = "run" | "refuse-truncated" | "stopped" | "no-calls";

import type { EngineKind } from "./engines";

/** Who played the calls: the chapter's hand-made round, or pi-agent-core's agent loop (see `engines.ts`). */
export type { EngineKind } from "./engines";

/** Whose code ran a call: the application's own (round), the learner's module, or the loop's AgentTool. */
export type Runner = "application" | "learner" | "agent-tool" | "round";

/** Who checked a call: the hand-made round, or pi-agent-core's `prepareToolCall`. Both call pi-ai's `validateToolArguments`. */
export type Checker = "application" | "agent-core" | "round";

/** Why a stage had nothing to do. */
export type SkipReason = "stopped" | "truncated" | "no-calls";

/** How an execution ended. `refused` means the code never ran (unknown tool, failed validation). */
export type ExecutionOutcome =
  "ran" | "failed" | "swallowed" | "threw" | "timeout" | "returned-bad" | "unreadable" | "load-timeout" | "refused";

/**
 * How a loop call ended, at `tool_execution_end`. `description-only`: its execute was only the
 * application's refusal (§3). `not-loaded`: the learner's module was not loaded again in time, so its
 * AgentTool threw before the learner's code ran.
 */
export type LoopCallEnd =
  "returned" | "threw" | "refused" | "truncated" | "aborted" | "description-only" | "not-loaded";

/**
 * How a learner's round ended (Round lab): it returned the model's reply, or it threw, ran over its
 * time, returned something else, asked the model too often, or sent what the lab cannot read.
 */
export type RoundEndKind =
  "returned" | "threw" | "timeout" | "wrong-shape" | "too-many-asks" | "too-many-executes" | "unreadable";

/** What the round's final frame says the answer rests on (§12, §15). */
export type AnswerBasis =
  | "files"
  | "mixed"
  | "errors"
  | "not-executed"
  | "bug"
  | "without-tools"
  | "without-tools-truncated"
  | "truncated"
  | "failed";

/** Why the agent loop stopped. */
export type LoopStopKind = "answered" | "turn-limit" | "error" | "aborted" | "cancelled";

/** The facts, one per frame. */
export type Fact =
  /**
   * `variant`: the scenario plays a variant of the chapter's tool (`toolVariant`, §9). On the
   * providers frame (§5): `strict`, the switch's setting; `seen`, per API what its adapter dropped,
   * rewrote or added in the schema the model sees; `honoured`, the APIs whose replay model got the
   * tool otherwise when strict was set (each from the captures, `src/engine/captures/provider-captures.ts`).
   */
  | {
      kind: "definition";
      focus: "tool" | "schema" | "description" | "providers" | "agent-tool";
      name: string;
      learner: boolean;
      variant?: "limit";
      strict?: boolean;
      seen?: SchemaSeen[];
      honoured?: string[];
    }
  /**
   * A request the model receives. `turn` counts requests; `normalized`: another API's adapter rewrote
   * the history's ids (§14); `offered`: tools sent as descriptions only, with no code behind them (§3).
   */
  | {
      kind: "request";
      engine: EngineKind;
      turn: number;
      messages: number;
      tools: number;
      api: string;
      normalized: boolean;
      offered?: string[];
      /** The roles of the messages the request carried, in their order (§13 reports them as sent). */
      roles?: string[];
      /** Whether they were in §13's order: the question, the reply, one result per call (`inChapterOrder`). */
      inOrder?: boolean;
    }
  /**
   * The person's own capture replays as turn one (`src/engine/providers/recording.ts`): its API (detected from
   * its events), how many events, and whether the question and tools came from the recorded request.
   */
  | {
      kind: "recording";
      api: string;
      source: "sse" | "har";
      events: number;
      question: "request" | "chapter";
      tools: string[];
    }
  | IdsFact
  /** The loop's request for a turn the person had already cancelled: no request goes out. */
  | { kind: "request-cancelled"; turn: number }
  /** §13: a what-if request through the turn-two adapter, with a history that breaks the order rules. */
  | { kind: "order-probe"; api: string; synthetic: number; failedSkipped: boolean }
  | StreamFact
  | GateFact
  | {
      kind: "skip";
      stage: "validation" | "execution" | "toolResult" | "final";
      reason: SkipReason;
      hadCalls: boolean;
      /** For `stopped`: the failed reply's stop reason (`error`, or `aborted` when the application stopped it). */
      stopReason?: string;
    }
  | ValidationFact
  /** pi-agent-core's `tool_execution_start`: the loop takes up a call (nothing checked yet). */
  | { kind: "loop-call"; toolCallId: string; toolName: string; truncated: boolean }
  | ExecutionFact
  /** pi-agent-core's `tool_execution_end`: how the call ended, as the loop saw it. */
  | { kind: "loop-call-end"; toolCallId: string; toolName: string; isError: boolean; how: LoopCallEnd }
  | {
      kind: "result";
      toolCallId: string;
      toolName: string;
      isError: boolean;
      content: "files" | "error" | "not-executed";
      /** The message carries `details` (data for the application's own screen, §11). */
      details: boolean;
    }
  | { kind: "answer"; basis: AnswerBasis; reason?: string; calls?: number }
  /** §17: the second reply asked for more tools, which the one-round function does not run. */
  | { kind: "limit"; calls: number; names: string[] }
  | { kind: "loop-start" }
  | { kind: "loop-message"; role: "system" | "user" }
  /** A loop turn's start or end; at the end, `results` counts this turn's tool results (turn_end's `toolResults`), not the Context's. */
  | { kind: "turn"; phase: "start" | "end"; turn: number; results: number }
  | { kind: "loop-end"; stop: LoopStopKind; turns: number; max: number }
  | { kind: "recap"; which: "responsibilities" | "takeaways" }
  /** Round lab: the learner's round got the model's reply; what happens next is its code's decision. */
  | { kind: "round-reply"; turn: number; stopReason: string; calls: number }
  /** Round lab: how the learner's round ended (it returned, or the lab had to stop it), after `asks` requests. */
  | { kind: "round-end"; how: RoundEndKind; asks: number; detail?: string; seconds?: number; max?: number }
  | { kind: "comparison" }
  /** The version lens's last frame: how many differences this run showed, and of which kinds (src/engine/trace/differences.ts). */
  | { kind: "lens-summary"; count: number; kinds: string[] };

/**
 * One tool-call id of a replayed history (§14): as the application stored it, and as the turn-two
 * request carried it after the target's adapter ran pi-ai's `transformMessages`. How it changed is
 * read by comparing the two (`src/engine/round/id-rewrites.ts`), never by normalizing an id here.
 */
export interface IdRewrite {
  /** The id the application stored: the one the source API's adapter gave the call. */
  stored: string;
  /**
   * The id the request carries for the call (OpenAI Responses: `call_id|id`, or `call_id` alone
   * when no item id went out). Absent: the request carries no such call.
   */
  sent?: string;
  /** The id the request's result for that call carries. */
  result?: string;
  /** `sent` is not `stored`. */
  rewritten: boolean;
  /** Characters of `stored` that `sent` holds as `_` in their place (OpenAI Responses' `|`, say). */
  replaced: string[];
  /** How many leading characters of `stored` `sent` keeps (a replaced one counting as kept). */
  kept: number;
  /** What `sent` holds after those: an ending not taken from `stored`. */
  tail: string;
  /** That ending is the start of pi-ai's own `shortHash` of `stored` (Chat Completions keeps ids apart so). */
  tailIsHash?: true;
  /** For an OpenAI Responses id, `call_id|item id`: what `sent` kept of each part. */
  pair?: IdPair;
}

/**
 * What a rewritten `call_id|item id` kept of its two parts, read off `stored` and `sent`: how many
 * leading characters of the call_id, whether the item id is still there, and the ending after `_`
 * that is the start of pi-ai's own `shortHash` of the whole stored id.
 */
export interface IdPair {
  callId: string;
  itemId: string;
  callIdKept: number;
  itemIdKept: boolean;
  hash?: string;
}

/** What turn two's request did to the ids of a history another API's adapter made (§14). */
export interface IdsFact {
  kind: "ids";
  engine: EngineKind;
  /** The API whose adapter produced the history's calls (turn one). */
  source: string;
  /** The API whose adapter sent turn two. */
  target: string;
  /** The same model made the calls: `transformMessages` rewrites only another model's ids. */
  sameModel: boolean;
  /** The model turn two went to: some adapters rewrite ids only for some models (§14). */
  targetModel: string;
  ids: IdRewrite[];
}

/** One pi-ai stream event. `brief`: the round's second reply, told in short. */
export interface StreamFact {
  kind: "stream";
  event: string;
  brief: boolean;
  toolCallId?: string;
  toolName?: string;
  /** At a `toolcall_delta`: which of `parseStreamingJson`'s steps made the preview (§8). */
  step?: PreviewStep;
  /** At a `toolcall_delta`: whether pi-ai's `repairJson` changed the text (only then is a repaired parse tried). */
  repairChanged?: boolean;
  /** The delta was empty text (OpenAI Chat Completions sends "" pieces). */
  emptyDelta?: boolean;
  /** Google's adapter gets arguments as an object: one whole delta, nothing to re-parse (§8). */
  objectArguments: boolean;
  /** At `toolcall_end`: pi-ai's final parse failed and recorded `argumentsError`. */
  argumentsError?: boolean;
  /** At `toolcall_end`: the last preview before the final parse, as JSON text. */
  before?: string;
  /**
   * At `toolcall_end`: the block's own fields the adapter kept while the text streamed and removed
   * now (`partialJson`, `partialArgs`, ...), read from the block itself (§8).
   */
  removed?: string[];
  /** At `toolcall_end`: the call carries a `thoughtSignature` (Google's, §6), which pi-ai sends back with it. */
  signed?: boolean;
  /** At `done`/`error`: the stop reason and how many calls the content holds. */
  reason?: string;
  calls?: number;
  /** At `done`/`error` of a wire replay: the finish reason as the recorded stream itself said it. */
  wire?: WireStop;
  /** At `done`: the API whose pi-ai adapter rewrote the wire's plain stop to `toolUse` (the content holds calls). */
  rewrittenBy?: string;
  /**
   * At a block's `*_start`, when the scenario asked for more pieces than a block streams in
   * (`MAX_PIECES`): the pieces it asked for, and how many its frames stream instead.
   */
  requestedPieces?: number;
  cappedTo?: number;
}

/** The gate: the stop reason read, the calls found in `content`, the decision (§6, §7). */
export interface GateFact {
  kind: "gate";
  engine: EngineKind;
  decision: GateDecision;
  stopReason: string;
  calls: number;
  names: string[];
  /** The API whose stream can only end as a plain stop: its pi-ai adapter rewrote `stop` to `toolUse` because calls are present. */
  rewrittenBy?: string;
  /** For a wire replay: the finish reason as the recorded stream said it (`stopReason` is pi-ai's). */
  wire?: WireStop;
  /**
   * For a reply cut at the length limit (§7): how many of its calls are complete (pi-ai's final
   * parse succeeded) and accepted by pi-ai's `validateToolArguments` on a copy — calls only the
   * stop reason keeps from running.
   */
  completeAndValid?: number;
}

/** A schema's TypeBox mark: the symbol pi-ai 1.4.0 looks for, TypeBox 1.3's `~kind`, or none (plain JSON Schema). */
export type TypeboxMark = "kind-symbol" | "tilde-kind" | "none";

/** One call checked by pi-ai's `validateToolArguments` (or refused before it, as an unknown tool). */
export interface ValidationFact {
  kind: "validation";
  by: Checker;
  toolCallId: string;
  toolName: string;
  outcome: "passed" | "refused" | "unknown-tool";
  /** For a refusal: pi-ai's parse error (the text was not a JSON object) or its schema error. */
  format?: "parse" | "schema";
  /** Top-level keys pi-ai's copy changed. */
  changed: string[];
  /** Optional properties pi-ai deleted because they were null. */
  dropped: string[];
  /**
   * Values pi-ai's copy turned from a string into a number or boolean (TypeBox `Value.Convert`, §9),
   * each as JSON text: the model's value and what the call goes on with.
   */
  conversions?: { key: string; from: string; to: string }[];
  /** A schema refusal of a copy pi-ai had already converted. */
  convertedBeforeRefusal: boolean;
  /** Whether pi-ai cloned the arguments (it does not for unknown tools or unparsable text). */
  cloned: boolean;
  /** For a call pi-ai checked against the schema: how the schema object is marked (`typeboxMark`, §9). */
  schemaMark?: TypeboxMark;
  /** For `unknown-tool`: the model was offered this tool's description, but the application has no code for it (§3). */
  offered?: boolean;
  path?: string;
  reason?: string;
  /**
   * For the chapter's round's refusal (§12): `error` is pi-ai's whole message as the real
   * `validateToolArguments` threw it, which the catch keeps; `sent` is the fixed text the catch
   * sends the model in its place.
   */
  caught?: { error: string; sent: string };
}

/** One call's execution (or its refusal), and whose code ran it (§10, §15). */
export interface ExecutionFact {
  kind: "execution";
  runner: Runner;
  toolCallId: string;
  toolName: string;
  outcome: ExecutionOutcome;
  /** For `refused`: why. */
  refusedBecause?: "unknown-tool" | "invalid";
  /** For `refused`: the tool was offered as a description only; the application has no code for it (§3). */
  offered?: boolean;
  /** The extension filter the code got, or null for none. */
  filter: string | null;
  /** The `limit` variant (§9): the limit the code got, from pi-ai's validated copy. */
  limit?: number;
  count?: number;
  /** For `failed`: the folder's error code. */
  code?: string;
  /** For the learner's `ran`: what it returned was over the sandbox's caps and was cut. */
  cut?: boolean;
  /** For the learner's failures: what it threw or returned, paths removed. */
  message?: string;
  seconds?: number;
}

/** True when the application's (or learner's, or AgentTool's) code really ran for this call. */
export function executed(fact: Fact | undefined): fact is ExecutionFact {
  // `load-timeout`: the learner's module was not loaded again in time, so this call never ran.
  return fact?.kind === "execution" && fact.outcome !== "refused" && fact.outcome !== "load-timeout";
}
