/**
 * What can be wrong with a captured response, as typed values: each says where (the line and the
 * event, 1-based) so the person can find it. The words live in the i18n catalogs
 * (`ui.capture.problem.<kind>`); `captureProblemParams` gives each its placeholders.
 */
import type { WireApi } from "../apis";

/** The largest capture the lab reads: 2 MB of UTF-8 (a long real reply is a few hundred KB). */
export const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;

/** Why a capture cannot be played. `entry`: for a HAR, the 1-based entry whose response it was. */
export type CaptureProblem =
  | { kind: "empty" }
  | { kind: "too-big"; bytes: number; limit: number }
  /** Not SSE and not a HAR: the first line that is neither (never quoted: it may hold a secret). */
  | { kind: "unknown-format"; line: number }
  /** A `data:` that is not JSON (and not `[DONE]`). */
  | { kind: "bad-json"; line: number; event: number; entry?: number }
  /** JSON, but no event of the four APIs. */
  | { kind: "unknown-event"; line: number; event: number; text: string; entry?: number }
  /** Events of two APIs in one stream. */
  | { kind: "mixed"; api: WireApi; other: WireApi; line: number; event: number; entry?: number }
  /** The stream stops before the API's last event (`missing`): the connection dropped or the copy was cut. */
  | { kind: "truncated"; api: WireApi; line: number; event: number; missing: string; entry?: number }
  /** Looked like a HAR (it starts with `{`) but is not JSON. The parser's message is not kept: it quotes the text. */
  | { kind: "har-not-json" }
  /** JSON, but without the `log.entries` list a HAR has. */
  | { kind: "har-no-log" }
  /** A HAR none of whose entries holds a stream of the four APIs. */
  | { kind: "har-no-entry"; entries: number };

/** A capture's text, read: the value, or the problem. Errors are values. */
export type Read<T> = { ok: true; value: T } | { ok: false; problem: CaptureProblem };

/** The catalog key that says `problem`. */
export function captureProblemKey(problem: CaptureProblem): string {
  const inHar = "entry" in problem && problem.entry !== undefined;
  return `ui.capture.problem.${problem.kind}${inHar ? "-har" : ""}`;
}

/** The placeholders of `problem`'s sentence (all own data, no secrets: HARs are stripped first). */
export function captureProblemParams(problem: CaptureProblem): Record<string, string | number> {
  const { kind: _kind, ...rest } = problem;
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) params[key] = value;
  if (problem.kind === "too-big")
    Object.assign(params, { size: (problem.bytes / 1048576).toFixed(1), max: problem.limit / 1048576 });
  return params;
}
