/**
 * Reads what a learner's round sends the engine: its questions, its finish, the Context in them.
 * Everything is untrusted (it comes from a learner's code, in a sandbox or a worker): known kinds,
 * own keys, plain JSON data within the sandbox's caps (`copyData`), and messages pi-ai can take.
 * What cannot be read is a reason in words, never an exception.
 */
import type { Message, ToolResultMessage } from "@earendil-works/pi-ai";
import { copyData, SANDBOX_LIMITS } from "../runner/boundary";
import type { ArgsFrom, AskRequest, ExecuteRequest, RoundFinish } from "./protocol";

/** A Context as the round sent it: its messages checked, its tools plain JSON Schema. */
export interface SentContext {
  systemPrompt?: string;
  messages: Message[];
  tools: { name: string; description: string; parameters: unknown }[];
}

/** A read: the value, or why it cannot be used. */
export type Reading<T> = { ok: true; value: T } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const bad = <T>(reason: string): Reading<T> => ({ ok: false, reason });
const ARGS_FROM: readonly ArgsFrom[] = ["validated", "model", "other"];

/** One message of the round's Context: a role pi-ai knows and the fields its adapters read. */
function readMessage(m: unknown, i: number): Reading<Message> {
  if (!isObject(m)) return bad(`message ${i} is not an object`);
  const content = m.content;
  if (m.role === "user") return typeof content === "string" || Array.isArray(content) ? { ok: true, value: m as unknown as Message } : bad(`message ${i} (user) has no content`);
  if (m.role === "assistant") return Array.isArray(content) ? { ok: true, value: m as unknown as Message } : bad(`message ${i} (assistant) has no content list`);
  if (m.role !== "toolResult") return bad(`message ${i} has the role ${JSON.stringify(String(m.role)).slice(0, 40)}, not user, assistant or toolResult`);
  if (typeof m.toolCallId !== "string" || typeof m.toolName !== "string") return bad(`tool result ${i} needs a toolCallId and a toolName`);
  if (typeof m.isError !== "boolean") return bad(`tool result ${i} needs isError (true or false)`);
  if (!Array.isArray(content) || !content.every((c) => isObject(c) && (c.type === "text" ? typeof c.text === "string" : c.type === "image"))) return bad(`tool result ${i} needs content: a list of { type: "text", text }`);
  const result: ToolResultMessage = { role: "toolResult", toolCallId: m.toolCallId, toolName: m.toolName, content: content as ToolResultMessage["content"], isError: m.isError, timestamp: typeof m.timestamp === "number" ? m.timestamp : 0 };
  return { ok: true, value: result };
}

/** The messages of a Context: a list of messages pi-ai can send. */
export function readMessages(value: unknown): Reading<Message[]> {
  if (!Array.isArray(value)) return bad("messages is not a list");
  const out: Message[] = [];
  for (let i = 0; i < value.length; i++) {
    const read = readMessage(value[i], i);
    if (!read.ok) return read;
    out.push(read.value);
  }
  return { ok: true, value: out };
}

/** The Context a round asked the model with. */
export function readContext(value: unknown): Reading<SentContext> {
  if (!isObject(value)) return bad("the Context is not an object");
  const messages = readMessages(value.messages);
  if (!messages.ok) return messages;
  const tools = value.tools === undefined ? [] : value.tools;
  if (!Array.isArray(tools) || !tools.every((t) => isObject(t) && typeof t.name === "string" && typeof t.description === "string")) return bad("tools is not a list of { name, description, parameters }");
  if (value.systemPrompt !== undefined && typeof value.systemPrompt !== "string") return bad("systemPrompt is not text");
  return { ok: true, value: { ...(typeof value.systemPrompt === "string" ? { systemPrompt: value.systemPrompt } : {}), messages: messages.value, tools: tools as SentContext["tools"] } };
}

function readIds(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length <= SANDBOX_LIMITS.items && value.every((id) => typeof id === "string") ? (value as string[]) : undefined;
}

/**
 * A message from the round's worker: an `ask`, an `execute` or its `finish`. Plain data within the
 * caps, own keys, known kinds; the Context inside is read when the engine uses it (`readContext`).
 */
export function readRoundMessage(raw: unknown): Reading<AskRequest | ExecuteRequest | RoundFinish> {
  const copied = copyData(raw, { cut: false });
  if (!copied.ok) return bad(`the round sent ${copied.reason}`);
  const m = copied.value;
  if (!isObject(m)) return bad("the round sent something that is not a message");
  const validated = readIds(m.validated);
  if (!validated) return bad("the round's list of validated calls cannot be read");
  if (m.type === "ask") return { ok: true, value: { type: "ask", context: m.context, validated } };
  if (m.type === "execute") {
    if (!ARGS_FROM.includes(m.from as ArgsFrom) || (m.callId !== undefined && typeof m.callId !== "string")) return bad("the round's execute() request cannot be read");
    return { ok: true, value: { type: "execute", args: m.args, from: m.from as ArgsFrom, ...(typeof m.callId === "string" ? { callId: m.callId } : {}), validated } };
  }
  if (m.type === "finish" && (m.how === "returned" || m.how === "threw" || m.how === "wrong-shape")) {
    return { ok: true, value: { type: "finish", how: m.how, ...(typeof m.detail === "string" ? { detail: m.detail.slice(0, SANDBOX_LIMITS.messageChars) } : {}), messages: m.messages, validated } };
  }
  return bad("the round sent a message of an unknown kind");
}
