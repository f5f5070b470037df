/**
 * Removes secrets from a HAR before anything else sees it: the `Authorization`, `Proxy-Authorization`,
 * `x-api-key`, `x-goog-api-key`, `Cookie` and `Set-Cookie` headers, every cookie list, and any `key=`
 * query parameter in any string (a URL, a page title, an initiator). Each removed value is then
 * scrubbed wherever else it appears (a key echoed in a body). What was removed is said by name only.
 */

import { setOwn } from "../../text/own";

/** Header names that carry credentials (compared lower-case). */
export const SECRET_HEADERS = ["authorization", "proxy-authorization", "x-api-key", "x-goog-api-key", "cookie", "set-cookie"] as const;

/** What stands where a secret was. */
export const REMOVED_MARK = "[removed]";

/** `key=` in a query string, up to the next `&`, `#`, quote or space. */
const KEY_PARAM = /([?&])key=[^&#\s"'<>]*(&?)/gi;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The names of what was removed (e.g. `authorization`, `cookies`, `key=`), each once, in order found. */
export type RemovedSecrets = string[];

function dropKeyParams(text: string, found: Set<string>, values: Set<string>): string {
  return text.replace(KEY_PARAM, (match, lead: string, amp: string) => {
    found.add("key=");
    const value = match.slice(lead.length + 4, match.length - amp.length);
    if (value.length >= 6) values.add(decodeSafely(value));
    // `?key=x&alt=sse` → `?alt=sse`; `&key=x` at the end → ``; `?key=x` alone → ``.
    return amp ? lead : "";
  });
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Walks `node`, removing secret headers and cookie lists, and `key=` from strings. */
function strip(node: unknown, found: Set<string>, values: Set<string>): unknown {
  if (typeof node === "string") return dropKeyParams(node, found, values);
  if (Array.isArray(node)) {
    const kept = node.filter((item) => {
      if (!isObject(item) || typeof item.name !== "string") return true;
      const name = item.name.toLowerCase();
      const secret = (SECRET_HEADERS as readonly string[]).includes(name) || (name === "key" && Object.hasOwn(item, "value"));
      if (!secret) return true;
      found.add(name === "key" ? "key=" : name);
      if (typeof item.value === "string" && item.value.length >= 6) {
        values.add(item.value);
        const bearer = /^\S+\s+(\S{6,})$/.exec(item.value);
        if (bearer) values.add(bearer[1]!);
      }
      return false;
    });
    return kept.map((item) => strip(item, found, values));
  }
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) {
    if (key === "cookies" && Array.isArray(node[key])) {
      if ((node[key] as unknown[]).length > 0) found.add("cookies");
      for (const c of node[key] as unknown[]) if (isObject(c) && typeof c.value === "string" && c.value.length >= 6) values.add(c.value);
      setOwn(out, key, []);
      continue;
    }
    setOwn(out, key, strip(node[key], found, values));
  }
  return out;
}

/** Replaces every occurrence of a removed value in every string of `node`. */
function scrub(node: unknown, values: readonly string[]): unknown {
  if (typeof node === "string") return values.reduce((text, value) => (text.includes(value) ? text.split(value).join(REMOVED_MARK) : text), node);
  if (Array.isArray(node)) return node.map((item) => scrub(item, values));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) setOwn(out, key, scrub(node[key], values));
  return out;
}

/** `har` without its secrets (a new value; `har` is not changed), and the names of what was removed. */
export function stripSecrets(har: unknown): { har: unknown; removed: RemovedSecrets } {
  const found = new Set<string>();
  const values = new Set<string>();
  const stripped = strip(har, found, values);
  // Longest first, so a token is not half-replaced by a shorter one inside it.
  const sorted = [...values].sort((a, b) => b.length - a.length);
  return { har: sorted.length ? scrub(stripped, sorted) : stripped, removed: [...found] };
}
