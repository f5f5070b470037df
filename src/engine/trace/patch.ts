/**
 * Patches between plain-data values, so a trace stores each frame as what changed since the frame
 * before it: unchanged parts are not repeated, and a string that grew is stored as the piece that
 * was appended. That keeps a trace linear in the length of the stream instead of quadratic.
 *
 * Patches are plain data (JSON- and structuredClone-safe). Keys come from untrusted data (a tool
 * call's arguments may have a key `__proto__`), so objects are only ever read and written through
 * their own keys.
 */

/** A change to a value; `undefined` means unchanged. */
export type Patch =
  /** Replace with this value. */
  | { s: unknown }
  /** Append this text to the previous string. */
  | { x: string }
  /** Change these own keys of an object (`null`: the key is gone). */
  | { o: [key: string, change: Patch | null][] }
  /** Change these indexes of an array, whose new length is `n`. */
  | { a: [index: number, change: Patch][]; n: number };

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Below this length a grown string is simply replaced: an append would save nothing. */
const APPEND_MIN = 32;

/**
 * A copy of `piece` that does not keep its parent alive. JavaScript engines make a long slice a
 * view into the whole string; a patch holding such a view would hold every earlier version of a
 * growing text, and the trace would be quadratic again.
 */
function detached(piece: string): string {
  return piece.length < 16 ? piece : (structuredClone(piece) as string);
}

/**
 * What turns `prev` into `next`, or `undefined` when they are equal. Neither is changed. (A prefix
 * is tested with `slice` and `===`, a memory compare; `startsWith` walks characters, 35× slower.)
 */
export function diff(prev: unknown, next: unknown): Patch | undefined {
  if (Object.is(prev, next)) return undefined;
  if (typeof prev === "string" && typeof next === "string") {
    if (prev.length >= APPEND_MIN && next.length > prev.length && next.slice(0, prev.length) === prev)
      return { x: detached(next.slice(prev.length)) };
    return { s: next };
  }
  if (Array.isArray(prev) && Array.isArray(next)) {
    const changes: [number, Patch][] = [];
    for (let i = 0; i < next.length; i++) {
      const change = i < prev.length ? diff(prev[i], next[i]) : { s: next[i] };
      if (change) changes.push([i, change]);
    }
    return changes.length > 0 || prev.length !== next.length ? { a: changes, n: next.length } : undefined;
  }
  if (isPlain(prev) && isPlain(next)) {
    const changes: [string, Patch | null][] = [];
    for (const key of Object.keys(next)) {
      const change = Object.hasOwn(prev, key) ? diff(prev[key], next[key]) : { s: next[key] };
      if (change) changes.push([key, change]);
    }
    for (const key of Object.keys(prev)) if (!Object.hasOwn(next, key)) changes.push([key, null]);
    return changes.length > 0 ? { o: changes } : undefined;
  }
  return { s: next };
}

/**
 * Applies a patch made by {@link diff}. Returns a new value that shares every unchanged part with
 * `prev`; `prev` itself is never modified, so earlier frames stay valid.
 */
export function applyPatch(prev: unknown, patch: Patch | undefined): unknown {
  if (patch === undefined) return prev;
  if (Object.hasOwn(patch, "s")) return (patch as { s: unknown }).s;
  if (Object.hasOwn(patch, "x")) return (typeof prev === "string" ? prev : "") + (patch as { x: string }).x;
  if (Object.hasOwn(patch, "a")) {
    const { a, n } = patch as { a: [number, Patch][]; n: number };
    const base = Array.isArray(prev) ? prev : [];
    const out = base.slice(0, n);
    for (const [i, change] of a) out[i] = applyPatch(base[i], change);
    return out;
  }
  if (Object.hasOwn(patch, "o")) {
    const base = isPlain(prev) ? prev : {};
    // Spread defines own properties (a key `__proto__` stays data); so does defineProperty below.
    const out: Plain = { ...base };
    for (const [key, change] of (patch as { o: [string, Patch | null][] }).o) {
      if (change === null) delete out[key];
      else
        Object.defineProperty(out, key, {
          value: applyPatch(Object.hasOwn(base, key) ? base[key] : undefined, change),
          writable: true,
          enumerable: true,
          configurable: true,
        });
    }
    return out;
  }
  // `{ s: undefined }` loses its key in JSON and arrives as `{}`.
  return undefined;
}
