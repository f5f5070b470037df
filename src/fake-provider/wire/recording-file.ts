import type { WireBody } from "./body";

/**
 * A recording as a file: the body exactly as sent, preceded by one SSE comment line that says how
 * the connection ended (`: tool-call-lab end=reset`). SSE clients ignore comment lines.
 */
export function toRecordingFile(body: WireBody): string {
  return `: tool-call-lab end=${body.end}\n\n${body.chunks.join("")}`;
}

/** Reads a recording file back; an unreadable header is reported as a value. */
export function fromRecordingFile(text: string): { ok: true; body: WireBody } | { ok: false; reason: string } {
  const header = /^: tool-call-lab end=(complete|reset|abort)\n\n/.exec(text);
  if (!header) return { ok: false, reason: "the first line must be ': tool-call-lab end=complete|reset|abort'" };
  const rest = text.slice(header[0].length);
  const chunks = rest.split(/(?<=\n\n)/).filter((chunk) => chunk.length > 0);
  return { ok: true, body: { contentType: "text/event-stream", chunks, end: header[1] as WireBody["end"] } };
}
