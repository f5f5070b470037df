/**
 * Which wire API an event belongs to, read from the event itself (never from a file name or URL),
 * and whether a stream reached the API's last event: each API's descriptor says which events are
 * its own and which end its streams (`capture` in `../apis/<api>.ts`, the documented streaming
 * formats, as its encoder writes them).
 */
import { get, isObject } from "../apis/read";
import { WIRE_APIS, WIRE_SPECS, type WireApi } from "../apis";
import type { Read } from "./problems";
import type { SseEvent } from "./sse";

/**
 * An event's API: the first in the registry's order whose descriptor owns it (a Chat Completions
 * chunk that also had Gemini's `candidates` is Chat Completions'). "either" for an `error` object
 * with no `type` that no API owns alone: Chat Completions and Gemini both send one.
 */
export function apiOfEvent(data: unknown): WireApi | "either" | undefined {
  const api = WIRE_APIS.find((one) => WIRE_SPECS[one].capture.owns(data));
  if (api) return api;
  if (isObject(data) && typeof get(data, "type") !== "string" && isObject(get(data, "error"))) return "either";
  return undefined;
}

/** True when `data` is one of `api`'s events that end a stream. */
export function endsStream(api: WireApi, data: unknown): boolean {
  return WIRE_SPECS[api].capture.ends(data);
}

/** A stream read: its API, and each event's data parsed. */
export interface DetectedStream {
  api: WireApi;
  events: { name?: string; data: unknown; text: string }[];
}

function parseData(text: string): { ok: true; data: unknown } | { ok: false } {
  if (text.trim() === "[DONE]") return { ok: true, data: "[DONE]" };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Detects the API from the events and checks the stream: every event JSON of that one API, ending
 * with the API's last event. `entry` (a HAR's) is carried into the problem.
 */
export function detectStream(events: readonly SseEvent[], entry?: number): Read<DetectedStream> {
  const where = (i: number) => ({ line: events[i]!.line, event: i + 1, ...(entry !== undefined ? { entry } : {}) });
  let api: WireApi | undefined;
  const out: DetectedStream["events"] = [];
  for (const [i, event] of events.entries()) {
    const parsed = parseData(event.data);
    if (!parsed.ok) {
      // The last event, not closed by a blank line: the copy stops in the middle of it.
      if (i === events.length - 1 && !event.closed && api)
        return {
          ok: false,
          problem: { kind: "truncated", api, ...where(i), missing: WIRE_SPECS[api].capture.lastEvent },
        };
      return { ok: false, problem: { kind: "bad-json", ...where(i) } };
    }
    const of = apiOfEvent(parsed.data);
    if (of === undefined)
      return { ok: false, problem: { kind: "unknown-event", ...where(i), text: event.data.slice(0, 80) } };
    if (of !== "either") {
      if (api && of !== api) return { ok: false, problem: { kind: "mixed", api, other: of, ...where(i) } };
      api = of;
    }
    out.push({ ...(event.name !== undefined ? { name: event.name } : {}), data: parsed.data, text: event.data });
  }
  if (!api)
    return {
      ok: false,
      problem:
        events.length === 0
          ? { kind: "empty" }
          : { kind: "unknown-event", ...where(0), text: events[0]!.data.slice(0, 80) },
    };
  const last = events.length - 1;
  if (!out.some((e) => endsStream(api, e.data)))
    return {
      ok: false,
      problem: { kind: "truncated", api, ...where(last), missing: WIRE_SPECS[api].capture.lastEvent },
    };
  return { ok: true, value: { api, events: out } };
}
