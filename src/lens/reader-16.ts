/**
 * pi-ai 1.6.0's streaming-arguments reader, on its own: the 1.6.0 kit (`kit-16.ts`) and the lens's
 * streaming-cost worker share it, and the worker needs none of the adapters the kit can load.
 * Reached only by dynamic import, like the kit.
 */
import { ToolCallArgumentsStream } from "pi-ai-next";
import type { ArgumentsReader } from "../fake-provider/kit";

/** 1.6.0's reader is the one its adapters keep per call: an incremental `StreamingJsonParser` inside. */
export function createReader16(): ArgumentsReader {
  const reader = new ToolCallArgumentsStream();
  return {
    append: (delta) => reader.append(delta),
    get text() {
      return reader.text;
    },
    finish: () => reader.finish(),
  };
}
