/**
 * Reads the parts of a captured request body the views show: the tool definitions and the
 * tool-call ids, wherever each API keeps them. Pure functions over plain data.
 */
import type { CapturedRequest } from "./provider";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The tool definitions as this API received them. */
export function toolsInRequest(request: CapturedRequest | undefined): unknown[] {
  const body = obj(request?.body);
  if (request?.api === "google-generative-ai") return arr(body.tools).flatMap((t) => arr(obj(t).functionDeclarations));
  return arr(body.tools);
}

/** A tool's words as one request carried them: what the model chose by. */
export interface SentToolWords {
  name: string;
  description: string;
}

/** Each tool's name and description as this API received it (Chat Completions nests them under `function`). */
export function toolWordsInRequest(request: CapturedRequest | undefined): SentToolWords[] {
  return toolsInRequest(request).map((tool) => {
    const words = request?.api === "openai-completions" ? obj(obj(tool).function) : obj(tool);
    return { name: String(words.name ?? ""), description: typeof words.description === "string" ? words.description : "" };
  });
}

/** Tool-call ids in the order they appear in the request: each call's, then each result's. */
export function idsInRequest(request: CapturedRequest | undefined): { calls: string[]; results: string[] } {
  const body = obj(request?.body);
  const calls: string[] = [];
  const results: string[] = [];
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  const push = (list: string[], v: unknown) => {
    const s = str(v);
    if (s !== undefined) list.push(s);
  };
  switch (request?.api) {
    case "anthropic-messages":
      for (const m of arr(body.messages))
        for (const block of arr(obj(m).content)) {
          if (obj(block).type === "tool_use") push(calls, obj(block).id);
          if (obj(block).type === "tool_result") push(results, obj(block).tool_use_id);
        }
      break;
    case "openai-responses":
      // A call's id is in two fields: `call_id`, and the item's own `id` (`fc_…`), which pi-ai's
      // adapter sends only with the model's own calls: read as `call_id|id`, else `call_id` alone.
      for (const item of arr(body.input)) {
        const { type, call_id: callId, id } = obj(item);
        if (type === "function_call" && str(callId) !== undefined) calls.push(str(id) === undefined ? String(callId) : `${String(callId)}|${String(id)}`);
        if (type === "function_call_output") push(results, callId);
      }
      break;
    case "openai-completions":
      for (const m of arr(body.messages)) {
        for (const call of arr(obj(m).tool_calls)) push(calls, obj(call).id);
        if (obj(m).role === "tool") push(results, obj(m).tool_call_id);
      }
      break;
    case "google-generative-ai":
      for (const c of arr(body.contents))
        for (const part of arr(obj(c).parts)) {
          push(calls, obj(obj(part).functionCall).id);
          push(results, obj(obj(part).functionResponse).id);
        }
      break;
    default:
      for (const m of arr(body.messages)) {
        for (const block of arr(obj(m).content)) if (obj(block).type === "toolCall") push(calls, obj(block).id);
        if (obj(m).role === "toolResult") push(results, obj(m).toolCallId);
      }
  }
  return { calls, results };
}

/**
 * For the second request: each tool-call id as that API received it, beside the id the
 * application stored (pi-ai's `transformMessages` rewrites them per API; the history keeps its own).
 */
export function sentIds(trace: { messages: { role: string; content?: unknown }[]; requests: CapturedRequest[] }): { sent: string; stored: string }[] {
  const second = trace.requests[1];
  if (!second || second.api === "scripted") return [];
  const stored = trace.messages.flatMap((m) =>
    m.role === "assistant" && Array.isArray(m.content) ? m.content.filter((b) => obj(b).type === "toolCall").map((b) => String(obj(b).id)) : [],
  );
  return idsInRequest(second).calls.map((sent, i) => ({ sent, stored: stored[i] ?? sent }));
}
