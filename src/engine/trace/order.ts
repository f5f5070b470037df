/**
 * §13's order for a second request: the question, the reply with its calls, then one result per
 * call, each naming a call of that reply. Read from the messages a request really carried.
 */
import type { Message } from "@earendil-works/pi-ai";

/** Whether `messages` are in §13's order: question, reply, then exactly one result for each of its calls. */
export function inChapterOrder(messages: readonly Message[]): boolean {
  const [question, reply, ...results] = messages;
  if (question?.role !== "user" || reply?.role !== "assistant") return false;
  const calls = reply.content.flatMap((b) => (b.type === "toolCall" ? [b.id] : []));
  const answered = results.map((r) => (r.role === "toolResult" ? r.toolCallId : undefined));
  return (
    calls.length > 0 &&
    answered.length === calls.length &&
    calls.every((id) => answered.filter((a) => a === id).length === 1)
  );
}
