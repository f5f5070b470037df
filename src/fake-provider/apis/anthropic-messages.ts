/**
 * Anthropic Messages: the lab's descriptor of this wire API (its encoder, the fields its streams
 * and requests keep things in, its adapters), read through the registry in `./index.ts`.
 */
import type { ScriptedTurn } from "../turn";
import { flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "../wire/body";
import {
  argumentsObject,
  arr,
  contentText,
  get,
  idLists,
  isObject,
  lastUser,
  obj,
  recordedRequest,
  str,
  turnParts,
  type Refused,
} from "./read";
import type { AdapterStream, ApiSpec, Json, RefusalKind, VersionLoaders, WireMessage, ServeShape } from "./spec";

const STOP: Record<string, string> = { stop: "end_turn", toolUse: "tool_use", length: "max_tokens" };

/** The tool-call id Anthropic would have used for a scripted call id. */
const anthropicToolId = (id: string, turn: number) => flavour(`toolu_0${turn}`, id);

/**
 * Encodes a turn as an Anthropic Messages stream: `message_start`, `content_block_*` per block
 * (`input_json_delta` for tool arguments), `message_delta` with the stop reason, `message_stop`.
 * A failure mid-stream is Anthropic's `error` event.
 */
function encodeAnthropic(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  const send = (type: string, data: Record<string, unknown>) => sse({ type, ...data }, type);
  const chunks = [
    send("message_start", {
      message: {
        id: flavour(`msg_0${ctx.turnNumber}`, ctx.modelId),
        type: "message",
        role: "assistant",
        model: ctx.modelId,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 180 * ctx.turnNumber, output_tokens: 1 },
      },
    }),
  ];
  for (const [index, block] of turn.blocks.entries()) {
    const pieces = piecesOf(block, turn);
    if (block.type === "text") {
      chunks.push(send("content_block_start", { index, content_block: { type: "text", text: "" } }));
      for (const text of pieces)
        chunks.push(send("content_block_delta", { index, delta: { type: "text_delta", text } }));
    } else if (block.type === "thinking") {
      chunks.push(
        send("content_block_start", { index, content_block: { type: "thinking", thinking: "", signature: "" } }),
      );
      for (const thinking of pieces)
        chunks.push(send("content_block_delta", { index, delta: { type: "thinking_delta", thinking } }));
      chunks.push(
        send("content_block_delta", {
          index,
          delta: { type: "signature_delta", signature: flavour("sig", block.thinking, 32) },
        }),
      );
    } else {
      const id = anthropicToolId(block.id, ctx.turnNumber);
      chunks.push(
        send("content_block_start", { index, content_block: { type: "tool_use", id, name: block.name, input: {} } }),
      );
      for (const partial_json of pieces)
        chunks.push(send("content_block_delta", { index, delta: { type: "input_json_delta", partial_json } }));
      if (block.unfinished) break;
    }
    chunks.push(send("content_block_stop", { index }));
  }
  if (turn.stopReason === "error") {
    chunks.push(send("error", { error: { type: "overloaded_error", message: turn.errorMessage ?? "Overloaded" } }));
    return { contentType: "text/event-stream", chunks, end: "complete" };
  }
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  chunks.push(
    send("message_delta", {
      delta: { stop_reason: STOP[turn.stopReason], stop_sequence: null },
      usage: { output_tokens: tokens(turnText(turn)) },
    }),
  );
  chunks.push(send("message_stop", {}));
  return { contentType: "text/event-stream", chunks, end: "complete" };
}

/** Anthropic Messages' event types. */
const EVENTS = new Set([
  "message_start",
  "content_block_start",
  "content_block_delta",
  "content_block_stop",
  "message_delta",
  "message_stop",
  "ping",
]);

/** An event of Anthropic's: one of its types, or its `error` event (an `error` object, no sequence number). */
function owns(data: unknown): boolean {
  if (!isObject(data)) return false;
  const type = get(data, "type");
  if (typeof type !== "string") return false;
  return (
    EVENTS.has(type) || (type === "error" && !Object.hasOwn(data, "sequence_number") && isObject(get(data, "error")))
  );
}

/** Tool-call ids: `tool_use` blocks' ids, `tool_result` blocks' `tool_use_id`. */
function ids(body: Record<string, unknown>): { calls: string[]; results: string[] } {
  const { calls, results, push } = idLists();
  for (const m of arr(body.messages))
    for (const block of arr(obj(m).content)) {
      if (obj(block).type === "tool_use") push(calls, obj(block).id);
      if (obj(block).type === "tool_result") push(results, obj(block).tool_use_id);
    }
  return { calls, results };
}

/** A request's messages: `tool_use` blocks are an assistant's calls, `tool_result` blocks results (own keys only). */
function messages(body: Json): WireMessage[] {
  const out: WireMessage[] = [];
  arr(get(body, "messages")).forEach((m, i) => {
    const role = get(m, "role");
    const content = get(m, "content");
    const blocks = typeof content === "string" ? [{ type: "text", text: content }] : arr(content);
    if (role === "assistant") {
      const calls = blocks.flatMap((b) =>
        get(b, "type") === "tool_use" ? [{ id: str(get(b, "id")) ?? "", name: str(get(b, "name")) ?? "" }] : [],
      );
      out.push({ role, calls, text: contentText(blocks) ?? "", at: `messages.${i}` });
      return;
    }
    blocks.forEach((b, j) => {
      if (get(b, "type") === "tool_result")
        out.push({
          role: "toolResult",
          calls: [],
          toolCallId: str(get(b, "tool_use_id")) ?? "",
          text: contentText(get(b, "content")) ?? "",
          at: `messages.${i}.content.${j}`,
        });
    });
    const text = contentText(blocks.filter((b) => get(b, "type") === "text"));
    if (text !== undefined) out.push({ role: "user", calls: [], text, at: `messages.${i}` });
  });
  return out;
}

/**
 * Anthropic's error body: `{ type: "error", error: { type, message } }`. The texts of the two
 * ordering errors are the API's own, as reported in anthropics/claude-code#13460 (a `tool_result`
 * with no `tool_use` before it) and anthropics/claude-code#7929 (a `tool_use` with no
 * `tool_result` after it); malformed JSON as in anthropics/claude-code#6464; the types of 404,
 * 413 and 529 from Anthropic's error documentation (docs.anthropic.com, "Errors").
 */
function refusal(kind: RefusalKind, d: { message?: string; at?: string; ids?: string[] }): Refused {
  const ids = (d.ids ?? []).join(", ");
  const [status, type, message] = ((): [number, string, string] => {
    switch (kind) {
      case "orphan-result":
        return [
          400,
          "invalid_request_error",
          `${d.at}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${ids}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`,
        ];
      case "missing-result":
        return [
          400,
          "invalid_request_error",
          `${d.at}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${ids}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
        ];
      case "bad-json":
        return [400, "invalid_request_error", `The request body is not valid JSON: ${d.message ?? ""}`];
      case "not-found":
        return [404, "not_found_error", d.message ?? "Not found"];
      case "too-large":
        return [413, "request_too_large", "Request exceeds the maximum allowed number of bytes."];
      case "busy":
        return [529, "overloaded_error", "Overloaded"];
    }
  })();
  return { status, body: { type: "error", error: { type, message } } };
}

/** A turn as a non-streaming Messages body (a call's input is an object: unparsable text becomes `{}`). */
function json(turn: ScriptedTurn, ctx: EncodeContext): Json {
  const { text, calls } = turnParts(turn);
  return {
    id: flavour(`msg_0${ctx.turnNumber}`, ctx.modelId),
    type: "message",
    role: "assistant",
    model: ctx.modelId,
    content: [
      ...(text ? [{ type: "text", text }] : []),
      ...calls.map((c) => ({
        type: "tool_use",
        id: anthropicToolId(c.id, ctx.turnNumber),
        name: c.name,
        input: argumentsObject(c.arguments),
      })),
    ],
    stop_reason: STOP[turn.stopReason] ?? "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 180 * ctx.turnNumber, output_tokens: tokens(turnText(turn)) },
  };
}

/** Anthropic Messages, replayed with Claude Sonnet 4.5. */
export const ANTHROPIC_MESSAGES: ApiSpec<"anthropic-messages"> = {
  api: "anthropic-messages",
  provider: "anthropic",
  modelId: "claude-sonnet-4-5",
  injectsFetch: true,
  loaders14: {
    adapter: async () =>
      (await import("@earendil-works/pi-ai/api/anthropic-messages")).stream as unknown as AdapterStream,
    catalog: async () => (await import("@earendil-works/pi-ai/providers/anthropic.models")).ANTHROPIC_MODELS,
  },
  encode: encodeAnthropic,
  stop: { path: ["delta", "stop_reason"], field: "delta.stop_reason" },
  request: {
    tools: (body) => arr(body.tools),
    words: (tool) => tool,
    schema: (tool) => tool.input_schema,
    ids,
    resultBlocks: true,
  },
  capture: {
    owns,
    ends: (data) => isObject(data) && (get(data, "type") === "message_stop" || get(data, "type") === "error"),
    lastEvent: "message_stop",
    request: (body) =>
      recordedRequest(
        lastUser(arr(get(body, "messages")), "content"),
        arr(get(body, "tools")).map((t) => ({
          name: get(t, "name"),
          description: get(t, "description"),
          parameters: get(t, "input_schema"),
        })),
      ),
  },
};

/** How the local provider (`npm run provider`) serves it: apart from the spec, so the page's build leaves it out. */
export const ANTHROPIC_MESSAGES_SERVE: ServeShape = {
  basePath: "",
  paths: ["/v1/messages"],
  messages,
  callId: anthropicToolId,
  refusal,
  json,
};

/** pi-ai 1.6.0's adapter and catalog (the version lens), apart from the spec so only the lens's build holds them. */
export const ANTHROPIC_MESSAGES_16: VersionLoaders = {
  adapter: async () => (await import("pi-ai-next/api/anthropic-messages")).stream as unknown as AdapterStream,
  catalog: async () =>
    (await import("pi-ai-next/providers/anthropic.models")).ANTHROPIC_MODELS as Record<string, unknown>,
};
