/**
 * Small readers the descriptors share over plain JSON: request bodies the adapters sent, and the
 * events and requests of a captured stream (untrusted: own keys only).
 */
import type { ScriptedTurn } from "../turn";
import type { Json, RecordedRequest, RecordedTool } from "./spec";

/** `v` as an object to read fields from (arrays included), else an empty one. */
export const obj = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});
/** `v` if it is an array, else an empty one. */
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** `v` if it is a string. */
export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
/** True for a plain object (not null, not an array). */
export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
/** The own property `key` of a plain object, else undefined. */
export const get = (o: unknown, key: string): unknown => (isObject(o) && Object.hasOwn(o, key) ? o[key] : undefined);

/** Ids in order of appearance: `push(calls, v)` keeps `v` when it is a string. */
export function idLists(): { calls: string[]; results: string[]; push: (list: string[], v: unknown) => void } {
  return {
    calls: [],
    results: [],
    push: (list, v) => {
      const s = str(v);
      if (s !== undefined) list.push(s);
    },
  };
}

/** The text of a message's content: a string, or its text parts joined. */
export function contentText(content: unknown, partKey = "text"): string | undefined {
  if (typeof content === "string") return content;
  const parts = arr(content)
    .map((part) => str(get(part, partKey)))
    .filter((t): t is string => t !== undefined);
  return parts.length ? parts.join("\n") : undefined;
}

/** The last message with role `user` in `messages`, as text. */
export function lastUser(messages: unknown[], contentKey: string, partKey = "text"): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (get(messages[i], "role") !== "user") continue;
    const found = contentText(get(messages[i], contentKey), partKey);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A recorded request's question and tools: the question left out when blank, tools without a name dropped. */
export function recordedRequest(
  question: string | undefined,
  tools: { name: unknown; description: unknown; parameters: unknown }[],
): RecordedRequest {
  const kept = tools.flatMap(({ name, description, parameters }): RecordedTool[] =>
    typeof name === "string"
      ? [
          {
            name,
            description: str(description) ?? "",
            parameters: isObject(parameters) ? parameters : { type: "object", properties: {} },
          },
        ]
      : [],
  );
  return { ...(question !== undefined && question.trim() !== "" ? { question } : {}), tools: kept };
}

/** A refusal's status and body, as a descriptor's `serve.refusal` returns it. */
export type Refused = { status: number; body: Json };

/** Argument text as the object a non-streaming body carries; text that is no JSON object gives `{}`. */
export function argumentsObject(text: string): Json {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

/** The text blocks of a turn joined, and its tool calls, for the non-streaming bodies. */
export function turnParts(turn: ScriptedTurn): {
  text: string;
  calls: { id: string; name: string; arguments: string }[];
} {
  const text = turn.blocks.map((b) => (b.type === "text" ? b.text : "")).join("");
  const calls = turn.blocks.flatMap((b) => (b.type === "toolCall" ? [b] : []));
  return { text, calls };
}
