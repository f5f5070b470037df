/**
 * OpenAI Chat Completions: the lab's descriptor of this wire API (its encoder, the fields its
 * streams and requests keep things in, its adapters), read through the registry in `./index.ts`.
 */
import type { ScriptedTurn } from "../turn";
import { CREATED_AT, flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "../wire/body";
import { openAIRefusal } from "./openai-errors";
import { arr, contentText, get, idLists, isObject, lastUser, obj, recordedRequest, str, turnParts } from "./read";
import type { AdapterStream, ApiSpec, Json, VersionLoaders, WireMessage, ServeShape } from "./spec";

const FINISH: Record<string, string> = { stop: "stop", toolUse: "tool_calls", length: "length" };

/** The tool-call id a Chat Completions server would have used. */
const completionsToolId = (id: string, turn: number) => flavour("call_", `${turn}${id}`, 24);

/**
 * Encodes a turn as an OpenAI Chat Completions stream: `data:` chunks whose `choices[0].delta`
 * carries `content`, `reasoning_content` or `tool_calls[]` (id and name first, then argument text),
 * a chunk with `finish_reason`, a usage chunk, and `data: [DONE]`.
 * A failure mid-stream drops the connection, which is what a client sees.
 */
function encodeOpenAICompletions(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  const id = flavour(`chatcmpl-`, `${ctx.turnNumber}${ctx.modelId}`, 29);
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    sse({ id, object: "chat.completion.chunk", created: CREATED_AT, model: ctx.modelId, choices, ...extra });
  const delta = (d: Record<string, unknown>) => chunk([{ index: 0, delta: d, finish_reason: null }]);
  const chunks = [delta({ role: "assistant", content: "" })];
  let toolIndex = 0;
  for (const block of turn.blocks) {
    const pieces = piecesOf(block, turn);
    if (block.type === "text") for (const content of pieces) chunks.push(delta({ content }));
    else if (block.type === "thinking")
      for (const reasoning_content of pieces) chunks.push(delta({ reasoning_content }));
    else {
      const index = toolIndex++;
      chunks.push(
        delta({
          tool_calls: [
            {
              index,
              id: completionsToolId(block.id, ctx.turnNumber),
              type: "function",
              function: { name: block.name, arguments: "" },
            },
          ],
        }),
      );
      for (const args of pieces) chunks.push(delta({ tool_calls: [{ index, function: { arguments: args } }] }));
      if (block.unfinished) break;
    }
  }
  if (turn.stopReason === "error") return { contentType: "text/event-stream", chunks, end: "reset" };
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  const out = tokens(turnText(turn));
  chunks.push(chunk([{ index: 0, delta: {}, finish_reason: FINISH[turn.stopReason] }]));
  chunks.push(
    chunk([], {
      usage: { prompt_tokens: 150 * ctx.turnNumber, completion_tokens: out, total_tokens: 150 * ctx.turnNumber + out },
    }),
  );
  chunks.push(sse("[DONE]"));
  return { contentType: "text/event-stream", chunks, end: "complete" };
}

/** A chunk of Chat Completions': `[DONE]`, or an object without a `type` that is a `chat.completion.chunk` or has `choices`. */
function owns(data: unknown): boolean {
  if (data === "[DONE]") return true;
  if (!isObject(data) || typeof get(data, "type") === "string") return false;
  return get(data, "object") === "chat.completion.chunk" || Array.isArray(get(data, "choices"));
}

/** The end of a stream: `[DONE]`, or a finish reason (some compatible servers close after it without `[DONE]`). */
function ends(data: unknown): boolean {
  if (data === "[DONE]") return true;
  const choices = isObject(data) ? get(data, "choices") : undefined;
  return Array.isArray(choices) && choices.some((c) => isObject(c) && typeof get(c, "finish_reason") === "string");
}

/** Tool-call ids: each assistant message's `tool_calls[].id`, each tool message's `tool_call_id`. */
function ids(body: Record<string, unknown>): { calls: string[]; results: string[] } {
  const { calls, results, push } = idLists();
  for (const m of arr(body.messages)) {
    for (const call of arr(obj(m).tool_calls)) push(calls, obj(call).id);
    if (obj(m).role === "tool") push(results, obj(m).tool_call_id);
  }
  return { calls, results };
}

/** A request's messages: an assistant's `tool_calls`, a `tool` message's `tool_call_id` (own keys only). */
function messages(body: Json): WireMessage[] {
  return arr(get(body, "messages")).flatMap((m, i): WireMessage[] => {
    const role = get(m, "role");
    const at = `messages.[${i}].role`;
    const text = contentText(get(m, "content")) ?? "";
    if (role === "assistant") {
      const calls = arr(get(m, "tool_calls")).map((c) => ({
        id: str(get(c, "id")) ?? "",
        name: str(get(get(c, "function"), "name")) ?? "",
      }));
      return [{ role, calls, text, at }];
    }
    if (role === "tool")
      return [{ role: "toolResult", calls: [], toolCallId: str(get(m, "tool_call_id")) ?? "", text, at }];
    return role === "user" ? [{ role, calls: [], text, at }] : [];
  });
}

/** A turn as a non-streaming `chat.completion` body. */
function json(turn: ScriptedTurn, ctx: EncodeContext): Json {
  const { text, calls } = turnParts(turn);
  const out = tokens(turnText(turn));
  return {
    id: flavour(`chatcmpl-`, `${ctx.turnNumber}${ctx.modelId}`, 29),
    object: "chat.completion",
    created: CREATED_AT,
    model: ctx.modelId,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: text || null,
          ...(calls.length
            ? {
                tool_calls: calls.map((c) => ({
                  id: completionsToolId(c.id, ctx.turnNumber),
                  type: "function",
                  function: { name: c.name, arguments: c.arguments },
                })),
              }
            : {}),
        },
        finish_reason: FINISH[turn.stopReason] ?? "stop",
      },
    ],
    usage: { prompt_tokens: 150 * ctx.turnNumber, completion_tokens: out, total_tokens: 150 * ctx.turnNumber + out },
  };
}

/** OpenAI Chat Completions, replayed with Llama 3.3 70B on Groq. */
export const OPENAI_COMPLETIONS: ApiSpec<"openai-completions"> = {
  api: "openai-completions",
  provider: "groq",
  modelId: "llama-3.3-70b-versatile",
  injectsFetch: true,
  loaders14: {
    adapter: async () =>
      (await import("@earendil-works/pi-ai/api/openai-completions")).stream as unknown as AdapterStream,
    catalog: async () => (await import("@earendil-works/pi-ai/providers/groq.models")).GROQ_MODELS,
  },
  encode: encodeOpenAICompletions,
  stop: { path: ["choices", 0, "finish_reason"], field: "choices[0].finish_reason" },
  request: {
    tools: (body) => arr(body.tools),
    // Tools are nested under `function`.
    words: (tool) => obj(tool.function),
    schema: (tool) => (isObject(tool.function) ? tool.function.parameters : undefined),
    ids,
  },
  capture: {
    owns,
    ends,
    lastEvent: "data: [DONE]",
    request: (body) =>
      recordedRequest(
        lastUser(arr(get(body, "messages")), "content"),
        arr(get(body, "tools"))
          .map((t) => get(t, "function"))
          .map((f) => ({ name: get(f, "name"), description: get(f, "description"), parameters: get(f, "parameters") })),
      ),
  },
};

/** How the local provider (`npm run provider`) serves it: apart from the spec, so the page's build leaves it out. */
export const OPENAI_COMPLETIONS_SERVE: ServeShape = {
  basePath: "/v1",
  paths: ["/chat/completions"],
  messages,
  callId: completionsToolId,
  refusal: (kind, detail) => openAIRefusal("completions", kind, detail),
  json,
};

/** pi-ai 1.6.0's adapter and catalog (the version lens), apart from the spec so only the lens's build holds them. */
export const OPENAI_COMPLETIONS_16: VersionLoaders = {
  adapter: async () => (await import("pi-ai-next/api/openai-completions")).stream as unknown as AdapterStream,
  catalog: async () => (await import("pi-ai-next/providers/groq.models")).GROQ_MODELS as Record<string, unknown>,
};
