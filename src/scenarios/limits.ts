import { MAX_PIECES } from "../fake-provider/pieces";

/**
 * How big a scenario may be. Above these, a file is refused with its reason (the trace command
 * exits 2), so a hostile or mistaken file never freezes a tab or runs out of memory. The engine
 * plays anything within them in linear time: see `npm run bench`.
 */
export const LIMITS = {
  /** Bytes of a scenario file (a 10,000-entry folder is about 420 KB). */
  fileBytes: 2_000_000,
  /** Entries in the Downloads folder. */
  entries: 10_000,
  /** Characters of one file name. */
  nameChars: 255,
  /** Characters of any one text: a block's text, a tool call's argument text, an answer. */
  textChars: 100_000,
  /** Content blocks in one model turn. */
  blocks: 32,
  /** Explicit pieces of one block (longer text is cut into bigger pieces, never more than this). */
  pieces: MAX_PIECES,
  /** Scripted turns after the second (the agent loop's turn 3, 4, …). */
  laterTurns: 16,
  /** Nesting of objects and arrays in a tool call's argument text, and in an offered tool's parameters. */
  argumentDepth: 64,
  /** Description-only tools offered beside the chapter's (`offeredTools`). */
  offeredTools: 8,
  /**
   * Nesting of `{`/`[` in a scenario file as a whole: an offered tool's parameters (64) plus the
   * few levels around them. Deeper text is refused before anything parses it.
   */
  fileDepth: 72,
} as const;

/**
 * The deepest nesting of `{`/`[` in `text`, counting only brackets outside JSON strings. Works on
 * text that is not valid JSON too: it only counts, it never parses or repairs.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/**
 * Where `text` first nests `{`/`[` deeper than `max` (the offset of that bracket), or undefined
 * when it never does. One pass, no recursion and no parsing, so a document millions of levels deep
 * costs what its length costs. Brackets inside strings do not count; a string also ends at a line
 * break, as JSON editors' scanners end it, so a stray quote cannot hide the brackets after it.
 */
export function firstTooDeep(text: string, max: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */ || c === 10 || c === 13) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return i;
    } else if (c === 125 || c === 93) depth = Math.max(0, depth - 1);
  }
  return undefined;
}

/**
 * The deepest nesting of objects and arrays in already-parsed JSON data, found without recursion
 * (so data nested deeper than the stack allows is measured, not crashed on). Stops counting once
 * past `stopAt`: the caller only needs to know it is too deep.
 */
export function valueDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
