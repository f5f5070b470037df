/**
 * Reads the parts of a captured request body the views show: the tool definitions and the
 * tool-call ids, wherever each API keeps them (its descriptor's `request`), or where the scripted
 * model's request keeps them (pi-ai's own messages). Pure functions over plain data.
 */
import { specOf } from "./apis";
import { arr, idLists, obj } from "./apis/read";
import type { CapturedRequest } from "./provider";

/** The tool definitions as this API received them. */
export function toolsInRequest(request: CapturedRequest | undefined): unknown[] {
  const body = obj(request?.body);
  const spec = request && specOf(request.api);
  return spec ? spec.request.tools(body) : arr(body.tools);
}

/** A tool's words as one request carried them: what the model chose by. */
export interface SentToolWords {
  name: string;
  description: string;
}

/** Each tool's name and description as this API received it (Chat Completions nests them under `function`). */
export function toolWordsInRequest(request: CapturedRequest | undefined): SentToolWords[] {
  const spec = request && specOf(request.api);
  return toolsInRequest(request).map((tool) => {
    const words = spec ? spec.request.words(obj(tool)) : obj(tool);
    return {
      name: String(words.name ?? ""),
      description: typeof words.description === "string" ? words.description : "",
    };
  });
}

/** Tool-call ids in the order they appear in the request: each call's, then each result's. */
export function idsInRequest(request: CapturedRequest | undefined): { calls: string[]; results: string[] } {
  const body = obj(request?.body);
  const spec = request && specOf(request.api);
  if (spec) return spec.request.ids(body);
  const { calls, results, push } = idLists();
  for (const m of arr(body.messages)) {
    for (const block of arr(obj(m).content)) if (obj(block).type === "toolCall") push(calls, obj(block).id);
    if (obj(m).role === "toolResult") push(results, obj(m).toolCallId);
  }
  return { calls, results };
}

/**
 * For the second request: each tool-call id as that API received it, beside the id the
 * application stored (pi-ai's `transformMessages` rewrites them per API; the history keeps its own).
 */
export function sentIds(trace: {
  messages: { role: string; content?: unknown }[];
  requests: CapturedRequest[];
}): { sent: string; stored: string }[] {
  const second = trace.requests[1];
  if (!second || second.api === "scripted") return [];
  const stored = trace.messages.flatMap((m) =>
    m.role === "assistant" && Array.isArray(m.content)
      ? m.content.filter((b) => obj(b).type === "toolCall").map((b) => String(obj(b).id))
      : [],
  );
  return idsInRequest(second).calls.map((sent, i) => ({ sent, stored: stored[i] ?? sent }));
}
