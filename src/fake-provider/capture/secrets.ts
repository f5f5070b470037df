/**
 * Removes credentials from a HAR before anything else sees it. A name that says key, token, auth,
 * secret, password, credential, cookie or subscription marks a credential wherever it stands: a
 * header (HAR's `[{ name, value }]` list or a `{ name: value }` object), a URL parameter (in any
 * string, and in `queryString` and form `params`), any string-valued key of the HAR or of a JSON
 * request body, at any depth. Every cookie list is emptied and a URL's `user:password@` dropped.
 * Each removed value is then scrubbed wherever else it appears (a key echoed in a response). What
 * was removed is said by name only, never by value.
 */

import { setOwn } from "../../text/own";

/** Words that mark a name as a credential's, anywhere in it, compared lower-case (`api-key`, `Helicone-Auth`, `access_token`). */
export const SECRET_WORDS = [
  "key",
  "token",
  "auth",
  "secret",
  "password",
  "credential",
  "cookie",
  "subscription",
] as const;

/** What stands where a secret was inside a string that stays (a JSON body that cannot lose its key). */
export const REMOVED_MARK = "[removed]";

/**
 * The names of what was removed, each once, in the order found, written so that the kind shows in
 * any language: a header as its lower-case name (`api-key`), a URL parameter as `name=`, a JSON key
 * as `"name":`, a URL's sign-in as `user:password@`, the cookie lists as `cookies`.
 */
export type RemovedSecrets = string[];

/** How a URL's sign-in (`https://user:password@host`) is named among what was removed. */
export const USERINFO_NAME = "user:password@";

/** Whether `name` (a header, a URL parameter, a JSON key) names a credential. */
export function namesSecret(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_WORDS.some((word) => lower.includes(word));
}

/** What was found while walking: the names, the values to scrub everywhere after, how many removals. */
interface Found {
  names: Set<string>;
  values: Set<string>;
  count: number;
}

/** Notes one removal of `name`; its value is worth scrubbing elsewhere when long enough not to hit ordinary words (a `Bearer x` also as `x`). */
function remember(found: Found, name: string, value: unknown): void {
  found.names.add(name);
  found.count += 1;
  if (typeof value !== "string" || value.length < 6) return;
  found.values.add(value);
  const scheme = /^\S+\s+(\S{6,})$/.exec(value);
  if (scheme) found.values.add(scheme[1]!);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A URL's query: from `?` up to `#`, a quote, a space or `<>`. */
const QUERY = /\?([^#\s"'<>]*)/g;
/** A URL's sign-in: `scheme://` then `user[:password]@` before the host. */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^/?#@\s"'<>]+)@/gi;

/** A query without its credential parameters (`?alt=sse&key=x` → `?alt=sse`; `?key=x` alone → ``). */
function stripQuery(match: string, query: string, found: Found): string {
  const params = query.split("&");
  const kept = params.filter((param) => {
    const equals = param.indexOf("=");
    const name = decodeSafely(param.slice(0, Math.max(equals, 0)));
    if (equals < 0 || !namesSecret(name)) return true;
    remember(found, `${name}=`, decodeSafely(param.slice(equals + 1)));
    return false;
  });
  if (kept.length === params.length) return match;
  return kept.length ? `?${kept.join("&")}` : "";
}

/** `text` without a URL's sign-in and without credential parameters. */
function stripString(text: string, found: Found): string {
  const signedOut = text.replace(USERINFO, (_match, scheme: string, userinfo: string) => {
    remember(found, USERINFO_NAME, decodeSafely(userinfo));
    if (userinfo.includes(":")) remember(found, USERINFO_NAME, decodeSafely(userinfo.slice(userinfo.indexOf(":") + 1)));
    return scheme;
  });
  return signedOut.replace(QUERY, (match, query: string) => stripQuery(match, query, found));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a list or object of names stands in a HAR, so a removed name is written as what it is. */
type Place = "header" | "param" | "json";

/** The place of the lists and objects under `key` (`headers`, `queryString`, a form's `params`). */
const placeUnder = (key: string): Place =>
  key === "headers" ? "header" : key === "queryString" || key === "params" ? "param" : "json";

const nameAt = (name: string, place: Place): string =>
  place === "header" ? name.toLowerCase() : place === "param" ? `${name}=` : `"${name}":`;

/** A `[{ name, value }]` list without its credentials (headers, query parameters, form fields). */
function stripList(list: unknown[], place: Place, found: Found): unknown[] {
  const kept = list.filter((item) => {
    if (!isObject(item) || typeof item.name !== "string" || !Object.hasOwn(item, "value") || !namesSecret(item.name))
      return true;
    remember(found, nameAt(item.name, place === "json" ? "header" : place), item.value);
    return false;
  });
  return kept.map((item) => strip(item, "json", found));
}

/** An object without its credentials: a string under a credential's name, and every cookie list. */
function stripObject(node: Record<string, unknown>, place: Place, found: Found): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (key === "cookies" && Array.isArray(value)) {
      for (const cookie of value) remember(found, "cookies", isObject(cookie) ? cookie.value : undefined);
      setOwn(out, key, []);
      continue;
    }
    // A number or an object under such a name is no credential (`max_tokens`, a tool's `api_key` schema).
    if ((typeof value === "string" || place !== "json") && namesSecret(key)) {
      remember(found, nameAt(key, place), value);
      continue;
    }
    setOwn(out, key, key === "postData" ? stripPostData(value, found) : strip(value, placeUnder(key), found));
  }
  return out;
}

/** A request's body: its JSON text read and stripped like the rest; text that is not JSON as a string. */
function stripPostData(postData: unknown, found: Found): unknown {
  const stripped = strip(postData, "json", found);
  if (!isObject(stripped) || typeof stripped.text !== "string") return stripped;
  let body: unknown;
  try {
    body = JSON.parse(stripped.text);
  } catch {
    return stripped;
  }
  if (typeof body !== "object" || body === null) return stripped;
  const before = found.count;
  const clean = strip(body, "json", found);
  // Untouched, the body keeps its own spacing.
  if (found.count === before) return stripped;
  setOwn(stripped, "text", JSON.stringify(clean));
  return stripped;
}

/** Walks `node`, returning a copy without credentials. */
function strip(node: unknown, place: Place, found: Found): unknown {
  if (typeof node === "string") return stripString(node, found);
  if (Array.isArray(node)) return stripList(node, place, found);
  return isObject(node) ? stripObject(node, place, found) : node;
}

/** Replaces every occurrence of a removed value in every string of `node`. */
function scrub(node: unknown, values: readonly string[]): unknown {
  if (typeof node === "string")
    return values.reduce((text, value) => (text.includes(value) ? text.split(value).join(REMOVED_MARK) : text), node);
  if (Array.isArray(node)) return node.map((item) => scrub(item, values));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) setOwn(out, key, scrub(node[key], values));
  return out;
}

/** `har` without its secrets (a new value; `har` is not changed), and the names of what was removed. */
export function stripSecrets(har: unknown): { har: unknown; removed: RemovedSecrets } {
  const found: Found = { names: new Set(), values: new Set(), count: 0 };
  const stripped = strip(har, "json", found);
  // Longest first, so a token is not half-replaced by a shorter one inside it.
  const sorted = [...found.values].sort((a, b) => b.length - a.length);
  return { har: sorted.length ? scrub(stripped, sorted) : stripped, removed: [...found.names] };
}

/**
 * A capture's HTTP head (`curl -i`: a status line, then headers up to a blank line) without the
 * header lines whose name says a credential; `undefined` when `text` starts with no status line.
 */
export function stripHttpHead(text: string): { text: string; removed: RemovedSecrets } | undefined {
  if (!/^HTTP\/\d/.test(text)) return undefined;
  const blank = /\r?\n\r?\n/.exec(text);
  const end = blank ? blank.index : text.length;
  const removed = new Set<string>();
  const head = text
    .slice(0, end)
    .split(/(?<=\n)/)
    .filter((line) => {
      const name = /^([^:\s]+):/.exec(line)?.[1];
      if (name === undefined || !namesSecret(name)) return true;
      removed.add(name.toLowerCase());
      return false;
    });
  return { text: head.join("") + text.slice(end), removed: [...removed] };
}
