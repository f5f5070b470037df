// No imports on purpose: the scenario checker (in the first chunk of the page) reads MAX_PIECES.

/**
 * The most pieces one block is streamed in. pi-ai parses a call's whole argument text again on
 * every piece, so the work grows with pieces × length: capping the pieces keeps a long argument
 * linear (docs/performance.md). No more than 500: the lab names each preview's step too, which
 * parses the text once more.
 */
export const MAX_PIECES = 500;

/** Default characters per streamed piece. Small enough that the preview visibly grows. */
export const DEFAULT_PIECE_SIZE = 6;

/**
 * Cuts `text` into pieces: the explicit ones when given (they must join back to the text),
 * otherwise fixed-size slices by code point so an emoji is never split in half. Text longer than
 * `size` × {@link MAX_PIECES} gets bigger pieces, so there are never more than `MAX_PIECES`.
 */
export function cutIntoPieces(text: string, size: number, explicit?: string[], count?: number): string[] {
  if (explicit && explicit.join("") === text && explicit.length <= MAX_PIECES)
    return explicit.filter((piece) => piece.length > 0);
  const chars = Array.from(text);
  if (count !== undefined) return evenPieces(chars, Math.min(count, MAX_PIECES));
  return slices(chars, Math.max(1, Math.floor(size), Math.ceil(chars.length / MAX_PIECES)));
}

/**
 * `text` in pieces of `size` code points, however many that makes: what a scenario asks for before
 * the frames' cap (the streaming-cost plot measures these; the frames never stream more than {@link MAX_PIECES}).
 */
export function piecesOfSize(text: string, size: number): string[] {
  return slices(Array.from(text), Math.max(1, Math.floor(size)));
}

/** `chars` in consecutive slices of `step`, each joined back into a string. */
function slices(chars: string[], step: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += step) pieces.push(chars.slice(i, i + step).join(""));
  return pieces;
}

/**
 * How many pieces a block asks for before the cap: its explicit pieces, its `count`, or its text
 * at `size` code points a piece. More than {@link MAX_PIECES} means the frames stream fewer.
 */
export function requestedPieceCount(text: string, size: number, explicit?: string[], count?: number): number {
  if (explicit && explicit.join("") === text) return explicit.filter((piece) => piece.length > 0).length;
  const length = Array.from(text).length;
  if (count !== undefined) return Math.max(1, Math.min(Math.floor(count), length));
  return Math.ceil(length / Math.max(1, Math.floor(size)));
}

/** The argument texts cut into even pieces: `count` non-empty slices of nearly equal length (the plot's piece count for a capped block). */
export function piecesOfCount(text: string, count: number): string[] {
  return evenPieces(Array.from(text), count);
}

/** `chars` in exactly `count` non-empty slices of nearly equal length (fewer only when the text is shorter). */
function evenPieces(chars: string[], count: number): string[] {
  const n = Math.max(1, Math.min(Math.floor(count), chars.length));
  return Array.from({ length: n }, (_, i) =>
    chars.slice(Math.floor((i * chars.length) / n), Math.floor(((i + 1) * chars.length) / n)).join(""),
  ).filter((p) => p.length > 0);
}

/**
 * How many pieces prose asks for when it exists in several languages: the fewest any language's
 * text needs at `size` characters a piece. Every language then streams the same number of deltas,
 * so a frame number means the same step in zh-CN and en (and no language gets an empty piece).
 * Not capped here: `cutIntoPieces` streams at most {@link MAX_PIECES}, and the frames say when it cut.
 */
export function sharedPieceCount(texts: readonly string[], size: number): number {
  return Math.min(...texts.map((t) => Math.max(1, Math.ceil(Array.from(t).length / Math.max(1, Math.floor(size))))));
}
