/**
 * Google Generative AI (Gemini): the lab's descriptor of this wire API (its encoder, the fields its
 * streams and requests keep things in, its adapters), read through the registry in `./index.ts`.
 */
import type { ScriptedTurn } from "../turn";
import { flavour, piecesOf, sse, tokens, turnText, type EncodeContext, type WireBody } from "../wire/body";
import { arr, get, idLists, isObject, lastUser, obj, recordedRequest, str, type Refused } from "./read";
import type { AdapterStream, ApiSpec, Json, RefusalKind, VersionLoaders, WireMessage, ServeShape } from "./spec";

/** The function-call id Gemini would have sent. */
const googleToolId = (id: string, turn: number) => flavour("fc-", `${turn}${id}`, 16);

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Encodes a turn as a Gemini `streamGenerateContent?alt=sse` stream. Text arrives in pieces, but a
 * function call arrives whole, as a structured `args` object in one part: Gemini never streams
 * argument text. Text that is not a JSON object therefore cannot be sent; the server reports
 * `MALFORMED_FUNCTION_CALL` instead (or `MAX_TOKENS` when the reply was cut).
 */
function encodeGoogle(turn: ScriptedTurn, ctx: EncodeContext): WireBody {
  const responseId = flavour("", `${ctx.turnNumber}${ctx.modelId}`, 20);
  const prompt = 140 * ctx.turnNumber;
  const chunk = (parts: unknown[], finishReason?: string, out = 0) =>
    sse({
      candidates: [{ content: { parts, role: "model" }, index: 0, ...(finishReason ? { finishReason } : {}) }],
      usageMetadata: { promptTokenCount: prompt, candidatesTokenCount: out, totalTokenCount: prompt + out },
      modelVersion: ctx.modelId,
      responseId,
    });
  const chunks: string[] = [];
  let malformed = false;
  for (const block of turn.blocks) {
    if (block.type === "text") for (const text of piecesOf(block, turn)) chunks.push(chunk([{ text }]));
    else if (block.type === "thinking")
      for (const text of piecesOf(block, turn)) chunks.push(chunk([{ text, thought: true }]));
    else {
      if (block.unfinished) break; // the connection drops before the whole call could be sent
      const args = parseObject(block.arguments);
      if (!args) {
        malformed = true;
        break;
      }
      chunks.push(
        chunk([
          {
            functionCall: { id: googleToolId(block.id, ctx.turnNumber), name: block.name, args },
            thoughtSignature: flavour("", block.id, 24),
          },
        ]),
      );
    }
  }
  if (turn.stopReason === "error") return { contentType: "text/event-stream", chunks, end: "reset" };
  if (turn.stopReason === "aborted") return { contentType: "text/event-stream", chunks, end: "abort" };
  const finish = turn.stopReason === "length" ? "MAX_TOKENS" : malformed ? "MALFORMED_FUNCTION_CALL" : "STOP";
  chunks.push(chunk([], finish, tokens(turnText(turn))));
  return { contentType: "text/event-stream", chunks, end: "complete" };
}

/** A chunk of Gemini's: an object without a `type` that has `candidates`, `usageMetadata` or `promptFeedback`. */
function owns(data: unknown): boolean {
  if (!isObject(data) || typeof get(data, "type") === "string") return false;
  return (
    Array.isArray(get(data, "candidates")) ||
    isObject(get(data, "usageMetadata")) ||
    isObject(get(data, "promptFeedback"))
  );
}

/** The end of a stream: an `error` object, or a candidate with a `finishReason`. */
function ends(data: unknown): boolean {
  if (!isObject(data)) return false;
  if (isObject(get(data, "error"))) return true;
  const candidates = get(data, "candidates");
  return Array.isArray(candidates) && candidates.some((c) => isObject(c) && typeof get(c, "finishReason") === "string");
}

/** Tool-call ids: each part's `functionCall.id` and `functionResponse.id`. */
function ids(body: Record<string, unknown>): { calls: string[]; results: string[] } {
  const { calls, results, push } = idLists();
  for (const c of arr(body.contents))
    for (const part of arr(obj(c).parts)) {
      push(calls, obj(obj(part).functionCall).id);
      push(results, obj(obj(part).functionResponse).id);
    }
  return { calls, results };
}

/** A call's or result's key: its id, or `name:<tool>` when the request carries none (Gemini before 3 pairs by name). */
const keyOf = (part: unknown): string => str(get(part, "id")) ?? `name:${str(get(part, "name")) ?? ""}`;

/** A request's messages: a `model` turn's `functionCall` parts are its calls, `functionResponse` parts results. */
function messages(body: Json): WireMessage[] {
  const out: WireMessage[] = [];
  arr(get(body, "contents")).forEach((c, i) => {
    const parts = arr(get(c, "parts"));
    const text = parts
      .flatMap((p) =>
        typeof get(p, "text") === "string" && get(p, "thought") !== true ? [get(p, "text") as string] : [],
      )
      .join("");
    const at = `contents[${i}]`;
    if (get(c, "role") === "model") {
      const calls = parts.flatMap((p) => {
        const call = get(p, "functionCall");
        return isObject(call) ? [{ id: keyOf(call), name: str(get(call, "name")) ?? "" }] : [];
      });
      out.push({ role: "assistant", calls, text, at });
      return;
    }
    for (const p of parts) {
      const response = get(p, "functionResponse");
      if (!isObject(response)) continue;
      const value = get(response, "response");
      const said = get(value, "output") ?? get(value, "error") ?? value;
      out.push({
        role: "toolResult",
        calls: [],
        toolCallId: keyOf(response),
        text: typeof said === "string" ? said : JSON.stringify(said ?? ""),
        at,
      });
    }
    if (text) out.push({ role: "user", calls: [], text, at });
  });
  return out;
}

/**
 * Gemini's error body: `{ error: { code, message, status } }`. The ordering texts are the API's
 * own, as reported in langchain-ai/langchain#27799 and lobehub/lobehub#7298 (a function response
 * with no call turn before it) and gemini-cli-extensions/conductor#62 (fewer responses than
 * calls); malformed JSON as in virattt/dexter#258 and automazeio/vibeproxy#23.
 */
function refusal(kind: RefusalKind, d: { message?: string }): Refused {
  const error = (code: number, status: string, message: string) => ({
    status: code,
    body: { error: { code, message, status } },
  });
  switch (kind) {
    case "orphan-result":
      return error(
        400,
        "INVALID_ARGUMENT",
        "Please ensure that function response turn comes immediately after a function call turn.",
      );
    case "missing-result":
      return error(
        400,
        "INVALID_ARGUMENT",
        "Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.",
      );
    case "bad-json":
      return error(400, "INVALID_ARGUMENT", "Invalid JSON payload received. Unexpected token.");
    case "not-found":
      return error(404, "NOT_FOUND", d.message ?? "Requested entity was not found.");
    case "too-large":
      return error(413, "INVALID_ARGUMENT", "Request payload size exceeds the limit.");
    case "busy":
      return error(503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
  }
}

/** A turn as a non-streaming `generateContent` body (arguments that are no JSON object: `MALFORMED_FUNCTION_CALL`). */
function json(turn: ScriptedTurn, ctx: EncodeContext): Json {
  const parts: unknown[] = [];
  let malformed = false;
  for (const block of turn.blocks) {
    if (block.type === "text") parts.push({ text: block.text });
    else if (block.type === "toolCall") {
      const args = parseObject(block.arguments);
      if (!args) malformed = true;
      else parts.push({ functionCall: { id: googleToolId(block.id, ctx.turnNumber), name: block.name, args } });
    }
  }
  const finishReason = turn.stopReason === "length" ? "MAX_TOKENS" : malformed ? "MALFORMED_FUNCTION_CALL" : "STOP";
  const out = tokens(turnText(turn));
  const prompt = 140 * ctx.turnNumber;
  return {
    candidates: [{ content: { parts, role: "model" }, index: 0, finishReason }],
    usageMetadata: { promptTokenCount: prompt, candidatesTokenCount: out, totalTokenCount: prompt + out },
    modelVersion: ctx.modelId,
    responseId: flavour("", `${ctx.turnNumber}${ctx.modelId}`, 20),
  };
}

/** Google Generative AI, replayed with Gemini 3 Flash (preview). */
export const GOOGLE_GENERATIVE_AI: ApiSpec<"google-generative-ai"> = {
  api: "google-generative-ai",
  provider: "google",
  modelId: "gemini-3-flash-preview",
  injectsFetch: false,
  loaders14: {
    adapter: async () =>
      (await import("@earendil-works/pi-ai/api/google-generative-ai")).stream as unknown as AdapterStream,
    catalog: async () => (await import("@earendil-works/pi-ai/providers/google.models")).GOOGLE_MODELS,
  },
  encode: encodeGoogle,
  stop: { path: ["candidates", 0, "finishReason"], field: "candidates[0].finishReason", rewritten: true },
  request: {
    tools: (body) => arr(body.tools).flatMap((t) => arr(obj(t).functionDeclarations)),
    words: (tool) => tool,
    // `parametersJsonSchema`, or `parameters` when the adapter sends the older field.
    schema: (tool) => tool.parametersJsonSchema ?? tool.parameters,
    ids,
  },
  capture: {
    owns,
    ends,
    lastEvent: "finishReason",
    request: (body) =>
      recordedRequest(
        lastUser(arr(get(body, "contents")), "parts"),
        arr(get(body, "tools"))
          .flatMap((t) => arr(get(t, "functionDeclarations")))
          .map((f) => ({
            name: get(f, "name"),
            description: get(f, "description"),
            parameters: get(f, "parametersJsonSchema") ?? get(f, "parameters"),
          })),
      ),
  },
  objectArguments: true,
  idsByModel: true,
};

/** How the local provider (`npm run provider`) serves it: apart from the spec, so the page's build leaves it out. */
export const GOOGLE_GENERATIVE_AI_SERVE: ServeShape = {
  basePath: "/v1beta",
  paths: ["/models/{model}:streamGenerateContent", "/models/{model}:generateContent"],
  matches: (path) => /^\/models\/[^/:]+:(stream)?[gG]enerateContent$/.test(path),
  streams: (_body, path) => path.endsWith(":streamGenerateContent"),
  messages,
  callId: googleToolId,
  refusal,
  json,
};

/** pi-ai 1.6.0's adapter and catalog (the version lens), apart from the spec so only the lens's build holds them. */
export const GOOGLE_GENERATIVE_AI_16: VersionLoaders = {
  adapter: async () => (await import("pi-ai-next/api/google-generative-ai")).stream as unknown as AdapterStream,
  catalog: async () => (await import("pi-ai-next/providers/google.models")).GOOGLE_MODELS as Record<string, unknown>,
};
