/**
 * The finish reason exactly as a recorded stream carries it: the event that said it, the field's
 * path in that event, and its value — read from the recording itself, before pi-ai maps it to a
 * `stopReason`. What pi-ai made of it is on the final message; the two side by side show where an
 * adapter rewrote it (§6).
 */
import type { WireBody } from "./body";
import { specOf, WIRE_SPECS, type WireApi } from "../apis";

/**
 * A finish reason as a recorded provider stream carried it, before pi-ai mapped it to a
 * `stopReason`: the event that said it (`response.completed`, `message_delta`, `chunk 9`), the
 * field's path in that event (`response.status`), and its value (`completed`, `STOP`, `tool_use`).
 */
export interface WireStop {
  event: string;
  field: string;
  value: string;
}

/**
 * True for an API whose streams have no tool-use finish reason, so pi-ai sets `toolUse` itself
 * (the descriptor's `stop.rewritten`); false for `scripted`.
 */
export function rewritesStop(api: string): boolean {
  return specOf(api)?.stop.rewritten === true;
}

/** Each SSE event of a recording: its `event:` name (if any) and its parsed `data:` (undefined if not JSON). */
function* events(body: WireBody): Generator<{ name?: string; data: unknown }> {
  for (const chunk of body.chunks) {
    const name = /^event: (.+)$/m.exec(chunk)?.[1];
    const data = /^data: (.*)$/m.exec(chunk)?.[1] ?? "";
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
    yield { ...(name !== undefined ? { name } : {}), data: parsed };
  }
}

/** A string at `path` (own keys and array indexes only), or undefined. */
function at(value: unknown, path: readonly (string | number)[]): string | undefined {
  let here: unknown = value;
  for (const key of path) {
    if (typeof here !== "object" || here === null || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return typeof here === "string" ? here : undefined;
}

/**
 * The last finish reason a recording states, or undefined when it states none (a stream that
 * breaks or is stopped before its end). The event is named by its SSE `event:` line, or by its
 * own `type` field, or — for the APIs whose chunks have neither — as `chunk N` (1-based).
 */
export function readWireStop(api: WireApi, body: WireBody): WireStop | undefined {
  const { path, field, notFinal = [] } = WIRE_SPECS[api].stop;
  let found: WireStop | undefined;
  let index = 0;
  for (const { name, data } of events(body)) {
    index++;
    const value = at(data, path);
    if (value === undefined || notFinal.includes(value)) continue;
    found = { event: name ?? at(data, ["type"]) ?? `chunk ${index}`, field, value };
  }
  return found;
}
