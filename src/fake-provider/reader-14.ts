/**
 * pi-ai 1.4.0's streaming-arguments reader, on its own: the kit (`kit.ts`) and the lens's
 * streaming-cost worker share it, and the worker needs none of the adapters the kit can load.
 */
import { parseStreamingJson, parseToolCallArguments, type ToolCall } from "@earendil-works/pi-ai";

/** One streaming tool call's arguments, read the way the version's adapters read them. */
export interface ArgumentsReader {
  /** Takes the next piece; returns the partial arguments (the preview). */
  append(delta: string): ToolCall["arguments"];
  /** The raw text so far (1.4.0's adapters keep it on the block as `partialJson`). */
  readonly text: string;
  /** The one full parse when the call ends. */
  finish(): Pick<ToolCall, "arguments" | "argumentsError">;
}

/** 1.4.0's reader: the whole text is parsed again on every piece (why a block is capped at 500 pieces). */
export function createReader14(): ArgumentsReader {
  let text = "";
  return {
    append(delta) {
      text += delta;
      return parseStreamingJson(text);
    },
    get text() {
      return text;
    },
    finish: () => parseToolCallArguments(text),
  };
}
