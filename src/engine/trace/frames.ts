import type { AssistantMessage, Message, ToolResultMessage } from "@earendil-works/pi-ai";
import type { AuditEntry, FolderEntry } from "../../fake-fs";
import type { CapturedRequest } from "../../fake-provider/provider";
import type { ToolsCapture } from "../../fake-provider/kit";
import type { EngineKind, Fact, GateDecision, RoundEndKind, WireStop } from "./facts";
import type { Patch } from "./patch";
import type { LensDifference, LensView } from "./differences";
import type { PreviewStep } from "./preview-step-names";
import type { JsonChange } from "./schema-seen";
import type { PiCalls } from "../../fake-provider/pi-calls";

/** One problem reported by pi-ai's validator: the argument path and the reason (read in `round/validate.ts`). */
export interface ArgumentProblem {
  path: string;
  reason: string;
}

/** The eight stages of the round trip, in order. */
export const STAGES = [
  "definition",
  "request",
  "stream",
  "gate",
  "validation",
  "execution",
  "toolResult",
  "final",
] as const;

/** One stage of the round trip. */
export type Stage = (typeof STAGES)[number];

/** Parameters a narration sentence is filled with. */
export type NarrationParams = Record<string, string | number>;

/** What to say about a frame: a catalog key (see `src/i18n`) and its parameters. */
export interface Narration {
  key: string;
  params: NarrationParams;
}

/** What a definition frame points at: the tool itself (§1), its schema (§2), its words (§3), the APIs (§5). */
export type DefinitionFocus = "tool" | "schema" | "description" | "providers" | "agent-tool";

/** The tool definition as the person sees it on the first frames. */
export interface DefinitionData {
  name: string;
  description: string;
  /** The TypeBox schema is JSON Schema; this is it as plain data. */
  jsonSchema: unknown;
  source: string;
  derivedType: string;
  focus?: DefinitionFocus;
  /** §5: the tool as each provider API's adapter really sent it (captured request bodies), with the trace's strict setting. */
  providerTools?: ProviderToolsCapture[];
  /** Strict tools: each API's capture with strict off and on, and where the two differ (`src/engine/captures/provider-captures.ts`). */
  strictTools?: { api: string; off: ProviderToolsCapture; on: ProviderToolsCapture; changes: JsonChange[] }[];
  /** How many models of pi-ai's own catalog each API's adapter sends strict tools for (`src/engine/captures/strict-catalog.json`). */
  strictCatalog?: StrictCatalogEntry[];
  /**
   * §5, Gemini's other path: for the API whose tools are function declarations, the declaration
   * pi-ai's own `convertTools(tools, true)` makes, the schema under the legacy `parameters` field
   * (OpenAPI 3.0) instead of `parametersJsonSchema`.
   */
  parametersPath?: { api: string; declaration: unknown };
  /**
   * §5, OpenAI's grammar tools: pi-ai's `resolveGrammarConstrainedSampling` asked to make this tool a
   * grammar tool, and its answer (the input property it would constrain, or its error).
   */
  grammarPath?: { api: string; accepted?: string; refused?: string };
}

/** The tools part of one captured request: the tool definitions, and Gemini's `toolConfig` when its adapter set one. */
export type ProviderToolsCapture = ToolsCapture;

/** One API over pi-ai's whole model catalog: its models, and those whose request changed when strict was set. */
export interface StrictCatalogEntry {
  api: string;
  models: number;
  honoured: number;
  /** Per provider of the catalog, in the catalog's order. */
  providers: { provider: string; models: number; honoured: number }[];
}

/** One streamed event, seen from the application (§7, §8). */
export interface StreamData {
  turn: 1 | 2;
  contentIndex?: number;
  blockType?: "text" | "thinking" | "toolCall";
  delta?: string;
  toolCallId?: string;
  toolName?: string;
  /** The argument text received so far for this call. */
  rawText?: string;
  /** What pi-ai's `parseStreamingJson` made of it (the `arguments` on the partial message). */
  preview?: unknown;
  /** What plain `JSON.parse` makes of the same text. */
  jsonParse?: { ok: true; value: unknown } | { ok: false; error: string };
  /** Which of `parseStreamingJson`'s five steps produced the preview (§8). */
  step?: PreviewStep;
  /** At `toolcall_end`: the last preview the deltas showed, before pi-ai parsed the whole text. */
  previewBefore?: unknown;
  /** pi-ai's final parse error for a finished call, if its text was not a JSON object. */
  argumentsError?: string;
  /** The stop reason on a `done`/`error` event. */
  reason?: string;
  errorMessage?: string;
  /** A wire replay's finish reason as the recorded stream said it, before pi-ai mapped it to `reason`. */
  wire?: WireStop;
  /** The API whose pi-ai adapter rewrote the wire's plain stop to `toolUse`, because the content holds calls. */
  rewrittenBy?: string;
}

/** The gate's view: the stop reason, the calls found in `content`, the decision (§6, §7). */
export interface GateData {
  stopReason: string;
  errorMessage?: string;
  /** A wire replay's finish reason as the recorded stream said it (`stopReason` is pi-ai's). */
  wire?: WireStop;
  /** The API whose pi-ai adapter rewrote the wire's plain stop to `toolUse`. */
  rewrittenBy?: string;
  /** `known`: a tool the application has code for; `descriptionOnly`: offered to the model as a description only (§3). */
  calls: { id: string; name: string; known: boolean; descriptionOnly?: boolean }[];
  decision: GateDecision;
  /**
   * For a truncated reply, what two careless applications would have run (§7), judged by pi-ai's
   * validator on a copy — nothing is executed: one that ran each call on its last streaming
   * preview (`delta`), and one that ignored the `length` stop and ran pi-ai's final call (`length`).
   */
  careless?: CarelessData[];
}

/** One call as a careless application would have run it, and what pi-ai's validator says of it. */
export interface CarelessData {
  kind: "delta" | "length";
  toolCallId: string;
  /** The arguments that application would have used. */
  args: unknown;
  /** pi-ai's argumentsError on the final call, when its text was not a JSON object. */
  argumentsError?: string;
  accepted: boolean;
  problems?: ArgumentProblem[];
}

/** Validation of one call (§9). `received` is the model's own object, untouched. */
export interface ValidationData {
  toolCallId: string;
  toolName: string;
  /** `pending`: the loop has taken the call up and validates it next; `not-validated`: it never will be. */
  status: "valid" | "invalid" | "unknown-tool" | "not-validated" | "pending";
  received: unknown;
  converted?: unknown;
  /** Top-level argument keys whose value differs between `received` and `converted`. */
  changed?: string[];
  /** Optional properties pi-ai removed because they were `null` (the call just got broader). */
  dropped?: string[];
  problems?: ArgumentProblem[];
  /**
   * Which of pi-ai's two error texts: `parse` ("Invalid arguments for tool …": the text was not a
   * JSON object) or `schema` ("Validation failed for tool …": paths, reasons, received arguments).
   */
  format?: "parse" | "schema";
  /** For a `schema` failure: pi-ai's own converted copy that failed (when it differs from the original). */
  checked?: unknown;
  /** pi-ai's error text, exactly as `validateToolArguments` threw it. */
  message?: string;
  /** What the model receives about it: the application's tool-result text. */
  modelText?: string;
  /** §9: the earlier call whose check compiled the validator pi-ai reused for this one (its cache). */
  validatorOf?: string;
}

/** Execution of one call against the folder (§10, §15). */
export interface ExecutionData {
  toolCallId: string;
  toolName: string;
  status: "ran" | "failed" | "swallowed" | "skipped";
  folder: { path: string; entries: FolderEntry[] };
  filter: string | null;
  /** The `limit` variant (§9): the limit the code applied. */
  limit?: number;
  audit: AuditEntry[];
  returned?: string[];
  error?: { code: string; message: string };
  /** Round lab: the learner's round passed the model's own arguments object, not pi-ai's validated copy. */
  argsFrom?: "model";
}

/** The one-round limit: the second reply asked for tools the function will not run (§17). */
export interface LimitData {
  calls: { id: string; name: string; arguments: unknown }[];
}

/** The AgentTool the loop runs, beside the Tool: which fields it adds, and which layer reads each. */
export interface AgentToolData {
  fields: { name: string; from: "Tool" | "AgentTool"; readBy: "provider" | "loop" | "ui"; value: string }[];
}

/** One line of a recap: who did what (a catalog key and its parameters), and the frame that shows it. */
export interface RecapLine {
  actor?: "model" | "app" | "pi-ai";
  /** §16's review by object (`objectLines`): the line tells what became of the Tool, the ToolCalls or the ToolResults. */
  subject?: RecapSubject;
  key: string;
  params: NarrationParams;
  /** 0-based index of the frame that shows it. */
  frame: number;
}

/** The three objects §16 reviews a run by (`src/engine/trace/recap-objects.ts`). */
export type RecapSubject = "tool" | "toolCall" | "toolResult";

/** After the last frame: the run by responsibility (§16), and what it showed of the chapter (§18). */
export interface RecapData {
  kind: "responsibilities" | "takeaways";
  lines: RecapLine[];
}

/** One step of the replay. Plain data: safe to `structuredClone`, JSON and compare. */
export interface Frame {
  index: number;
  stage: Stage;
  /** The chapter section this frame illustrates. */
  section: number;
  /** The pi-ai event type, for frames made by an event (or the agent loop's event, in loop mode). */
  event?: string;
  /** In loop mode: which of the agent loop's turns this frame belongs to (1, 2, …). */
  turn?: number;
  /** What happened at this step, as data. Narration and section are derived from it (`narrate.ts`). */
  fact: Fact;
  narration: Narration;
  /** The Context's messages at this moment. */
  messages: Message[];
  /** The partial assistant message at a stream event (a copy). */
  partial?: AssistantMessage;
  definition?: DefinitionData;
  request?: CapturedRequest;
  stream?: StreamData;
  gate?: GateData;
  validation?: ValidationData;
  execution?: ExecutionData;
  toolResult?: ToolResultMessage;
  limit?: LimitData;
  recap?: RecapData;
  /** In loop mode, at the definition stage: the AgentTool beside the Tool it extends. */
  agentTool?: AgentToolData;
  /** §13: the request a real adapter built from a history that breaks the order rules. */
  probe?: { request: CapturedRequest; synthetic: number; failedSkipped: boolean };
  /** The version lens's last frame: every difference between 1.4.0 and 1.6.0 in this run. */
  lensSummary?: { differences: LensDifference[] };
}

/** The part of a frame every list of frames needs: where it is, what happened, what to say. */
export type FrameHeader = Pick<Frame, "index" | "stage" | "section" | "event" | "narration" | "turn" | "fact">;

/**
 * A frame as a trace stores it: its header, and the rest as a patch against the frame before it
 * (see `patch.ts`). `frameAt` / `createFrameReader` in `frame-store.ts` rebuild the whole frame.
 */
export interface StoredFrame extends FrameHeader {
  patch?: Patch;
}

/** How the round trip ended. */
export type Outcome =
  "answered" | "answered-without-tools" | "answer-truncated" | "stopped" | "one-round-limit" | "turn-limit";

/** Which engine played a trace: the chapter's hand-made round, or pi-agent-core's agent loop. */
export type EngineChoice = EngineKind;

/** Why the agent loop stopped. */
export type LoopStop = "answered" | "turn-limit" | "error" | "aborted" | "cancelled";

/** One turn of the agent loop: the calls its reply made and the results they got. */
export interface LoopTurn {
  turn: number;
  /** 0-based index of the turn's first frame. */
  frame: number;
  stopReason: string;
  calls: { id: string; name: string }[];
  results: { id: string; isError: boolean }[];
}

/** A run in a few numbers, to set the two engines side by side. */
export interface RunSummary {
  outcome: string;
  requests: number;
  executions: number;
  errorResults: number;
}

/** What the agent loop did, turn by turn, and how it compares with the hand-made round (§17). */
export interface LoopData {
  turns: LoopTurn[];
  stop: LoopStop;
  maxTurns: number;
  executionMode: "parallel" | "sequential";
  comparison: { round: RunSummary; loop: RunSummary; differences: { key: string; params: NarrationParams }[] };
}

/**
 * A capture replayed as turn one: its API (detected from its events), where it came from, and what
 * the recorded request gave (its question; its tools' names). `removed`: what was stripped from a
 * HAR, by name only (`authorization`, `key=`…), never a value.
 */
export interface RecordingSummary {
  api: string;
  source: "sse" | "har";
  events: number;
  question: "request" | "chapter";
  tools: string[];
  removed: string[];
  /** The model the capture names; absent when it names none (never the lab's catalog model). */
  model?: string;
  /** Where a HAR's request went; a pasted stream has none. */
  url?: string;
  /** The file's name, when the capture came from a file rather than pasted text. */
  file?: string;
}

/**
 * One request to the model as the engine answered it: the Context it carried and the reply the
 * model gave. Recorded on the engine's side of a learner's round, so the round cannot rewrite it.
 */
export interface Exchange {
  /** The messages the request carried, as the round sent them. */
  messages: Message[];
  /** The system prompt the request carried, if any. */
  systemPrompt?: string;
  /** The model's reply. */
  reply: AssistantMessage;
  /** The reply's calls pi-ai's validator accepts for the application's tool (checked on the engine's own copy). */
  valid: string[];
}

/** Everything one replay produced. */
export interface Trace {
  scenarioId: string;
  lang: string;
  provider: { api: string; model: string };
  /** Set when turn two was sent to another API than turn one. */
  target?: { api: string; model: string };
  faults: string[];
  /** Faults that had nothing to act on in this scenario. */
  inertFaults: string[];
  /** Every frame, stored as a patch on the one before (linear in the stream's length). */
  frames: StoredFrame[];
  /** The final Context messages, as pi-ai `Message[]`. */
  messages: Message[];
  /** The calls that really ran, in order. */
  executions: { toolCallId: string; toolName: string; args: unknown }[];
  /** What was sent to the model, each time. */
  requests: CapturedRequest[];
  outcome: Outcome;
  /** Set when the application's own bug changed the answer (the `swallow-errors` fault). */
  bug?: { kind: "swallow-errors"; toolCallIds: string[] };
  /** Set when the scenario played a variant of the chapter's tool (`toolVariant`, §9). */
  toolVariant?: "limit";
  /** Set when the strict switch was on: every tool offered carried `constrainedSampling` (`src/engine/round/strict.ts`). */
  strict?: true;
  /** Which engine played it (absent in traces from before the loop existed: the round). */
  engine?: EngineChoice;
  /** Set when the learner's own tool (Tool lab) was played instead of the chapter's. */
  learner?: { name: string };
  /** Set when the person's own capture (SSE or HAR) replayed as turn one: see `src/engine/providers/recording.ts`. */
  recording?: RecordingSummary;
  /**
   * Set when the learner's own round (Round lab) played: how many requests it made, how it ended,
   * and what each request really carried and brought back (the grader reads these, not the Context
   * the round hands back).
   */
  learnerRound?: { asks: number; end: RoundEndKind; detail?: string; exchanges: Exchange[] };
  /**
   * How many times pi-ai's spied functions were really called while this play ran (absent where no
   * spy is registered: see `src/fake-provider/pi-calls.ts`). A sentence that says pi-ai called one
   * is checked against this.
   */
  piCalls?: PiCalls;
  /** In loop mode: the turns, why the loop stopped, and the comparison with the round. */
  loop?: LoopData;
  /** With the version lens on: the same run through pi-ai 1.6.0, every difference named by frame. */
  lens?: LensView;
}
