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
export function cutIntoPieces(text: string, size: number, explicit?: string[]): string[] {
  if (explicit && explicit.join("") === text && explicit.length <= MAX_PIECES) return explicit.filter((piece) => piece.length > 0);
  const chars = Array.from(text);
  const pieces: string[] = [];
  const step = Math.max(1, Math.floor(size), Math.ceil(chars.length / MAX_PIECES));
  for (let i = 0; i < chars.length; i += step) pieces.push(chars.slice(i, i + step).join(""));
  return pieces;
}
