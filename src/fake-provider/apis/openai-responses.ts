/**
 * OpenAI Responses: the lab's descriptor of this wire API (its encoder, the fields its streams
 * and requests keep things in, its adapters), read through the registry in `./index.ts`.
 */
import type { ScriptedBlock, ScriptedTurn } from "../turn";
import { CREATED_AT, flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "../wire/body";
import { openAIRefusal } from "./openai-errors";
import { arr, contentText, get, idLists, isObject, lastUser, obj, recordedRequest, str, turnParts } from "./read";
import type { AdapterStream, ApiSpec, Json, VersionLoaders, WireMessage, ServeShape } from "./spec";

/** The `call_id` and item `id` OpenAI Responses would have used; pi-ai joins them as `call_…|fc_…`. */
const responsesIds = (id: string, turn: number) => ({
  callId: flavour(`call_`, `${turn}${id}`, 24),
  itemId: flavour(`fc_`, `${id}${turn}`, 48),
});

/** What a Responses stream's items write with: the event sender and the turn's context. */
interface ItemWriter {
  send: (type: string, data: Record<string, unknown>) => string;
  chunks: string[];
  done: unknown[];
  ctx: EncodeContext;
  turn: ScriptedTurn;
}

/** A text block: its message item, its one output_text part, and the text's pieces as deltas. */
function textItem(w: ItemWriter, block: Extract<ScriptedBlock, { type: "text" }>, output_index: number): void {
  const { send, chunks } = w;
  const item_id = flavour("msg_", `${w.ctx.turnNumber}${output_index}`, 40);
  chunks.push(
    send("response.output_item.added", {
      output_index,
      item: { id: item_id, type: "message", status: "in_progress", role: "assistant", content: [] },
    }),
  );
  chunks.push(
    send("response.content_part.added", {
      item_id,
      output_index,
      content_index: 0,
      part: { type: "output_text", text: "", annotations: [] },
    }),
  );
  for (const delta of piecesOf(block, w.turn))
    chunks.push(send("response.output_text.delta", { item_id, output_index, content_index: 0, delta }));
  chunks.push(send("response.output_text.done", { item_id, output_index, content_index: 0, text: block.text }));
  const part = { type: "output_text", text: block.text, annotations: [] };
  chunks.push(send("response.content_part.done", { item_id, output_index, content_index: 0, part }));
  const item = { id: item_id, type: "message", status: "completed", role: "assistant", content: [part] };
  chunks.push(send("response.output_item.done", { output_index, item }));
  w.done.push(item);
}

/** A thinking block: a reasoning item whose summary text streams as deltas. */
function reasoningItem(w: ItemWriter, block: Extract<ScriptedBlock, { type: "thinking" }>, output_index: number): void {
  const { send, chunks } = w;
  const item_id = flavour("rs_", `${w.ctx.turnNumber}${output_index}`, 40);
  chunks.push(
    send("response.output_item.added", { output_index, item: { id: item_id, type: "reasoning", summary: [] } }),
  );
  for (const delta of piecesOf(block, w.turn))
    chunks.push(send("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta }));
  const item = { id: item_id, type: "reasoning", summary: [{ type: "summary_text", text: block.thinking }] };
  chunks.push(send("response.output_item.done", { output_index, item }));
  w.done.push(item);
}

/** A tool call: a function_call item whose arguments stream as deltas. False when the call is cut off (the stream stops there). */
function callItem(w: ItemWriter, block: Extract<ScriptedBlock, { type: "toolCall" }>, output_index: number): boolean {
  const { send, chunks } = w;
  const { callId, itemId } = responsesIds(block.id, w.ctx.turnNumber);
  const base = { id: itemId, type: "function_call", call_id: callId, name: block.name };
  chunks.push(
    send("response.output_item.added", { output_index, item: { ...base, arguments: "", status: "in_progress" } }),
  );
  for (const delta of piecesOf(block, w.turn))
    chunks.push(send("response.function_call_arguments.delta", { item_id: itemId, output_index, delta }));
  if (block.unfinished) return false;
  chunks.push(
    send("response.function_call_arguments.done", { item_id: itemId, output_index, arguments: block.arguments }),
  );
  const status = w.turn.stopReason === "length" ? "incomplete" : "completed";
  const item = { ...base, arguments: block.arguments, status };
  chunks.push(send("response.output_item.done", { output_index, item }));
  w.done.push(item);
  return true;
}

/**
 * Encodes a turn as an OpenAI Responses stream: `response.created`, per output item
 * `response.output_item.added` … deltas … `response.output_item.done`, then
 * `response.completed` (or `response.incomplete` for the length limit, or an `error` event).
 */
function encodeOpenAIResponses(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  let seq = 0;
  const send = (type: string, data: Record<string, unknown>) => sse({ type, sequence_number: seq++, ...data }, type);
  const responseId = flavour(`resp_0${ctx.turnNumber}`, ctx.modelId, 32);
  const response = (status: string, output: unknown[], extra: Record<string, unknown> = {}) => ({
    id: responseId,
    object: "response",
    created_at: CREATED_AT,
    status,
    model: ctx.modelId,
    output,
    ...extra,
  });
  const w: ItemWriter = {
    send,
    chunks: [send("response.created", { response: response("in_progress", []) })],
    done: [],
    ctx,
    turn,
  };
  const { chunks, done } = w;
  for (const [output_index, block] of turn.blocks.entries()) {
    if (block.type === "text") textItem(w, block, output_index);
    else if (block.type === "thinking") reasoningItem(w, block, output_index);
    else if (!callItem(w, block, output_index)) break;
  }
  if (turn.stopReason === "error") {
    chunks.push(
      send("error", { code: "server_error", message: turn.errorMessage ?? "The server had an error", param: null }),
    );
    return { contentType: "text/event-stream", chunks, end: "complete" };
  }
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  const out = tokens(turnText(turn));
  const usage = {
    input_tokens: 160 * ctx.turnNumber,
    output_tokens: out,
    total_tokens: 160 * ctx.turnNumber + out,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens_details: { reasoning_tokens: 0 },
  };
  chunks.push(
    turn.stopReason === "length"
      ? send("response.incomplete", {
          response: response("incomplete", done, { incomplete_details: { reason: "max_output_tokens" }, usage }),
        })
      : send("response.completed", { response: response("completed", done, { usage }) }),
  );
  return { contentType: "text/event-stream", chunks, end: "complete" };
}

/** An event of Responses': a `response.*` type, or its `error` event (a sequence number, or no `error` object). */
function owns(data: unknown): boolean {
  if (!isObject(data)) return false;
  const type = get(data, "type");
  if (typeof type !== "string") return false;
  return (
    type.startsWith("response.") ||
    (type === "error" && (Object.hasOwn(data, "sequence_number") || !isObject(get(data, "error"))))
  );
}

/** The events that end a Responses stream. */
const LAST: ReadonlySet<unknown> = new Set(["response.completed", "response.incomplete", "response.failed", "error"]);

/**
 * Tool-call ids. A call's id is in two fields: `call_id`, and the item's own `id` (`fc_…`), which
 * pi-ai's adapter sends only with the model's own calls: read as `call_id|id`, else `call_id` alone.
 */
function ids(body: Record<string, unknown>): { calls: string[]; results: string[] } {
  const { calls, results, push } = idLists();
  for (const item of arr(body.input)) {
    const { type, call_id: callId, id } = obj(item);
    if (type === "function_call" && str(callId) !== undefined)
      calls.push(str(id) === undefined ? String(callId) : `${String(callId)}|${String(id)}`);
    if (type === "function_call_output") push(results, callId);
  }
  return { calls, results };
}

/** The question: `input` as a string, or the last user message's text. */
function question(body: Record<string, unknown>): string | undefined {
  const input = get(body, "input");
  return typeof input === "string" ? input : lastUser(arr(input), "content");
}

/**
 * A request's messages: `input` items in order; an assistant message and the `function_call`
 * items after it are one reply (paired on `call_id`), a `function_call_output` a result.
 */
function messages(body: Json): WireMessage[] {
  const input = get(body, "input");
  if (typeof input === "string") return [{ role: "user", calls: [], text: input, at: "input" }];
  const out: WireMessage[] = [];
  arr(input).forEach((item, i) => {
    const type = get(item, "type");
    const role = get(item, "role");
    const last = out.at(-1);
    if (type === "function_call") {
      const call = { id: str(get(item, "call_id")) ?? "", name: str(get(item, "name")) ?? "" };
      if (last?.role === "assistant") last.calls.push(call);
      else out.push({ role: "assistant", calls: [call], text: "", at: `input[${i}]` });
    } else if (type === "function_call_output")
      out.push({
        role: "toolResult",
        calls: [],
        toolCallId: str(get(item, "call_id")) ?? "",
        text: contentText(get(item, "output"), "text") ?? "",
        at: `input[${i}]`,
      });
    else if (role === "assistant") {
      const text = contentText(get(item, "content")) ?? "";
      if (last?.role === "assistant" && last.calls.length === 0) last.text += text;
      else out.push({ role: "assistant", calls: [], text, at: `input[${i}]` });
    } else if (role === "user")
      out.push({ role: "user", calls: [], text: contentText(get(item, "content")) ?? "", at: `input[${i}]` });
  });
  return out;
}

/** A turn as a non-streaming `response` body. */
function json(turn: ScriptedTurn, ctx: EncodeContext): Json {
  const { text, calls } = turnParts(turn);
  const output = [
    ...(text
      ? [
          {
            id: flavour("msg_", `${ctx.turnNumber}0`, 40),
            type: "message",
            status: "completed",
            role: "assistant",
            content: [{ type: "output_text", text, annotations: [] }],
          },
        ]
      : []),
    ...calls.map((c) => {
      const { callId, itemId } = responsesIds(c.id, ctx.turnNumber);
      return {
        id: itemId,
        type: "function_call",
        call_id: callId,
        name: c.name,
        arguments: c.arguments,
        status: "completed",
      };
    }),
  ];
  const out = tokens(turnText(turn));
  const length = turn.stopReason === "length";
  return {
    id: flavour(`resp_0${ctx.turnNumber}`, ctx.modelId, 32),
    object: "response",
    created_at: CREATED_AT,
    status: length ? "incomplete" : "completed",
    ...(length ? { incomplete_details: { reason: "max_output_tokens" } } : {}),
    model: ctx.modelId,
    output,
    usage: { input_tokens: 160 * ctx.turnNumber, output_tokens: out, total_tokens: 160 * ctx.turnNumber + out },
  };
}

/** OpenAI Responses, replayed with GPT-4.1. */
export const OPENAI_RESPONSES: ApiSpec<"openai-responses"> = {
  api: "openai-responses",
  provider: "openai",
  modelId: "gpt-4.1",
  injectsFetch: true,
  loaders14: {
    adapter: async () =>
      (await import("@earendil-works/pi-ai/api/openai-responses")).stream as unknown as AdapterStream,
    catalog: async () => (await import("@earendil-works/pi-ai/providers/openai.models")).OPENAI_MODELS,
  },
  encode: encodeOpenAIResponses,
  // `response.created` says in_progress first: only the final status counts.
  // Its adapter sends a grammar tool as a custom tool with a Lark or regex grammar (§5).
  grammarTools: true,
  stop: { path: ["response", "status"], field: "response.status", notFinal: ["in_progress"], rewritten: true },
  request: {
    tools: (body) => arr(body.tools),
    words: (tool) => tool,
    schema: (tool) => tool.parameters,
    ids,
    pairsItemId: true,
  },
  capture: {
    owns,
    ends: (data) => isObject(data) && (isObject(get(data, "error")) || LAST.has(get(data, "type"))),
    lastEvent: "response.completed",
    request: (body) =>
      recordedRequest(
        question(body),
        arr(get(body, "tools"))
          .filter((t) => get(t, "type") === "function")
          .map((t) => ({ name: get(t, "name"), description: get(t, "description"), parameters: get(t, "parameters") })),
      ),
  },
};

/** How the local provider (`npm run provider`) serves it: apart from the spec, so the page's build leaves it out. */
export const OPENAI_RESPONSES_SERVE: ServeShape = {
  basePath: "/v1",
  paths: ["/responses"],
  messages,
  callId: (id, turn) => responsesIds(id, turn).callId,
  refusal: (kind, detail) => openAIRefusal("responses", kind, detail),
  json,
};

/** pi-ai 1.6.0's adapter and catalog (the version lens), apart from the spec so only the lens's build holds them. */
export const OPENAI_RESPONSES_16: VersionLoaders = {
  adapter: async () => (await import("pi-ai-next/api/openai-responses")).stream as unknown as AdapterStream,
  catalog: async () => (await import("pi-ai-next/providers/openai.models")).OPENAI_MODELS as Record<string, unknown>,
};
