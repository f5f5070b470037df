/**
 * The question and tools of a recorded request body (a HAR's `postData.text`), read per API from
 * the documented request formats: the last user message's text, and each function tool's name,
 * description and JSON Schema. Only own keys are read; what is not there is left out.
 */
import type { WireApi } from "../wire/names";

/** A tool as the recorded request offered it: the JSON Schema as sent. */
export interface RecordedTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** What the request gave: the question (the last user text) and the tools, each when present. */
export interface RecordedRequest {
  question?: string;
  tools: RecordedTool[];
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);
const get = (o: unknown, key: string): unknown => (isObject(o) && Object.hasOwn(o, key) ? o[key] : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The text of a message's content: a string, or its text parts joined. */
function contentText(content: unknown, partKey = "text"): string | undefined {
  if (typeof content === "string") return content;
  const parts = list(content).map((part) => text(get(part, partKey))).filter((t): t is string => t !== undefined);
  return parts.length ? parts.join("\n") : undefined;
}

/** The last message with role `user` in `messages`, as text. */
function lastUser(messages: unknown[], contentKey: string, partKey = "text"): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (get(messages[i], "role") !== "user") continue;
    const found = contentText(get(messages[i], contentKey), partKey);
    if (found !== undefined) return found;
  }
  return undefined;
}

function tool(name: unknown, description: unknown, parameters: unknown): RecordedTool | undefined {
  if (typeof name !== "string") return undefined;
  return { name, description: text(description) ?? "", parameters: isObject(parameters) ? parameters : { type: "object", properties: {} } };
}

const READERS: Record<WireApi, (body: unknown) => RecordedRequest> = {
  "anthropic-messages": (body) => ({
    ...optional(lastUser(list(get(body, "messages")), "content")),
    tools: list(get(body, "tools")).map((t) => tool(get(t, "name"), get(t, "description"), get(t, "input_schema"))).filter(present),
  }),
  "openai-responses": (body) => {
    const input = get(body, "input");
    const question = typeof input === "string" ? input : lastUser(list(input), "content");
    return {
      ...optional(question),
      tools: list(get(body, "tools")).filter((t) => get(t, "type") === "function").map((t) => tool(get(t, "name"), get(t, "description"), get(t, "parameters"))).filter(present),
    };
  },
  "openai-completions": (body) => ({
    ...optional(lastUser(list(get(body, "messages")), "content")),
    tools: list(get(body, "tools")).map((t) => get(t, "function")).map((f) => tool(get(f, "name"), get(f, "description"), get(f, "parameters"))).filter(present),
  }),
  "google-generative-ai": (body) => ({
    ...optional(lastUser(list(get(body, "contents")), "parts")),
    tools: list(get(body, "tools"))
      .flatMap((t) => list(get(t, "functionDeclarations")))
      .map((f) => tool(get(f, "name"), get(f, "description"), get(f, "parametersJsonSchema") ?? get(f, "parameters")))
      .filter(present),
  }),
};

function present<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function optional(question: string | undefined): { question?: string } {
  return question !== undefined && question.trim() !== "" ? { question } : {};
}

/** Reads `bodyText` (JSON) as a request to `api`; undefined when it is not JSON. */
export function readRequest(api: WireApi, bodyText: string): RecordedRequest | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  return isObject(body) ? READERS[api](body) : undefined;
}
