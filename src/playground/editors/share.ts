/**
 * Share links for the editors: an edit as compressed JSON (deflate-raw, then base64url) in `?code=`.
 * Decoding is careful — a link is untrusted: size capped before and after inflating, shape checked.
 */
import { isEditorKind, type EditorKind } from "./workbench";

/** What a link carries: which editor, its text, and (Stream lab) where the text is cut. */
export interface SharedEdit {
  kind: EditorKind;
  text: string;
  cuts?: number[];
}

/** The most text a link may unpack to (a bigger one is refused, never inflated further). */
const MAX_UNPACKED = 2_000_000;

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error("too-large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Packs an edit for a link. */
export async function encodeShare(edit: SharedEdit): Promise<string> {
  const json = JSON.stringify({ v: 1, ...edit });
  return toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream("deflate-raw")));
}

/** Why a link's edit could not be read: a catalog key suffix (`ui.share.bad.*`). */
export type ShareProblem = "corrupt" | "too-large" | "shape";

/** Unpacks a link's edit, or says why it cannot be used. Never throws. */
export async function decodeShare(
  code: string,
): Promise<{ ok: true; edit: SharedEdit } | { ok: false; problem: ShareProblem }> {
  let data: unknown;
  try {
    const bytes = await pipe(fromBase64Url(code), new DecompressionStream("deflate-raw"), MAX_UNPACKED);
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    return { ok: false, problem: error instanceof Error && error.message === "too-large" ? "too-large" : "corrupt" };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, problem: "shape" };
  const field = (name: string) =>
    Object.hasOwn(data as object, name) ? (data as Record<string, unknown>)[name] : undefined;
  const kind = field("kind");
  const text = field("text");
  const cuts = field("cuts");
  if (field("v") !== 1 || typeof kind !== "string" || !isEditorKind(kind) || typeof text !== "string")
    return { ok: false, problem: "shape" };
  if (cuts !== undefined && !(Array.isArray(cuts) && cuts.length <= 100_000 && cuts.every((c) => Number.isInteger(c))))
    return { ok: false, problem: "shape" };
  return { ok: true, edit: { kind, text, ...(Array.isArray(cuts) ? { cuts: cuts as number[] } : {}) } };
}
