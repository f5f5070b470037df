/**
 * What the lab knows about one wire API, as one typed descriptor (`apis/<api>.ts`), read through
 * the registry (`apis/index.ts`). Types only: a descriptor imports this file, never the registry.
 */
import type { Api, AssistantMessageEventStream, Context, Model, StreamOptions } from "@earendil-works/pi-ai";
import type { EncodeContext, WireBody } from "../wire/body";
import type { ScriptedTurn } from "../turn";

/** A pi-ai adapter's `stream` function, as the API modules export it. */
export type AdapterStream = (
  model: Model<Api>,
  context: Context,
  options?: StreamOptions,
) => AssistantMessageEventStream;

/**
 * One pi-ai version's code for an API, each a dynamic import (a chunk of its own, loaded when the
 * API is played): the adapter's `stream`, and the catalog that holds the API's fixed model.
 */
export interface VersionLoaders {
  adapter(): Promise<AdapterStream>;
  catalog(): Promise<Record<string, unknown>>;
}

/** JSON read from a request body or an event: an object, its own keys only. */
export type Json = Record<string, unknown>;

/** Where a recorded stream says how it finished, before pi-ai maps it to a `stopReason`. */
export interface StopField {
  /** The field's path in an event (own keys and array indexes). */
  path: (string | number)[];
  /** The path as it is written for people (`choices[0].finish_reason`). */
  field: string;
  /** Values the field takes before the final one (Responses' `response.created` says `in_progress`); none when absent. */
  notFinal?: readonly string[];
  /**
   * The stream has no tool-use finish reason: a reply with calls ends as a plain stop on the wire,
   * and pi-ai 1.4.0's adapter sets `toolUse` when the content holds calls
   * (openai-responses-shared.js and google-generative-ai.js: `content.some(toolCall) && stopReason === "stop"`).
   */
  rewritten?: true;
}

/** Where a request body the adapter sent keeps the tools and the tool-call ids. */
export interface RequestShape {
  /** The tool definitions as this API received them. */
  tools(body: Json): unknown[];
  /** The object inside one of those tools that holds its name and description. */
  words(tool: Json): Json;
  /** The parameter schema inside one of those tools. */
  schema(tool: Json): unknown;
  /** Tool-call ids in the order they appear: each call's, then each result's. */
  ids(body: Json): { calls: string[]; results: string[] };
  /**
   * A call's id travels in two fields, the `call_id` and the item's own id, which the adapter sends
   * only with the model's own calls: read as `call_id|id`, else the `call_id` alone.
   */
  pairsItemId?: true;
  /** There is no tool role: results travel as `tool_result` blocks inside a `role: "user"` message. */
  resultBlocks?: true;
}

/** A tool as a recorded request offered it: the JSON Schema as sent. */
export interface RecordedTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** What a recorded request gave: the question (the last user text) and the tools, each when present. */
export interface RecordedRequest {
  question?: string;
  tools: RecordedTool[];
}

/** How a captured stream (SSE or HAR) is recognized as this API's, and checked. */
export interface CaptureMarks {
  /** True when an event's data (parsed JSON, or `"[DONE]"`) is one of this API's events, read from the event alone. */
  owns(data: unknown): boolean;
  /** True when the event is one of this API's events that end a stream. */
  ends(data: unknown): boolean;
  /** The event that ends a stream, as a problem names it when it is missing. */
  lastEvent: string;
  /** The question and tools of a recorded request body (the documented request format, own keys only). */
  request(body: Json): RecordedRequest;
}

/** A message of a request as the local provider reads it from the wire, whatever the API's shape. */
export interface WireMessage {
  role: "user" | "assistant" | "toolResult";
  /** The calls an assistant message holds (Gemini without ids: `name:<tool>`). */
  calls: { id: string; name: string }[];
  /** A result's call id (Gemini without ids: `name:<tool>`). */
  toolCallId?: string;
  /** The message's text, or a result's content as text. */
  text: string;
  /** Where it stands on the wire, as the API's errors name it (`messages.2.content.0`, `input`). */
  at: string;
}

/** Why the local provider refuses a request, as the API's own error body says it. */
export type RefusalKind = "bad-json" | "not-found" | "too-large" | "busy" | "orphan-result" | "missing-result";

/** How the local provider (`npm run provider`) serves this API. */
export interface ServeShape {
  /** The base URL's path a pi-ai model of this API is given (`/v1`, `` for Anthropic, `/v1beta`). */
  basePath: string;
  /** The request paths it answers under the base path, as written for people (404 lists them). */
  paths: readonly string[];
  /** True when `path` (below the base path) is one of them; absent: it is one of `paths` exactly. */
  matches?(path: string): boolean;
  /** True when the request asks for a stream; absent: its body says `stream: true` (Gemini's path says it). */
  streams?(body: Json, path: string): boolean;
  /** The request's messages in order, own keys only. */
  messages(body: Json): WireMessage[];
  /** The API's HTTP status and error body for a refusal; `at` and `ids` say where and which calls. */
  refusal(kind: RefusalKind, detail: { message?: string; at?: string; ids?: string[] }): { status: number; body: Json };
  /** The id the API's encoder gives a scripted call in turn `turn` (the one a result must name: Responses' `call_id`). */
  callId(id: string, turn: number): string;
  /** A scripted turn as the API's non-streaming JSON body. */
  json(turn: ScriptedTurn, ctx: EncodeContext): Json;
}

/** One wire API: how the lab replays it, reads what it sent, recognizes its captures. */
export interface ApiSpec<A extends string = string> {
  api: A;
  /** The fixed model it is replayed with: an entry of pi-ai 1.4.0's own catalog (1.6.0's has the same id). */
  provider: string;
  modelId: string;
  /** False for Google: its adapter ignores `options.fetch` and calls the global `fetch`. */
  injectsFetch: boolean;
  /** pi-ai 1.4.0's adapter and catalog (1.6.0's are a record of their own: `LOADERS_16`). */
  loaders14: VersionLoaders;
  /** A scripted turn as this API's documented streaming format. */
  encode(turn: ScriptedTurn, ctx: EncodeContext): WireBody;
  stop: StopField;
  request: RequestShape;
  capture: CaptureMarks;
  /** The adapter gets a call's arguments as an object (Gemini's `functionCall.args`): there is no text for pi-ai to parse (§8). */
  objectArguments?: true;
  /** pi-ai's adapter for this API can send a tool as an OpenAI grammar tool (constrainedSampling of type grammar, §5). */
  grammarTools?: true;
  /**
   * pi-ai's adapter rewrites a foreign model's tool-call ids only for the models that require its
   * id rule (google-shared's `requiresToolCallId`: Gemini 3 and later, `claude-`, `gpt-oss-`), §14.
   */
  idsByModel?: true;
}
