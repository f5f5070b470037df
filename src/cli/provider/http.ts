/**
 * The provider's HTTP plumbing over Node's `http`: the loopback `Host` check, a body read to a
 * limit, JSON and SSE writers that stop when the client goes away.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { WireBody } from "../../fake-provider/wire/body";

/** The most bytes a request body may carry (413 past it). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Past this much, a refused body is no longer drained: the connection is closed instead. */
const DRAIN_LIMIT = 16 * MAX_BODY_BYTES;

/** The host names the provider answers to: a page on any other name reached it by DNS rebinding. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** True when the request's `Host` names the loopback (with any port). */
export function loopbackHost(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? "").toLowerCase();
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return LOOPBACK_NAMES.has(name);
}

/** A body read whole, or the fact that it was past the limit (then drained, not kept). */
export type BodyRead = { ok: true; text: string } | { ok: false };

/** Reads the request's body up to {@link MAX_BODY_BYTES}; a larger one is drained and refused. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers["content-length"] ?? 0);
    let over = declared > limit;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (size > DRAIN_LIMIT) req.destroy();
      else if (!over) chunks.push(chunk);
    });
    req.on("end", () => resolve(over ? { ok: false } : { ok: true, text: Buffer.concat(chunks).toString("utf8") }));
    req.on("error", () => resolve({ ok: false }));
  });
}

/** Writes a JSON response with `status`; `headers` adds to the content type. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): string {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(text);
  return text;
}

/** Resolves once `chunk` is handed to the socket (or the socket is gone). */
const write = (res: ServerResponse, chunk: string) => new Promise<void>((resolve) => res.write(chunk, () => resolve()));

/**
 * Streams a wire body, one event per write, each after the one before is handed on: a client that
 * goes away ends the stream there. `reset` and `abort` end by dropping the connection, which is what
 * a client sees when a stream breaks. Resolves with the text that went out.
 */
export async function sendStream(
  res: ServerResponse,
  body: WireBody,
  beforeEvent: () => Promise<void> = async () => {},
): Promise<string> {
  let gone = false;
  res.on("close", () => (gone = true));
  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
  // The head goes out at once, as a real provider's does, before the first event is ready.
  res.flushHeaders();
  let sent = "";
  for (const chunk of body.chunks) {
    await beforeEvent();
    if (gone) return sent;
    await write(res, chunk);
    sent += chunk;
  }
  if (body.end === "complete") res.end();
  else res.destroy();
  return sent;
}
