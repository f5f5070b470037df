/**
 * Which of the four APIs an event belongs to, read from the event itself (never from a file name
 * or URL), and whether a stream reached the API's last event. Field names are the APIs' documented
 * streaming formats, as the wire encoders (`../wire/encode-*.ts`) write them.
 */
import type { WireApi } from "../wire/names";
import type { Read } from "./problems";
import type { SseEvent } from "./sse";

/** Anthropic Messages' event types. */
const ANTHROPIC = new Set(["message_start", "content_block_start", "content_block_delta", "content_block_stop", "message_delta", "message_stop", "ping"]);

/** Each API's events that end a stream, as the problem names them. */
export const LAST_EVENTS: Record<WireApi, string> = {
  "anthropic-messages": "message_stop",
  "openai-responses": "response.completed",
  "openai-completions": "data: [DONE]",
  "google-generative-ai": "finishReason",
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (o: Record<string, unknown>, key: string) => (Object.hasOwn(o, key) ? o[key] : undefined);

/** An event's API; "either" for an error object both Chat Completions and Gemini send. */
export function apiOfEvent(data: unknown): WireApi | "either" | undefined {
  if (data === "[DONE]") return "openai-completions";
  if (!isObject(data)) return undefined;
  const type = own(data, "type");
  if (typeof type === "string") {
    if (type.startsWith("response.")) return "openai-responses";
    if (ANTHROPIC.has(type)) return "anthropic-messages";
    // Responses' error event carries `code`/`message` and a sequence number; Anthropic's an `error` object.
    if (type === "error") return Object.hasOwn(data, "sequence_number") || !isObject(own(data, "error")) ? "openai-responses" : "anthropic-messages";
    return undefined;
  }
  if (own(data, "object") === "chat.completion.chunk" || Array.isArray(own(data, "choices"))) return "openai-completions";
  if (Array.isArray(own(data, "candidates")) || isObject(own(data, "usageMetadata")) || isObject(own(data, "promptFeedback"))) return "google-generative-ai";
  if (isObject(own(data, "error"))) return "either";
  return undefined;
}

/** True when `data` is one of `api`'s events that end a stream. */
export function endsStream(api: WireApi, data: unknown): boolean {
  if (api === "openai-completions") {
    if (data === "[DONE]") return true;
    const choices = isObject(data) ? own(data, "choices") : undefined;
    // Some compatible servers close after the finish reason without `[DONE]`.
    return Array.isArray(choices) && choices.some((c) => isObject(c) && typeof own(c, "finish_reason") === "string");
  }
  if (!isObject(data)) return false;
  if (isObject(own(data, "error")) && api !== "anthropic-messages") return true;
  const type = own(data, "type");
  if (api === "anthropic-messages") return type === "message_stop" || type === "error";
  if (api === "openai-responses") return type === "response.completed" || type === "response.incomplete" || type === "response.failed" || type === "error";
  const candidates = own(data, "candidates");
  return Array.isArray(candidates) && candidates.some((c) => isObject(c) && typeof own(c, "finishReason") === "string");
}

/** A stream read: its API, and each event's data parsed. */
export interface DetectedStream {
  api: WireApi;
  events: { name?: string; data: unknown; text: string }[];
}

function parseData(text: string): { ok: true; data: unknown } | { ok: false } {
  if (text.trim() === "[DONE]") return { ok: true, data: "[DONE]" };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Detects the API from the events and checks the stream: every event JSON of that one API, ending
 * with the API's last event. `entry` (a HAR's) is carried into the problem.
 */
export function detectStream(events: readonly SseEvent[], entry?: number): Read<DetectedStream> {
  const where = (i: number) => ({ line: events[i]!.line, event: i + 1, ...(entry !== undefined ? { entry } : {}) });
  let api: WireApi | undefined;
  const out: DetectedStream["events"] = [];
  for (const [i, event] of events.entries()) {
    const parsed = parseData(event.data);
    if (!parsed.ok) {
      // The last event, not closed by a blank line: the copy stops in the middle of it.
      if (i === events.length - 1 && !event.closed && api) return { ok: false, problem: { kind: "truncated", api, ...where(i), missing: LAST_EVENTS[api] } };
      return { ok: false, problem: { kind: "bad-json", ...where(i) } };
    }
    const of = apiOfEvent(parsed.data);
    if (of === undefined) return { ok: false, problem: { kind: "unknown-event", ...where(i), text: event.data.slice(0, 80) } };
    if (of !== "either") {
      if (api && of !== api) return { ok: false, problem: { kind: "mixed", api, other: of, ...where(i) } };
      api = of;
    }
    out.push({ ...(event.name !== undefined ? { name: event.name } : {}), data: parsed.data, text: event.data });
  }
  if (!api) return { ok: false, problem: events.length === 0 ? { kind: "empty" } : { kind: "unknown-event", ...where(0), text: events[0]!.data.slice(0, 80) } };
  const last = events.length - 1;
  if (!out.some((e) => endsStream(api, e.data))) return { ok: false, problem: { kind: "truncated", api, ...where(last), missing: LAST_EVENTS[api] } };
  return { ok: true, value: { api, events: out } };
}
