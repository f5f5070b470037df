import { LIMITS } from "./limits";

/** Decoded file text, or why it could not be read. */
export type DecodedText = { ok: true; text: string } | { ok: false; reason: string };

/** Why a file of `bytes` is refused unread, or `undefined` when its size is fine. */
export function fileTooLarge(bytes: number): string | undefined {
  if (bytes <= LIMITS.fileBytes) return undefined;
  return `the file is ${bytes.toLocaleString("en")} bytes; scenario files may be at most ${LIMITS.fileBytes.toLocaleString("en")}`;
}

/**
 * Decodes a scenario file's bytes the same way in the browser and in the trace command: UTF-8,
 * with or without a byte-order mark, or UTF-16 (little or big endian) when its mark says so.
 * A file over the size limit is refused before it is decoded.
 */
export function decodeScenarioBytes(bytes: Uint8Array): DecodedText {
  const tooLarge = fileTooLarge(bytes.byteLength);
  if (tooLarge) return { ok: false, reason: tooLarge };
  const [a, b] = bytes;
  const encoding = a === 0xff && b === 0xfe ? "utf-16le" : a === 0xfe && b === 0xff ? "utf-16be" : "utf-8";
  try {
    // TextDecoder drops the byte-order mark itself; `fatal` turns broken bytes into an error.
    return { ok: true, text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: `the file is not readable ${encoding === "utf-8" ? "UTF-8" : "UTF-16"} text` };
  }
}
