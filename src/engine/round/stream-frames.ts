import { repairJson, type AssistantMessage, type AssistantMessageEvent, type ToolCall } from "@earendil-works/pi-ai";
import { specOf } from "../../fake-provider/apis";
import { rewritesStop } from "../../fake-provider/wire/stop-field";
import type { StreamFact, WireStop } from "../trace/facts";
import type { CappedBlock } from "../../fake-provider/scripted";
import type { StreamData } from "../trace/frames";
import { previewStep } from "./preview-step";

/** What one stream event contributes to a frame: its fact, and the data the stage view shows. */
export interface StreamFrame {
  event: string;
  fact: StreamFact;
  partial: AssistantMessage;
  stream: StreamData;
}

function plainParse(text: string): StreamData["jsonParse"] {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * Turns pi-ai events into frame contents. It keeps the raw argument text per content block
 * (from the deltas, exactly as delivered) and copies the partial message at each event,
 * because pi-ai mutates that message in place. `api` is the API that produced the events;
 * `wireStop`, for a wire replay, the finish reason its recording states (shown beside pi-ai's).
 */
export function createStreamObserver(
  turn: 1 | 2,
  api: string,
  wireStop?: WireStop,
  capped: readonly CappedBlock[] = [],
) {
  const rawText = new Map<number, string>();
  const lastPreview = new Map<number, unknown>();
  // The block's own fields at its last delta: what the adapter removes at toolcall_end (§8).
  const lastFields = new Map<number, string[]>();
  // Google's adapter gets a call's arguments as an object: there is no text for pi-ai to parse (§8).
  const objectArguments = specOf(api)?.objectArguments ?? false;
  const noteCap = capNoter(capped, objectArguments);

  return (event: AssistantMessageEvent): StreamFrame => {
    const message = event.type === "done" ? event.message : event.type === "error" ? event.error : event.partial;
    const partial = structuredClone(message);
    const base: StreamData = { turn };
    const fact: StreamFact = { kind: "stream", event: event.type, brief: turn === 2, objectArguments };

    if ("contentIndex" in event) {
      const block = message.content[event.contentIndex];
      base.contentIndex = event.contentIndex;
      base.blockType = block?.type;
      if (block?.type === "toolCall") {
        const call = block as ToolCall;
        base.toolCallId = fact.toolCallId = call.id;
        base.toolName = fact.toolName = call.name;
        if (event.type === "toolcall_delta") {
          const text = (rawText.get(event.contentIndex) ?? "") + event.delta;
          rawText.set(event.contentIndex, text);
          base.delta = event.delta;
          base.rawText = text;
          base.preview = structuredClone(call.arguments);
          base.jsonParse = plainParse(text);
          base.step = fact.step = previewStep(text, base.jsonParse).step;
          // pi-ai's parseJsonWithRepair parses the repaired text only when repairJson changed it.
          if (base.step === "partial") fact.repairChanged = repairJson(text) !== text;
          if (event.delta === "") fact.emptyDelta = true;
          lastPreview.set(event.contentIndex, base.preview);
          lastFields.set(event.contentIndex, Object.keys(call));
        }
        if (event.type === "toolcall_end") {
          base.rawText = rawText.get(event.contentIndex) ?? "";
          base.preview = structuredClone(call.arguments);
          base.previewBefore = structuredClone(lastPreview.get(event.contentIndex) ?? {});
          fact.before = JSON.stringify(base.previewBefore);
          const removed = (lastFields.get(event.contentIndex) ?? []).filter((k) => !Object.hasOwn(call, k));
          if (removed.length > 0) fact.removed = removed;
          if (typeof call.thoughtSignature === "string" && call.thoughtSignature !== "") fact.signed = true;
          if (call.argumentsError) {
            base.argumentsError = call.argumentsError;
            fact.argumentsError = true;
          }
        }
      } else if ("delta" in event) {
        base.delta = event.delta;
      }
    }
    noteCap(event, fact);
    if (event.type === "done" || event.type === "error") {
      base.reason = fact.reason = event.reason;
      if (message.errorMessage) base.errorMessage = message.errorMessage;
      fact.calls = message.content.filter((b) => b.type === "toolCall").length;
      if (wireStop) base.wire = fact.wire = { ...wireStop };
      // The recording said a plain stop; pi-ai's adapter reports toolUse because the content holds calls.
      if (wireStop && event.type === "done" && event.reason === "toolUse" && fact.calls > 0 && rewritesStop(api))
        base.rewrittenBy = fact.rewrittenBy = api;
    }
    return { event: event.type, fact, partial, stream: base };
  };
}

const START_OF: Record<string, CappedBlock["type"]> = {
  text_start: "text",
  thinking_start: "thinking",
  toolcall_start: "toolCall",
};

/**
 * Marks the `*_start` of each block the piece cap cut down with what it asked for and what it
 * streams. Blocks are found by type and order (a wire adapter numbers content its own way).
 * Google's calls arrive as one object, never in pieces: there is nothing to cap.
 */
function capNoter(capped: readonly CappedBlock[], objectArguments: boolean) {
  const started = new Map<string, number>();
  return (event: AssistantMessageEvent, fact: StreamFact) => {
    const type = START_OF[event.type];
    if (!type) return;
    const ordinal = started.get(type) ?? 0;
    started.set(type, ordinal + 1);
    const cap = capped.find((c) => c.type === type && c.ordinal === ordinal);
    if (!cap || (type === "toolCall" && objectArguments)) return;
    fact.requestedPieces = cap.requested;
    fact.cappedTo = cap.streamed;
  };
}
