// No imports on purpose: the scenario checker (in the first chunk of the page) reads MAX_PIECES.

/**
 * The most pieces one block is streamed in. pi-ai parses a call's whole argument text again on
 * every piece, so the work grows with pieces × length: capping the pieces keeps a long argument
 * linear (100,000 characters in 6-character pieces would take pi-ai about 28 s; in 1,000 pieces,
 * 1.6 s). 500: the lab names each preview's step too, which parses the text once more.
 */
export const MAX_PIECES = 500;

/**
 * Cuts `text` into pieces: the explicit ones when given (they must join back to the text),
 * otherwise fixed-size slices by code point so an emoji is never split in half. Text longer than
 * `size` × {@link MAX_PIECES} gets bigger pieces, so there are never more than `MAX_PIECES`.
 */
export function cutIntoPieces(text: string, size: number, explicit?: string[], count?: number): string[] {
  if (explicit && explicit.join("") === text && explicit.length <= MAX_PIECES) return explicit.filter((piece) => piece.length > 0);
  const chars = Array.from(text);
  if (count !== undefined) return evenPieces(chars, Math.min(count, MAX_PIECES));
  const pieces: string[] = [];
  const step = Math.max(1, Math.floor(size), Math.ceil(chars.length / MAX_PIECES));
  for (let i = 0; i < chars.length; i += step) pieces.push(chars.slice(i, i + step).join(""));
  return pieces;
}

/** `chars` in exactly `count` non-empty slices of nearly equal length (fewer only when the text is shorter). */
function evenPieces(chars: string[], count: number): string[] {
  const n = Math.max(1, Math.min(Math.floor(count), chars.length));
  return Array.from({ length: n }, (_, i) => chars.slice(Math.floor((i * chars.length) / n), Math.floor(((i + 1) * chars.length) / n)).join("")).filter((p) => p.length > 0);
}

/**
 * How many pieces prose streams in when it exists in several languages: the fewest any language's
 * text needs at `size` characters a piece. Every language then streams the same number of deltas,
 * so a frame number means the same step in zh-CN and en (and no language gets an empty piece).
 */
export function sharedPieceCount(texts: readonly string[], size: number): number {
  return Math.min(MAX_PIECES, ...texts.map((t) => Math.max(1, Math.ceil(Array.from(t).length / Math.max(1, Math.floor(size))))));
}
