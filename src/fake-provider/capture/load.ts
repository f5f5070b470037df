/**
 * A captured response, read: raw SSE of any of the four APIs, or a HAR (secrets removed first).
 * Pure and synchronous; errors are values with the line or event. The API is detected from the
 * events, never from a file name. The result replays through pi-ai's real adapter (`../wire/replay.ts`).
 */
import type { WireBody } from "../wire/body";
import type { WireApi } from "../apis";
import { detectStream, type DetectedStream } from "./classify";
import { MAX_CAPTURE_BYTES, type CaptureProblem, type Read } from "./problems";
import { readRequest, type RecordedRequest } from "./request";
import { stripHttpHead, stripSecrets } from "./secrets";
import { parseSse } from "./sse";

/** A capture ready to replay. Plain data: it crosses into the engine worker. */
export interface Capture {
  api: WireApi;
  source: "sse" | "har";
  /** The stream as the adapter will read it: one chunk per event. */
  body: WireBody;
  events: number;
  /** From a HAR whose entry carried the request body: its question and tools. */
  request?: RecordedRequest;
  /** A HAR's 1-based entry that was played. */
  entry?: number;
  /** What was removed from a HAR, by name (`authorization`, `key=`, `cookies`…); never a value. */
  removed: string[];
  /** The model the capture names (its events, else a HAR's request body); absent when it names none. */
  model?: string;
  /** Where a HAR's request went (origin and path, no query); a pasted stream has none. */
  url?: string;
  /** The file's name, when the capture came from a file rather than the box. */
  file?: string;
}

/**
 * The capture or its problem. `stripped`, whenever the text could be read (as JSON or as SSE): the
 * text the import box may show again, without its credentials, and for a capture that has places
 * for them (a HAR, `curl -i`'s headers) what was removed, by name. Text that could not be read has
 * none: it never goes back into the box, since nothing could look through it for secrets.
 */
export type CaptureResult = ({ ok: true; capture: Capture } | { ok: false; problem: CaptureProblem }) & {
  stripped?: { text: string; removed?: string[] };
};

/** One event as the adapter reads it off the wire. */
function chunkOf(event: DetectedStream["events"][number]): string {
  const data = event.text
    .split("\n")
    .map((line) => `data: ${line}\n`)
    .join("");
  return `${event.name !== undefined ? `event: ${event.name}\n` : ""}${data}\n`;
}

function bodyOf(stream: DetectedStream): WireBody {
  return { contentType: "text/event-stream", chunks: stream.events.map(chunkOf), end: "complete" };
}

/** Reads raw SSE text. */
export function readSse(text: string, entry?: number): Read<DetectedStream> {
  const parsed = parseSse(text);
  if (!parsed.ok) return parsed;
  if (parsed.value.length === 0) return { ok: false, problem: { kind: "empty" } };
  return detectStream(parsed.value, entry);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const get = (o: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (isObject(at) && Object.hasOwn(at, key) ? at[key] : undefined), o);

/** The first non-empty string among `values`. */
const firstName = (values: unknown[]): string | undefined =>
  values.find((v): v is string => typeof v === "string" && v.trim() !== "");

/**
 * The model a stream names, where each API says it: a Chat Completions chunk's `model`, Responses'
 * `response.model`, Anthropic's `message.model`, Gemini's `modelVersion`.
 */
function modelOf(stream: DetectedStream): string | undefined {
  for (const { data } of stream.events) {
    const named = firstName([
      get(data, "model"),
      get(data, "response", "model"),
      get(data, "message", "model"),
      get(data, "modelVersion"),
    ]);
    if (named) return named;
  }
  return undefined;
}

/** A HAR entry's request URL without its query (what is left of it after the secrets were removed is not needed). */
function urlOf(entry: unknown): string | undefined {
  const url = get(entry, "request", "url");
  if (typeof url !== "string") return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}

/** A HAR request body's `model`, when the stream itself names none. */
function requestModel(entry: unknown): string | undefined {
  const post = get(entry, "request", "postData", "text");
  if (typeof post !== "string") return undefined;
  try {
    return firstName([get(JSON.parse(post), "model")]);
  } catch {
    return undefined;
  }
}

/** A HAR response's text, base64 decoded when the HAR says so. */
function responseText(entry: unknown): string | undefined {
  const text = get(entry, "response", "content", "text");
  if (typeof text !== "string") return undefined;
  if (get(entry, "response", "content", "encoding") !== "base64") return text;
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** Problems that show an entry was a stream of one of the APIs, only broken. */
const STREAM_PROBLEMS: readonly CaptureProblem["kind"][] = ["truncated", "mixed", "bad-json"];

/** The first entry whose response is a stream of the four APIs; or the problem of the best candidate. */
function playableEntry(
  entries: unknown[],
): Read<{ stream: DetectedStream; entry: number; request?: RecordedRequest; model?: string; url?: string }> {
  let best: CaptureProblem | undefined;
  for (const [i, entry] of entries.entries()) {
    const text = responseText(entry);
    if (text === undefined || text.trim() === "") continue;
    const read = readSse(text, i + 1);
    if (read.ok) {
      const post = get(entry, "request", "postData", "text");
      const request = typeof post === "string" ? readRequest(read.value.api, post) : undefined;
      const model = modelOf(read.value) ?? requestModel(entry);
      const url = urlOf(entry);
      return {
        ok: true,
        value: {
          stream: read.value,
          entry: i + 1,
          ...(request ? { request } : {}),
          ...(model ? { model } : {}),
          ...(url ? { url } : {}),
        },
      };
    }
    const mime = String(get(entry, "response", "content", "mimeType") ?? "");
    if (!best && (STREAM_PROBLEMS.includes(read.problem.kind) || mime.includes("event-stream"))) best = read.problem;
  }
  return { ok: false, problem: best ?? { kind: "har-no-entry", entries: entries.length } };
}

/** Reads a HAR's text: secrets removed before anything else, then its first playable entry. */
export function readHar(text: string): CaptureResult {
  let har: unknown;
  try {
    har = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: "har-not-json" } };
  }
  const { har: clean, removed } = stripSecrets(har);
  const stripped = { text: JSON.stringify(clean, null, 2), removed };
  const entries = get(clean, "log", "entries");
  if (!Array.isArray(entries)) return { ok: false, problem: { kind: "har-no-log" }, stripped };
  const found = playableEntry(entries);
  if (!found.ok) return { ...found, stripped };
  const { stream, entry, request, model, url } = found.value;
  return {
    ok: true,
    capture: {
      api: stream.api,
      source: "har",
      body: bodyOf(stream),
      events: stream.events.length,
      entry,
      removed,
      ...(request ? { request } : {}),
      ...(model ? { model } : {}),
      ...(url ? { url } : {}),
    },
    stripped,
  };
}

/** Reads a capture's text: a HAR when it starts with `{`, else raw SSE. Never throws. */
export function loadCapture(text: string): CaptureResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_CAPTURE_BYTES) return { ok: false, problem: { kind: "too-big", bytes, limit: MAX_CAPTURE_BYTES } };
  if (text.trim() === "") return { ok: false, problem: { kind: "empty" } };
  if (text.trimStart().startsWith("{")) return readHar(text);
  const head = stripHttpHead(text);
  const sse = head?.text ?? text;
  // Neither SSE nor a HAR (a JSON array, HTML, prose): the first line that is not SSE is named.
  const parsed = parseSse(sse);
  if (!parsed.ok) return parsed;
  const stripped = { text: sse, ...(head ? { removed: head.removed } : {}) };
  const read: Read<DetectedStream> =
    parsed.value.length === 0 ? { ok: false, problem: { kind: "empty" } } : detectStream(parsed.value);
  if (!read.ok) return { ...read, stripped };
  const model = modelOf(read.value);
  return {
    ok: true,
    capture: {
      api: read.value.api,
      source: "sse",
      body: bodyOf(read.value),
      events: read.value.events.length,
      removed: head?.removed ?? [],
      ...(model ? { model } : {}),
    },
    stripped,
  };
}

/** The size a file must not pass, for refusing it before reading it. */
export function captureTooBig(bytes: number): CaptureProblem | undefined {
  return bytes > MAX_CAPTURE_BYTES ? { kind: "too-big", bytes, limit: MAX_CAPTURE_BYTES } : undefined;
}
