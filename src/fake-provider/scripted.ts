import type {
  AssistantMessageEventStream,
  AssistantMessage,
  AssistantMessageEvent,
  TextContent,
  ThinkingContent,
  ToolCall,
} from "@earendil-works/pi-ai";
import { KIT_14, type PiKit } from "./kit";
import { cutIntoPieces, DEFAULT_PIECE_SIZE, MAX_PIECES, requestedPieceCount } from "./pieces";
import type { ScriptedBlock, ScriptedTurn } from "./turn";

export { cutIntoPieces, DEFAULT_PIECE_SIZE, MAX_PIECES, sharedPieceCount } from "./pieces";
export type { ScriptedBlock, ScriptedTurn } from "./turn";

export { STOP_REASONS, type ScriptedStopReason } from "./stop-reasons";

/** Who the scripted model says it is; shown in the UI and stamped on each message. */
export const SCRIPTED_MODEL = { api: "scripted", provider: "tool-call-lab", model: "scripted-model" } as const;

function emptyMessage(timestamp: number): AssistantMessage {
  return {
    role: "assistant",
    content: [],
    api: SCRIPTED_MODEL.api,
    provider: SCRIPTED_MODEL.provider,
    model: SCRIPTED_MODEL.model,
    usage: {
      input: 0,
      output: 0,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 0,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    },
    stopReason: "pending",
    timestamp,
  };
}

/**
 * A block that asked for more than {@link MAX_PIECES} pieces, so its frames stream fewer.
 * `ordinal`: its place among the turn's blocks of the same type (how a stream's content finds it).
 */
export interface CappedBlock {
  type: ScriptedBlock["type"];
  ordinal: number;
  /** The pieces the scenario asked for (its text at `pieceSize`, or its piece count). */
  requested: number;
  /** The pieces the frames stream instead. */
  streamed: number;
}

/** The blocks of `turn` whose pieces the cap cut down (none for most turns). */
export function cappedBlocks(turn: ScriptedTurn): CappedBlock[] {
  const size = turn.pieceSize ?? DEFAULT_PIECE_SIZE;
  const seen = new Map<string, number>();
  const capped: CappedBlock[] = [];
  for (const block of turn.blocks) {
    const ordinal = seen.get(block.type) ?? 0;
    seen.set(block.type, ordinal + 1);
    const text = block.type === "text" ? block.text : block.type === "thinking" ? block.thinking : block.arguments;
    const count = block.type === "toolCall" ? undefined : block.pieceCount;
    const requested = requestedPieceCount(text, size, block.pieces, count);
    if (requested > MAX_PIECES)
      capped.push({
        type: block.type,
        ordinal,
        requested,
        streamed: cutIntoPieces(text, size, block.pieces, count).length,
      });
  }
  return capped;
}

/** A tool call while it streams; `partialJson` is the scratch buffer provider adapters use too. */
type StreamingToolCall = ToolCall & { partialJson?: string };

/** A pi-ai event stream whose events are produced one at a time, as the consumer asks for them. */
export interface ScriptedStream {
  /** pi-ai's own stream; `result()` resolves with the final message. */
  stream: AssistantMessageEventStream;
  /**
   * The events, read from `stream`. The next event is pushed only when the consumer asks for it,
   * so a copy of the partial message taken between events shows exactly that moment — pi-ai
   * mutates the partial message in place.
   */
  events: AsyncIterable<AssistantMessageEvent>;
}

/**
 * Plays a scripted turn through pi-ai's own `AssistantMessageEventStream`, the way a provider
 * adapter does: the partial message is mutated in place, partial arguments come from the kit's
 * reader (1.4.0: `parseStreamingJson`), final ones from its one full parse (`parseToolCallArguments`), and `error`/`aborted` end with
 * the `error` event. `kit` is the pi-ai version that plays it (1.4.0 unless the lens asks for another).
 */
export function createScriptedStream(turn: ScriptedTurn, timestamp: number, kit: PiKit = KIT_14): ScriptedStream {
  const stream = kit.createAssistantMessageEventStream();
  const steps = produce(turn, timestamp, stream, kit);
  async function* events() {
    const reader = stream[Symbol.asyncIterator]();
    for (const _ of steps) {
      const next = await reader.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { stream, events: events() };
}

/** Each step pushes exactly one event onto `stream`. */
function* produce(
  turn: ScriptedTurn,
  timestamp: number,
  stream: AssistantMessageEventStream,
  kit: PiKit,
): Generator<void> {
  const output = emptyMessage(timestamp);
  const size = turn.pieceSize ?? DEFAULT_PIECE_SIZE;
  const push = (event: AssistantMessageEvent) => stream.push(event);
  yield push({ type: "start", partial: output });

  for (const block of turn.blocks) {
    const contentIndex = output.content.length;
    if (block.type === "text") {
      const live: TextContent = { type: "text", text: "" };
      output.content.push(live);
      yield push({ type: "text_start", contentIndex, partial: output });
      for (const delta of cutIntoPieces(block.text, size, block.pieces, block.pieceCount)) {
        live.text += delta;
        yield push({ type: "text_delta", contentIndex, delta, partial: output });
      }
      yield push({ type: "text_end", contentIndex, content: live.text, partial: output });
    } else if (block.type === "thinking") {
      const live: ThinkingContent = { type: "thinking", thinking: "" };
      output.content.push(live);
      yield push({ type: "thinking_start", contentIndex, partial: output });
      for (const delta of cutIntoPieces(block.thinking, size, block.pieces, block.pieceCount)) {
        live.thinking += delta;
        yield push({ type: "thinking_delta", contentIndex, delta, partial: output });
      }
      yield push({ type: "thinking_end", contentIndex, content: live.thinking, partial: output });
    } else {
      // 1.6.0's adapters keep the raw text in their own state, never on the block.
      const live: StreamingToolCall = {
        type: "toolCall",
        id: block.id,
        name: block.name,
        arguments: {},
        ...(kit.keepsPartialJson ? { partialJson: "" } : {}),
      };
      const reader = kit.createArgumentsReader();
      output.content.push(live);
      yield push({ type: "toolcall_start", contentIndex, partial: output });
      for (const delta of cutIntoPieces(block.arguments, size, block.pieces)) {
        live.arguments = reader.append(delta);
        if (kit.keepsPartialJson) live.partialJson = reader.text;
        yield push({ type: "toolcall_delta", contentIndex, delta, partial: output });
      }
      if (block.unfinished) {
        delete live.partialJson;
        break; // the connection broke inside this call: nothing after it arrives
      }
      Object.assign(live, reader.finish());
      delete live.partialJson;
      yield push({ type: "toolcall_end", contentIndex, toolCall: live, partial: output });
    }
  }

  for (const block of output.content) delete (block as StreamingToolCall).partialJson;
  output.stopReason = turn.stopReason;
  if (turn.stopReason === "error" || turn.stopReason === "aborted") {
    output.errorMessage =
      turn.errorMessage ?? (turn.stopReason === "aborted" ? "Request was aborted" : "Stream failed");
    yield push({ type: "error", reason: turn.stopReason, error: output });
  } else {
    yield push({ type: "done", reason: turn.stopReason, message: output });
  }
  stream.end();
}
