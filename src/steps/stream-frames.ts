import type { AssistantMessage, AssistantMessageEvent, ToolCall } from "@earendil-works/pi-ai";
import type { Narration, StreamView } from "./frames";
import { previewStep } from "./preview-step";

/** What one stream event contributes to a frame. */
export interface StreamFrame {
  event: string;
  section: number;
  narration: Narration;
  partial: AssistantMessage;
  stream: StreamView;
}

function plainParse(text: string): StreamView["jsonParse"] {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * Turns pi-ai events into frame contents. It keeps the raw argument text per content block
 * (from the deltas, exactly as delivered) and copies the partial message at each event,
 * because pi-ai mutates that message in place. `api` is the API that produced the events.
 */
export function createStreamObserver(turn: 1 | 2, api: string) {
  const rawText = new Map<number, string>();
  const lastPreview = new Map<number, unknown>();
  // Google's adapter gets a call's arguments as an object: there is no text for pi-ai to parse (§8).
  const objectArguments = api === "google-generative-ai";

  return (event: AssistantMessageEvent): StreamFrame => {
    const message = event.type === "done" ? event.message : event.type === "error" ? event.error : event.partial;
    const partial = structuredClone(message);
    const base: StreamView = { turn };
    let section = 7;
    let key = `stream.${event.type}`;
    const params: Narration["params"] = {};

    if ("contentIndex" in event) {
      const block = message.content[event.contentIndex];
      base.contentIndex = event.contentIndex;
      base.blockType = block?.type;
      if (block?.type === "toolCall") {
        const call = block as ToolCall;
        base.toolCallId = call.id;
        base.toolName = call.name;
        params.name = call.name;
        params.id = call.id;
        if (event.type === "toolcall_delta") {
          const text = (rawText.get(event.contentIndex) ?? "") + event.delta;
          rawText.set(event.contentIndex, text);
          base.delta = event.delta;
          base.rawText = text;
          base.preview = structuredClone(call.arguments);
          base.jsonParse = plainParse(text);
          base.step = previewStep(text, base.jsonParse).step;
          lastPreview.set(event.contentIndex, base.preview);
          section = 8;
          // Which of parseStreamingJson's steps made this preview (§8); the second reply is told briefly.
          if (turn === 1) key = `stream.toolcall_delta.${base.step}`;
          // Google's adapter gets arguments as an object and sends them as one whole delta (§8).
          if (objectArguments) key = "stream.toolcall_delta_whole";
        }
        if (event.type === "toolcall_end") {
          base.rawText = rawText.get(event.contentIndex) ?? "";
          base.preview = structuredClone(call.arguments);
          base.previewBefore = structuredClone(lastPreview.get(event.contentIndex) ?? {});
          params.before = JSON.stringify(base.previewBefore);
          if (objectArguments) key = "stream.toolcall_end_object";
          if (call.argumentsError) {
            base.argumentsError = call.argumentsError;
            key = "stream.toolcall_end_malformed";
          }
        }
      } else if ("delta" in event) {
        base.delta = event.delta;
      }
    }
    if (event.type === "done" || event.type === "error") {
      base.reason = event.reason;
      params.reason = event.reason;
      if (message.errorMessage) base.errorMessage = message.errorMessage;
      params.calls = message.content.filter((b) => b.type === "toolCall").length;
      // A reply that stops at the length limit or fails is the lifecycle's business (§7).
      section = event.type === "error" || event.reason === "length" ? 7 : 6;
    }
    if (event.type === "start" || event.type.startsWith("text") || event.type.startsWith("thinking")) section = 6;
    if (turn === 2) {
      key = key.replace(/^stream\./, "final.stream.").replace(/^final\.stream\.toolcall_delta\..*/, "final.stream.toolcall_delta");
      section = 12;
    }
    return { event: event.type, section, narration: { key, params }, partial, stream: base };
  };
}
