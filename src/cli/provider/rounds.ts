/**
 * The rounds the provider served, kept in memory for the lab's *Watch my program*: one HAR entry
 * per request, the request body as received (credentials stripped as a HAR import strips them)
 * and the exact bytes the response carried, so the lab's recording import (`loadCapture`) replays
 * each one through the real adapter. Served read-only at `GET /lab/rounds` (docs/provider.md).
 */
import { stripSecrets } from "../../fake-provider/capture/secrets";
import type { OrderProblem } from "../../grader/rules";

/** How many requests the feed keeps: the oldest go first. */
export const KEPT_ROUNDS = 200;

/** What the lab reads beside each entry: which round and request, and the rules the request broke. */
export interface RoundNote {
  /** The program's round (1-based): a request that carries no reply of the model's and no result starts a new one. */
  round: number;
  /** The request within its round (1-based). */
  request: number;
  /** The model's reply this request asked for: one more than the replies it carried (1 for a fresh question). */
  turn: number;
  api: string;
  problems: { rule: OrderProblem["rule"]; section: number; id: string }[];
}

/** One request and its response as a HAR 1.2 entry, with the lab's note under `_toolCallLab`. */
export interface RoundEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: { name: string; value: string }[];
    queryString: never[];
    cookies: never[];
    headersSize: -1;
    bodySize: number;
    postData: { mimeType: string; text: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: { name: string; value: string }[];
    cookies: never[];
    content: { size: number; mimeType: string; text: string };
    redirectURL: "";
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  _toolCallLab: RoundNote;
}

/** What a served request leaves: the URL and body it came with, the response's status, type and text. */
export interface Served {
  url: string;
  body: string;
  status: number;
  contentType: string;
  text: string;
  note: RoundNote;
  started: Date;
}

/** The feed: entries in order, at most {@link KEPT_ROUNDS}. */
export function createRoundLog() {
  const entries: RoundEntry[] = [];
  let round = 0;
  let inRound = 0;
  let served = 0;
  return {
    /** How many requests were served so far (the feed keeps the last {@link KEPT_ROUNDS}). */
    count: () => served,
    /** Where a request stands: a new round when it carries neither a reply of the model's nor a result. */
    place(fresh: boolean): { round: number; request: number } {
      if (fresh || round === 0) [round, inRound] = [round + 1, 0];
      inRound += 1;
      return { round, request: inRound };
    },
    add(request: Served): void {
      served += 1;
      // A request body's keys named like a credential go as a HAR import's would (`secrets.ts`).
      const text = (stripSecrets({ postData: { text: request.body } }).har as { postData: { text: string } }).postData
        .text;
      const url = (stripSecrets({ url: request.url }).har as { url: string }).url;
      entries.push({
        startedDateTime: request.started.toISOString(),
        time: 0,
        request: {
          method: "POST",
          url,
          httpVersion: "HTTP/1.1",
          headers: [{ name: "content-type", value: "application/json" }],
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: text.length,
          postData: { mimeType: "application/json", text },
        },
        response: {
          status: request.status,
          statusText: "",
          httpVersion: "HTTP/1.1",
          headers: [{ name: "content-type", value: request.contentType }],
          cookies: [],
          content: { size: request.text.length, mimeType: request.contentType, text: request.text },
          redirectURL: "",
          headersSize: -1,
          bodySize: request.text.length,
        },
        cache: {},
        timings: { send: 0, wait: 0, receive: 0 },
        _toolCallLab: request.note,
      });
      if (entries.length > KEPT_ROUNDS) entries.shift();
    },
    /** The feed's body: a HAR log of every entry kept. */
    har: () => ({ log: { version: "1.2", creator: { name: "tool-call-lab provider", version: "1" }, entries } }),
  };
}

/** The feed's type. */
export type RoundLog = ReturnType<typeof createRoundLog>;
