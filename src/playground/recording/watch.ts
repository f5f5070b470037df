/**
 * *Watch my program*: the rounds a person's own program played against `npm run provider`, read from
 * its feed (`GET /lab/rounds`, a HAR log: docs/provider.md). The page talks only to the loopback
 * address the person gave, and reads the feed through own keys only. Plain functions; no DOM.
 */
import { own } from "../../text/own";

/** The loopback names the page may fetch from (the provider listens on 127.0.0.1 only). */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The provider's port when the person gives none. */
export const DEFAULT_PROVIDER = "http://127.0.0.1:8787";

/** Where the feed is, or why the address is refused. */
export type FeedAddress =
  { ok: true; url: string; origin: string } | { ok: false; problem: "not-url" | "not-loopback" };

/**
 * The feed's URL for what the person typed: a port (`8787`), `host:port` or a URL. Only plain HTTP to
 * a loopback name is taken: a page fetching another host would send what it reads to that host.
 */
export function feedAddress(typed: string): FeedAddress {
  const text = typed.trim();
  const withScheme = /^\d+$/.test(text)
    ? `http://127.0.0.1:${text}`
    : /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
      ? text
      : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: "not-url" };
  }
  if (url.protocol !== "http:" || url.username || url.password) return { ok: false, problem: "not-loopback" };
  if (!LOOPBACK.has(url.hostname)) return { ok: false, problem: "not-loopback" };
  return { ok: true, url: `${url.origin}/lab/rounds`, origin: url.origin };
}

/** One request the program made, as the feed notes it. */
export interface WatchedRequest {
  /** Its place in the feed's entries (0-based). */
  index: number;
  round: number;
  /** Its place within the round (1-based). */
  request: number;
  /** The model's reply it asked for (1-based). */
  turn: number;
  api: string;
  /** The HTTP status the provider answered with. */
  status: number;
  /** The rules the request broke, by section (§13 …), as the provider's checks found them. */
  broken: { rule: string; section: number }[];
}

const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) ? value : undefined;

/** The feed's entries, or undefined when the text is not the provider's HAR log. */
export function feedEntries(feed: unknown): unknown[] | undefined {
  const entries = own(own(feed, "log"), "entries");
  return Array.isArray(entries) ? entries : undefined;
}

/** The requests the feed holds, each with its round, turn, API, status and broken rules; others skipped. */
export function watchedRequests(entries: readonly unknown[]): WatchedRequest[] {
  return entries.flatMap((entry, index): WatchedRequest[] => {
    const note = own(entry, "_toolCallLab");
    const round = num(own(note, "round"));
    const turn = num(own(note, "turn"));
    const api = own(note, "api");
    const status = num(own(own(entry, "response"), "status"));
    const request = num(own(note, "request")) ?? turn;
    if (
      round === undefined ||
      turn === undefined ||
      request === undefined ||
      typeof api !== "string" ||
      status === undefined
    )
      return [];
    const problems = own(note, "problems");
    const broken = (Array.isArray(problems) ? problems : []).flatMap((p) => {
      const rule = own(p, "rule");
      const section = num(own(p, "section"));
      return typeof rule === "string" && section !== undefined ? [{ rule, section }] : [];
    });
    return [{ index, round, request, turn, api, status, broken }];
  });
}

/** One entry as a HAR log of its own: what the recording import reads (it plays a log's first playable entry). */
export function oneEntryHar(entries: readonly unknown[], index: number): string {
  return JSON.stringify({
    log: { version: "1.2", creator: { name: "tool-call-lab provider", version: "1" }, entries: [entries[index]] },
  });
}
